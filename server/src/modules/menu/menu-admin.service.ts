import {
  Code,
  isBuiltPage,
  layoutRoutes,
  type MenuEntryGroup,
  type MenuEntryItem,
  type MenuGroupBody,
  type MenuItemBody,
  type MenuTree,
  type PageKey,
  type RouteDef,
} from '@app/contract';
import { and, count, eq, max, ne } from 'drizzle-orm';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { ownerMenuRows } from './menu.service.js';
import { menuGroups, menuItems } from './menu.table.js';
import { menuChanged } from './menu-changed.js';

/** The page key guarding the menu editor; reordering counts as `update`. */
export const MENU_PAGE: PageKey = 'control-menu';

type GroupRow = typeof menuGroups.$inferSelect;
type ItemRow = typeof menuItems.$inferSelect;

const toItem = (row: ItemRow): MenuEntryItem => ({
  id: row.id,
  group_id: row.groupId,
  title: row.title,
  icon: row.icon,
  path: row.path,
  page_key: row.pageKey,
});
const toGroup = (row: GroupRow, items: ItemRow[]): MenuEntryGroup => ({
  id: row.id,
  title: row.title,
  icon: row.icon,
  items: items.filter((item) => item.groupId === row.id).map(toItem),
});
const groupFields = (row: GroupRow) => ({ title: row.title, icon: row.icon });
const itemFields = (row: ItemRow) => ({
  group_id: row.groupId,
  title: row.title,
  icon: row.icon,
  page_key: row.pageKey,
});

/** The whole menu of the owner in order, whatever each role may see of it. */
export async function menuTree(ctx: OwnerCtx): Promise<MenuTree> {
  await requirePermission(ctx, MENU_PAGE, 'index');
  const [groups, items] = await ownerMenuRows(ctx.db, ctx.owner.id);
  return { groups: groups.map((group) => toGroup(group, items)) };
}

const ownGroup = (ctx: OwnerCtx, id: number) => and(eq(menuGroups.ownerId, ctx.owner.id), eq(menuGroups.id, id));
const ownItem = (ctx: OwnerCtx, id: number) => and(eq(menuItems.ownerId, ctx.owner.id), eq(menuItems.id, id));

async function groupWithItems(db: Db, group: GroupRow): Promise<MenuEntryGroup> {
  const items = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.groupId, group.id))
    .orderBy(menuItems.sort, menuItems.id);
  return toGroup(group, items);
}

export async function createGroup(ctx: OwnerCtx, body: MenuGroupBody): Promise<MenuEntryGroup> {
  await requirePermission(ctx, MENU_PAGE, 'create');
  menuChanged(ctx);
  return ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(menuGroups.sort) })
      .from(menuGroups)
      .where(eq(menuGroups.ownerId, ctx.owner.id));
    const [row] = await tx
      .insert(menuGroups)
      .values({
        ownerId: ctx.owner.id,
        title: body.title,
        icon: body.icon,
        // The old client read a group's icon class from `action`; the two stay equal.
        action: body.icon,
        sort: (last?.sort ?? -1) + 1,
        createdBy: ctx.user.id,
      })
      .returning();
    if (!row) throw new Error('menu group insert returned nothing');
    await recordChange(tx, ctx, { entity: 'menu_groups', entityId: row.id, action: 'create', after: groupFields(row) });
    return toGroup(row, []);
  });
}

export async function updateGroup(ctx: OwnerCtx, id: number, body: MenuGroupBody): Promise<MenuEntryGroup> {
  await requirePermission(ctx, MENU_PAGE, 'update');
  menuChanged(ctx);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(menuGroups).where(ownGroup(ctx, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(menuGroups)
      .set({ title: body.title, icon: body.icon, action: body.icon })
      .where(ownGroup(ctx, id))
      .returning();
    if (!after) throw notFound();
    await recordChange(tx, ctx, {
      entity: 'menu_groups',
      entityId: id,
      action: 'update',
      before: groupFields(before),
      after: groupFields(after),
    });
    return groupWithItems(tx, after);
  });
}

/**
 * A group that still holds items is not deleted: the cascade would silently take every entry with
 * it, so the administrator moves or deletes them first, each change on its own in the audit log.
 */
export async function deleteGroup(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, MENU_PAGE, 'delete');
  menuChanged(ctx);
  await ctx.db.transaction(async (tx) => {
    const [group] = await tx.select().from(menuGroups).where(ownGroup(ctx, id)).for('update');
    if (!group) throw notFound();
    const [held] = await tx.select({ n: count() }).from(menuItems).where(eq(menuItems.groupId, id));
    if ((held?.n ?? 0) > 0) {
      throw new AppError(Code.IllegalOperation, 'menu.groupNotEmpty', { params: { count: held?.n ?? 0 } });
    }
    await tx.delete(menuGroups).where(ownGroup(ctx, id));
    await recordChange(tx, ctx, { entity: 'menu_groups', entityId: id, action: 'delete', before: groupFields(group) });
  });
}

