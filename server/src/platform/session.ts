import { createHash, randomBytes } from 'node:crypto';
import { type CallAuth, type KickReason, ONLINE_PAGE, PUSH, type Role, SESSION_IDLE_MS } from '@app/contract';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberships } from '../core/membership.table.js';
import { type OwnerRow, owners } from '../core/owner.table.js';
import { type SessionRow, sessions } from '../core/session.table.js';
import { type UserRow, users } from '../core/user.table.js';
import { noOwner, notLoggedIn } from './app-error.js';
import type { Db } from './db.js';
import { pushToPage } from './pushes.js';
import { SessionCache } from './session-cache.js';

export const SESSION_COOKIE = 'sid';
/** Methods that change nothing (the CSRF guard lets them through without its header). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** lastSeenAt is written at most this often, so a burst of calls costs one write. */
const TOUCH_INTERVAL_MS = 10_000;
/**
 * A session ends this long after sign-in however active it is (SESSION_MAX_AGE_HOURS), so a
 * session cookie that was copied keeps working for a working day at most.
 */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Who is calling, in which owner and with which role. Services receive this as `ctx`. */
export interface Ctx {
  db: Db;
  sessionHash: string;
  /** The caller's address, for the audit log. */
  address: string;
  user: UserRow;
  owner: OwnerRow | null;
  role: Role | null;
  /**
   * A value derived from the session (the user's memberships for try-session), read once and kept
   * with the session's cached read, so it is dropped whenever that is.
   */
  remember<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export interface OwnerCtx extends Ctx {
  owner: OwnerRow;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx | null;
  }
}

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(
  db: Db,
  input: { userId: number; ownerId: number | null; address: string; userAgent: string },
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ idHash: hashSessionId(id), ...input, userAgent: input.userAgent.slice(0, 512) });
  cameOrWent([input.ownerId]);
  return id;
}

/**
 * The online-users page of these owners changed (a session came, went or moved): its readers refetch
 * it once the change has committed (pushes.ts).
 */
function cameOrWent(ownerIds: readonly (number | null)[]): void {
  for (const ownerId of new Set(ownerIds)) if (ownerId !== null) pushToPage(PUSH.online, ownerId, ONLINE_PAGE);
}

/**
 * Why recently ended sessions ended, for the kick their sockets hear (realtime.ts). The kick waits
 * until the session's row is gone from the database, so an end whose transaction rolled back never
 * kicks; a reason nobody asked for is dropped after a minute.
 */
const endReasons = new Map<string, { reason: KickReason; at: number }>();
const REASON_KEPT_MS = 60_000;

/** Notes why these sessions ended (they are forgotten by the session cache too). */
export function noteEnded(hashes: readonly string[], reason: KickReason): void {
  const now = Date.now();
  for (const [hash, noted] of endReasons) if (now - noted.at > REASON_KEPT_MS) endReasons.delete(hash);
  for (const hash of hashes) {
    endReasons.set(hash, { reason, at: now });
    cache.forget(hash);
  }
}

/** Why a session ended, when it ended by a call of ours a short while ago. */
export const endReasonOf = (hash: string): KickReason | undefined => endReasons.get(hash)?.reason;

/**
 * Ends every session of the user except `keepHash`: login (one live session: `elsewhere`), a password
 * changed or reset, an account disabled.
 */
export async function endSessionsOfUser(
  db: Db,
  userId: number,
  keepHash?: string,
  reason: KickReason = 'ended',
): Promise<number> {
  const where = keepHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepHash))
    : eq(sessions.userId, userId);
  const ended = await db
    .delete(sessions)
    .where(where)
    .returning({ idHash: sessions.idHash, ownerId: sessions.ownerId });
  noteEnded(
    ended.map((row) => row.idHash),
    reason,
  );
  cameOrWent(ended.map((row) => row.ownerId));
  return ended.length;
}

export async function endSession(db: Db, hash: string, reason: KickReason = 'ended'): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.idHash, hash)).returning({ ownerId: sessions.ownerId });
  noteEnded([hash], reason);
  cameOrWent(ended.map((row) => row.ownerId));
}

export async function setSessionOwner(db: Db, hash: string, ownerId: number | null): Promise<void> {
  // The row as it was, joined in, answers the owner the session leaves in the same statement.
  const before = alias(sessions, 'before');
  const [moved] = await db
    .update(sessions)
    .set({ ownerId })
    .from(before)
    .where(and(eq(sessions.idHash, hash), eq(before.idHash, sessions.idHash)))
    .returning({ left: before.ownerId });
  cache.forget(hash);
  cameOrWent([moved?.left ?? null, ownerId]);
}

/**
 * Drops every cached session read (session-cache.ts). Requests that change state do this when they
 * answer; code that changes users, owners, memberships or roles outside a request must call it.
 */
