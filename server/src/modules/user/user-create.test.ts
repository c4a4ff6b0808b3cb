import { Code, type SessionInfo, UserAdminCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, postLogin } from '../../../test/http.js';
import {
  auditRowsOf,
  createOrganization,
  membershipOf,
  ownerGranting,
  userCount,
  withoutPermission,
} from './user-admin.test-support.js';

const t = useTestApp();

const create = (cookie: string | undefined, body: object) => callApi(t.app, cookie, UserAdminCalls.create, { body });
let serial = 0;
const valid = () => {
  serial += 1;
  return {
    username: `zhang.san${serial}`,
    name: '张三',
    password: 'Harbour-Crane-42',
    gender: 'male',
    phone: '13800138000',
    email: 'zhang@example.cn',
    role: 'staff',
    organization_id: null,
    department_id: null,
  };
};

describe('POST /api/user/create', () => {
  it('creates the account as a member of this owner, audited, and the person can sign in', async () => {
    const org = await createOrganization(t.db, 'hdny', ['检验一部']);
    const body = { ...valid(), organization_id: org.id, department_id: org.departments[0]?.id ?? null };
    const res = envelope<{ id: number }>(await create(await login(t.app, 'admin'), body));
    expect(res).toMatchObject({ code: Code.Success, msg: '用户已创建' });

    const user = await userByName(t.db, body.username);
    expect(user).toMatchObject({ id: res.data.id, name: '张三', gender: 'male', phone: '13800138000', enabled: true });
    expect(await membershipOf(t.db, user.id, 'hdny')).toMatchObject({
      role: 'staff',
      organizationId: org.id,
      departmentId: org.departments[0]?.id,
      enabled: true,
    });
    const [audit] = await auditRowsOf(t.db, user.id);
    expect(audit).toMatchObject({ entity: 'users', action: 'create' });
    expect(audit?.changes).toMatchObject({
      username: { before: null, after: body.username },
      role: { before: null, after: 'staff' },
      password_hash: { before: null, after: '******' },
    });

    const signedIn = envelope<SessionInfo>(await postLogin(t.app, body.username, body.password));
    expect(signedIn.data.owner?.key).toBe('hdny');
  });

  it('refuses an account name that exists anywhere on the platform, whatever its case', async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const before = await userCount(t.db);
    const admin = await login(t.app, 'admin');
    expectFieldErrors(
      await create(admin, { ...valid(), username: outsider.username.toUpperCase() }),
      ['username'],
      '该账号名不可用，请换一个',
    );
    expectFieldErrors(await create(admin, { ...valid(), username: 'ADMIN' }), ['username'], '该账号名不可用，请换一个');
    expect(await userCount(t.db)).toBe(before);
    expect(await membershipOf(t.db, outsider.id, 'hdny')).toBeUndefined();
  });

  it('an account name taken in another owner is answered exactly as one taken in this owner', async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const insider = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const before = await userCount(t.db);
    const admin = await login(t.app, 'admin');
    for (const lang of ['zh-CN', 'en']) {
      const answerFor = async (username: string) => {
        const res = await callApi(t.app, admin, UserAdminCalls.create, {
          body: { ...valid(), username },
          headers: { 'accept-language': lang },
        });
        const { code, msg, errdata } = envelope(res);
        return JSON.stringify({ code, msg, errdata });
      };
      const elsewhere = await answerFor(outsider.username);
      expect(elsewhere).toBe(await answerFor(insider.username));
      // The answer says only that the name cannot be used, not that an account by that name exists.
      expect(elsewhere).not.toMatch(/已存在|exists/);
    }
    expectFieldErrors(
      await create(admin, { ...valid(), username: outsider.username }),
      ['username'],
      '该账号名不可用，请换一个',
    );
    expect(await userCount(t.db)).toBe(before);
    expect(await membershipOf(t.db, outsider.id, 'hdny')).toBeUndefined();
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const admin = await login(t.app, 'admin');
    const before = await userCount(t.db);
    expectFieldErrors(await create(admin, {}), ['username', 'name', 'password', 'role']);
    expectFieldErrors(await create(admin, { ...valid(), username: '张 三' }), ['username']);
    expectFieldErrors(await create(admin, { ...valid(), password: 'short' }), ['password'], '密码至少 8 个字符');
    expectFieldErrors(await create(admin, { ...valid(), password: 'password123' }), ['password']);
    expectFieldErrors(await create(admin, { ...valid(), username: 'wang.wu', password: 'Wang.Wu' }), ['password']);
    expectFieldErrors(await create(admin, { ...valid(), gender: 'other' }), ['gender']);
    expectFieldErrors(await create(admin, { ...valid(), email: 'nope' }), ['email']);
    expectFieldErrors(await create(admin, { ...valid(), phone: 'call me' }), ['phone']);
    expect(await userCount(t.db)).toBe(before);
  });

  it("refuses roles, organisations and departments that are not this owner's", async () => {
    const admin = await login(t.app, 'admin');
    const before = await userCount(t.db);
    const theirs = await createOrganization(t.db, 'xnsd', ['外部部门']);
    const ours = await createOrganization(t.db, 'hdny', ['本部']);
    const other = await createOrganization(t.db, 'hdny', ['别部']);
    expectFieldErrors(await create(admin, { ...valid(), role: 'auditor' }), ['role'], '本项目来源中没有该角色');
    expectFieldErrors(await create(admin, { ...valid(), organization_id: theirs.id }), ['organization_id']);
    expectFieldErrors(
      await create(admin, { ...valid(), organization_id: ours.id, department_id: other.departments[0]?.id }),
      ['department_id'],
      '该部门不属于所选组织',
    );
    expectFieldErrors(await create(admin, { ...valid(), department_id: ours.departments[0]?.id }), ['department_id']);
    expect(await userCount(t.db)).toBe(before);
  });

  it('needs the create permission and a session', async () => {
    const before = await userCount(t.db);
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'create' },
      async () => expect(envelope(await create(await login(t.app, 'admin'), valid())).code).toBe(Code.NoPermission),
    );
    expect(envelope(await create(await login(t.app, 'staff'), valid())).code).toBe(Code.NoPermission);
    expect(envelope(await create(undefined, valid())).code).toBe(Code.NotLoggedIn);
    expect(await userCount(t.db)).toBe(before);
  });

  it('gives any role but the new-member role only to a caller who may also assign roles', async () => {
    const before = await userCount(t.db);
    await withoutPermission(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'user-table', action: 'assign' },
      async () => {
        const admin = await login(t.app, 'admin');
        expect(envelope(await create(admin, { ...valid(), role: 'admin' })).code).toBe(Code.NoPermission);
        expect(await userCount(t.db)).toBe(before);
        const staff = valid();
        expect(envelope(await create(admin, staff)).code).toBe(Code.Success);
        const created = await userByName(t.db, staff.username);
        expect((await membershipOf(t.db, created.id, 'hdny'))?.role).toBe('staff');
      },
    );
  });
});

describe('POST /api/user/create: who may give which role', () => {
  it('nobody gives a role above their own, even with the assign right', async () => {
    const owner = await ownerGranting(t.db, [
      { role: 'manager', pageKey: 'user-table', actions: ['index', 'create', 'assign'] },
    ]);
    const manager = await createUser(t.db, { role: 'manager', ownerKey: owner.key });
    const cookie = await login(t.app, manager.username);
    const before = await userCount(t.db);
    expect(envelope(await create(cookie, { ...valid(), role: 'admin' }))).toMatchObject({
      code: Code.IllegalOperation,
      msg: '不能授予高于自己的角色',
    });
    expect(await userCount(t.db)).toBe(before);
    const peer = valid();
    expect(envelope(await create(cookie, { ...peer, role: 'manager' })).code).toBe(Code.Success);
    const created = await userByName(t.db, peer.username);
    expect((await membershipOf(t.db, created.id, owner.key))?.role).toBe('manager');
  });
});
