import { Code, MenuCalls, OwnerCalls, type OwnerSummary, PermissionCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { addMembership, createUser, ownerByKey, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, sessionHashOf } from '../../../test/http.js';
import { sessions } from '../../core/session.table.js';

const t = useTestApp();

const ownersOf = async (cookie: string) => envelope<OwnerSummary[]>(await callApi(t.app, cookie, OwnerCalls.list));
const switchTo = (cookie: string, key: string) => callApi(t.app, cookie, OwnerCalls.change, { query: { key } });
const sessionOwnerId = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sessionHashOf(cookie)))
  )[0]?.ownerId;

describe('GET /api/basics/owner-list', () => {
  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, OwnerCalls.list)).code).toBe(Code.NotLoggedIn);
  });

  it('lists the owners the user belongs to, the current one selected', async () => {
    const body = await ownersOf(await login(t.app, 'admin'));
    expect(body.code).toBe(Code.Success);
    expect(body.data.map((o) => [o.key, o.selected])).toEqual([
      ['hdny', true],
      ['xnsd', false],
      ['config', false],
    ]);
    expect(body.data[0]).toEqual({
      key: 'hdny',
      name: '华东能源工程项目部',
      logo: '',
      selected: true,
      isConfig: false,
    });
  });

  it('shows a user only their own owners', async () => {
    const body = await ownersOf(await login(t.app, 'client'));
    expect(body.data.map((o) => o.key)).toEqual(['hdny']);
  });
});

describe('POST /api/basics/change-owner', () => {
  it('moves the session to another owner; role and menu follow at once', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: user.id, ownerKey: 'xnsd', role: 'manager' });
    const cookie = await login(t.app, user.username);
    expect(envelope(await callApi(t.app, cookie, PermissionCalls.auth)).data).toEqual(['staff']);

    const res = envelope(await switchTo(cookie, 'xnsd'));
    expect(res.code).toBe(Code.Success);
    expect(res.data).toEqual({ key: 'xnsd', name: '西南水电检验中心', logo: '' });
    expect(envelope(await callApi(t.app, cookie, PermissionCalls.auth)).data).toEqual(['manager']);
    expect((await ownersOf(cookie)).data.find((o) => o.selected)?.key).toBe('xnsd');
  });

  it('switching to the configuration owner opens the system menu', async () => {
    const cookie = await login(t.app, 'admin');
    expect(envelope(await callApi(t.app, cookie, MenuCalls.configMenu)).code).toBe(Code.NoPermission);
    expect(envelope(await switchTo(cookie, 'config')).code).toBe(Code.Success);
    const menu = envelope<{ datamenu: { items: { fontend_path: string }[] }[] }>(
      await callApi(t.app, cookie, MenuCalls.configMenu),
    );
    expect(menu.code).toBe(Code.Success);
    expect(menu.data.datamenu[0]?.items.map((i) => i.fontend_path)).toContain('/config/home');
  });

  it('remembers the owner for the next login', async () => {
    const cookie = await login(t.app, 'manager');
    await switchTo(cookie, 'xnsd');
    const again = await login(t.app, 'manager');
    expect((await ownersOf(again)).data.find((o) => o.selected)?.key).toBe('xnsd');
    expect((await userByName(t.db, 'manager')).lastOwnerId).toBe((await ownerByKey(t.db, 'xnsd')).id);
  });

  it('refuses an owner the user does not belong to as not found, and changes nothing', async () => {
    const cookie = await login(t.app, 'client');
    const before = await sessionOwnerId(cookie);
    for (const key of ['xnsd', 'config', 'no-such-owner']) {
      const res = envelope(await switchTo(cookie, key));
      expect(res.code).toBe(Code.NotFound);
    }
    expect(await sessionOwnerId(cookie)).toBe(before);
    expect(envelope(await callApi(t.app, cookie, PermissionCalls.auth)).data).toEqual(['wtf']);
  });

  it('a missing key is a field error; no session is -1; no CSRF header is refused', async () => {
    const cookie = await login(t.app, 'staff');
    expectFieldErrors(await callApi(t.app, cookie, OwnerCalls.change), ['key']);
    expect(envelope(await callApi(t.app, undefined, OwnerCalls.change, { query: { key: 'hdny' } })).code).toBe(
      Code.NotLoggedIn,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/basics/change-owner?key=hdny', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });

  it('a session left without an owner (code 5) is resolved by choosing one', async () => {
    const cookie = await login(t.app, 'admin');
    await t.db
      .update(sessions)
      .set({ ownerId: null })
      .where(eq(sessions.idHash, sessionHashOf(cookie)));
    expect(envelope(await callApi(t.app, cookie, MenuCalls.menu)).code).toBe(Code.NoOwner);
    expect((await ownersOf(cookie)).data.some((o) => o.selected)).toBe(false);
    expect(envelope(await switchTo(cookie, 'hdny')).code).toBe(Code.Success);
    expect(envelope(await callApi(t.app, cookie, MenuCalls.menu)).code).toBe(Code.Success);
  });
});
