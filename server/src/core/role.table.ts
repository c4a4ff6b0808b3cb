import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../platform/audit-columns.js';
import { owners } from './owner.table.js';

/**
 * The roles of an owner. Every owner has the four built-in roles of SPEC §6; an administrator may add
 * more. Memberships and grants name a role by (owner, name), which the foreign keys keep real.
 */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** The key used in URLs and in the auth call's answer; never changes once created. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    builtin: boolean('builtin').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [unique('roles_owner_name_key').on(t.ownerId, t.name)],
);

export type RoleRow = typeof roles.$inferSelect;
