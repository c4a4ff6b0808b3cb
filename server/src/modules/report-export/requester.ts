import { and, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';

/**
 * The caller of a background job as he is now, in the owner he asked in: his rights are read again
 * when the job runs, so a member disabled or removed meanwhile (or a disabled account or owner) gets
 * nothing, as a request of his would not. No session: the job acts for him, it is not one of his calls.
 */
export async function requesterCtx(db: Db, ownerId: number, userId: number): Promise<OwnerCtx | null> {
  const [row] = await db
    .select({ user: users, owner: owners, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(owners, eq(owners.id, memberships.ownerId))
    .where(
      and(
        eq(memberships.ownerId, ownerId),
        eq(memberships.userId, userId),
        eq(memberships.enabled, true),
        eq(users.enabled, true),
        eq(owners.enabled, true),
      ),
    );
  if (!row) return null;
  return {
    db,
    sessionHash: '',
    address: '',
    user: row.user,
    owner: row.owner,
    role: row.role,
    remember: (_key, read) => read(),
  };
}
