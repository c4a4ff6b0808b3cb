import {
  CONFIG_OWNER_KEY,
  Code,
  ConfigUserCalls,
  ConfigUserRow,
  ConfigUserView,
  type ListData,
  UserCalls,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, postLogin, type TestQuery } from '../../../test/http.js';
import { auditRowsOf, loginIn, withoutPermission } from './user-admin.test-support.js';

const t = useTestApp();

const configAdmin = () => loginIn(t.app, t.db, 'admin', CONFIG_OWNER_KEY);
const list = async (cookie: string | undefined, query: TestQuery<typeof ConfigUserCalls.list> = {}) =>
  envelope<ListData<ConfigUserRow>>(await callApi(t.app, cookie, ConfigUserCalls.list, { query }));
const view = async (cookie: string | undefined, id: number | string) =>
  envelope<ConfigUserView>(await callApi(t.app, cookie, ConfigUserCalls.view, { query: { id } }));
const account = {
  name: '吴六',
  gender: 'male',
  phone: '13600136000',
  email: 'wu@example.cn',
  language: 'en',
  enabled: true,
};

describe('GET /api/config/user/index', () => {
  it('lists every account of the platform with its owners and last sign-in', async () => {
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const body = await list(await configAdmin());
    expect(body.code).toBe(Code.Success);
    for (const row of body.data.result) ConfigUserRow.strict().parse(row);
    expect(body.data.result.find((row) => row.username === outsider.username)).toMatchObject({
      owners: ['西南水电检验中心'],
      last_login_at: null,
    });
    const admin = body.data.result.find((row) => row.username === 'admin');
    expect(admin?.owners).toEqual(['平台配置中心', '华东能源工程项目部', '西南水电检验中心']);
    expect(admin?.last_login_at).not.toBeNull();
  });

  it('filters and sorts by the allowed columns only', async () => {
    const cookie = await configAdmin();
    expect((await list(cookie, { 'filter[username]': 'manag' })).data.result.map((row) => row.username)).toEqual([
      'manager',
    ]);
    const sorted = (await list(cookie, { sort: 'username' })).data.result.map((row) => row.username);
    expect(sorted).toEqual([...sorted].sort());
    expectFieldErrors(await callApi(t.app, cookie, ConfigUserCalls.list, { query: { 'filter[enabled]': 'yes' } }), [
      'filter[enabled]',
    ]);
    expectFieldErrors(await callApi(t.app, cookie, ConfigUserCalls.list, { query: { sort: 'password_hash' } }), [
      'sort',
    ]);
  });

  it('is refused outside the configuration owner, without the permission and without a session', async () => {
    expect((await list(await login(t.app, 'admin'))).code).toBe(Code.NoPermission);
    await withoutPermission(
      t.db,
      { ownerKey: CONFIG_OWNER_KEY, role: 'admin', pageKey: 'config-users', action: 'index' },
      async () => expect((await list(await configAdmin())).code).toBe(Code.NoPermission),
    );
    expect((await list(undefined)).code).toBe(Code.NotLoggedIn);
  });
});

describe('GET /api/config/user/view', () => {
  it("answers the account, its memberships with each owner's roles, and every owner", async () => {
    const manager = await userByName(t.db, 'manager');
    const body = await view(await configAdmin(), manager.id);
    expect(body.code).toBe(Code.Success);
    ConfigUserView.parse(body.data);
    expect(body.data.user).toMatchObject({ username: 'manager', name: '李项目', enabled: true });
    expect(body.data.memberships.map((m) => [m.owner_key, m.role, m.enabled])).toEqual([
      ['hdny', 'manager', true],
      ['xnsd', 'manager', true],
    ]);
    expect(body.data.memberships[0]?.roles.map((r) => r.name)).toEqual(['admin', 'wtf', 'manager', 'staff']);
    expect(body.data.owners.map((o) => o.key)).toEqual([CONFIG_OWNER_KEY, 'hdny', 'xnsd']);
    expect(JSON.stringify(body.data)).not.toContain('password');
  });

  it('answers not found for an unknown id, and is refused outside the configuration owner', async () => {
    expect((await view(await configAdmin(), 999_999)).code).toBe(Code.NotFound);
    expect((await view(await login(t.app, 'admin'), 1)).code).toBe(Code.NoPermission);
    expect((await view(await login(t.app, 'manager'), 1)).code).toBe(Code.NoPermission);
    expect((await view(undefined, 1)).code).toBe(Code.NotLoggedIn);
  });
});

