import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';

/** An announcement of the owner (新闻动态). */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  // The list's one order: pinned first, then the newest.
  (t) => [index('news_owner_pinned_published_idx').on(t.ownerId, t.pinned, t.publishedAt, t.id)],
);

export type NewsTableRow = typeof news.$inferSelect;
