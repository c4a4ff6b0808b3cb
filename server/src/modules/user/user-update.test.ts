import { Code, UserAdminCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { addMembership, createUser, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { grant } from '../../../test/permissions.js';
import {
  auditRowsOf,
  createOrganization,
  membershipOf,
  ownerGranting,
  withoutPermission,
} from './user-admin.test-support.js';

const t = useTestApp();

const update = (cookie: string | undefined, id: number | string, body: object) =>
  callApi(t.app, cookie, UserAdminCalls.update, { query: { id }, body });
const account = { name: '李四', gender: 'female', phone: '13900139000', email: 'li@example.cn' };
const unchangedAccount = { name: '测试用户', gender: 'unknown', phone: '', email: '' };
const noPlacement = { organization_id: null, department_id: null };

describe('POST /api/user/update', () => {
  it('saves the account and the placement of a member and records the difference', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const org = await createOrganization(t.db, 'hdny', ['安全部']);
    const body = {
      ...account,
      organization_id: org.id,
      department_id: org.departments[0]?.id ?? null,
      role: 'manager',
    };
    const res = envelope(await update(await login(t.app, 'admin'), member.id, body));
    expect(res).toMatchObject({ code: Code.Success, msg: '用户信息已保存' });
    expect(await userByName(t.db, member.username)).toMatchObject(account);
    expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({
      role: 'manager',
      organizationId: org.id,
      departmentId: org.departments[0]?.id,
    });
    const [audit] = await auditRowsOf(t.db, member.id);
    expect(audit?.changes).toMatchObject({
      name: { before: '测试用户', after: '李四' },
      role: { before: 'staff', after: 'manager' },
      organization_id: { before: null, after: org.id },
    });
  });

  it('a new role needs the assign permission as well; the same role does not', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'assign' },
      async () => {
        const admin = await login(t.app, 'admin');
        expect(envelope(await update(admin, member.id, { ...account, ...noPlacement, role: 'admin' })).code).toBe(
          Code.NoPermission,
        );
        expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({ role: 'staff' });
        expect(await userByName(t.db, member.username)).toMatchObject(unchangedAccount);
        expect(envelope(await update(admin, member.id, { ...account, ...noPlacement, role: 'staff' })).code).toBe(
          Code.Success,
        );
      },
    );
  });

  it('nobody changes their own role', async () => {
    const admin = await login(t.app, 'admin');
    const me = await userByName(t.db, 'admin');
    const res = envelope(await update(admin, me.id, { name: '系统管理员', ...noPlacement, role: 'staff' }));
    expect(res).toMatchObject({ code: Code.IllegalOperation, msg: '不能修改自己的角色' });
    expect(await membershipOf(t.db, me.id, 'hdny')).toMatchObject({ role: 'admin' });
  });

  it('the account fields of a person who also works in other owners stay; their placement may change', async () => {
    const shared = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: shared.id, ownerKey: 'xnsd', role: 'staff' });
    const admin = await login(t.app, 'admin');
    const refused = envelope(await update(admin, shared.id, { ...account, ...noPlacement }));
    expect(refused.code).toBe(Code.IllegalOperation);
    expect(refused.msg).toContain('同时属于其他项目来源');
    expect(await userByName(t.db, shared.username)).toMatchObject(unchangedAccount);

    const org = await createOrganization(t.db, 'hdny');
    const placed = envelope(
      await update(admin, shared.id, { ...unchangedAccount, organization_id: org.id, department_id: null }),
    );
    expect(placed.code).toBe(Code.Success);
    expect(await membershipOf(t.db, shared.id, 'hdny')).toMatchObject({ organizationId: org.id });
  });

  it('refuses bad input and foreign placements, changing nothing', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const admin = await login(t.app, 'admin');
    const theirs = await createOrganization(t.db, 'xnsd');
    expectFieldErrors(await update(admin, member.id, { ...account, name: '' }), ['name']);
    expectFieldErrors(await update(admin, member.id, { ...account, email: 'x@' }), ['email']);
    expectFieldErrors(await update(admin, member.id, { ...account, organization_id: 'one' }), ['organization_id']);
    expectFieldErrors(await update(admin, member.id, { ...account, organization_id: theirs.id }), ['organization_id']);
    expectFieldErrors(await update(admin, member.id, { ...account, role: 'ghost' }), ['role']);
    expectFieldErrors(await update(admin, 'abc', account), ['id']);
    expect(await userByName(t.db, member.username)).toMatchObject(unchangedAccount);
    expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({ role: 'staff', organizationId: null });
  });

  it("cannot reach another owner's member: not found, nothing changes", async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const res = envelope(await update(await login(t.app, 'admin'), outsider.id, { ...account, ...noPlacement }));
    expect(res.code).toBe(Code.NotFound);
    expect(await userByName(t.db, outsider.username)).toMatchObject(unchangedAccount);
  });

  it('needs the update permission and a session', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'update' },
      async () =>
        expect(
          envelope(await update(await login(t.app, 'admin'), member.id, { ...account, ...noPlacement })).code,
        ).toBe(Code.NoPermission),
    );
    expect(envelope(await update(undefined, member.id, account)).code).toBe(Code.NotLoggedIn);
    expect(await userByName(t.db, member.username)).toMatchObject(unchangedAccount);
  });
});

