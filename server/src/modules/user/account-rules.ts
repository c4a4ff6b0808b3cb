import { Code } from '@app/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { sessions } from '../../core/session.table.js';
import { type UserRow, users } from '../../core/user.table.js';
import { AppError } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { MessageKey } from '../../platform/messages.js';
import { type Ctx, endSessionsOfUser, noteEnded } from '../../platform/session.js';
import { assertAcceptablePassword, hashPassword } from './password.js';

/** Rules shared by the owners' user tables and the configuration owner's user pages. */

export const illegal = (key: MessageKey) => new AppError(Code.IllegalOperation, key);

/**
 * Whether the account belongs to any owner besides `ownerId`. Such an account is shared: one owner's
 * administrator may not change what the others see of it (name, contact, password).
 */
export async function belongsElsewhere(db: Db, userId: number, ownerId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.ownerId, ownerId)));
  return (row?.n ?? 0) > 0;
}

/** Ends the user's sessions that work in one owner; their sessions elsewhere go on. */
export async function endSessionsInOwner(db: Db, userId: number, ownerId: number): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ownerId, ownerId)))
    .returning({ idHash: sessions.idHash });
  noteEnded(
    ended.map((row) => row.idHash),
    'disabled',
  );
}

/**
 * Sets a password chosen by an administrator (policy checked on `password`), ends every session of
 * the user so the new password is needed at once, and records that it changed.
 */
export async function setPasswordOf(ctx: Ctx, user: UserRow, password: string): Promise<void> {
  assertAcceptablePassword(password, user.username, 'password');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, user.id));
    await endSessionsOfUser(tx, user.id, undefined, 'password');
    await recordChange(tx, ctx, {
      entity: 'users',
      entityId: user.id,
      action: 'update',
      before: { password_hash: user.passwordHash },
      after: { password_hash: passwordHash },
      secret: ['password_hash'],
    });
  });
}
