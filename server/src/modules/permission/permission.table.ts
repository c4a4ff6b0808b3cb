import { ACTION_TYPES, ROLES } from '@app/contract';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.js';
import { owners } from '../owner/owner.table.js';

/** A granted permission: in this owner, this role may do this action on this page. Absent means off. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    pageKey: text('page_key').notNull(),
    action: text('action', { enum: ACTION_TYPES }).notNull(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.role, t.pageKey, t.action] })],
);
