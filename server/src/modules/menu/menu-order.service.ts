import type { MenuOrderBody } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { menuGroups, menuItems } from './menu.table.js';
import { MENU_PAGE } from './menu-admin.service.js';
import { menuChanged } from './menu-changed.js';

/**
 * Refuses an order that names an id the owner does not have (another owner's included: "not found")
 * or that does not list each of the owner's groups and items exactly once, which is what an editor
 * working on a stale copy of the menu would send.
 */
function checkCovers(listed: number[], owned: Set<number>): void {
  if (listed.some((id) => !owned.has(id))) throw notFound();
  if (listed.length !== owned.size || new Set(listed).size !== listed.length) {
    throw fieldError('groups', 'menu.orderIncomplete');
  }
}

/**
 * Saves the order of groups and of the items in each, items possibly moving between groups, in one
 * transaction. Each group or item whose place changed gets its own audit row.
 */
export async function saveMenuOrder(ctx: OwnerCtx, body: MenuOrderBody): Promise<void> {
  await requirePermission(ctx, MENU_PAGE, 'update');
  menuChanged(ctx);
  await ctx.db.transaction(async (tx) => {
    const groups = await tx.select().from(menuGroups).where(eq(menuGroups.ownerId, ctx.owner.id)).for('update');
    const items = await tx.select().from(menuItems).where(eq(menuItems.ownerId, ctx.owner.id)).for('update');
    checkCovers(
      body.groups.map((group) => group.id),
      new Set(groups.map((group) => group.id)),
    );
    checkCovers(
      body.groups.flatMap((group) => group.items),
      new Set(items.map((item) => item.id)),
    );

    const groupById = new Map(groups.map((group) => [group.id, group]));
    const itemById = new Map(items.map((item) => [item.id, item]));
    for (const [groupSort, listed] of body.groups.entries()) {
      const group = groupById.get(listed.id);
      if (group && group.sort !== groupSort) {
        await tx
          .update(menuGroups)
          .set({ sort: groupSort })
          .where(and(eq(menuGroups.ownerId, ctx.owner.id), eq(menuGroups.id, group.id)));
        await recordChange(tx, ctx, {
          entity: 'menu_groups',
          entityId: group.id,
          action: 'update',
          before: { sort: group.sort },
          after: { sort: groupSort },
        });
      }
      for (const [sort, itemId] of listed.items.entries()) {
        const item = itemById.get(itemId);
        if (!item || (item.groupId === listed.id && item.sort === sort)) continue;
        await tx
          .update(menuItems)
          .set({ groupId: listed.id, sort })
          .where(and(eq(menuItems.ownerId, ctx.owner.id), eq(menuItems.id, itemId)));
        await recordChange(tx, ctx, {
          entity: 'menu_items',
          entityId: itemId,
          action: 'update',
          before: { group_id: item.groupId, sort: item.sort },
          after: { group_id: listed.id, sort },
        });
      }
    }
  });
}
