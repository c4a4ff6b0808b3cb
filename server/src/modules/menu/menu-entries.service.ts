import { ACTION_TYPES, isBuiltPage, ROLES, routeByName, sectionOf } from '@app/contract';
import { and, asc, eq, gt, gte, max, sql } from 'drizzle-orm';
import { owners } from '../../core/owner.table.js';
import type { Db } from '../../platform/db.js';
import type { MenuEntry, MenuGroupKey, SectionGroupKey } from '../../platform/module.js';
import { grant } from '../../platform/permission.js';
import { menuGroups, menuItems, menuPageOffers } from './menu.table.js';

/** Whether a group belongs to the configuration owner's layout; only `config` does. */
const isConfigGroup = (key: MenuGroupKey) => key === 'config';

/** The icon of the group a section opens (MENU_ICONS, so the menu editor saves it unchanged). */
const SECTION_GROUP_ICONS: Record<SectionGroupKey, MenuEntry['icon']> = {
  project: 'ProjectOutlined',
  equipment: 'ToolOutlined',
  custom: 'AppstoreOutlined',
  unitmanager: 'TeamOutlined',
  signin: 'EnvironmentOutlined',
  knowledge: 'ReadOutlined',
  system: 'SettingOutlined',
};

function checkEntry(entry: MenuEntry) {
  const route = routeByName(entry.pageKey);
  if (!route) throw new Error(`menu entry names unknown page ${entry.pageKey}`);
  if (!isBuiltPage(route.name)) throw new Error(`menu entry names page ${entry.pageKey}, which has no screen`);
  if (route.path.includes('/:') && !entry.hidden) throw new Error(`menu entry ${entry.pageKey} needs parameters`);
  if ((route.section === 'config') !== isConfigGroup(entry.groupKey)) {
    throw new Error(`page ${entry.pageKey} is not in the layout of the ${entry.groupKey} group`);
  }
  return route;
}

/**
 * Offers a module's page to every owner of its layout not offered it yet (or only to `ownerId`, an
 * owner just made): the page goes into the owner's group of `groupKey` (found by key, so a renamed
 * group still gets it; a section's group is made when its first page arrives) unless the menu holds
 * it already, the owner's administrator is granted every action on it and the other roles the
 * entry's `grants`, and the offer is recorded; returns how many owners got the item. A hidden entry
 * (a page opened from another screen) gets the grants and the offer, and no menu item. Running again
 * adds nothing, and an item or grant the owner removed is not brought back. Grants alone do not count
 * as having had the page: the template grants the administrator every page of the layout, built or
 * not, long before a module brings its screen.
 */
export async function addPageToMenus(db: Db, entry: MenuEntry, ownerId?: number): Promise<number> {
  const route = checkEntry(entry);
  return db.transaction(async (tx) => {
    const layout = await tx
      .select({ id: owners.id })
      .from(owners)
      .where(
        and(
          eq(owners.isConfig, isConfigGroup(entry.groupKey)),
          ownerId === undefined ? undefined : eq(owners.id, ownerId),
        ),
      )
      .orderBy(asc(owners.id))
      // Two servers starting on one PostgreSQL database must not both add the entry.
      .for('update');
    let added = 0;
    for (const owner of layout) {
      const [offer] = await tx
        .insert(menuPageOffers)
        .values({ ownerId: owner.id, pageKey: route.name })
        .onConflictDoNothing()
        .returning();
      if (!offer) continue;
      if (entry.hidden) {
        await grant(tx, entryGrants(entry, owner.id));
        added++;
        continue;
      }
      if (await menuHolds(tx, owner.id, route.name)) continue;
      const groupId = await groupOf(tx, owner.id, entry.groupKey);
      if (groupId === undefined) continue;
      await tx.insert(menuItems).values({
        ownerId: owner.id,
        groupId,
        title: route.title.zh,
        icon: entry.icon,
        path: route.path,
        pageKey: route.name,
        sort: await makeRoom(tx, groupId, entry.after),
      });
      await grant(tx, entryGrants(entry, owner.id));
      added++;
    }
    return added;
  });
}

/** Every action for the administrator, and what the entry gives each other built-in role. */
function entryGrants(entry: MenuEntry, ownerId: number) {
  return ROLES.flatMap((role) =>
    (role === 'admin' ? ACTION_TYPES : (entry.grants?.[role] ?? [])).map((action) => ({
      ownerId,
      role,
      pageKey: entry.pageKey,
      action,
      createdBy: null,
    })),
  );
}

/**
 * The owner's group of `key`. A starting group the owner deleted stays deleted (undefined: the page
 * is not put anywhere); a section's group is made, titled as the section, just before the
 * administration group (or last), when the first page of the section arrives.
 */
async function groupOf(tx: Db, ownerId: number, key: MenuGroupKey): Promise<number | undefined> {
  const [found] = await tx
    .select({ id: menuGroups.id })
    .from(menuGroups)
    .where(and(eq(menuGroups.ownerId, ownerId), eq(menuGroups.key, key)));
  if (found) return found.id;
  if (key === 'workspace' || key === 'admin' || key === 'config') return undefined;
  const [admin] = await tx
    .select({ sort: menuGroups.sort })
    .from(menuGroups)
    .where(and(eq(menuGroups.ownerId, ownerId), eq(menuGroups.key, 'admin')));
  let sort: number;
  if (admin) {
    await tx
      .update(menuGroups)
      .set({ sort: sql`${menuGroups.sort} + 1` })
      .where(and(eq(menuGroups.ownerId, ownerId), gte(menuGroups.sort, admin.sort)));
    sort = admin.sort;
  } else {
    const [last] = await tx
      .select({ sort: max(menuGroups.sort) })
      .from(menuGroups)
      .where(eq(menuGroups.ownerId, ownerId));
    sort = (last?.sort ?? -1) + 1;
  }
  const icon = SECTION_GROUP_ICONS[key];
  const [made] = await tx
    .insert(menuGroups)
    .values({ ownerId, key, title: sectionOf(key).title.zh, icon, action: icon, sort })
    .returning({ id: menuGroups.id });
  return made?.id;
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
