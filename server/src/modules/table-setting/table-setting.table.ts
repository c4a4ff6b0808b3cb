import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

export interface ColumnSetting {
  key: string;
  visible: boolean;
  width?: number;
}

/** A user's column order, visibility and widths for one table, kept across devices. */
export const tableSettings = pgTable(
  'table_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableKey: text('table_key').notNull(),
    columns: jsonb('columns').$type<ColumnSetting[]>().notNull(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableKey] })],
);
