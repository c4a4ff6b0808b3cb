import { Code, UserAdminCalls, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { addMembership, createUser, sessionsOf, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, postLogin } from '../../../test/http.js';
import { grant } from '../../../test/permissions.js';
import { auditRowsOf, loginIn, membershipOf, ownerGranting, withoutPermission } from './user-admin.test-support.js';

const t = useTestApp();

type MemberCall = (typeof UserAdminCalls)['disable' | 'enable' | 'resetPassword' | 'remove'];
const post = (cookie: string | undefined, call: MemberCall, id: number, body?: object) =>
  callApi(t.app, cookie, call, { query: { id }, body });
const trySession = async (cookie: string) => envelope(await callApi(t.app, cookie, UserCalls.trySession)).code;
const newPassword = { password: 'Harbour-Crane-42', retypePassword: 'Harbour-Crane-42' };

describe('POST /api/user/disable and /api/user/enable', () => {
  it("disabling ends the member's sessions in this owner only; enabling lets them work again", async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: member.id, ownerKey: 'xnsd', role: 'staff' });
    const theirs = await loginIn(t.app, t.db, member.username, 'hdny');
    const admin = await login(t.app, 'admin');
    expect(envelope(await post(admin, UserAdminCalls.disable, member.id))).toMatchObject({ code: Code.Success });
    expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({ enabled: false });
    expect(await trySession(theirs)).toBe(Code.NotLoggedIn);
    // The account itself stays usable in the other owner.
    expect((await userByName(t.db, member.username)).enabled).toBe(true);
    const elsewhere = await loginIn(t.app, t.db, member.username, 'xnsd');
    await post(admin, UserAdminCalls.disable, member.id);
    expect(await trySession(elsewhere)).toBe(Code.Success);

    expect(envelope(await post(admin, UserAdminCalls.enable, member.id)).code).toBe(Code.Success);
    expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({ enabled: true });
    const changes = (await auditRowsOf(t.db, member.id)).map((row) => row.changes.enabled);
    expect(changes).toContainEqual({ before: true, after: false });
    expect(changes).toContainEqual({ before: false, after: true });
  });

  it("nobody disables themself, and another owner's member is not found", async () => {
    const admin = await login(t.app, 'admin');
    const me = await userByName(t.db, 'admin');
    expect(envelope(await post(admin, UserAdminCalls.disable, me.id))).toMatchObject({
      code: Code.IllegalOperation,
      msg: '不能禁用自己的账号',
    });
    expect(await membershipOf(t.db, me.id, 'hdny')).toMatchObject({ enabled: true });
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    expect(envelope(await post(admin, UserAdminCalls.disable, outsider.id)).code).toBe(Code.NotFound);
    expect(await membershipOf(t.db, outsider.id, 'xnsd')).toMatchObject({ enabled: true });
  });

  it('needs the update permission and a session', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'update' },
      async () =>
        expect(envelope(await post(await login(t.app, 'admin'), UserAdminCalls.disable, member.id)).code).toBe(
          Code.NoPermission,
        ),
    );
    expect(envelope(await post(undefined, UserAdminCalls.disable, member.id)).code).toBe(Code.NotLoggedIn);
    expect(await membershipOf(t.db, member.id, 'hdny')).toMatchObject({ enabled: true });
  });
});

