import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.js';
import { owners } from '../owner/owner.table.js';

export const menuGroups = pgTable(
  'menu_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    icon: text('icon').notNull().default(''),
    action: text('action').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('menu_groups_owner_idx').on(t.ownerId)],
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
