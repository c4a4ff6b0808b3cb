import type { OwnerSummary, Role } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { memberships, type OwnerRow, owners } from './owner.table.js';

export interface Membership {
  owner: OwnerRow;
  role: Role;
}

/** The enabled owners a user belongs to, ordinary owners first, then by id. */
export async function membershipsOf(db: Db, userId: number): Promise<Membership[]> {
  const rows = await db
    .select({ owner: owners, role: memberships.role })
    .from(memberships)
    .innerJoin(owners, eq(owners.id, memberships.ownerId))
    .where(and(eq(memberships.userId, userId), eq(owners.enabled, true)))
    .orderBy(asc(owners.isConfig), asc(owners.id));
  return rows;
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
