import { Code, type ListData, RoleCalls, RoleItem, RoleOption } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, type TestQuery } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { auditOf, grantPairs, membershipOf, rolesOf, signedInMember, templatedOwner } from './role.fixtures.js';

const t = useTestApp();

async function ownerWithAdmin() {
  const owner = await templatedOwner(t.db);
  const { user, cookie } = await signedInMember(t.app, t.db, owner, 'admin');
  return { owner, admin: user, cookie };
}

const create = (cookie: string, body: object) => callApi(t.app, cookie, RoleCalls.create, { body });
const update = (cookie: string, name: string, body: object) =>
  callApi(t.app, cookie, RoleCalls.update, { query: { name }, body });
const remove = (cookie: string, name: string) => callApi(t.app, cookie, RoleCalls.delete, { query: { name } });
const list = async (cookie: string, query: TestQuery<typeof RoleCalls.list> = {}) =>
  envelope<ListData<RoleItem>>(await callApi(t.app, cookie, RoleCalls.list, { query }));
const names = async (ownerId: number) => (await rolesOf(t.db, ownerId)).map((role) => role.name);

describe('GET /api/role/options', () => {
  it("answers the owner's roles in order to any member, whatever their permissions", async () => {
    const owner = await templatedOwner(t.db);
    await create((await signedInMember(t.app, t.db, owner, 'admin')).cookie, { name: 'auditor', title: '审计员' });
    const { cookie } = await signedInMember(t.app, t.db, owner, 'staff');
    const body = envelope<RoleOption[]>(await callApi(t.app, cookie, RoleCalls.options));
    expect(body.code).toBe(Code.Success);
    for (const option of body.data) RoleOption.strict().parse(option);
    expect(body.data.map((role) => role.name)).toEqual(['admin', 'wtf', 'manager', 'staff', 'auditor']);
    expect(body.data.at(-1)).toEqual({ name: 'auditor', title: '审计员', builtin: false });
  });

  it('needs a session (-1) and an owner (5)', async () => {
    expect(envelope(await callApi(t.app, undefined, RoleCalls.options)).code).toBe(Code.NotLoggedIn);
    const loner = await createUser(t.db);
    const cookie = await login(t.app, loner.username);
    expect(envelope(await callApi(t.app, cookie, RoleCalls.options)).code).toBe(Code.NoOwner);
  });
});

describe('GET /api/role/index', () => {
  it('lists the roles with their member counts, sorted and filtered', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    await signedInMember(t.app, t.db, owner, 'staff');
    await signedInMember(t.app, t.db, owner, 'staff');
    expect(envelope(await create(cookie, { name: 'auditor', title: '审计员', description: '只读' })).code).toBe(
      Code.Success,
    );
    const body = await list(cookie);
    expect(body.code).toBe(Code.Success);
    for (const row of body.data.result) RoleItem.strict().parse(row);
    expect(body.data.result.map((row) => [row.name, row.member_count, row.builtin])).toEqual([
      ['admin', 1, true],
      ['wtf', 0, true],
      ['manager', 0, true],
      ['staff', 2, true],
      ['auditor', 0, false],
    ]);
    expect(body.data.paging.count).toBe(5);
    expect((await list(cookie, { 'filter[builtin]': 'false' })).data.result.map((row) => row.name)).toEqual([
      'auditor',
    ]);
    expect((await list(cookie, { 'filter[title]': '审计' })).data.result.map((row) => row.name)).toEqual(['auditor']);
    expect((await list(cookie, { sort: '-name', 'per-page': 15, page: 1 })).data.result[0]?.name).toBe('wtf');
  });

  it("never lists another owner's roles", async () => {
    const other = await ownerWithAdmin();
    await create(other.cookie, { name: 'secret-role', title: '别家角色' });
    const { cookie } = await ownerWithAdmin();
    expect((await list(cookie)).data.result.map((row) => row.name)).not.toContain('secret-role');
  });

  it('refuses sorts and filters outside the allowlist (2), without the permission (3), without a session (-1)', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    expectFieldErrors(await callApi(t.app, cookie, RoleCalls.list, { query: { sort: 'owner_id' } }), ['sort']);
    expectFieldErrors(await callApi(t.app, cookie, RoleCalls.list, { query: { 'filter[owner_id]': 1 } }), [
      'filter[owner_id]',
    ]);
    expectFieldErrors(await callApi(t.app, cookie, RoleCalls.list, { query: { 'filter[builtin]': 'maybe' } }), [
      'filter[builtin]',
    ]);
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-role', action: 'index' });
    expect((await list(cookie)).code).toBe(Code.NoPermission);
    expect((await list('')).code).toBe(Code.NotLoggedIn);
  });
});

