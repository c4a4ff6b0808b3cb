import { ACTION_TYPES, type ActionType, PUSH } from '@app/contract';
import { and, eq, or } from 'drizzle-orm';
import { rolePermissions } from '../../core/permission.table.js';
import type { Db } from '../../platform/db.js';
import { grant } from '../../platform/permission.js';
import { pushToRole } from '../../platform/pushes.js';

/** Granted actions grouped by page key (or by role): absent means nothing granted. */
export type ActionsBy = Map<string, ActionType[]>;

/** The actions of a set, in the order of ACTION_TYPES, so lists compare and read the same everywhere. */
export const inActionOrder = (actions: Iterable<ActionType>): ActionType[] => {
  const set = new Set(actions);
  return ACTION_TYPES.filter((action) => set.has(action));
};

function group(rows: { by: string; action: ActionType }[]): ActionsBy {
  const sets = new Map<string, Set<ActionType>>();
  for (const row of rows) sets.set(row.by, (sets.get(row.by) ?? new Set()).add(row.action));
  return new Map([...sets].map(([by, actions]) => [by, inActionOrder(actions)]));
}

/** Merges repeated entries of a request and drops empty ones: what will be stored. */
export function wanted(entries: { by: string; actions: readonly ActionType[] }[]): ActionsBy {
  return group(entries.flatMap((entry) => entry.actions.map((action) => ({ by: entry.by, action }))));
}

export async function actionsByPage(db: Db, ownerId: number, role: string): Promise<ActionsBy> {
  const rows = await db
    .select({ by: rolePermissions.pageKey, action: rolePermissions.action })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.ownerId, ownerId), eq(rolePermissions.role, role)));
  return group(rows);
}

export async function actionsByRole(db: Db, ownerId: number, pageKey: string): Promise<ActionsBy> {
  const rows = await db
    .select({ by: rolePermissions.role, action: rolePermissions.action })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.ownerId, ownerId), eq(rolePermissions.pageKey, pageKey)));
  return group(rows);
}

/** For the audit log: one field per page (or role), so the entry shows only what changed. */
export const auditRecord = (actions: ActionsBy): Record<string, ActionType[]> => Object.fromEntries(actions);

export function sameActions(a: ActionsBy, b: ActionsBy): boolean {
  return a.size === b.size && [...a].every(([key, actions]) => b.get(key)?.join() === actions.join());
}

/** One granted pair of a role: the action on the page. */
export interface Grant {
  role: string;
  pageKey: string;
  action: ActionType;
}

export const grantsOfRole = (role: string, byPage: ActionsBy): Grant[] =>
  [...byPage].flatMap(([pageKey, actions]) => actions.map((action) => ({ role, pageKey, action })));

export const grantsOfPage = (pageKey: string, byRole: ActionsBy): Grant[] =>
  [...byRole].flatMap(([role, actions]) => actions.map((action) => ({ role, pageKey, action })));

const grantKey = (g: Grant) => JSON.stringify([g.role, g.pageKey, g.action]);

/**
 * Moves the owner's grants from `before` to `after`, touching only the pairs that differ, so
 * unchanged grants keep who made them and when.
 */
export async function applyGrants(
  db: Db,
  input: { ownerId: number; userId: number; before: Grant[]; after: Grant[] },
): Promise<void> {
  const had = new Set(input.before.map(grantKey));
  const keeps = new Set(input.after.map(grantKey));
  const removed = input.before.filter((g) => !keeps.has(grantKey(g)));
  const added = input.after.filter((g) => !had.has(grantKey(g)));
  if (removed.length > 0) {
    await db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.ownerId, input.ownerId),
          or(
            ...removed.map((g) =>
              and(
                eq(rolePermissions.role, g.role),
                eq(rolePermissions.pageKey, g.pageKey),
                eq(rolePermissions.action, g.action),
              ),
            ),
          ),
        ),
      );
  }
  await grant(
    db,
    added.map((g) => ({ ...g, ownerId: input.ownerId, createdBy: input.userId })),
  );
  // The members of each role whose grants moved read their menu and page permissions again.
  for (const role of new Set([...removed, ...added].map((g) => g.role))) pushToRole(PUSH.access, input.ownerId, role);
}
