import type { ChangedOwner, OwnerSummary, Role } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { type OwnerRow, owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { notFound } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { type Ctx, setSessionOwner } from '../../platform/session.js';

export interface Membership {
  owner: OwnerRow;
  role: Role;
}

/** The enabled owners a user belongs to with an enabled membership, ordinary owners first, then by id. */
export async function membershipsOf(db: Db, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({ owner: owners, role: memberships.role })
    .from(memberships)
    .innerJoin(owners, eq(owners.id, memberships.ownerId))
    .where(and(eq(memberships.userId, userId), eq(memberships.enabled, true), eq(owners.enabled, true)))
    .orderBy(asc(owners.isConfig), asc(owners.id));
  return rows;
}

/** Any owner by its key, enabled or not; null when no owner has it. */
export async function findOwnerByKey(db: Db, key: string): Promise<OwnerRow | null> {
  const [owner] = await db.select().from(owners).where(eq(owners.key, key)).limit(1);
  return owner ?? null;
}

/** Where a new session starts: the owner used last if still a member, else the first membership. */
export function startingMembership(list: Membership[], lastOwnerId: number | null): Membership | null {
  return list.find((m) => m.owner.id === lastOwnerId) ?? list[0] ?? null;
}

export function toOwnerSummary(owner: OwnerRow, currentId: number | null): OwnerSummary {
  return {
    key: owner.key,
    name: owner.name,
    logo: owner.logo,
    selected: owner.id === currentId,
    isConfig: owner.isConfig,
  };
}

/** The owners the caller may switch between; `selected` marks the session's current one. */
export async function ownerList(ctx: Ctx): Promise<OwnerSummary[]> {
  const list = await membershipsOf(ctx.db, ctx.user.id);
  return list.map((m) => toOwnerSummary(m.owner, ctx.owner?.id ?? null));
}

/**
 * Moves the session to another owner the user belongs to; role, menu and permissions follow on the
 * next call. An owner the user does not belong to answers "not found", so other tenants stay unseen.
 */
export async function changeOwner(ctx: Ctx, key: string): Promise<ChangedOwner> {
  const target = (await membershipsOf(ctx.db, ctx.user.id)).find((m) => m.owner.key === key);
  if (!target) throw notFound();
  await setSessionOwner(ctx.db, ctx.sessionHash, target.owner.id);
  await ctx.db.update(users).set({ lastOwnerId: target.owner.id }).where(eq(users.id, ctx.user.id));
  return { key: target.owner.key, name: target.owner.name, logo: target.owner.logo };
}
