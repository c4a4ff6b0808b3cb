import { GENDERS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../platform/audit-columns.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    language: text('language').notNull().default('zh-CN'),
    gender: text('gender', { enum: GENDERS }).notNull().default('unknown'),
    enabled: boolean('enabled').notNull().default(true),
    /** The owner the user worked in last; a new session starts there. */
    lastOwnerId: integer('last_owner_id'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns,
  },
  // Account names are unique regardless of case, so "Admin" and "admin" are one account.
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

export type UserRow = typeof users.$inferSelect;
