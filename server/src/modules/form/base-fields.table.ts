import type { ReportBaseFieldKey } from '@app/contract';
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

/**
 * An owner's setting of the report base fields (基础模板): one row per field of the contract's
 * `REPORT_BASE_FIELDS`, all or none. No rows means the defaults (every field shown, the locked ones
 * required, catalogue order, default names).
 */
export const reportBaseFields = pgTable(
  'report_base_fields',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    key: text('key').$type<ReportBaseFieldKey>().notNull(),
    /** Empty shows the default name. */
    label: text('label').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    required: boolean('required').notNull().default(false),
    sort: integer('sort').notNull(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.key] })],
);

export type ReportBaseFieldRowDb = typeof reportBaseFields.$inferSelect;
