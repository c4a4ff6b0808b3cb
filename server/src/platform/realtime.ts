import type { IncomingMessage } from 'node:http';
import { type KickedPush, type KickReason, PUSH, SOCKET_PATH, SOCKET_REFUSED } from '@app/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { memberships } from '../core/membership.table.js';
import { rolePermissions } from '../core/permission.table.js';
import { sessions } from '../core/session.table.js';
import { users } from '../core/user.table.js';
import type { Db } from './db.js';
import {
  memberRoom,
  ownerRoom,
  pageOfRoom,
  roleRoom,
  type SendPushes,
  sessionRoom,
  userRoom,
  withPushes,
} from './pushes.js';
import { linkNodes } from './redis-link.js';
import { endedBy, endReasonOf, endSession, hashSessionId, SESSION_COOKIE, sessionOfSocket } from './session.js';

/**
 * The real-time socket (DESIGN §6): Socket.IO on the app's own server at SOCKET_PATH. A handshake
 * is accepted only from this origin (the CSRF guard does not see upgrades) and with a live session,
 * read through the same session cache as a call; the socket joins the rooms of its user, session and
 * owner.
 *
 * Sessions end in many places (a sign-in elsewhere, the online-users page, an account disabled, a
 * password changed, idle or age limits). Rather than each of them reaching the sockets, a sweep every
 * SWEEP_MS reads the sessions of this node's sockets in one statement: a session gone or over its
 * limits kicks its sockets with the reason its end noted (session.ts `noteEnded`), and an owner
 * switch moves the owner room. Reading the committed rows means an end whose transaction rolled back
 * never kicks, and each node sweeps its own sockets, so a kick needs nothing shared between nodes.
 */

/** How often the sockets' sessions are checked: a kick reaches the tab within this and a round trip. */
export const SWEEP_MS = 400;
/** A client message larger than this closes its socket (nothing the client sends is large). */
const MAX_MESSAGE_BYTES = 16 * 1024;

interface SocketSession {
  hash: string;
  userId: number;
  ownerId: number | null;
  role: string | null;
}

/** The session cookie's hash of a handshake, or null. */
function sessionHashOf(app: FastifyInstance, request: IncomingMessage): string | null {
  const id = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
  return id && id.length <= 128 ? hashSessionId(id) : null;
}

/** A handshake from this origin: none sent (not a browser), or the same host the request names. */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface Realtime {
  io: Server;
  /** Checks the sockets' sessions now (the sweep does it every SWEEP_MS). */
  sweep(): Promise<void>;
  /** Sends committed changes' pushes to their rooms (pushes.ts). */
  send: SendPushes;
}

