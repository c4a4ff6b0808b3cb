import { ROLES } from '@app/contract';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.js';
import { users } from '../user/user.table.js';

export const owners = pgTable('owners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull().default(''),
  logo: text('logo').notNull().default(''),
  isConfig: boolean('is_config').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  ...auditColumns,
});

/** A user's membership of an owner, with the user's role in that owner (DESIGN §4). */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.userId, t.ownerId] }), index('memberships_owner_idx').on(t.ownerId)],
);

export type OwnerRow = typeof owners.$inferSelect;