describe('POST /api/user/update on a member who ranks as high as the caller', () => {
  const managerRights = { role: 'manager', pageKey: 'user-table', actions: ['index', 'update'] } as const;
  const member = (ownerKey: string, role: string) => createUser(t.db, { role, ownerKey });

  it("the update right alone changes neither an administrator's account nor an equal's, and no role", async () => {
    const owner = await ownerGranting(t.db, [managerRights]);
    const admin = await member(owner.key, 'admin');
    const peer = await member(owner.key, 'manager');
    const manager = await login(t.app, (await member(owner.key, 'manager')).username);
    expect(envelope(await update(manager, admin.id, { ...account, ...noPlacement }))).toMatchObject({
      code: Code.IllegalOperation,
      msg: '系统管理员只能由其他系统管理员修改、禁用、重置密码或移出',
    });
    expect(envelope(await update(manager, peer.id, { ...account, ...noPlacement }))).toMatchObject({
      code: Code.IllegalOperation,
      msg: '该用户的角色不低于您的角色，需要“分配”权限才能操作',
    });
    for (const user of [admin, peer]) expect(await userByName(t.db, user.username)).toMatchObject(unchangedAccount);

    // With the assign right an equal is reached, but an administrator still is not, and nobody is
    // given a role above the caller's own.
    await grant(t.db, [
      { ownerId: owner.id, role: 'manager', pageKey: 'user-table', action: 'assign', createdBy: null },
    ]);
    const demoted = envelope(await update(manager, admin.id, { ...unchangedAccount, ...noPlacement, role: 'staff' }));
    expect(demoted.code).toBe(Code.IllegalOperation);
    const promoted = envelope(await update(manager, peer.id, { ...unchangedAccount, ...noPlacement, role: 'admin' }));
    expect(promoted).toMatchObject({ code: Code.IllegalOperation, msg: '不能授予高于自己的角色' });
    expect(await membershipOf(t.db, admin.id, owner.key)).toMatchObject({ role: 'admin' });
    expect(await membershipOf(t.db, peer.id, owner.key)).toMatchObject({ role: 'manager' });
    expect(envelope(await update(manager, peer.id, { ...account, ...noPlacement })).code).toBe(Code.Success);
  });

  it('an administrator with the assign right still edits staff and another administrator', async () => {
    const owner = await ownerGranting(t.db, []);
    const admin = await login(t.app, (await member(owner.key, 'admin')).username);
    for (const role of ['staff', 'admin']) {
      const target = await member(owner.key, role);
      expect(envelope(await update(admin, target.id, { ...account, ...noPlacement, role: 'manager' })).code).toBe(
        Code.Success,
      );
      expect(await membershipOf(t.db, target.id, owner.key)).toMatchObject({ role: 'manager' });
      expect(await userByName(t.db, target.username)).toMatchObject(account);
    }
  });
});
