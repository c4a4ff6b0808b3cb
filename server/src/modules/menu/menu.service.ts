import { type MenuData, routeByName } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { OwnerTemplate } from '../../platform/module.js';
import { grant, indexablePages } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { seedBuiltinRoles } from '../role/public.js';
import { menuGroups, menuItems, menuPageOffers } from './menu.table.js';
import { CONFIG_MENU, ORDINARY_MENU, templateGrants } from './menu.template.js';
import { addPageToMenus } from './menu-entries.service.js';

/** Every group and every item of the owner, each in menu order. */
export function ownerMenuRows(db: Db, ownerId: number) {
  return Promise.all([
    db
      .select()
      .from(menuGroups)
      .where(eq(menuGroups.ownerId, ownerId))
      .orderBy(asc(menuGroups.sort), asc(menuGroups.id)),
    db.select().from(menuItems).where(eq(menuItems.ownerId, ownerId)).orderBy(asc(menuItems.sort), asc(menuItems.id)),
  ]);
}

/** The owner's menu for the caller's role: items whose page index is off are left out, then empty groups. */
export async function menuFor(ctx: OwnerCtx): Promise<MenuData> {
  const [[groups, items], visible] = await Promise.all([
    ownerMenuRows(ctx.db, ctx.owner.id),
    indexablePages(ctx.db, ctx.owner.id, ctx.role),
  ]);
  const datamenu = groups
    .map((group) => ({
      title: group.title,
      icon: group.icon,
      action: group.action,
      items: items
        .filter((item) => item.groupId === group.id && visible.has(item.pageKey))
        .map((item) => ({ title: item.title, icon: item.icon, fontend_path: item.path })),
    }))
    .filter((group) => group.items.length > 0);
  return { datamenu, assignments: [ctx.role] };
}

/**
 * Gives a new owner its starting menus and role permissions: the template's, then the pages modules
 * offer, as every existing owner got them at start-up, and the modules' starting data (`ownerTemplate`,
 * OWNER_TEMPLATE of modules/index.ts).
 */
export async function seedOwnerTemplate(
  db: Db,
  ownerId: number,
  isConfig: boolean,
  createdBy: number | null,
  ownerTemplate: OwnerTemplate,
) {
  await seedBuiltinRoles(db, ownerId, createdBy);
  const template = isConfig ? CONFIG_MENU : ORDINARY_MENU;
  for (const [groupIndex, group] of template.entries()) {
    const [row] = await db
      .insert(menuGroups)
      .values({
        ownerId,
        key: group.key,
        title: group.title,
        icon: group.icon,
        action: group.icon,
        sort: groupIndex,
        createdBy,
      })
      .returning({ id: menuGroups.id });
    if (!row) throw new Error('menu group insert returned nothing');
    const items = group.items.map((item, itemIndex) => {
      const route = routeByName(item.route);
      if (!route) throw new Error(`menu template names unknown route ${item.route}`);
      return {
        ownerId,
        groupId: row.id,
        title: route.title.zh,
        icon: item.icon,
        path: route.path,
        pageKey: route.name,
        sort: itemIndex,
        createdBy,
      };
    });
    await db.insert(menuItems).values(items);
    // A new owner starts with every page of the template: module entries of those pages are offered.
    await db
      .insert(menuPageOffers)
      .values(items.map((item) => ({ ownerId, pageKey: item.pageKey })))
      .onConflictDoNothing();
  }
  await grant(
    db,
    templateGrants(isConfig).map((g) => ({ ...g, ownerId, createdBy })),
  );
  for (const entry of ownerTemplate.menuEntries) await addPageToMenus(db, entry, ownerId);
  for (const seed of ownerTemplate.seeders) await seed(db, { id: ownerId, isConfig });
}