/**
 * A menu entry links a page of the owner's layout by its registry path, which needs no parameters,
 * and the page has a screen (BUILT_PAGES): the editor offers no page that would open "not found".
 * `kept` is the page the item already links: an entry made before the editor offered only built
 * pages keeps working, and may still be renamed or moved with its page.
 */
function menuPage(ctx: OwnerCtx, pageKey: string, kept?: string): RouteDef {
  const route = layoutRoutes(ctx.owner.isConfig).find((r) => r.name === pageKey);
  if (!route) throw fieldError('page_key', 'menu.pageNotInLayout');
  if (route.path.includes('/:')) throw fieldError('page_key', 'menu.pageHasParams');
  if (!isBuiltPage(route.name) && route.name !== kept) throw fieldError('page_key', 'menu.pageNotBuilt');
  return route;
}

/** Locks the target group against deletion until the item is written; another owner's is "not found". */
async function lockGroup(tx: Db, ctx: OwnerCtx, groupId: number): Promise<void> {
  const [group] = await tx.select({ id: menuGroups.id }).from(menuGroups).where(ownGroup(ctx, groupId)).for('share');
  if (!group) throw notFound();
}

/** One page appears once in the menu: the side menu and quick links key entries by their path. */
async function refuseDuplicatePage(tx: Db, ctx: OwnerCtx, pageKey: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.ownerId, ctx.owner.id),
        eq(menuItems.pageKey, pageKey),
        exceptId === undefined ? undefined : ne(menuItems.id, exceptId),
      ),
    )
    .limit(1);
  if (other) throw fieldError('page_key', 'menu.pageInMenu');
}

async function nextItemSort(tx: Db, groupId: number): Promise<number> {
  const [last] = await tx
    .select({ sort: max(menuItems.sort) })
    .from(menuItems)
    .where(eq(menuItems.groupId, groupId));
  return (last?.sort ?? -1) + 1;
}

/** Items are added at the end of their group; an empty title stands for the page's own title. */
export async function createItem(ctx: OwnerCtx, body: MenuItemBody): Promise<MenuEntryItem> {
  await requirePermission(ctx, MENU_PAGE, 'create');
  menuChanged(ctx);
  const route = menuPage(ctx, body.page_key);
  return ctx.db.transaction(async (tx) => {
    await lockGroup(tx, ctx, body.group_id);
    await refuseDuplicatePage(tx, ctx, route.name);
    const [row] = await tx
      .insert(menuItems)
      .values({
        ownerId: ctx.owner.id,
        groupId: body.group_id,
        title: body.title || route.title.zh,
        icon: body.icon,
        path: route.path,
        pageKey: route.name,
        sort: await nextItemSort(tx, body.group_id),
        createdBy: ctx.user.id,
      })
      .returning();
    if (!row) throw new Error('menu item insert returned nothing');
    await recordChange(tx, ctx, { entity: 'menu_items', entityId: row.id, action: 'create', after: itemFields(row) });
    return toItem(row);
  });
}

/** Moving an item to another group puts it at that group's end. */
export async function updateItem(ctx: OwnerCtx, id: number, body: MenuItemBody): Promise<MenuEntryItem> {
  await requirePermission(ctx, MENU_PAGE, 'update');
  menuChanged(ctx);
  const { group_id: groupId } = body;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(menuItems).where(ownItem(ctx, id)).for('update');
    if (!before) throw notFound();
    const route = menuPage(ctx, body.page_key, before.pageKey);
    const moved = before.groupId !== groupId;
    if (moved) await lockGroup(tx, ctx, groupId);
    await refuseDuplicatePage(tx, ctx, route.name, id);
    const [after] = await tx
      .update(menuItems)
      .set({
        groupId,
        title: body.title || route.title.zh,
        icon: body.icon,
        path: route.path,
        pageKey: route.name,
        ...(moved ? { sort: await nextItemSort(tx, groupId) } : {}),
      })
      .where(ownItem(ctx, id))
      .returning();
    if (!after) throw notFound();
    await recordChange(tx, ctx, {
      entity: 'menu_items',
      entityId: id,
      action: 'update',
      before: itemFields(before),
      after: itemFields(after),
    });
    return toItem(after);
  });
}

export async function deleteItem(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, MENU_PAGE, 'delete');
  menuChanged(ctx);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(menuItems).where(ownItem(ctx, id)).returning();
    if (!gone) throw notFound();
    await recordChange(tx, ctx, { entity: 'menu_items', entityId: id, action: 'delete', before: itemFields(gone) });
  });
}
