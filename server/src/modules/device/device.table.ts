import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

/** A kind of equipment in the owner's catalogue (装置): 水轮机, 主变压器, GIS… */
export const deviceKinds = pgTable(
  'device_kinds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Empty when the owner uses none. */
    code: text('code').notNull().default(''),
    note: text('note').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('device_kinds_owner_name_idx').on(t.ownerId, t.name)],
);

/**
 * One process step (工序) of a kind, at place `step` (1-based) of its manufacturing route. Steps keep
 * their id when renamed or moved, so production information and inspection points stay with them.
 */
export const deviceProcesses = pgTable(
  'device_processes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => deviceKinds.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    index('device_processes_device_step_idx').on(t.deviceId, t.step),
    index('device_processes_owner_idx').on(t.ownerId),
  ],
);

export type DeviceKindRow = typeof deviceKinds.$inferSelect;
export type DeviceProcessRow = typeof deviceProcesses.$inferSelect;
