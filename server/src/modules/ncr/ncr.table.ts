import type { NcrAction, NcrDisposition, NcrState } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { equipment } from '../equipment/equipment.table.js';
import { formInstances } from '../form/form.table.js';

/**
 * The loop of one NCR (不符合项处置), keyed by the NCR report's form: made with the report's header,
 * it counts as raised once the form is submitted. The equipment is the report's, kept here so the
 * release gate finds a piece's open NCRs by one index. The plan's due date and responsible member
 * drive the overdue reminders (`reminded_on`: the last day one was sent).
 */
export const ncrCases = pgTable(
  'ncr_cases',
  {
    formInstanceId: integer('form_instance_id')
      .primaryKey()
      .references(() => formInstances.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    state: text('state').$type<NcrState>().notNull().default('disposition'),
    disposition: text('disposition').$type<NcrDisposition>(),
    dispositionNote: text('disposition_note').notNull().default(''),
    plan: text('plan').notNull().default(''),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** Who wrote the plan: its approver must be someone else. */
    plannedBy: integer('planned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who proposed the disposition: not the plan's approver either. */
    disposedBy: integer('disposed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who carried out the rework last: its verifier must be someone else. */
    executedBy: integer('executed_by').references(() => users.id, { onDelete: 'set null' }),
    executionNote: text('execution_note').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    remindedOn: date('reminded_on', { mode: 'string' }),
    ...auditColumns,
  },
  (t) => [
    index('ncr_cases_equipment_state_idx').on(t.equipmentId, t.state),
    index('ncr_cases_owner_due_idx').on(t.ownerId, t.state, t.dueDate),
  ],
);

/** Each step taken in an NCR's loop, in order: the NCR page's history and the audit of the loop. */
export const ncrSteps = pgTable(
  'ncr_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    ncrId: integer('ncr_id')
      .notNull()
      .references(() => ncrCases.formInstanceId, { onDelete: 'cascade' }),
    action: text('action').$type<NcrAction>().notNull(),
    fromState: text('from_state').$type<NcrState>().notNull(),
    toState: text('to_state').$type<NcrState>().notNull(),
    note: text('note').notNull().default(''),
    /** Evidence of the step (photos of the rework, test records): file ids of the files module. */
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A decision on the actor's own work, allowed by a relaxed four-eyes rule. */
    selfReview: boolean('self_review').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ncr_steps_ncr_idx').on(t.ncrId, t.id)],
);

export type NcrCaseRecord = typeof ncrCases.$inferSelect;