export const forgetCachedSessions = () => cache.forgetAll();

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string) {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** One read of everything a call needs of its session: the session, its user, owner and role there. */
function sessionQuery(db: Db) {
  return db
    .select({
      session: sessions,
      user: users,
      owner: owners,
      role: memberships.role,
      memberEnabled: memberships.enabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(owners, eq(owners.id, sessions.ownerId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.ownerId, sessions.ownerId)))
    .where(eq(sessions.idHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('load_session');
}
type SessionRead = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number]>;

const cache = new SessionCache<SessionRead>((read) => read.session.userId);
/** Built once per database: the statement is prepared on each connection the first time it runs there. */
const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

function readSession(db: Db, hash: string): Promise<SessionRead | null> {
  let query = prepared.get(db);
  if (!query) {
    query = sessionQuery(db);
    prepared.set(db, query);
  }
  return query.execute({ hash }).then(([row]) => row ?? null);
}

/** Why a session read now is over: idle too long, too old, or its account disabled; undefined while live. */
export function endedBy(
  session: { idleFor: number; age: number; userEnabled: boolean },
  maxAgeMs: number,
): KickReason | undefined {
  if (!session.userEnabled) return 'disabled';
  if (session.age > maxAgeMs) return 'expired';
  if (session.idleFor > SESSION_IDLE_MS) return 'idle';
  return undefined;
}

/** The session a socket's handshake carries, read and checked as a call's is (a live one, or null). */
export function sessionOfSocket(db: Db, hash: string, address: string, maxAgeMs: number): Promise<Ctx | null> {
  return loadSession(db, hash, address, maxAgeMs);
}

async function loadSession(db: Db, hash: string, address: string, maxAgeMs: number): Promise<Ctx | null> {
  const { loaded, memo } = cache.get(hash, () => readSession(db, hash));
  const row = await loaded;
  if (!row) return null;
  const session: SessionRow = row.session;
  const idleFor = Date.now() - session.lastSeenAt.getTime();
  const age = Date.now() - session.createdAt.getTime();
  const ended = endedBy({ idleFor, age, userEnabled: row.user.enabled }, maxAgeMs);
  if (ended) {
    await endSession(db, hash, ended);
    return null;
  }
  if (idleFor > TOUCH_INTERVAL_MS) {
    // The cached read learns of the touch too, so the calls it serves next do not write it again.
    session.lastSeenAt = new Date();
    await db.update(sessions).set({ lastSeenAt: session.lastSeenAt }).where(eq(sessions.idHash, hash));
  }
  // A membership removed or disabled (or an owner disabled) after the session chose it leaves no
  // current owner.
  const ownerUsable = row.owner !== null && row.role !== null && row.owner.enabled && row.memberEnabled === true;
  return {
    db,
    sessionHash: hash,
    address,
    user: row.user,
    owner: ownerUsable ? row.owner : null,
    role: ownerUsable ? row.role : null,
    remember<T>(key: string, read: () => Promise<T>): Promise<T> {
      let value = memo.get(key) as Promise<T> | undefined;
      if (!value) {
        value = read();
        memo.set(key, value);
        value.catch(() => memo.delete(key));
      }
      return value;
    },
  };
}

/**
 * Sweeps sessions idle or older than the limits; they would be refused anyway, this keeps the table
 * small, and the online users of their owners are read again without them.
 */
export async function sweepEndedSessions(db: Db, maxAgeMs = SESSION_MAX_AGE_MS): Promise<void> {
  const now = Date.now();
  const swept = await db
    .delete(sessions)
    .where(
      or(lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)), lt(sessions.createdAt, new Date(now - maxAgeMs))),
    )
    .returning({ ownerId: sessions.ownerId });
  cameOrWent(swept.map((row) => row.ownerId));
}

/**
 * Who may call a route, declared in its `config.auth`:
 * - `session` (the default for every /api route): a live session, else -1;
 * - `owner`: a session working in an owner, else -1 or 5;
 * - `optional`: the session is loaded when there is one (logout);
 * - `none`: nothing is looked up (login, health, docs).
 * The check runs before the body is parsed or validated: a caller without a session hears -1, never
 * field errors, and public calls cost no database round trip.
 */
export type RouteAuth = CallAuth;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

function routeAuth(request: FastifyRequest): RouteAuth {
  if (request.is404) return 'none';
  const declared = request.routeOptions.config.auth;
  if (declared) return declared;
  const url = request.routeOptions.url ?? '';
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? 'session' : 'none';
}

export function registerSessions(app: FastifyInstance, db: Db, maxAgeMs = SESSION_MAX_AGE_MS) {
  app.decorateRequest('ctx', null);
  // Before the answer leaves, so the caller's next call cannot be served what this one changed.
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) cache.forgetAll();
  });
  app.addHook('onRequest', async (request) => {
    const auth = routeAuth(request);
    if (auth === 'none') return;
    const id = request.cookies[SESSION_COOKIE];
    if (id && id.length <= 128) request.ctx = await loadSession(db, hashSessionId(id), request.ip, maxAgeMs);
    if (auth === 'session') requireSession(request);
    if (auth === 'owner') requireOwner(request);
  });
}

export function requireSession(request: FastifyRequest): Ctx {
  if (!request.ctx) throw notLoggedIn();
  return request.ctx;
}

/** A session with a current owner; code 5 otherwise, which makes the client open the owner dialog. */
export function requireOwner(request: FastifyRequest): OwnerCtx {
  const ctx = requireSession(request);
  if (!ctx.owner || !ctx.role) throw noOwner();
  return ctx as OwnerCtx;
}
