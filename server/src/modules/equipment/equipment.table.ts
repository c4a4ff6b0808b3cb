import type { EquipmentStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../../core/organization.table.js';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { deviceKinds, deviceProcesses } from '../device/device.table.js';
import { inspectionCategories } from '../inspection-category/inspection-category.table.js';
import { inspectionUnits } from '../inspection-unit/inspection-unit.table.js';
import { projects } from '../project/project.table.js';

/**
 * A piece of equipment made for a project (设备). The project and the device kind are kept while
 * equipment refers to them: their keys take no action, so deleting either is refused (checked at the
 * end of the statement, so that deleting the owner still removes all three). A factory or an
 * inspection unit that goes leaves the equipment without one.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'no action' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => deviceKinds.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    eNumber: text('e_number').notNull(),
    batch: text('batch').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    factoryId: integer('factory_id').references(() => organizations.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => inspectionUnits.id, { onDelete: 'set null' }),
    plannedDelivery: date('planned_delivery'),
    status: text('status').$type<EquipmentStatus>().notNull().default('pending'),
    note: text('note').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('equipment_project_number_idx').on(t.projectId, t.eNumber),
    // Lists sort text by pinyin (list-query.ts), so the default order's index is in that collation.
    index('equipment_owner_number_pinyin_idx').on(t.ownerId, sql`${t.eNumber} collate pinyin`, t.id),
    index('equipment_owner_updated_idx').on(t.ownerId, t.updateAt),
    index('equipment_device_idx').on(t.deviceId),
  ],
);

/** An inspector (a member with the staff role, working on the project) assigned to a piece of equipment. */
export const equipmentInspectors = pgTable(
  'equipment_inspectors',
  {
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    // A copy of the equipment's number and project, kept by the database (migration 0050): triggers
    // fill it when an assignment is written and follow the equipment when either changes. An
    // inspector's first page walks his own assignments in the list's default order (below), where it
    // walked the owner's equipment and looked up an assignment for each piece of his projects.
    eNumber: text('e_number').notNull().default(''),
    projectId: integer('project_id'),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ columns: [t.equipmentId, t.userId] }),
    // Ends with the project, so his projects are checked in the index.
    index('equipment_inspectors_user_number_idx').on(
      t.ownerId,
      t.userId,
      sql`${t.eNumber} collate pinyin`,
      t.equipmentId,
      t.projectId,
    ),
  ],
);

/**
 * An inspection point of an equipment's ITP (检验点): a category at a process step of its kind, with
 * the symbol the plan shows. `actual_symbol` and `actual_date` record the point done: set when a
 * report of the point is approved (report/report-review.ts). A step removed from the kind's route takes its points along; a category with points is kept.
 */
export const equipmentPoints = pgTable(
  'equipment_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    processId: integer('process_id')
      .notNull()
      .references(() => deviceProcesses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => inspectionCategories.id, { onDelete: 'no action' }),
    planSymbol: text('plan_symbol').notNull(),
    /** When the inspection plan (`/project/plan`) expects the point done. */
    plannedDate: date('planned_date', { mode: 'string' }),
    actualSymbol: text('actual_symbol'),
    actualDate: date('actual_date'),
    /**
     * A witness point the client was told of and did not attend: when he was notified, by whom, and
     * what was said. It stands in for the witness record at the release gate.
     */
    noticeAt: timestamp('notice_at', { withTimezone: true }),
    noticeBy: integer('notice_by').references(() => users.id, { onDelete: 'set null' }),
    noticeNote: text('notice_note').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('equipment_points_point_idx').on(t.equipmentId, t.processId, t.categoryId),
    index('equipment_points_process_idx').on(t.processId),
    index('equipment_points_category_idx').on(t.categoryId),
    // The plan and the completion views read an owner's points by planned date (overdue first).
    index('equipment_points_owner_planned_idx').on(t.ownerId, t.plannedDate),
  ],
);

export type EquipmentRecord = typeof equipment.$inferSelect;