describe('POST /api/role/create', () => {
  it('adds a role after the others, opening only home, profile and inbox, and audits it', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const res = envelope(await create(cookie, { name: 'auditor', title: ' 审计员 ', description: '查看报告' }));
    expect(res).toMatchObject({ code: Code.Success, msg: '角色已创建' });
    const created = (await rolesOf(t.db, owner.id)).at(-1);
    expect(created).toMatchObject({
      name: 'auditor',
      title: '审计员',
      description: '查看报告',
      builtin: false,
      sort: 5,
    });
    expect(await grantPairs(t.db, owner.id, 'auditor')).toEqual([
      'auditor:home:index',
      'auditor:inbox:index',
      'auditor:user-profile:index',
    ]);
    const [entry] = await auditOf(t.db, owner.id, 'roles');
    expect(entry).toMatchObject({ entityId: 'auditor', action: 'create' });
    expect(entry?.changes.title).toEqual({ before: null, after: '审计员' });
  });

  it('refuses a bad or taken name and a missing title with field errors, changing nothing', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const before = await names(owner.id);
    expectFieldErrors(await create(cookie, { name: 'Bad Name', title: '坏名字' }), ['name']);
    expectFieldErrors(await create(cookie, { name: '1abc', title: '数字开头' }), ['name']);
    expectFieldErrors(await create(cookie, { name: 'auditor' }), ['title']);
    expectFieldErrors(await create(cookie, { name: 'auditor', title: 'x'.repeat(33) }), ['title']);
    expectFieldErrors(await create(cookie, { name: 'staff', title: '重复' }), ['name'], '该角色标识已被使用');
    expect(await names(owner.id)).toEqual(before);
    expect(await auditOf(t.db, owner.id, 'roles')).toEqual([]);
  });

  it('allows a name another owner already uses, leaving that role alone', async () => {
    const other = await ownerWithAdmin();
    await create(other.cookie, { name: 'auditor', title: '别家审计' });
    const { owner, cookie } = await ownerWithAdmin();
    expect(envelope(await create(cookie, { name: 'auditor', title: '本家审计' })).code).toBe(Code.Success);
    expect((await rolesOf(t.db, other.owner.id)).at(-1)).toMatchObject({ name: 'auditor', title: '别家审计' });
    expect((await rolesOf(t.db, owner.id)).at(-1)).toMatchObject({ name: 'auditor', title: '本家审计' });
  });

  it('needs the create permission (3) and a session (-1)', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-role', action: 'create' });
    expect(envelope(await create(cookie, { name: 'auditor', title: '审计员' })).code).toBe(Code.NoPermission);
    expect(envelope(await create('', { name: 'auditor', title: '审计员' })).code).toBe(Code.NotLoggedIn);
    expect(await names(owner.id)).not.toContain('auditor');
  });
});

