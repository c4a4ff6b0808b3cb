import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

/**
 * An inspection category of one owner (the configuration owner's are the platform's defaults, which
 * other owners copy, never share). Names and plan symbols are unique per owner: an ITP cell shows
 * the symbol alone.
 */
export const inspectionCategories = pgTable(
  'inspection_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    planSymbol: text('plan_symbol').notNull(),
    actualSymbol: text('actual_symbol').notNull(),
    note: text('note').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('inspection_categories_owner_name_idx').on(t.ownerId, t.name),
    uniqueIndex('inspection_categories_owner_plan_idx').on(t.ownerId, t.planSymbol),
  ],
);

export type InspectionCategoryRow = typeof inspectionCategories.$inferSelect;
