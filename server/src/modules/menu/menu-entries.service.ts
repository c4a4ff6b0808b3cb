import { ACTION_TYPES, isBuiltPage, routeByName } from '@app/contract';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { MenuEntry, MenuGroupKey } from '../../platform/module.js';
import { grant } from '../permission/permission.service.js';
import { menuGroups, menuItems, menuPageOffers } from './menu.table.js';

/** Whether a starting group belongs to the configuration owner's layout or to an ordinary owner's. */
const CONFIG_GROUP: Record<MenuGroupKey, boolean> = { workspace: false, admin: false, config: true };

/**
 * Offers a module's page to every owner not offered it yet: the page goes into the owner's group of
 * `groupKey` (found by key, so a renamed group still gets it) unless the menu holds it already, the
 * owner's administrator is granted every action on it, and the offer is recorded; returns how many
 * owners got the item. Running again adds nothing, and an item or grant the owner removed is not
 * brought back. Grants alone do not count as having had the page: the template grants the
 * administrator every page of the layout, built or not, long before a module brings its screen.
 */
export async function addPageToMenus(db: Db, entry: MenuEntry): Promise<number> {
  const route = routeByName(entry.pageKey);
  if (!route) throw new Error(`menu entry names unknown page ${entry.pageKey}`);
  if (!isBuiltPage(route.name)) throw new Error(`menu entry names page ${entry.pageKey}, which has no screen`);
  if (route.path.includes('/:')) throw new Error(`menu entry ${entry.pageKey} needs parameters`);
  if ((route.section === 'config') !== CONFIG_GROUP[entry.groupKey]) {
    throw new Error(`page ${entry.pageKey} is not in the layout of the ${entry.groupKey} group`);
  }
  return db.transaction(async (tx) => {
    const groups = await tx
      .select({ id: menuGroups.id, ownerId: menuGroups.ownerId })
      .from(menuGroups)
      .where(eq(menuGroups.key, entry.groupKey))
      .orderBy(asc(menuGroups.ownerId))
      // Two servers starting on one PostgreSQL database must not both add the entry.
      .for('update');
    let added = 0;
    for (const group of groups) {
      const [offer] = await tx
        .insert(menuPageOffers)
        .values({ ownerId: group.ownerId, pageKey: route.name })
        .onConflictDoNothing()
        .returning();
      if (!offer || (await menuHolds(tx, group.ownerId, route.name))) continue;
      await tx.insert(menuItems).values({
        ownerId: group.ownerId,
        groupId: group.id,
        title: route.title.zh,
        icon: entry.icon,
        path: route.path,
        pageKey: route.name,
        sort: await makeRoom(tx, group.id, entry.after),
      });
      await grant(
        tx,
        ACTION_TYPES.map((action) => ({
          ownerId: group.ownerId,
          role: 'admin',
          pageKey: route.name,
          action,
          createdBy: null,
        })),
      );
      added++;
    }
    return added;
  });
}

async function menuHolds(tx: Db, ownerId: number, pageKey: string): Promise<boolean> {
  const [item] = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.ownerId, ownerId), eq(menuItems.pageKey, pageKey)))
    .limit(1);
  return item !== undefined;
}

/** The sort of a new item right after `after` (moving the later items down one), else at the group's end. */
async function makeRoom(tx: Db, groupId: number, after: string | undefined): Promise<number> {
  const [anchor] = after
    ? await tx
        .select({ sort: menuItems.sort })
        .from(menuItems)
        .where(and(eq(menuItems.groupId, groupId), eq(menuItems.pageKey, after)))
    : [];
  if (anchor) {
    await tx
      .update(menuItems)
      .set({ sort: sql`${menuItems.sort} + 1` })
      .where(and(eq(menuItems.groupId, groupId), gt(menuItems.sort, anchor.sort)));
    return anchor.sort + 1;
  }
  const [last] = await tx
    .select({ sort: max(menuItems.sort) })
    .from(menuItems)
    .where(eq(menuItems.groupId, groupId));
  return (last?.sort ?? -1) + 1;
}