describe('POST /api/config/user/update', () => {
  const update = (cookie: string | undefined, id: number, body: object) =>
    callApi(t.app, cookie, ConfigUserCalls.update, { query: { id }, body });

  it("saves a shared account's fields; disabling ends every session and refuses sign-in", async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const theirs = await login(t.app, user.username);
    const cookie = await configAdmin();
    expect(envelope(await update(cookie, user.id, account)).code).toBe(Code.Success);
    expect(await userByName(t.db, user.username)).toMatchObject({ name: '吴六', language: 'en' });

    expect(envelope(await update(cookie, user.id, { ...account, enabled: false })).code).toBe(Code.Success);
    expect(envelope(await callApi(t.app, theirs, UserCalls.trySession)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await postLogin(t.app, user.username)).msg).toBe('该账号已停用，请联系管理员');
    const [audit] = await auditRowsOf(t.db, user.id);
    expect(audit?.changes).toMatchObject({ enabled: { before: true, after: false } });
  });

  it('refuses bad input, disabling oneself, and callers outside the configuration owner', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await configAdmin();
    expectFieldErrors(await update(cookie, user.id, { ...account, name: '' }), ['name']);
    expectFieldErrors(await update(cookie, user.id, { ...account, enabled: 'no' }), ['enabled']);
    expectFieldErrors(await update(cookie, user.id, { ...account, language: 'xx' }), ['language']);
    const me = await userByName(t.db, 'admin');
    expect(envelope(await update(cookie, me.id, { ...account, name: '系统管理员', enabled: false })).code).toBe(
      Code.IllegalOperation,
    );
    expect(envelope(await update(await login(t.app, 'admin'), user.id, account)).code).toBe(Code.NoPermission);
    expect(envelope(await update(undefined, user.id, account)).code).toBe(Code.NotLoggedIn);
    await withoutPermission(
      t.db,
      { ownerKey: CONFIG_OWNER_KEY, role: 'admin', pageKey: 'config-user-edit', action: 'update' },
      async () => expect(envelope(await update(await configAdmin(), user.id, account)).code).toBe(Code.NoPermission),
    );
    expect(await userByName(t.db, user.username)).toMatchObject({ name: '测试用户', enabled: true });
    expect(await userByName(t.db, 'admin')).toMatchObject({ enabled: true });
  });
});

describe('POST /api/config/user/reset-password', () => {
  const reset = (cookie: string | undefined, id: number, password = 'Harbour-Crane-42') =>
    callApi(t.app, cookie, ConfigUserCalls.resetPassword, {
      query: { id },
      body: { password, retypePassword: password },
    });

  it("resets a shared account's password, which the owners' tables may not", async () => {
    const manager = await userByName(t.db, 'manager');
    expect(envelope(await reset(await configAdmin(), manager.id)).code).toBe(Code.Success);
    expect(envelope(await postLogin(t.app, 'manager', 'Harbour-Crane-42')).code).toBe(Code.Success);
  });

  it("refuses a weak password, one's own, and callers outside the configuration owner", async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await configAdmin();
    expectFieldErrors(await reset(cookie, user.id, '12345678'), ['password']);
    expect(envelope(await reset(cookie, (await userByName(t.db, 'admin')).id)).code).toBe(Code.IllegalOperation);
    expect(envelope(await reset(await login(t.app, 'admin'), user.id)).code).toBe(Code.NoPermission);
    expect(envelope(await reset(undefined, user.id)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await postLogin(t.app, user.username)).code).toBe(Code.Success);
  });
});

