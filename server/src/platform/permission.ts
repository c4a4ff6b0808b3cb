import { ACTION_TYPES, type ActionType, isPageKey, type PageKey, type PagePermission, type Role } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { rolePermissions } from '../core/permission.table.js';
import { noPermission } from './app-error.js';
import type { Db } from './db.js';
import { preparedOnce } from './prepared.js';
import type { OwnerCtx } from './session.js';

async function grantedActions(db: Db, ownerId: number, role: Role, pageKey: PageKey): Promise<Set<ActionType>> {
  const rows = await db
    .select({ action: rolePermissions.action })
    .from(rolePermissions)
    .where(
      and(eq(rolePermissions.ownerId, ownerId), eq(rolePermissions.role, role), eq(rolePermissions.pageKey, pageKey)),
    );
  return new Set(rows.map((row) => row.action));
}

const HOLDS_ON_ANY = 'holds_action_on_any_page';

/**
 * Whether the role holds `action` on at least one of `pages`: one round trip to the database, on a
 * statement prepared once, whatever the pages (a list read from several screens asked one per page).
 */
export async function holdsOnAnyPage(
  db: Db,
  ownerId: number,
  role: Role,
  pages: readonly PageKey[],
  action: ActionType,
): Promise<boolean> {
  const statement = preparedOnce(db, HOLDS_ON_ANY, () =>
    db
      .select({ one: sql<number>`1` })
      .from(rolePermissions)
      .where(
        and(
          eq(rolePermissions.ownerId, sql.placeholder('owner')),
          eq(rolePermissions.role, sql.placeholder('role')),
          eq(rolePermissions.action, sql.placeholder('action')),
          sql`${rolePermissions.pageKey} = any(${sql.placeholder('pages')})`,
        ),
      )
      .limit(1)
      .prepare(HOLDS_ON_ANY),
  );
  const rows = await statement.execute({ owner: ownerId, role, action, pages: [...pages] });
  return rows.length > 0;
}

/** The seven action types of a page for the caller's role, each on or off (all off for a key of no page). */
export async function pagePermissions(ctx: OwnerCtx, pageKey: string): Promise<PagePermission[]> {
  const granted = isPageKey(pageKey) ? await grantedToCaller(ctx, pageKey) : new Set();
  return ACTION_TYPES.map((type) => ({ type, status: granted.has(type) ? 'on' : 'off' }));
}

/** Page keys whose index permission the role holds in the owner; menus show only these. */
export async function indexablePages(db: Db, ownerId: number, role: Role): Promise<Set<string>> {
  const rows = await db
    .select({ pageKey: rolePermissions.pageKey })
    .from(rolePermissions)
    .where(
      and(eq(rolePermissions.ownerId, ownerId), eq(rolePermissions.role, role), eq(rolePermissions.action, 'index')),
    );
  return new Set(rows.map((row) => row.pageKey));
}

/**
 * The role's actions on the page, asked once and kept with the session's cached read (dropped with it,
 * at the latest SESSION_CACHE_MS later, and whenever any call changes anything): a list read asked for
 * them at every call, a round trip to the database for an answer that almost never changes.
 */
export function grantedToCaller(ctx: OwnerCtx, pageKey: PageKey): Promise<ReadonlySet<ActionType>> {
  return ctx.remember(`grants:${pageKey}`, () => grantedActions(ctx.db, ctx.owner.id, ctx.role, pageKey));
}

/** Whether the caller's role holds `action` on the page: for showing what a screen offers, not for guarding. */
export async function hasPermission(ctx: OwnerCtx, pageKey: PageKey, action: ActionType): Promise<boolean> {
  return (await grantedToCaller(ctx, pageKey)).has(action);
}

/** Server-side check for every call that reads or changes data: code 3 when the action is off. */
export async function requirePermission(ctx: OwnerCtx, pageKey: PageKey, action: ActionType): Promise<void> {
  if (!(await hasPermission(ctx, pageKey, action))) throw noPermission();
}

export async function grant(
  db: Db,
  rows: { ownerId: number; role: Role; pageKey: string; action: ActionType; createdBy: number | null }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(rolePermissions).values(rows).onConflictDoNothing();
}