describe('POST /api/role/update', () => {
  it("changes a custom role's title and description, and audits the difference", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    await create(cookie, { name: 'auditor', title: '审计员', description: '旧说明' });
    const res = envelope(await update(cookie, 'auditor', { title: '内审员', description: '旧说明' }));
    expect(res.code).toBe(Code.Success);
    expect((await rolesOf(t.db, owner.id)).at(-1)).toMatchObject({ name: 'auditor', title: '内审员' });
    const entry = (await auditOf(t.db, owner.id, 'roles')).at(-1);
    expect(entry).toMatchObject({ action: 'update', entityId: 'auditor' });
    expect(entry?.changes).toEqual({ title: { before: '审计员', after: '内审员' } });
  });

  it("keeps a built-in role's title fixed but lets its description change", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    expectFieldErrors(await update(cookie, 'staff', { title: '巡检员', description: '' }), ['title']);
    expect(envelope(await update(cookie, 'staff', { title: '检验员', description: '现场检验' })).code).toBe(
      Code.Success,
    );
    expect((await rolesOf(t.db, owner.id)).find((role) => role.name === 'staff')).toMatchObject({
      title: '检验员',
      description: '现场检验',
    });
  });

  it('refuses bad input (2), a role of another owner (4) and a caller without the permission (3)', async () => {
    const other = await ownerWithAdmin();
    await create(other.cookie, { name: 'auditor', title: '别家审计' });
    const { owner, cookie } = await ownerWithAdmin();
    expectFieldErrors(await update(cookie, 'staff', { title: '' }), ['title']);
    expectFieldErrors(await update(cookie, 'NOT VALID', { title: '名字' }), ['name']);
    expect(envelope(await update(cookie, 'auditor', { title: '改别家的' })).code).toBe(Code.NotFound);
    expect((await rolesOf(t.db, other.owner.id)).at(-1)?.title).toBe('别家审计');
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-role', action: 'update' });
    expect(envelope(await update(cookie, 'staff', { title: '检验员', description: '改不了' })).code).toBe(
      Code.NoPermission,
    );
    expect((await rolesOf(t.db, owner.id)).find((role) => role.name === 'staff')?.description).toBe('');
  });
});

describe('POST /api/role/delete', () => {
  it('deletes a custom role nobody holds, with its grants, and audits it', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    await create(cookie, { name: 'auditor', title: '审计员' });
    expect(envelope(await remove(cookie, 'auditor'))).toMatchObject({ code: Code.Success, msg: '角色已删除' });
    expect(await names(owner.id)).not.toContain('auditor');
    expect(await grantPairs(t.db, owner.id, 'auditor')).toEqual([]);
    const entry = (await auditOf(t.db, owner.id, 'roles')).at(-1);
    expect(entry).toMatchObject({ action: 'delete', entityId: 'auditor' });
    expect(entry?.changes.grants?.before).toEqual({ home: ['index'], inbox: ['index'], 'user-profile': ['index'] });
  });

  it('refuses a built-in role (7) and a role still held, saying by how many (0); nothing changes', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    expect(envelope(await remove(cookie, 'staff')).code).toBe(Code.IllegalOperation);
    await create(cookie, { name: 'auditor', title: '审计员' });
    const holder = await createUser(t.db, { role: 'auditor', ownerKey: owner.key });
    await createUser(t.db, { role: 'auditor', ownerKey: owner.key });
    expect(envelope(await remove(cookie, 'auditor'))).toMatchObject({
      code: Code.Warning,
      msg: '仍有 2 位成员属于该角色，请先为他们分配其他角色',
    });
    expect(await names(owner.id)).toContain('auditor');
    expect(await grantPairs(t.db, owner.id, 'auditor')).toHaveLength(3);
    expect((await membershipOf(t.db, owner.id, holder.id))?.role).toBe('auditor');
  });

  it("cannot reach another owner's role of the same name (4), nor act without the permission (3)", async () => {
    const other = await ownerWithAdmin();
    await create(other.cookie, { name: 'auditor', title: '别家审计' });
    const { owner, cookie } = await ownerWithAdmin();
    expect(envelope(await remove(cookie, 'auditor')).code).toBe(Code.NotFound);
    expect(await names(other.owner.id)).toContain('auditor');
    await create(cookie, { name: 'auditor', title: '本家审计' });
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-role', action: 'delete' });
    expect(envelope(await remove(cookie, 'auditor')).code).toBe(Code.NoPermission);
    expect(await names(owner.id)).toContain('auditor');
    expectFieldErrors(await remove(cookie, ''), ['name']);
    expect(envelope(await remove('', 'auditor')).code).toBe(Code.NotLoggedIn);
  });
});
