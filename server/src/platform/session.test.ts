import { Code, type SessionInfo, UserCalls } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.js';
import { createUser, sessionsOf, userByName } from '../../test/factories.js';
import { callApi, envelope, login, sessionHashOf } from '../../test/http.js';
import { sessions } from '../core/session.table.js';
import { SESSION_MAX_AGE_MS, sweepEndedSessions } from './session.js';

const t = useTestApp();

const trySession = (cookie?: string) => callApi(t.app, cookie, UserCalls.trySession);
const sessionRow = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sessionHashOf(cookie)))
  )[0];
const idleFor = (cookie: string, minutes: number) =>
  t.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.idHash, sessionHashOf(cookie)));
const signedInMinutesAgo = (db: typeof t.db, cookie: string, minutes: number) =>
  db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.idHash, sessionHashOf(cookie)));

describe('one live session per user', () => {
  it('ends the first session when the same user signs in again', async () => {
    const first = await login(t.app, 'staff');
    const second = await login(t.app, 'staff');
    expect(envelope(await trySession(first)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await trySession(second)).code).toBe(Code.Success);
    const staff = await userByName(t.db, 'staff');
    expect(await sessionsOf(t.db, staff.id)).toHaveLength(1);
  });

  it('leaves the sessions of other users alone', async () => {
    const client = await login(t.app, 'client');
    await login(t.app, 'manager');
    expect(envelope(await trySession(client)).code).toBe(Code.Success);
  });
});

describe('GET /api/user/try-session', () => {
  it('answers -1 without a cookie', async () => {
    const res = await trySession();
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ code: Code.NotLoggedIn, msg: '未登录或登录已过期，请重新登录', data: null });
  });

  it.each([
    ['a garbage cookie', 'sid=not-a-session'],
    ['an over-long cookie', `sid=${'a'.repeat(500)}`],
    ['an empty cookie', 'sid='],
  ])('answers -1 with %s', async (_case, cookie) => {
    expect(envelope(await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('answers the user, owners and current owner within the idle limit, and keeps the session alive', async () => {
    const cookie = await login(t.app, 'manager');
    await idleFor(cookie, 14);
    const body = envelope<SessionInfo>(await trySession(cookie));
    expect(body.code).toBe(Code.Success);
    expect(body.data.user).toMatchObject({ username: 'manager', role: 'manager' });
    expect(body.data.owners.map((o) => o.key)).toEqual(['hdny', 'xnsd']);
    expect(body.data.owner?.key).toBe('hdny');
    const row = await sessionRow(cookie);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends a session idle for more than 15 minutes and deletes its row', async () => {
    const cookie = await login(t.app, 'client');
    await idleFor(cookie, 16);
    expect(envelope(await trySession(cookie)).code).toBe(Code.NotLoggedIn);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('ends a session older than the 12-hour lifetime even when it is active, and deletes its row', async () => {
    expect(SESSION_MAX_AGE_MS).toBe(12 * 60 * 60 * 1000);
    const young = await login(t.app, 'client');
    await signedInMinutesAgo(t.db, young, 12 * 60 - 1);
    expect(envelope(await trySession(young)).code).toBe(Code.Success);
    const old = await login(t.app, 'manager');
    await signedInMinutesAgo(t.db, old, 12 * 60 + 1);
    expect(envelope(await trySession(old)).code).toBe(Code.NotLoggedIn);
    expect(await sessionRow(old)).toBeUndefined();
  });

  it('ends sessions at the lifetime the app is built with', async () => {
    const shortLived = await buildTestApp({ sessionMaxAgeMs: 60 * 60 * 1000 });
    try {
      const cookie = await login(shortLived.app, 'staff');
      await signedInMinutesAgo(shortLived.db, cookie, 61);
      expect(envelope(await callApi(shortLived.app, cookie, UserCalls.trySession)).code).toBe(Code.NotLoggedIn);
    } finally {
      await shortLived.close();
    }
  });

  it('sweeps sessions past their lifetime along with idle ones, and keeps live ones', async () => {
    const [old, idle, live] = [
      await login(t.app, 'client'),
      await login(t.app, 'manager'),
      await login(t.app, 'staff'),
    ];
    await signedInMinutesAgo(t.db, old, 12 * 60 + 1);
    await idleFor(idle, 16);
    await sweepEndedSessions(t.db);
    expect(await sessionRow(old)).toBeUndefined();
    expect(await sessionRow(idle)).toBeUndefined();
    expect(await sessionRow(live)).toBeDefined();
  });

  it('ends the session of a user who has been disabled', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    await t.db.execute(sql`update users set enabled = false where id = ${user.id}`);
    expect(envelope(await trySession(cookie)).code).toBe(Code.NotLoggedIn);
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
  });
});

describe('POST /api/user/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await login(t.app, 'staff');
    const res = await callApi(t.app, cookie, UserCalls.logout);
    expect(envelope(res)).toEqual({ code: Code.Success, msg: '已退出登录', data: null });
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await sessionRow(cookie)).toBeUndefined();
    expect(envelope(await trySession(cookie)).code).toBe(Code.NotLoggedIn);
  });

  it('answers 1 without a session too', async () => {
    expect(envelope(await callApi(t.app, undefined, UserCalls.logout)).code).toBe(Code.Success);
    expect(envelope(await callApi(t.app, 'sid=gone', UserCalls.logout)).code).toBe(Code.Success);
  });
});
