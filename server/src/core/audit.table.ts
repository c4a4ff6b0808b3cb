import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A field's value before and after a change; secrets are recorded as changed, never as values. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Every create, update and delete: who, in which owner, from where, on what, and the field-level
 * difference. The application only ever inserts into this table.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id'),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    address: text('address').notNull().default(''),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    changes: jsonb('changes').$type<FieldChanges>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_owner_at_idx').on(t.ownerId, t.at)],
);

/** Every sign-in attempt, successful or not, with the account name as typed. */
export const loginLog = pgTable(
  'login_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason', { enum: ['ok', 'wrong', 'throttled', 'disabled'] }).notNull(),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_log_at_idx').on(t.at)],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type LoginLogRow = typeof loginLog.$inferSelect;
