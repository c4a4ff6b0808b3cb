import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

/** An owner's own title for a route of the registry; absent means the registry's title. */
export const routeTitles = pgTable(
  'route_titles',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    pageKey: text('page_key').notNull(),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.pageKey] })],
);
