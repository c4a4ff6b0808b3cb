import {
  Code,
  type KickedPush,
  OnlineCalls,
  OwnerCalls,
  PUSH,
  SOCKET_PATH,
  SOCKET_REFUSED,
  UserAdminCalls,
  UserCalls,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { addMembership, createUser, ownerByKey } from '../../test/factories.js';
import { callApi, envelope, login } from '../../test/http.js';
import { sessions } from '../core/session.table.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import { hashSessionId, SESSION_COOKIE } from './session.js';

/** Issue 33, point 1 and the kicked push: the socket over a real listening app and a real client. */
let t: TestApp;
let base: string;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await t?.close();
});

/** A socket as a browser of this origin opens it, with the session cookie `cookie`. */
function socketOf(cookie: string, headers: Record<string, string> = {}): Socket {
  const socket = connectSocket(base, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie, origin: base, ...headers },
  });
  opened.push(socket);
  return socket;
}

/** Connects, or answers the refusal's message. */
function connected(socket: Socket): Promise<'connected' | string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

/** The next kick the socket hears, with how long after `since` it came and whether it was then closed. */
function kicked(socket: Socket, since: () => number): Promise<{ reason: string; afterMs: number }> {
  return new Promise((resolve) => {
    socket.once(PUSH.kicked, (push: KickedPush) => resolve({ reason: push.reason, afterMs: Date.now() - since() }));
  });
}

const hashOf = (cookie: string) => hashSessionId(cookie.slice(`${SESSION_COOKIE}=`.length));
const roomsOf = async (room: string) => (await t.app.realtime.io.in(room).fetchSockets()).length;

