import type { Assignee } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import type { Db } from '../../platform/db.js';
import { projectForReview } from '../project/public.js';

/** The enabled members of an owner among `ids`, in the order given. */
export async function enabledMembers(db: Db, ownerId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.ownerId, ownerId),
        inArray(memberships.userId, [...ids]),
        eq(memberships.enabled, true),
        eq(users.enabled, true),
      ),
    );
  const enabled = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => enabled.has(id));
}

/** The enabled members holding `role` in the owner, by name. */
export async function roleHolders(db: Db, ownerId: number, role: string): Promise<number[]> {
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.ownerId, ownerId),
        eq(memberships.role, role),
        eq(memberships.enabled, true),
        eq(users.enabled, true),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => row.id);
}

export interface Whose {
  ownerId: number;
  projectId: number | null;
}

/**
 * The members a node's assignees name for this form. The submitter's organisation leader is not in
 * the data yet (an organisation names its principal as text, not as an account), so it names nobody
 * and the node's empty-approver rule decides.
 */
export async function resolveAssignees(db: Db, whose: Whose, assignees: readonly Assignee[]): Promise<number[]> {
  const ids: number[] = [];
  const project = whose.projectId === null ? null : await projectForReview(db, whose.ownerId, whose.projectId);
  for (const assignee of assignees) {
    if (assignee.kind === 'user') ids.push(assignee.user_id);
    else if (assignee.kind === 'role') ids.push(...(await roleHolders(db, whose.ownerId, assignee.role)));
    else if (assignee.kind === 'projectManager') ids.push(...(project?.managerIds ?? []));
    else if (assignee.kind === 'projectSupervisor' && project?.supervisor) ids.push(project.supervisor);
    else if (assignee.kind === 'projectChiefSupervisor' && project?.chief) ids.push(project.chief);
  }
  return enabledMembers(db, whose.ownerId, ids);
}

/** The display names of users by id. */
export async function namesOf(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
