import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners } from './owner.table.js';
import { users } from './user.table.js';

/** Live sessions. Only the SHA-256 of the cookie's random id is stored, never the id itself. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** What administrators see and act on; the hash never leaves the server. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
