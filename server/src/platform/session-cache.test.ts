import { Code, OnlineCalls, OwnerCalls, type SessionInfo, UserAdminCalls, UserCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { callApi, caller, envelope, login, sessionHashOf } from '../../test/http.js';
import { sessions } from '../core/session.table.js';
import { users } from '../core/user.table.js';
import { endSessionsOfUser, forgetCachedSessions } from './session.js';

const t = useTestApp();

const trySession = async (cookie: string) =>
  envelope<SessionInfo | null>(await callApi(t.app, cookie, UserCalls.trySession));

/**
 * A fresh staff member of hdny whose session has just been read (so it is cached), and the admin of
 * hdny, who changes it. Every test then asks for the member's very next call.
 */
async function cachedMember() {
  const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
  const cookie = await login(t.app, user.username);
  const admin = await login(t.app, 'admin');
  expect((await trySession(cookie)).data?.user.role).toBe('staff');
  return { user, cookie, admin: caller(t.app, admin) };
}

describe('the session cache: a change takes effect on the very next call', () => {
  it('a role change', async () => {
    const { user, cookie, admin } = await cachedMember();
    const body = { name: user.name, gender: user.gender, phone: '', email: '', role: 'manager' };
    const res = await admin(UserAdminCalls.update, {
      query: { id: user.id },
      body: {
        ...body,
        organization_id: null,
        department_id: null,
      },
    });
    expect(envelope(res).code).toBe(Code.Success);
    expect((await trySession(cookie)).data?.user.role).toBe('manager');
  });

  it('a disable', async () => {
    const { user, cookie, admin } = await cachedMember();
    expect(envelope(await admin(UserAdminCalls.disable, { query: { id: user.id } })).code).toBe(Code.Success);
    expect((await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('a logout', async () => {
    const { cookie } = await cachedMember();
    expect(envelope(await callApi(t.app, cookie, UserCalls.logout)).code).toBe(Code.Success);
    expect((await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('a kick from the online users page', async () => {
    const { cookie, admin } = await cachedMember();
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sessionHashOf(cookie)));
    expect(envelope(await admin(OnlineCalls.end, { query: { id: row?.seq } })).code).toBe(Code.Success);
    expect((await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('a new sign-in of the same account, which ends the older session', async () => {
    const { user, cookie } = await cachedMember();
    await login(t.app, user.username);
    expect((await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('a password reset by the administrator', async () => {
    const { user, cookie, admin } = await cachedMember();
    const res = await admin(UserAdminCalls.resetPassword, {
      query: { id: user.id },
      body: {
        password: 'Harbour-Crane-42',
        retypePassword: 'Harbour-Crane-42',
      },
    });
    expect(envelope(res).code).toBe(Code.Success);
    expect((await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('an owner switch, and the owners it lists', async () => {
    const { cookie } = await cachedMember();
    const manager = await login(t.app, 'manager');
    expect((await trySession(manager)).data?.owner?.key).toBe('hdny');
    expect(envelope(await callApi(t.app, manager, OwnerCalls.change, { query: { key: 'xnsd' } })).code).toBe(
      Code.Success,
    );
    const after = await trySession(manager);
    expect(after.data?.owner?.key).toBe('xnsd');
    expect(after.data?.owners.find((o) => o.selected)?.key).toBe('xnsd');
    expect((await trySession(cookie)).code).toBe(Code.Success);
  });

  it('ending sessions outside a request (endSessionsOfUser), as a job would', async () => {
    const { user, cookie } = await cachedMember();
    await endSessionsOfUser(t.db, user.id);
    expect((await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('a write to the tables outside any request once forgetCachedSessions is called, and not before', async () => {
    const { user, cookie } = await cachedMember();
    await t.db.update(users).set({ name: '改名后' }).where(eq(users.id, user.id));
    // Served from the cache: a burst of calls reads the session once.
    expect((await trySession(cookie)).data?.user.name).toBe(user.name);
    forgetCachedSessions();
    expect((await trySession(cookie)).data?.user.name).toBe('改名后');
  });
});