describe('POST /api/config/user/memberships', () => {
  const save = (cookie: string | undefined, id: number, memberships: object[]) =>
    callApi(t.app, cookie, ConfigUserCalls.memberships, { query: { id }, body: { memberships } });
  const current = async (id: number, cookie?: string) =>
    (await view(cookie ?? (await configAdmin()), id)).data.memberships.map((m) => [m.owner_key, m.role, m.enabled]);

  it('replaces the memberships: adds, changes and removes, ending sessions in owners left', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const theirs = await loginIn(t.app, t.db, user.username, 'hdny');
    const res = envelope(
      await save(await configAdmin(), user.id, [
        { owner_key: 'xnsd', role: 'manager', enabled: true },
        { owner_key: CONFIG_OWNER_KEY, role: 'staff', enabled: false },
      ]),
    );
    expect(res).toMatchObject({ code: Code.Success, msg: '所属项目来源已保存' });
    expect(await current(user.id)).toEqual([
      [CONFIG_OWNER_KEY, 'staff', false],
      ['xnsd', 'manager', true],
    ]);
    expect(envelope(await callApi(t.app, theirs, UserCalls.trySession)).code).toBe(Code.NotLoggedIn);
    const audit = (await auditRowsOf(t.db, user.id)).find((row) => row.entity === 'memberships');
    expect(audit?.changes).toMatchObject({
      hdny: { before: { role: 'staff', enabled: true }, after: null },
      xnsd: { before: null, after: { role: 'manager', enabled: true } },
    });
  });

  it('refuses unknown owners, repeated owners and roles the owner lacks, changing nothing', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await configAdmin();
    expectFieldErrors(await save(cookie, user.id, [{ owner_key: 'nowhere', role: 'staff' }]), [
      'memberships.0.owner_key',
    ]);
    expectFieldErrors(
      await save(cookie, user.id, [
        { owner_key: 'hdny', role: 'staff' },
        { owner_key: 'hdny', role: 'manager' },
      ]),
      ['memberships.1.owner_key'],
    );
    expectFieldErrors(await save(cookie, user.id, [{ owner_key: 'xnsd', role: 'ghost' }]), ['memberships.0.role']);
    expectFieldErrors(await save(cookie, user.id, [{ owner_key: '', role: 'staff' }]), ['memberships.0.owner_key']);
    expectFieldErrors(await callApi(t.app, cookie, ConfigUserCalls.memberships, { query: { id: user.id }, body: {} }), [
      'memberships',
    ]);
    expect(await current(user.id)).toEqual([['hdny', 'staff', true]]);
  });

  it('an administrator keeps their own membership of the configuration owner', async () => {
    const me = await userByName(t.db, 'admin');
    const cookie = await configAdmin();
    const others = [
      { owner_key: 'hdny', role: 'admin' },
      { owner_key: 'xnsd', role: 'admin' },
    ];
    expect(envelope(await save(cookie, me.id, others)).code).toBe(Code.IllegalOperation);
    expect(
      envelope(await save(cookie, me.id, [...others, { owner_key: CONFIG_OWNER_KEY, role: 'admin', enabled: false }]))
        .code,
    ).toBe(Code.IllegalOperation);
    expect(await current(me.id, cookie)).toEqual([
      [CONFIG_OWNER_KEY, 'admin', true],
      ['hdny', 'admin', true],
      ['xnsd', 'admin', true],
    ]);
    expect(
      envelope(await save(cookie, me.id, [{ owner_key: CONFIG_OWNER_KEY, role: 'admin' }, others[0] ?? {}])).code,
    ).toBe(Code.Success);
    expect(await current(me.id)).toEqual([
      [CONFIG_OWNER_KEY, 'admin', true],
      ['hdny', 'admin', true],
    ]);
  });

  it('is refused outside the configuration owner and without a session', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const list = [{ owner_key: 'xnsd', role: 'admin' }];
    expect(envelope(await save(await login(t.app, 'admin'), user.id, list)).code).toBe(Code.NoPermission);
    expect(envelope(await save(undefined, user.id, list)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await save(await configAdmin(), 999_999, list)).code).toBe(Code.NotFound);
    expect(await current(user.id)).toEqual([['hdny', 'staff', true]]);
  });
});