describe('POST /api/user/reset-password', () => {
  it('sets a new password, ends every session of the member and records it without the value', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const theirs = await login(t.app, member.username);
    const res = envelope(await post(await login(t.app, 'admin'), UserAdminCalls.resetPassword, member.id, newPassword));
    expect(res.code).toBe(Code.Success);
    expect(await trySession(theirs)).toBe(Code.NotLoggedIn);
    expect(envelope(await postLogin(t.app, member.username)).code).not.toBe(Code.Success);
    expect(envelope(await postLogin(t.app, member.username, newPassword.password)).code).toBe(Code.Success);
    const [audit] = await auditRowsOf(t.db, member.id);
    expect(audit?.changes).toEqual({ password_hash: { before: '******', after: '******' } });
  });

  it('checks the policy and the confirmation, changing nothing on failure', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const before = (await userByName(t.db, member.username)).passwordHash;
    const admin = await login(t.app, 'admin');
    expectFieldErrors(
      await post(admin, UserAdminCalls.resetPassword, member.id, { ...newPassword, retypePassword: 'Other-Crane-42' }),
      ['retypePassword'],
      '两次输入的密码不一致',
    );
    expectFieldErrors(
      await post(admin, UserAdminCalls.resetPassword, member.id, { password: '12345678', retypePassword: '12345678' }),
      ['password'],
    );
    expectFieldErrors(await post(admin, UserAdminCalls.resetPassword, member.id, {}), ['password', 'retypePassword']);
    expect((await userByName(t.db, member.username)).passwordHash).toBe(before);
  });

  it("refuses a shared account, one's own, and another owner's member", async () => {
    const admin = await login(t.app, 'admin');
    const manager = await userByName(t.db, 'manager');
    const shared = envelope(await post(admin, UserAdminCalls.resetPassword, manager.id, newPassword));
    expect(shared).toMatchObject({ code: Code.IllegalOperation });
    expect(shared.msg).toContain('平台配置管理员');
    const me = await userByName(t.db, 'admin');
    expect(envelope(await post(admin, UserAdminCalls.resetPassword, me.id, newPassword)).code).toBe(
      Code.IllegalOperation,
    );
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    expect(envelope(await post(admin, UserAdminCalls.resetPassword, outsider.id, newPassword)).code).toBe(
      Code.NotFound,
    );
    expect(envelope(await postLogin(t.app, 'manager')).code).toBe(Code.Success);
    expect(envelope(await postLogin(t.app, outsider.username)).code).toBe(Code.Success);
  });

  it('needs the update permission and a session', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'update' },
      async () =>
        expect(
          envelope(await post(await login(t.app, 'admin'), UserAdminCalls.resetPassword, member.id, newPassword)).code,
        ).toBe(Code.NoPermission),
    );
    expect(envelope(await post(undefined, UserAdminCalls.resetPassword, member.id, newPassword)).code).toBe(
      Code.NotLoggedIn,
    );
    expect(envelope(await postLogin(t.app, member.username)).code).toBe(Code.Success);
  });
});

describe('POST /api/user/remove', () => {
  it('takes the member out of this owner and ends their sessions here; the account stays', async () => {
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const theirs = await login(t.app, member.username);
    expect(envelope(await post(await login(t.app, 'admin'), UserAdminCalls.remove, member.id)).code).toBe(Code.Success);
    expect(await membershipOf(t.db, member.id, 'hdny')).toBeUndefined();
    expect(await userByName(t.db, member.username)).toMatchObject({ enabled: true });
    expect(await sessionsOf(t.db, member.id)).toEqual([]);
    expect(await trySession(theirs)).toBe(Code.NotLoggedIn);
    const [audit] = await auditRowsOf(t.db, member.id);
    expect(audit).toMatchObject({ action: 'delete', changes: { role: { before: 'staff', after: null } } });
  });

  it("refuses oneself and another owner's member; needs the delete permission and a session", async () => {
    const admin = await login(t.app, 'admin');
    const me = await userByName(t.db, 'admin');
    expect(envelope(await post(admin, UserAdminCalls.remove, me.id))).toMatchObject({
      code: Code.IllegalOperation,
      msg: '不能将自己移出',
    });
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    expect(envelope(await post(admin, UserAdminCalls.remove, outsider.id)).code).toBe(Code.NotFound);
    const member = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'delete' },
      async () =>
        expect(envelope(await post(await login(t.app, 'admin'), UserAdminCalls.remove, member.id)).code).toBe(
          Code.NoPermission,
        ),
    );
    expect(envelope(await post(undefined, UserAdminCalls.remove, member.id)).code).toBe(Code.NotLoggedIn);
    const xnsdAdmin = await createUser(t.db, { role: 'admin', ownerKey: 'xnsd' });
    expect(envelope(await post(await login(t.app, xnsdAdmin.username), UserAdminCalls.remove, member.id)).code).toBe(
      Code.NotFound,
    );
    for (const [user, owner] of [
      [me, 'hdny'],
      [outsider, 'xnsd'],
      [member, 'hdny'],
    ] as const) {
      expect(await membershipOf(t.db, user.id, owner)).toBeDefined();
    }
  });
});