describe('the real-time socket', () => {
  it('connects with a live session and joins its user’s, session’s and owner’s rooms', async () => {
    const member = await signedIn(t, 'hdny', 'staff');
    const socket = socketOf(member.cookie);
    expect(await connected(socket)).toBe('connected');
    const ownerId = (await t.app.realtime.io.in(`user:${member.user.id}`).fetchSockets())[0]?.data.ownerId;
    expect(ownerId).toEqual(expect.any(Number));
    expect(await roomsOf(`session:${hashOf(member.cookie)}`)).toBe(1);
    expect(await roomsOf(`owner:${ownerId}`)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a handshake without a live session, and one from another origin', async () => {
    expect(await connected(socketOf(''))).toBe(SOCKET_REFUSED);
    expect(await connected(socketOf(`${SESSION_COOKIE}=forged`))).toBe(SOCKET_REFUSED);
    const member = await signedIn(t, 'hdny', 'staff');
    const foreign = await connected(socketOf(member.cookie, { origin: 'https://attacker.example' }));
    expect(foreign).not.toBe('connected');
    expect(await roomsOf(`user:${member.user.id}`)).toBe(0);
  });

  it('kicks the old tab within a second of a sign-in elsewhere, saying so', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const socket = socketOf(await login(t.app, user.username));
    expect(await connected(socket)).toBe('connected');
    let at = Date.now();
    const heard = kicked(socket, () => at);
    await login(t.app, user.username);
    at = Date.now();
    const kick = await heard;
    expect(kick.reason).toBe('elsewhere');
    expect(kick.afterMs).toBeLessThan(1000);
  });

  it('kicks a session ended on the online-users page, a disabled account and a reset password, each with its reason', async () => {
    const admin = await signedIn(t, 'hdny', 'admin');
    const cases: [string, (id: number, cookie: string) => Promise<void>][] = [
      [
        'ended',
        async (_id, cookie) => {
          const [row] = await t.db
            .select()
            .from(sessions)
            .where(eq(sessions.idHash, hashOf(cookie)));
          expect(envelope(await admin.call(OnlineCalls.end, { query: { id: row?.seq } })).code).toBe(Code.Success);
        },
      ],
      [
        'disabled',
        async (id) => {
          expect(envelope(await admin.call(UserAdminCalls.disable, { query: { id } })).code).toBe(Code.Success);
        },
      ],
      [
        'password',
        async (id) => {
          const body = { password: 'Reset-secret-42', retypePassword: 'Reset-secret-42' };
          expect(envelope(await admin.call(UserAdminCalls.resetPassword, { query: { id }, body })).code).toBe(
            Code.Success,
          );
        },
      ],
    ];
    for (const [reason, end] of cases) {
      const member = await signedIn(t, 'hdny', 'staff');
      const socket = socketOf(member.cookie);
      expect(await connected(socket)).toBe('connected');
      const heard = kicked(socket, () => 0);
      await end(member.user.id, member.cookie);
      expect((await heard).reason).toBe(reason);
    }
  });

  it('kicks every tab of the session whose password changed, the changing one included, saying why', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    const [changing, other] = [socketOf(cookie), socketOf(cookie)];
    expect(await connected(changing)).toBe('connected');
    expect(await connected(other)).toBe('connected');
    const heard = [kicked(changing, () => 0), kicked(other, () => 0)];
    const body = { oldPassword: DEMO_PASSWORD, newPassword: 'New-secret-42', retypePassword: 'New-secret-42' };
    expect(envelope(await callApi(t.app, cookie, UserCalls.changePassword, { body })).code).toBe(Code.Success);
    expect((await Promise.all(heard)).map((kick) => kick.reason)).toEqual(['password', 'password']);
  });

  it('closes a socket that sends an oversized message or a flood, and the server goes on answering', async () => {
    const member = await signedIn(t, 'hdny', 'staff');
    const socket = socketOf(member.cookie);
    expect(await connected(socket)).toBe('connected');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 200; i++) socket.emit('rpc/unknown', { junk: i });
    socket.emit('rpc/unknown', 'x'.repeat(64 * 1024));
    expect(await closed).toBe('transport close');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await connected(socketOf(member.cookie))).toBe('connected');
  });

  it('never kicks for an end whose transaction rolled back', async () => {
    const member = await signedIn(t, 'hdny', 'staff');
    const socket = socketOf(member.cookie);
    expect(await connected(socket)).toBe('connected');
    await t.db
      .transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, member.user.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.app.realtime.sweep();
    expect(socket.connected).toBe(true);
  });

  it('kicks a session idle past the limit', async () => {
    const member = await signedIn(t, 'hdny', 'staff');
    const socket = socketOf(member.cookie);
    expect(await connected(socket)).toBe('connected');
    const heard = kicked(socket, () => 0);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(sessions.idHash, hashOf(member.cookie)));
    expect((await heard).reason).toBe('idle');
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashOf(member.cookie))),
    ).toEqual([]);
  });

  it('moves the socket to the new owner’s room when its session switches owner', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await addMembership(t.db, { userId: user.id, ownerKey: 'xnsd', role: 'staff' });
    const [hdny, xnsd] = [await ownerByKey(t.db, 'hdny'), await ownerByKey(t.db, 'xnsd')];
    const cookie = await login(t.app, user.username);
    expect(envelope(await callApi(t.app, cookie, OwnerCalls.change, { query: { key: 'hdny' } })).code).toBe(
      Code.Success,
    );
    const socket = socketOf(cookie);
    expect(await connected(socket)).toBe('connected');
    const inRoom = async (ownerId: number) =>
      (await t.app.realtime.io.in(`owner:${ownerId}`).fetchSockets()).some((one) => one.id === socket.id);
    expect(await inRoom(hdny.id)).toBe(true);
    expect(envelope(await callApi(t.app, cookie, OwnerCalls.change, { query: { key: 'xnsd' } })).code).toBe(
      Code.Success,
    );
    await t.app.realtime.sweep();
    expect(await inRoom(xnsd.id)).toBe(true);
    expect(await inRoom(hdny.id)).toBe(false);
  });
});