export async function attachRealtime(
  app: FastifyInstance,
  db: Db,
  maxAgeMs: number,
  redisUrl?: string,
): Promise<Realtime> {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    allowRequest: (request, answer) => {
      const allowed = sameOrigin(request);
      answer(allowed ? null : SOCKET_REFUSED, allowed);
    },
  });

  // Several nodes: pushes travel between them through Redis (each node still sweeps its own sockets).
  const link = redisUrl ? await linkNodes(io, redisUrl) : null;

  io.use(async (socket, next) => {
    const hash = sessionHashOf(app, socket.request);
    const ctx = hash ? await sessionOfSocket(db, hash, socket.handshake.address, maxAgeMs).catch(() => null) : null;
    if (!hash || !ctx) return next(new Error(SOCKET_REFUSED));
    const session: SocketSession = { hash, userId: ctx.user.id, ownerId: null, role: null };
    socket.data = session;
    socket.join([userRoom(session.userId), sessionRoom(hash)]);
    moveOwnerRooms(socket, ctx.owner?.id ?? null, ctx.role);
    next();
  });

  const kick = (socket: Socket, reason: KickReason) => {
    socket.emit(PUSH.kicked, { reason } satisfies KickedPush);
    socket.disconnect(true);
  };

  const send: SendPushes = (event, rooms) => {
    const pages = rooms.filter((room) => pageOfRoom(room) !== null);
    const joined = rooms.filter((room) => pageOfRoom(room) === null);
    if (pages.length === 0) {
      if (joined.length > 0) io.to(joined).emit(event);
      return;
    }
    // One emit over every room: a socket in several of them hears the push once.
    rolesOfPages(db, pages)
      .then((roles) => {
        const all = [...joined, ...roles];
        if (all.length > 0) io.to(all).emit(event);
      })
      .catch((err) => app.log.warn({ err, event }, 'a push to the readers of a page could not be sent'));
  };
  let sweeping: Promise<void> | null = null;
  const sweepOnce = async () => {
    // Grouped once: the loop below visits each session's sockets without scanning all of them again.
    const bySession = new Map<string, Socket[]>();
    for (const socket of io.of('/').sockets.values()) {
      const { hash } = socket.data as SocketSession;
      bySession.set(hash, [...(bySession.get(hash) ?? []), socket]);
    }
    const hashes = [...bySession.keys()];
    if (hashes.length === 0) return;
    const rows = await db
      .select({
        hash: sessions.idHash,
        ownerId: sessions.ownerId,
        role: memberships.role,
        memberEnabled: memberships.enabled,
        lastSeenAt: sessions.lastSeenAt,
        createdAt: sessions.createdAt,
        userEnabled: users.enabled,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.ownerId, sessions.ownerId)))
      .where(inArray(sessions.idHash, hashes));
    const now = Date.now();
    const live = new Map(rows.map((row) => [row.hash, row]));
    for (const hash of hashes) {
      const row = live.get(hash);
      const over = row
        ? endedBy(
            {
              idleFor: now - row.lastSeenAt.getTime(),
              age: now - row.createdAt.getTime(),
              userEnabled: row.userEnabled,
            },
            maxAgeMs,
          )
        : undefined;
      if (row && over) await endSession(db, hash, over);
      const reason = over ?? (row ? undefined : (endReasonOf(hash) ?? 'ended'));
      for (const socket of bySession.get(hash) ?? []) {
        if (reason) kick(socket, reason);
        else if (row) {
          const usable = row.ownerId !== null && row.role !== null && row.memberEnabled === true;
          moveOwnerRooms(socket, usable ? row.ownerId : null, usable ? row.role : null);
        }
      }
    }
  };
  const sweep = () => {
    // One sweep at a time: a slow one is not stacked under the next tick.
    // A session it ends tells who watches the online users (session.ts), as a call's end would.
    sweeping ??= withPushes(send, sweepOnce)
      .catch((err) => app.log.warn({ err }, 'the sockets’ sessions could not be checked'))
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
    await io.close();
    await link?.close();
  });
  const realtime = { io, sweep, send };
  app.decorate('realtime', realtime);
  return realtime;
}

/** The rooms of the roles that may open each page of these pageRooms (pushes.ts), in its owner. */
async function rolesOfPages(db: Db, pages: readonly string[]): Promise<string[]> {
  const wanted = pages.map(pageOfRoom).filter((page) => page !== null);
  const rows = await db
    .selectDistinct({ ownerId: rolePermissions.ownerId, role: rolePermissions.role })
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.action, 'index'),
        or(
          ...wanted.map((page) =>
            and(eq(rolePermissions.ownerId, page.ownerId), eq(rolePermissions.pageKey, page.pageKey)),
          ),
        ),
      ),
    );
  return rows.map((row) => roleRoom(row.ownerId, row.role));
}

/**
 * The rooms of the owner a session works in, and of its member and role there: an owner switch (or a
 * membership gone) moves the socket out of the old ones, so it never hears another owner's pushes.
 */
function moveOwnerRooms(socket: Socket, ownerId: number | null, role: string | null): void {
  const session = socket.data as SocketSession;
  if (session.ownerId === ownerId && session.role === role) return;
  if (session.ownerId !== null) {
    socket.leave(ownerRoom(session.ownerId));
    socket.leave(memberRoom(session.ownerId, session.userId));
    if (session.role !== null) socket.leave(roleRoom(session.ownerId, session.role));
  }
  if (ownerId !== null) {
    socket.join([ownerRoom(ownerId), memberRoom(ownerId, session.userId)]);
    if (role !== null) socket.join(roleRoom(ownerId, role));
  }
  session.ownerId = ownerId;
  session.role = role;
}
