import { Code, OrganizationCalls, type OrganizationNode, OrganizationOption } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { memberships } from '../../core/membership.table.js';
import { departments, organizations } from '../../core/organization.table.js';
import { insertDepartment, insertOrganization, insertStaff, rowCount } from './organization.fixtures.js';

const t = useTestApp();

const body = (fields: Record<string, unknown> = {}) => ({
  parent_id: null,
  short_name: '中建三局',
  full_name: '中国建筑第三工程局有限公司',
  nature: 'state_owned',
  qualification: '施工总承包特级',
  principal: '周总',
  contact: '赵工',
  contact_phone: '13800138000',
  inside: true,
  ...fields,
});
const orgOf = async (id: number) => (await t.db.select().from(organizations).where(eq(organizations.id, id)))[0];

describe('GET /api/organization/options', () => {
  it("lists the current owner's organisations with their departments, to any member", async () => {
    const parent = await insertOrganization(t.db, 'hdny', { shortName: '华东监理' });
    const child = await insertOrganization(t.db, 'hdny', { shortName: '一分部', parentId: parent.id });
    const department = await insertDepartment(t.db, parent, '安全部');
    const elsewhere = await insertOrganization(t.db, 'xnsd', { shortName: '西南检测' });
    const { call } = await signedIn(t, 'hdny', 'staff');
    const res = envelope<OrganizationOption[]>(await call(OrganizationCalls.options));
    expect(res.code).toBe(Code.Success);
    for (const option of res.data) OrganizationOption.strict().parse(option);
    expect(res.data).toContainEqual({
      id: parent.id,
      short_name: '华东监理',
      parent_id: null,
      departments: [{ id: department.id, name: '安全部' }],
    });
    expect(res.data).toContainEqual({ id: child.id, short_name: '一分部', parent_id: parent.id, departments: [] });
    expect(res.data.map((o) => o.id)).not.toContain(elsewhere.id);
  });

  it('names another owner only from the configuration owner', async () => {
    const elsewhere = await insertOrganization(t.db, 'xnsd', { shortName: '西南检测' });
    const ordinary = await signedIn(t, 'hdny');
    expect(envelope(await ordinary.call(OrganizationCalls.options, { query: { owner: 'xnsd' } })).code).toBe(
      Code.NoPermission,
    );
    const platform = await signedIn(t, 'config');
    const res = envelope<OrganizationOption[]>(
      await platform.call(OrganizationCalls.options, { query: { owner: 'xnsd' } }),
    );
    expect(res.data.map((o) => o.id)).toContain(elsewhere.id);
    expect(envelope(await platform.call(OrganizationCalls.options, { query: { owner: 'nobody' } })).code).toBe(
      Code.NotFound,
    );
  });

  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, OrganizationCalls.options)).code).toBe(Code.NotLoggedIn);
  });
});

describe('GET /api/organization/tree', () => {
  it('nests sub-organisations and counts staff per organisation and department', async () => {
    const { call } = await signedIn(t, 'hdny');
    const root = await insertOrganization(t.db, 'hdny', { shortName: '树根单位', sort: 50 });
    const leaf = await insertOrganization(t.db, 'hdny', { shortName: '树叶单位', parentId: root.id });
    const department = await insertDepartment(t.db, root, '工程部');
    await insertStaff(t.db, root, { departmentId: department.id });
    await insertStaff(t.db, root);
    const res = envelope<OrganizationNode[]>(await call(OrganizationCalls.tree));
    expect(res.code).toBe(Code.Success);
    const node = res.data.find((n) => n.id === root.id);
    expect(node).toMatchObject({ short_name: '树根单位', staff_count: 2, inside: true });
    expect(node?.departments).toEqual([{ id: department.id, name: '工程部', sort: 0, staff_count: 1 }]);
    expect(node?.children.map((c) => c.id)).toEqual([leaf.id]);
    expect(res.data.some((n) => n.id === leaf.id)).toBe(false);
  });

  it('documents the tree as one component whose children refer to it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const component = { $ref: '#/components/schemas/OrganizationNode' };
    expect(JSON.stringify(doc.paths['/api/organization/tree'].get.responses['200'])).toContain(
      JSON.stringify(component),
    );
    expect(doc.components.schemas.OrganizationNode.properties.children.items).toEqual(component);
  });

  it("never shows another owner's organisations", async () => {
    const elsewhere = await insertOrganization(t.db, 'xnsd', { shortName: '外单位' });
    const { call } = await signedIn(t, 'hdny');
    const res = envelope<OrganizationNode[]>(await call(OrganizationCalls.tree));
    expect(JSON.stringify(res.data)).not.toContain(`"id":${elsewhere.id},`);
  });

  it('needs the index permission; -1 without a session', async () => {
    const { call } = await signedIn(t, 'hdny', 'manager');
    expect(envelope(await call(OrganizationCalls.tree)).code).toBe(Code.NoPermission);
    const admin = await signedIn(t, 'hdny');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'control-organization', action: 'index' },
      async () => {
        expect(envelope(await admin.call(OrganizationCalls.tree)).code).toBe(Code.NoPermission);
      },
    );
    expect(envelope(await callApi(t.app, undefined, OrganizationCalls.tree)).code).toBe(Code.NotLoggedIn);
  });
});

