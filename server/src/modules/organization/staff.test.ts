import { Code, type DepartmentNode, type ListData, OrganizationCalls, StaffItem } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { departments, staff } from '../../core/organization.table.js';
import { insertDepartment, insertOrganization, insertStaff, rowCount } from './organization.fixtures.js';

const t = useTestApp();

const staffOf = async (id: number) => (await t.db.select().from(staff).where(eq(staff.id, id)))[0];
const departmentOf = async (id: number) => (await t.db.select().from(departments).where(eq(departments.id, id)))[0];
const person = (organizationId: number, fields: Record<string, unknown> = {}) => ({
  organization_id: organizationId,
  department_id: null,
  name: '刘检验',
  job: '质检工程师',
  telephone: '021-66668888',
  photos: ['https://img.example.com/a.jpg', '/files/b.png'],
  resume: '2010 年起从事压力容器检验。',
  major: '机械工程',
  ...fields,
});

describe('departments', () => {
  it('creates, renames and deletes a department, auditing each step', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    await insertDepartment(t.db, org, '已有部门');
    const created = envelope<DepartmentNode>(
      await call(OrganizationCalls.createDepartment, { body: { organization_id: org.id, name: '技术部' } }),
    );
    expect(created.code).toBe(Code.Success);
    expect(await departmentOf(created.data.id)).toMatchObject({ name: '技术部', sort: 1, organizationId: org.id });
    expect((await lastAudit(t.db, 'departments', created.data.id))?.action).toBe('create');

    const renamed = await call(OrganizationCalls.updateDepartment, {
      query: { id: created.data.id },
      body: {
        name: '技术质量部',
        sort: 5,
      },
    });
    expect(envelope(renamed).code).toBe(Code.Success);
    expect(await departmentOf(created.data.id)).toMatchObject({ name: '技术质量部', sort: 5 });
    expect((await lastAudit(t.db, 'departments', created.data.id))?.changes.name).toEqual({
      before: '技术部',
      after: '技术质量部',
    });

    const member = await insertStaff(t.db, org, { departmentId: created.data.id });
    expect(envelope(await call(OrganizationCalls.deleteDepartment, { query: { id: created.data.id } })).code).toBe(
      Code.Success,
    );
    expect(await departmentOf(created.data.id)).toBeUndefined();
    expect((await staffOf(member.id))?.departmentId).toBeNull();
    expect((await lastAudit(t.db, 'departments', created.data.id))?.action).toBe('delete');
  });

  it('refuses bad input and changes nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const before = await rowCount(t.db, departments);
    expectFieldErrors(await call(OrganizationCalls.createDepartment, { body: { organization_id: org.id, name: '' } }), [
      'name',
    ]);
    expectFieldErrors(await call(OrganizationCalls.createDepartment, { body: { name: '无组织' } }), [
      'organization_id',
    ]);
    expect(await rowCount(t.db, departments)).toBe(before);
  });

  it("cannot reach another owner's organisation or department", async () => {
    const { call } = await signedIn(t, 'hdny');
    const elsewhere = await insertOrganization(t.db, 'xnsd');
    const theirs = await insertDepartment(t.db, elsewhere, '外部门');
    const create = await call(OrganizationCalls.createDepartment, {
      body: { organization_id: elsewhere.id, name: 'x' },
    });
    expect(envelope(create).code).toBe(Code.NotFound);
    const update = await call(OrganizationCalls.updateDepartment, { query: { id: theirs.id }, body: { name: '改名' } });
    expect(envelope(update).code).toBe(Code.NotFound);
    expect(envelope(await call(OrganizationCalls.deleteDepartment, { query: { id: theirs.id } })).code).toBe(
      Code.NotFound,
    );
    expect(await departmentOf(theirs.id)).toMatchObject({ name: '外部门' });
  });

  it('needs the permissions of the organisation page', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const department = await insertDepartment(t.db, org, '留存');
    const page = { ownerKey: 'hdny', role: 'admin', pageKey: 'control-organization' } as const;
    await withRevoked(t.db, { ...page, action: 'update' }, async () => {
      const res = await call(OrganizationCalls.updateDepartment, {
        query: { id: department.id },
        body: { name: '改' },
      });
      expect(envelope(res).code).toBe(Code.NoPermission);
    });
    await withRevoked(t.db, { ...page, action: 'delete' }, async () => {
      const res = await call(OrganizationCalls.deleteDepartment, { query: { id: department.id } });
      expect(envelope(res).code).toBe(Code.NoPermission);
    });
    expect(await departmentOf(department.id)).toMatchObject({ name: '留存' });
  });
});

