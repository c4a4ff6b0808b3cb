import { ACTION_TYPES } from '@app/contract';
import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../platform/audit-columns.js';
import { owners } from './owner.table.js';
import { roles } from './role.table.js';

/** A granted permission: in this owner, this role may do this action on this page. Absent means off. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    pageKey: text('page_key').notNull(),
    action: text('action', { enum: ACTION_TYPES }).notNull(),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.role, t.pageKey, t.action] }),
    foreignKey({
      name: 'role_permissions_role_fk',
      columns: [t.ownerId, t.role],
      foreignColumns: [roles.ownerId, roles.name],
    }).onDelete('cascade'),
  ],
);
