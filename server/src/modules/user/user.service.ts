import {
  type ChangePasswordBody,
  CONFIG_OWNER_KEY,
  Code,
  type LoginBody,
  type ProfileBody,
  type SessionInfo,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { type UserRow, users } from '../../core/user.table.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { recordChange, recordLogin } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { type Ctx, createSession, endSessionsOfUser } from '../../platform/session.js';
import { type Membership, membershipsOf, startingMembership, toOwnerSummary } from '../owner/public.js';
import type { LoginLimiters } from './login-limiters.js';
import { assertAcceptablePassword, burnVerification, hashPassword, verifyPassword } from './password.js';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return user;
}

const toMinutes = (ms: number) => Math.ceil(ms / 60_000);

export interface LoginMeta {
  address: string;
  userAgent: string;
}

export async function login(
  db: Db,
  limiters: LoginLimiters,
  body: LoginBody,
  meta: LoginMeta,
): Promise<{ sessionId: string; info: SessionInfo }> {
  const accountKey = body.username.toLowerCase();
  const attempt = { username: body.username, address: meta.address, userAgent: meta.userAgent };
  const wait = await limiters.admit(accountKey, meta.address);
  if (wait > 0) {
    await recordLogin(db, { ...attempt, userId: null, reason: 'throttled' });
    throw new AppError(Code.Warning, 'login.throttled', { params: { minutes: toMinutes(wait) } });
  }
  const user = await findUserByUsername(db, body.username);
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, body.password);
  else await burnVerification(body.password);
  // A wrong password needs no counting here: admit counted every attempt as a failure already.
  if (!user || !valid) {
    await recordLogin(db, { ...attempt, userId: user?.id ?? null, reason: 'wrong' });
    throw new AppError(Code.Warning, 'login.failed');
  }
  limiters.passed(accountKey, meta.address);
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.enabled) {
    await recordLogin(db, { ...attempt, userId: user.id, reason: 'disabled' });
    throw new AppError(Code.Warning, 'login.disabled');
  }
  await recordLogin(db, { ...attempt, userId: user.id, reason: 'ok' });

  const list = await membershipsOf(db, user.id);
  const start = startingMembership(list, user.lastOwnerId);
  // One live session per user: this login ends any other.
  await endSessionsOfUser(db, user.id, undefined, 'elsewhere');
  const sessionId = await createSession(db, { userId: user.id, ownerId: start?.owner.id ?? null, ...meta });
  const info = await buildSessionInfo(db, user, start?.owner.id ?? null, list);
  return { sessionId, info };
}

/** `known` saves the memberships query when the caller has just read them (login). */
export async function buildSessionInfo(
  db: Db,
  user: UserRow,
  ownerId: number | null,
  known?: Membership[],
): Promise<SessionInfo> {
  const list = known ?? (await membershipsOf(db, user.id));
  const current = list.find((m) => m.owner.id === ownerId) ?? null;
  return {
    user: {
      id: user.id,
      username: user.username,
      name: user.name,
      avatarUrl: user.avatarUrl,
      phone: user.phone,
      email: user.email,
      language: user.language,
      loginStatus: true,
      role: current?.role ?? null,
    },
    owners: list.map((m) => toOwnerSummary(m.owner, ownerId)),
    owner: current ? toOwnerSummary(current.owner, ownerId) : null,
    configKey: CONFIG_OWNER_KEY,
  };
}

/** Every page load asks for this: the memberships are read once and kept with the cached session. */
export const sessionInfo = async (ctx: Ctx) =>
  buildSessionInfo(
    ctx.db,
    ctx.user,
    ctx.owner?.id ?? null,
    await ctx.remember('memberships', () => membershipsOf(ctx.db, ctx.user.id)),
  );

/**
 * Changes the caller's password; on success every session of the user ends, this one included. The
 * old password is guarded like a login (a stolen session must not become a way to guess it).
 */
export async function changePassword(ctx: Ctx, limiters: LoginLimiters, body: ChangePasswordBody): Promise<void> {
  const accountKey = ctx.user.username.toLowerCase();
  const wait = await limiters.admit(accountKey, ctx.address);
  if (wait > 0) throw new AppError(Code.Warning, 'password.throttled', { params: { minutes: toMinutes(wait) } });
  if (!(await verifyPassword(ctx.user.passwordHash, body.oldPassword))) {
    throw fieldError('oldPassword', 'validation.oldPasswordWrong');
  }
  limiters.passed(accountKey, ctx.address);
  assertAcceptablePassword(body.newPassword, ctx.user.username);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, ctx.user.id));
    // Every tab of the session hears why; the one that changed it signs out after its 3 s notice.
    await endSessionsOfUser(tx, ctx.user.id, undefined, 'password');
    await recordChange(tx, ctx, {
      entity: 'users',
      entityId: ctx.user.id,
      action: 'update',
      before: { password_hash: ctx.user.passwordHash },
      after: { password_hash: passwordHash },
      secret: ['password_hash'],
    });
  });
}

/** Saves the caller's own name, phone, e-mail and language, and records what changed. */
export async function updateProfile(ctx: Ctx, body: ProfileBody): Promise<SessionInfo> {
  const before = {
    name: ctx.user.name,
    phone: ctx.user.phone,
    email: ctx.user.email,
    language: ctx.user.language,
    ...(body.avatarUrl === undefined ? {} : { avatarUrl: ctx.user.avatarUrl }),
  };
  const [updated] = await ctx.db.transaction(async (tx) => {
    const rows = await tx.update(users).set(body).where(eq(users.id, ctx.user.id)).returning();
    await recordChange(tx, ctx, { entity: 'users', entityId: ctx.user.id, action: 'update', before, after: body });
    return rows;
  });
  if (!updated) throw new Error('profile update returned nothing');
  return buildSessionInfo(ctx.db, updated, ctx.owner?.id ?? null);
}
