import { ACTION_TYPES, Code, type PagePermission, PermissionCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { ACCOUNT_OF_ROLE, ROLE_MATRIX, revoke } from '../../../test/permissions.js';

const t = useTestApp();

const pagePermission = async (username: string, key: string) => {
  const cookie = await login(t.app, username);
  return envelope<PagePermission[]>(await callApi(t.app, cookie, PermissionCalls.pagePermission, { query: { key } }));
};
const onActions = (list: PagePermission[]) => list.filter((p) => p.status === 'on').map((p) => p.type);

describe('GET /api/auth/get-auth', () => {
  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, PermissionCalls.auth)).code).toBe(Code.NotLoggedIn);
  });

  it.each(ROLE_MATRIX)('answers the role %s first for the account %s', async (role, username) => {
    const cookie = await login(t.app, username);
    const body = envelope<string[]>(await callApi(t.app, cookie, PermissionCalls.auth));
    expect(body.code).toBe(Code.Success);
    expect(body.data[0]).toBe(role);
  });

  it('answers code 5 to a user with no owner', async () => {
    const user = await createUser(t.db);
    const cookie = await login(t.app, user.username);
    expect(envelope(await callApi(t.app, cookie, PermissionCalls.auth))).toMatchObject({
      code: Code.NoOwner,
      msg: '未选择项目来源，请先选择项目',
    });
  });
});

describe('GET /api/organization/get-page-permission', () => {
  it('answers the seven action types in order, each on or off', async () => {
    const body = await pagePermission('admin', 'home');
    expect(body.code).toBe(Code.Success);
    expect(body.data.map((p) => p.type)).toEqual(['update', 'index', 'assign', 'delete', 'create', 'import', 'export']);
    expect(body.data.map((p) => p.type)).toEqual([...ACTION_TYPES]);
    expect(onActions(body.data)).toEqual([...ACTION_TYPES]);
  });

  it.each([
    ['wtf', 'home', ['index']],
    ['manager', 'home', ['index']],
    ['staff', 'home', ['index']],
    ['staff', 'user-table', []],
    ['staff', 'no-such-page', []],
    ['admin', 'user-table', [...ACTION_TYPES]],
    ['admin', 'config-home', []],
  ] as const)('gives %s on %s exactly %j', async (role, key, actions) => {
    const body = await pagePermission(ACCOUNT_OF_ROLE[role], key);
    expect(body.data).toHaveLength(7);
    expect(onActions(body.data)).toEqual(actions);
  });

  it('takes a revoked permission into account at once', async () => {
    const user = await createUser(t.db, { role: 'manager', ownerKey: 'xnsd' });
    const cookie = await login(t.app, user.username);
    const call = () => callApi(t.app, cookie, PermissionCalls.pagePermission, { query: { key: 'inbox' } });
    expect(onActions(envelope<PagePermission[]>(await call()).data)).toEqual(['index']);
    await revoke(t.db, { ownerKey: 'xnsd', role: 'manager', pageKey: 'inbox', action: 'index' });
    expect(onActions(envelope<PagePermission[]>(await call()).data)).toEqual([]);
  });

  it.each([
    ['a missing key', {}],
    ['an empty key', { key: '' }],
    ['a key of 129 characters', { key: 'k'.repeat(129) }],
  ])('refuses %s with a field error on key', async (_case, query) => {
    const cookie = await login(t.app, 'staff');
    expectFieldErrors(await callApi(t.app, cookie, PermissionCalls.pagePermission, { query }), ['key']);
  });

  it('answers -1 without a session and 5 without an owner, before judging the query', async () => {
    expect(envelope(await callApi(t.app, undefined, PermissionCalls.pagePermission)).code).toBe(Code.NotLoggedIn);
    const user = await createUser(t.db);
    const cookie = await login(t.app, user.username);
    expect(
      envelope(await callApi(t.app, cookie, PermissionCalls.pagePermission, { query: { key: 'home' } })).code,
    ).toBe(Code.NoOwner);
  });
});
