import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import type { MenuGroupKey } from '../../platform/module.js';

export const menuGroups = pgTable(
  'menu_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /**
     * Which starting group this is ('workspace', 'admin', 'config'), whatever its title has become:
     * modules add their pages by it. Null for groups the owner made.
     */
    key: text('key').$type<MenuGroupKey>(),
    title: text('title').notNull(),
    icon: text('icon').notNull().default(''),
    action: text('action').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    index('menu_groups_owner_idx').on(t.ownerId),
    // Nulls are distinct, so an owner may make any number of groups of its own.
    uniqueIndex('menu_groups_owner_key_idx').on(t.ownerId, t.key),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => menuGroups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    icon: text('icon').notNull().default(''),
    path: text('path').notNull(),
    /** The route name guarding this item; the item shows only when its index permission is on. */
    pageKey: text('page_key').notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('menu_items_group_idx').on(t.groupId)],
);

/**
 * Pages a module's menu entry has been offered to an owner (`addPageToMenus`): once offered, an owner
 * that removes the item or its grants does not get them back at the next start.
 */
export const menuPageOffers = pgTable(
  'menu_page_offers',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    pageKey: text('page_key').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.pageKey] })],
);