describe('acting on a member who ranks as high as the caller', () => {
  const staffRights = { role: 'manager', pageKey: 'user-table', actions: ['index', 'update', 'delete'] } as const;
  const member = async (ownerKey: string, role: string) => createUser(t.db, { role, ownerKey });
  const passwordHashOf = async (username: string) => (await userByName(t.db, username)).passwordHash;

  it('the update right takes over no administrator: reset-password, disable and remove are refused', async () => {
    const owner = await ownerGranting(t.db, [{ ...staffRights, actions: [...staffRights.actions, 'assign'] }]);
    const admin = await member(owner.key, 'admin');
    const manager = await login(t.app, (await member(owner.key, 'manager')).username);
    const before = await passwordHashOf(admin.username);
    for (const [call, body] of [
      [UserAdminCalls.resetPassword, newPassword],
      [UserAdminCalls.disable],
      [UserAdminCalls.remove],
    ] as const) {
      expect(envelope(await post(manager, call, admin.id, body))).toMatchObject({
        code: Code.IllegalOperation,
        msg: '系统管理员只能由其他系统管理员修改、禁用、重置密码或移出',
      });
    }
    expect(await passwordHashOf(admin.username)).toBe(before);
    expect(await membershipOf(t.db, admin.id, owner.key)).toMatchObject({ role: 'admin', enabled: true });
    expect(envelope(await postLogin(t.app, admin.username, newPassword.password)).code).not.toBe(Code.Success);
    expect(envelope(await postLogin(t.app, admin.username)).code).toBe(Code.Success);
  });

  it('a member of equal rank is reset, disabled or removed only with the assign right', async () => {
    const owner = await ownerGranting(t.db, [staffRights]);
    const peer = await member(owner.key, 'manager');
    const manager = await login(t.app, (await member(owner.key, 'manager')).username);
    const before = await passwordHashOf(peer.username);
    for (const [call, body] of [
      [UserAdminCalls.resetPassword, newPassword],
      [UserAdminCalls.disable],
      [UserAdminCalls.remove],
    ] as const) {
      expect(envelope(await post(manager, call, peer.id, body))).toMatchObject({
        code: Code.IllegalOperation,
        msg: '该用户的角色不低于您的角色，需要“分配”权限才能操作',
      });
    }
    expect(await passwordHashOf(peer.username)).toBe(before);
    expect(await membershipOf(t.db, peer.id, owner.key)).toMatchObject({ enabled: true });
    // A lower role is within the update right alone.
    const staff = await member(owner.key, 'staff');
    expect(envelope(await post(manager, UserAdminCalls.disable, staff.id)).code).toBe(Code.Success);

    await withoutPermission(
      t.db,
      { ownerKey: owner.key, role: 'admin', pageKey: 'user-table', action: 'assign' },
      async () => {
        const other = await member(owner.key, 'admin');
        const admin = await login(t.app, (await member(owner.key, 'admin')).username);
        expect(envelope(await post(admin, UserAdminCalls.disable, other.id)).code).toBe(Code.IllegalOperation);
        expect(envelope(await post(admin, UserAdminCalls.resetPassword, other.id, newPassword)).code).toBe(
          Code.IllegalOperation,
        );
        expect(await membershipOf(t.db, other.id, owner.key)).toMatchObject({ enabled: true });
        expect(envelope(await post(admin, UserAdminCalls.disable, staff.id)).code).toBe(Code.Success);
      },
    );

    await grant(t.db, [
      { ownerId: owner.id, role: 'manager', pageKey: 'user-table', action: 'assign', createdBy: null },
    ]);
    expect(envelope(await post(manager, UserAdminCalls.resetPassword, peer.id, newPassword)).code).toBe(Code.Success);
    expect(envelope(await post(manager, UserAdminCalls.disable, peer.id)).code).toBe(Code.Success);
    expect(envelope(await post(manager, UserAdminCalls.remove, peer.id)).code).toBe(Code.Success);
  });

  it('an administrator with the assign right still acts on staff and on another administrator', async () => {
    const owner = await ownerGranting(t.db, []);
    const admin = await login(t.app, (await member(owner.key, 'admin')).username);
    for (const role of ['staff', 'admin']) {
      const target = await member(owner.key, role);
      expect(envelope(await post(admin, UserAdminCalls.resetPassword, target.id, newPassword)).code).toBe(Code.Success);
      expect(envelope(await postLogin(t.app, target.username, newPassword.password)).code).toBe(Code.Success);
      expect(envelope(await post(admin, UserAdminCalls.disable, target.id)).code).toBe(Code.Success);
      expect(envelope(await post(admin, UserAdminCalls.enable, target.id)).code).toBe(Code.Success);
      expect(envelope(await post(admin, UserAdminCalls.remove, target.id)).code).toBe(Code.Success);
      expect(await membershipOf(t.db, target.id, owner.key)).toBeUndefined();
    }
  });
});
