import { AssignCalls, AssignView, Code, PermissionCalls, RoleCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { grant, revoke } from '../../../test/permissions.js';
import { auditOf, membershipOf, signedInMember, templatedOwner } from '../role/role.fixtures.js';

const t = useTestApp();

async function ownerWithAdmin() {
  const owner = await templatedOwner(t.db);
  const { user, cookie } = await signedInMember(t.app, t.db, owner, 'admin');
  return { owner, admin: user, cookie };
}

const view = async (cookie: string, id: number | string) =>
  envelope<AssignView>(await callApi(t.app, cookie, AssignCalls.view, { query: { id } }));
const save = (cookie: string, id: number | string, body: object) =>
  callApi(t.app, cookie, AssignCalls.save, { query: { id }, body });
const roleOf = async (ownerId: number, userId: number) => (await membershipOf(t.db, ownerId, userId))?.role;

describe('GET /api/assign/view', () => {
  it("answers the member, their role and the owner's roles with descriptions", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    await callApi(t.app, cookie, RoleCalls.create, { body: { name: 'clerk', title: '文员', description: '录入资料' } });
    const member = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
    const body = await view(cookie, member.id);
    expect(body.code).toBe(Code.Success);
    AssignView.strict().parse(body.data);
    expect(body.data.user).toEqual({ id: member.id, username: member.username, name: member.name });
    expect(body.data.role).toBe('staff');
    expect(body.data.options.map((option) => option.name)).toEqual(['admin', 'wtf', 'manager', 'staff', 'clerk']);
    expect(body.data.options.at(-1)).toEqual({ name: 'clerk', title: '文员', description: '录入资料', builtin: false });
  });

  it("answers 4 for another owner's user or no such user, 2 for a bad id, 3 without the permission", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    expect((await view(cookie, outsider.id)).code).toBe(Code.NotFound);
    expect((await view(cookie, 999_999)).code).toBe(Code.NotFound);
    expectFieldErrors(await callApi(t.app, cookie, AssignCalls.view, { query: { id: 'abc' } }), ['id']);
    const member = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-assign', action: 'index' });
    expect((await view(cookie, member.id)).code).toBe(Code.NoPermission);
    expect((await view('', member.id)).code).toBe(Code.NotLoggedIn);
  });
});

describe('POST /api/assign/save', () => {
  it("changes the member's role from their next call, without signing them out, and audits it", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const member = await signedInMember(t.app, t.db, owner, 'staff');
    const auth = async () => envelope<string[]>(await callApi(t.app, member.cookie, PermissionCalls.auth));
    expect((await auth()).data[0]).toBe('staff');

    const res = envelope(await save(cookie, member.user.id, { role: 'manager' }));
    expect(res).toMatchObject({ code: Code.Success, msg: '角色已分配，该用户的下一次操作起生效' });
    expect(await roleOf(owner.id, member.user.id)).toBe('manager');
    expect(await auth()).toMatchObject({ code: Code.Success, data: ['manager'] });

    const [entry] = await auditOf(t.db, owner.id, 'memberships');
    expect(entry).toMatchObject({ entityId: String(member.user.id), action: 'update' });
    expect(entry?.changes).toEqual({ role: { before: 'staff', after: 'manager' } });
  });

  it("refuses the caller's own role (7), unknown roles and another owner's roles (2); nothing changes", async () => {
    const other = await ownerWithAdmin();
    await callApi(t.app, other.cookie, RoleCalls.create, { body: { name: 'auditor', title: '别家审计' } });
    const { owner, admin, cookie } = await ownerWithAdmin();
    expect(envelope(await save(cookie, admin.id, { role: 'staff' })).code).toBe(Code.IllegalOperation);
    expect(await roleOf(owner.id, admin.id)).toBe('admin');

    const member = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
    expectFieldErrors(await save(cookie, member.id, { role: 'auditor' }), ['role'], '该角色不存在');
    expectFieldErrors(await save(cookie, member.id, { role: '' }), ['role']);
    expectFieldErrors(await save(cookie, member.id, {}), ['role']);
    expectFieldErrors(await save(cookie, 'x', { role: 'manager' }), ['id']);
    expect(await roleOf(owner.id, member.id)).toBe('staff');
    expect(await auditOf(t.db, owner.id, 'memberships')).toEqual([]);
  });

  it("cannot reach another owner's member (4); needs the assign permission (3) and a session (-1)", async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    expect(envelope(await save(cookie, outsider.id, { role: 'manager' })).code).toBe(Code.NotFound);
    expect(await roleOf((await ownerByKey(t.db, 'xnsd')).id, outsider.id)).toBe('staff');

    const member = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
    await revoke(t.db, { ownerKey: owner.key, role: 'admin', pageKey: 'control-assign', action: 'assign' });
    expect(envelope(await save(cookie, member.id, { role: 'manager' })).code).toBe(Code.NoPermission);
    expect(envelope(await save('', member.id, { role: 'manager' })).code).toBe(Code.NotLoggedIn);
    expect(await roleOf(owner.id, member.id)).toBe('staff');
  });
});

describe('POST /api/assign/save by a caller who is not an administrator', () => {
  it('the assign page makes no administrator and unmakes none for a non-administrator', async () => {
    const owner = await templatedOwner(t.db);
    await grant(
      t.db,
      (['index', 'assign'] as const).map((action) => ({
        ownerId: owner.id,
        role: 'manager',
        pageKey: 'control-assign',
        action,
        createdBy: null,
      })),
    );
    const { cookie } = await signedInMember(t.app, t.db, owner, 'manager');
    const admin = await createUser(t.db, { role: 'admin', ownerKey: owner.key });
    const staff = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
    expect(envelope(await save(cookie, admin.id, { role: 'staff' }))).toMatchObject({
      code: Code.IllegalOperation,
      msg: '系统管理员只能由其他系统管理员修改、禁用、重置密码或移出',
    });
    expect(envelope(await save(cookie, staff.id, { role: 'admin' }))).toMatchObject({
      code: Code.IllegalOperation,
      msg: '不能授予高于自己的角色',
    });
    expect(await roleOf(owner.id, admin.id)).toBe('admin');
    expect(await roleOf(owner.id, staff.id)).toBe('staff');
    expect(await auditOf(t.db, owner.id, 'memberships')).toEqual([]);
    // Roles up to the caller's own stay theirs to give with this page's assign right.
    expect(envelope(await save(cookie, staff.id, { role: 'manager' })).code).toBe(Code.Success);
    expect(await roleOf(owner.id, staff.id)).toBe('manager');
  });

  it('an administrator still assigns roles to staff and to another administrator', async () => {
    const { owner, cookie } = await ownerWithAdmin();
    const other = await createUser(t.db, { role: 'admin', ownerKey: owner.key });
    const staff = await createUser(t.db, { role: 'staff', ownerKey: owner.key });
    expect(envelope(await save(cookie, staff.id, { role: 'admin' })).code).toBe(Code.Success);
    expect(envelope(await save(cookie, other.id, { role: 'staff' })).code).toBe(Code.Success);
    expect(await roleOf(owner.id, staff.id)).toBe('admin');
    expect(await roleOf(owner.id, other.id)).toBe('staff');
  });
});