describe('GET /api/organization/staff', () => {
  it('lists one organisation in display order, sortable and filterable', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const department = await insertDepartment(t.db, org, '检验科');
    await insertStaff(t.db, org, { name: '乙', sort: 2, job: '检验员', departmentId: department.id });
    await insertStaff(t.db, org, { name: '甲', sort: 1, job: '组长' });
    await insertStaff(t.db, await insertOrganization(t.db, 'hdny'), { name: '别处' });
    const res = envelope<ListData<StaffItem>>(
      await call(OrganizationCalls.staff, { query: { organization_id: org.id } }),
    );
    expect(res.code).toBe(Code.Success);
    for (const row of res.data.result) StaffItem.strict().parse(row);
    expect(res.data.result.map((r) => r.name)).toEqual(['甲', '乙']);
    expect(res.data.result[1]?.department_name).toBe('检验科');
    const sorted = await call(OrganizationCalls.staff, { query: { organization_id: org.id, sort: '-sort' } });
    expect(envelope<ListData<StaffItem>>(sorted).data.result.map((r) => r.name)).toEqual(['乙', '甲']);
    const filtered = await call(OrganizationCalls.staff, { query: { organization_id: org.id, 'filter[job]': '组' } });
    expect(envelope<ListData<StaffItem>>(filtered).data.result.map((r) => r.name)).toEqual(['甲']);
    expectFieldErrors(await call(OrganizationCalls.staff, { query: { organization_id: org.id, sort: 'resume' } }), [
      'sort',
    ]);
    expectFieldErrors(await call(OrganizationCalls.staff), ['organization_id']);
  });

  it("answers not found for another owner's organisation; needs index", async () => {
    const { call } = await signedIn(t, 'hdny');
    const elsewhere = await insertOrganization(t.db, 'xnsd');
    await insertStaff(t.db, elsewhere);
    expect(envelope(await call(OrganizationCalls.staff, { query: { organization_id: elsewhere.id } })).code).toBe(
      Code.NotFound,
    );
    const manager = await signedIn(t, 'hdny', 'manager');
    const org = await insertOrganization(t.db, 'hdny');
    expect(envelope(await manager.call(OrganizationCalls.staff, { query: { organization_id: org.id } })).code).toBe(
      Code.NoPermission,
    );
    expect(
      envelope(await callApi(t.app, undefined, OrganizationCalls.staff, { query: { organization_id: org.id } })).code,
    ).toBe(Code.NotLoggedIn);
  });
});

describe('staff changes', () => {
  it('creates a person last in the list, updates and deletes them, auditing each', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const department = await insertDepartment(t.db, org);
    await insertStaff(t.db, org, { sort: 4 });
    const created = envelope<StaffItem>(
      await call(OrganizationCalls.createStaff, { body: person(org.id, { department_id: department.id }) }),
    );
    expect(created.code).toBe(Code.Success);
    expect(created.data).toMatchObject({ name: '刘检验', sort: 5, department_name: department.name });
    expect((await staffOf(created.data.id))?.photos).toEqual(['https://img.example.com/a.jpg', '/files/b.png']);
    expect((await lastAudit(t.db, 'staff', created.data.id))?.action).toBe('create');

    const updated = await call(OrganizationCalls.updateStaff, {
      query: { id: created.data.id },
      body: person(org.id, { job: '高级工程师', photos: [] }),
    });
    expect(envelope(updated).code).toBe(Code.Success);
    expect(await staffOf(created.data.id)).toMatchObject({
      job: '高级工程师',
      photos: [],
      departmentId: null,
      sort: 5,
    });
    expect((await lastAudit(t.db, 'staff', created.data.id))?.changes.job).toEqual({
      before: '质检工程师',
      after: '高级工程师',
    });

    expect(envelope(await call(OrganizationCalls.deleteStaff, { query: { id: created.data.id } })).code).toBe(
      Code.Success,
    );
    expect(await staffOf(created.data.id)).toBeUndefined();
    expect((await lastAudit(t.db, 'staff', created.data.id))?.action).toBe('delete');
  });

  it('refuses bad input and a department of another organisation, creating nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const otherDepartment = await insertDepartment(t.db, await insertOrganization(t.db, 'hdny'));
    const before = await rowCount(t.db, staff);
    expectFieldErrors(
      await call(OrganizationCalls.createStaff, {
        body: person(org.id, { name: '', telephone: 'phone', photos: ['javascript:alert(1)'] }),
      }),
      ['name', 'telephone', 'photos.0'],
    );
    const tooMany = Array.from({ length: 10 }, (_, i) => `/p/${i}.jpg`);
    expectFieldErrors(await call(OrganizationCalls.createStaff, { body: person(org.id, { photos: tooMany }) }), [
      'photos',
    ]);
    expectFieldErrors(
      await call(OrganizationCalls.createStaff, { body: person(org.id, { department_id: otherDepartment.id }) }),
      ['department_id'],
    );
    expect(await rowCount(t.db, staff)).toBe(before);
  });

  it('cannot place, change or delete anyone of another owner', async () => {
    const { call } = await signedIn(t, 'hdny');
    const mine = await insertOrganization(t.db, 'hdny');
    const elsewhere = await insertOrganization(t.db, 'xnsd');
    const theirDepartment = await insertDepartment(t.db, elsewhere);
    const theirPerson = await insertStaff(t.db, elsewhere, { name: '外人' });
    const before = await rowCount(t.db, staff);
    expect(envelope(await call(OrganizationCalls.createStaff, { body: person(elsewhere.id) })).code).toBe(
      Code.NotFound,
    );
    const placed = person(mine.id, { department_id: theirDepartment.id });
    expect(envelope(await call(OrganizationCalls.createStaff, { body: placed })).code).toBe(Code.NotFound);
    expect(
      envelope(await call(OrganizationCalls.updateStaff, { query: { id: theirPerson.id }, body: person(mine.id) }))
        .code,
    ).toBe(Code.NotFound);
    expect(envelope(await call(OrganizationCalls.deleteStaff, { query: { id: theirPerson.id } })).code).toBe(
      Code.NotFound,
    );
    expect(await rowCount(t.db, staff)).toBe(before);
    expect(await staffOf(theirPerson.id)).toMatchObject({ name: '外人', organizationId: elsewhere.id });
  });

  it('needs the create permission', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny');
    const before = await rowCount(t.db, staff);
    const page = { ownerKey: 'hdny', role: 'admin', pageKey: 'control-organization', action: 'create' } as const;
    await withRevoked(t.db, page, async () => {
      expect(envelope(await call(OrganizationCalls.createStaff, { body: person(org.id) })).code).toBe(
        Code.NoPermission,
      );
    });
    expect(await rowCount(t.db, staff)).toBe(before);
  });
});
