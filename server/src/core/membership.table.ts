import { boolean, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../platform/audit-columns.js';
import { departments, organizations } from './organization.table.js';
import { owners } from './owner.table.js';
import { roles } from './role.table.js';
import { users } from './user.table.js';

/**
 * A user's membership of an owner (DESIGN §4): the role, organisation and department there, and
 * whether the owner's administrator has disabled the account in this owner.
 */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ownerId] }),
    index('memberships_owner_idx').on(t.ownerId),
    // A role in use cannot be deleted; the service says so before the database has to.
    foreignKey({
      name: 'memberships_role_fk',
      columns: [t.ownerId, t.role],
      foreignColumns: [roles.ownerId, roles.name],
    }).onDelete('restrict'),
  ],
);