describe('POST /api/organization/create', () => {
  it('creates the organisation in the current owner, last among its siblings, and audits it', async () => {
    const { call } = await signedIn(t, 'hdny');
    const parent = await insertOrganization(t.db, 'hdny', { shortName: '总包' });
    await insertOrganization(t.db, 'hdny', { shortName: '已有分包', parentId: parent.id, sort: 7 });
    const res = envelope<OrganizationNode>(
      await call(OrganizationCalls.create, { body: body({ parent_id: parent.id }) }),
    );
    expect(res.code).toBe(Code.Success);
    const row = await orgOf(res.data.id);
    expect(row).toMatchObject({
      ownerId: (await ownerByKey(t.db, 'hdny')).id,
      parentId: parent.id,
      shortName: '中建三局',
      contactPhone: '13800138000',
      sort: 8,
    });
    const audit = await lastAudit(t.db, 'organizations', res.data.id);
    expect(audit).toMatchObject({ action: 'create', ownerId: row?.ownerId });
    expect(audit?.changes.short_name).toEqual({ before: null, after: '中建三局' });
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await rowCount(t.db, organizations);
    expectFieldErrors(
      await call(OrganizationCalls.create, { body: body({ short_name: ' ', contact_phone: 'abc', inside: 'yes' }) }),
      ['short_name', 'contact_phone', 'inside'],
    );
    expectFieldErrors(await call(OrganizationCalls.create, { body: body({ sort: -1, full_name: 'x'.repeat(200) }) }), [
      'sort',
      'full_name',
    ]);
    expect(await rowCount(t.db, organizations)).toBe(before);
  });

  it("answers not found for another owner's parent, and creates nothing", async () => {
    const { call } = await signedIn(t, 'hdny');
    const elsewhere = await insertOrganization(t.db, 'xnsd');
    const before = await rowCount(t.db, organizations);
    const res = envelope(await call(OrganizationCalls.create, { body: body({ parent_id: elsewhere.id }) }));
    expect(res.code).toBe(Code.NotFound);
    expect(await rowCount(t.db, organizations)).toBe(before);
  });

  it('needs the create permission', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await rowCount(t.db, organizations);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'control-organization', action: 'create' },
      async () => {
        expect(envelope(await call(OrganizationCalls.create, { body: body() })).code).toBe(Code.NoPermission);
      },
    );
    expect(await rowCount(t.db, organizations)).toBe(before);
    expect(envelope(await callApi(t.app, undefined, OrganizationCalls.create, { body: body() })).code).toBe(
      Code.NotLoggedIn,
    );
  });
});

