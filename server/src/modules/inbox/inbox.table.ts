import type { InboxKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';

/** A text of the server's message catalogue with its values. */
export interface SaidText {
  key: string;
  params?: Record<string, string | number>;
}
export interface InboxSaid {
  title: SaidText;
  body?: SaidText;
}

/** An in-app notification of one member in one owner (收件箱). */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InboxKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    /**
     * The message keys and values of the title and body, put in the reader's language when read;
     * `title` and `body` hold the Chinese text (rows written before the keys were kept have only it).
     */
    said: jsonb('said').$type<InboxSaid>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads a member's items newest first, all or the unread ones.
  (t) => [
    index('inbox_items_user_idx').on(t.ownerId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('inbox_items_unread_idx')
      .on(t.ownerId, t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} is null`),
  ],
);
