import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { deviceProcesses } from '../device/device.table.js';
import { equipment } from '../equipment/equipment.table.js';

/**
 * The production of one piece of equipment at one process step of its kind (生产信息): planned and
 * actual dates, progress in per cent, a note and photos. It goes with the equipment, and with the
 * step when the step leaves the kind's route.
 */
export const productionSteps = pgTable(
  'production_steps',
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
    plannedStart: date('planned_start'),
    plannedFinish: date('planned_finish'),
    actualStart: date('actual_start'),
    actualFinish: date('actual_finish'),
    progress: integer('progress').notNull().default(0),
    note: text('note').notNull().default(''),
    /** Addresses of the photos (contract `imageUrl`), in order. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('production_steps_equipment_process_idx').on(t.equipmentId, t.processId),
    index('production_steps_process_idx').on(t.processId),
    index('production_steps_owner_idx').on(t.ownerId),
    check('production_steps_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export type ProductionStepRow = typeof productionSteps.$inferSelect;
