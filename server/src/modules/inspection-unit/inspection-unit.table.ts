import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

/** An inspection organisation the owner works with (检验单位). */
export const inspectionUnits = pgTable(
  'inspection_units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    qualification: text('qualification').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    note: text('note').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('inspection_units_owner_name_idx').on(t.ownerId, t.name)],
);

/** An inspector working for a unit; within one owner a person works for one unit at a time. */
export const inspectionUnitPeople = pgTable(
  'inspection_unit_people',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => inspectionUnits.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('inspection_unit_people_owner_user_idx').on(t.ownerId, t.userId),
    index('inspection_unit_people_unit_idx').on(t.unitId),
  ],
);

export type InspectionUnitRow = typeof inspectionUnits.$inferSelect;