describe('POST /api/organization/update', () => {
  it('saves the fields, keeps the order, and audits the difference', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny', { shortName: '旧名', sort: 3 });
    const res = envelope(
      await call(OrganizationCalls.update, { query: { id: org.id }, body: body({ inside: false }) }),
    );
    expect(res.code).toBe(Code.Success);
    expect(await orgOf(org.id)).toMatchObject({ shortName: '中建三局', inside: false, sort: 3 });
    const audit = await lastAudit(t.db, 'organizations', org.id);
    expect(audit?.action).toBe('update');
    expect(audit?.changes.short_name).toEqual({ before: '旧名', after: '中建三局' });
    expect(audit?.changes.sort).toBeUndefined();
  });

  it('refuses a parent that is the organisation itself or below it', async () => {
    const { call } = await signedIn(t, 'hdny');
    const top = await insertOrganization(t.db, 'hdny', { shortName: '上级' });
    const below = await insertOrganization(t.db, 'hdny', { shortName: '下级', parentId: top.id });
    for (const parent of [top.id, below.id]) {
      expectFieldErrors(
        await call(OrganizationCalls.update, { query: { id: top.id }, body: body({ parent_id: parent }) }),
        ['parent_id'],
      );
    }
    expect(await orgOf(top.id)).toMatchObject({ shortName: '上级', parentId: null });
  });

  it("answers not found for another owner's organisation and changes nothing", async () => {
    const { call } = await signedIn(t, 'hdny');
    const elsewhere = await insertOrganization(t.db, 'xnsd', { shortName: '不可改' });
    const res = envelope(await call(OrganizationCalls.update, { query: { id: elsewhere.id }, body: body() }));
    expect(res.code).toBe(Code.NotFound);
    expect((await orgOf(elsewhere.id))?.shortName).toBe('不可改');
  });

  it('needs the update permission', async () => {
    const { call } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny', { shortName: '权限' });
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'control-organization', action: 'update' },
      async () => {
        const res = envelope(await call(OrganizationCalls.update, { query: { id: org.id }, body: body() }));
        expect(res.code).toBe(Code.NoPermission);
      },
    );
    expect((await orgOf(org.id))?.shortName).toBe('权限');
  });
});

describe('POST /api/organization/delete', () => {
  it('refuses while sub-organisations or staff remain, saying why', async () => {
    const { call } = await signedIn(t, 'hdny');
    const parent = await insertOrganization(t.db, 'hdny');
    await insertOrganization(t.db, 'hdny', { parentId: parent.id });
    const res = envelope(await call(OrganizationCalls.delete, { query: { id: parent.id } }));
    expect(res).toMatchObject({ code: Code.Warning, msg: '该组织下还有下级组织，请先删除或移走下级组织' });
    const staffed = await insertOrganization(t.db, 'hdny');
    await insertStaff(t.db, staffed);
    const again = envelope(await call(OrganizationCalls.delete, { query: { id: staffed.id } }));
    expect(again).toMatchObject({ code: Code.Warning, msg: '该组织下还有人员，请先删除或移走人员' });
    expect(await orgOf(parent.id)).toBeDefined();
    expect(await orgOf(staffed.id)).toBeDefined();
  });

  it('deletes it with its departments, clears memberships placed there, and audits it', async () => {
    const { call, user } = await signedIn(t, 'hdny');
    const org = await insertOrganization(t.db, 'hdny', { shortName: '将删除' });
    const department = await insertDepartment(t.db, org);
    await t.db
      .update(memberships)
      .set({ organizationId: org.id, departmentId: department.id })
      .where(eq(memberships.userId, user.id));
    expect(envelope(await call(OrganizationCalls.delete, { query: { id: org.id } })).code).toBe(Code.Success);
    expect(await orgOf(org.id)).toBeUndefined();
    expect(await t.db.select().from(departments).where(eq(departments.id, department.id))).toEqual([]);
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(membership).toMatchObject({ organizationId: null, departmentId: null, role: 'admin' });
    expect((await lastAudit(t.db, 'organizations', org.id))?.changes.short_name).toEqual({
      before: '将删除',
      after: null,
    });
  });

  it("answers not found for another owner's organisation; needs the delete permission", async () => {
    const { call } = await signedIn(t, 'hdny');
    const elsewhere = await insertOrganization(t.db, 'xnsd');
    expect(envelope(await call(OrganizationCalls.delete, { query: { id: elsewhere.id } })).code).toBe(Code.NotFound);
    expect(await orgOf(elsewhere.id)).toBeDefined();
    const mine = await insertOrganization(t.db, 'hdny');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'control-organization', action: 'delete' },
      async () => {
        expect(envelope(await call(OrganizationCalls.delete, { query: { id: mine.id } })).code).toBe(Code.NoPermission);
      },
    );
    expect(await orgOf(mine.id)).toBeDefined();
    expectFieldErrors(await call(OrganizationCalls.delete, { query: { id: 'abc' } }), ['id']);
  });
});
