import type { ExportJobStatus, ReportExportFormat } from '@app/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';

/**
 * A batch export of reports (批量导出): the list's query as the caller gave it, run in the background
 * into one zip; `done` of `total` is the progress bar. Only its requester reads it and fetches the
 * zip (kept under the data directory by `file_path`), until it expires.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').$type<ReportExportFormat>().notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    status: text('status').$type<ExportJobStatus>().notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    filePath: text('file_path'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_exports_user_idx').on(t.ownerId, t.userId, t.createdAt)],
);

export type ReportExportRecord = typeof reportExports.$inferSelect;
