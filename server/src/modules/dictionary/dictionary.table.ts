import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

/** A dictionary type (SPEC label "code"), platform-wide. */
export const dictTypes = pgTable('dict_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  ...auditColumns,
});

/**
 * An item of a type (SPEC labels "option" = key and "value"). Items without an owner are the
 * platform's; an owner may add items of its own, which only its users see.
 */
export const dictItems = pgTable(
  'dict_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => dictTypes.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    // One key per type for the platform and per owner; a NULL owner must collide with itself too.
    uniqueIndex('dict_items_type_owner_key_idx').on(t.typeId, sql`coalesce(${t.ownerId}, 0)`, t.key),
    index('dict_items_owner_idx').on(t.ownerId),
  ],
);
