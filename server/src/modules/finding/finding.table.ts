import type { FindingAction, FindingCategoryKind, FindingState } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { criterionClauses } from '../criterion/criterion.table.js';
import { equipment } from '../equipment/equipment.table.js';
import { formInstances } from '../form/form.table.js';
import { inspectionUnits } from '../inspection-unit/inspection-unit.table.js';
import { projects } from '../project/project.table.js';

/**
 * The owner's finding settings (问题设置): its finding types (问题类型) and theme items (主题项), one
 * list per kind. An entry is never deleted (findings name it); a disabled one is no longer offered.
 */
export const findingCategories = pgTable(
  'finding_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FindingCategoryKind>().notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('finding_categories_owner_kind_name_idx').on(t.ownerId, t.kind, t.name)],
);

/**
 * A finding (发现问题) on a project, and where its rectification loop stands. `unit_id` is the raiser's
 * inspection unit when it was raised (the rates per unit keep it when he changes unit);
 * `first_submitted_at` the first rectification (the response rate); `reminded_on` the last day an
 * overdue reminder was sent.
 */
export const findings = pgTable(
  'findings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    reportId: integer('report_id').references(() => formInstances.id, { onDelete: 'set null' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => findingCategories.id),
    themeId: integer('theme_id').references(() => findingCategories.id),
    description: text('description').notNull(),
    location: text('location').notNull().default(''),
    isImportant: boolean('is_important').notNull().default(false),
    onFocus: boolean('on_focus').notNull().default(false),
    clauseId: integer('clause_id').references(() => criterionClauses.id, { onDelete: 'set null' }),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    responsibleOrg: text('responsible_org').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    photoIds: uuid('photo_ids').array().notNull().default(sql`'{}'::uuid[]`),
    unitId: integer('unit_id').references(() => inspectionUnits.id, { onDelete: 'set null' }),
    state: text('state').$type<FindingState>().notNull().default('open'),
    raisedBy: integer('raised_by').references(() => users.id, { onDelete: 'set null' }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    firstSubmittedAt: timestamp('first_submitted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    remindedOn: date('reminded_on', { mode: 'string' }),
    ...auditColumns,
  },
  (t) => [
    // A project's list in its default order, and by state (the open ones): with the id last, its page
    // of ids is read from the index alone, however deep.
    index('findings_owner_project_raised_id_idx').on(t.ownerId, t.projectId, t.raisedAt, t.id),
    index('findings_owner_project_state_raised_id_idx').on(t.ownerId, t.projectId, t.state, t.raisedAt, t.id),
    index('findings_owner_state_due_idx').on(t.ownerId, t.state, t.dueDate),
    index('findings_clause_idx').on(t.clauseId),
  ],
);

/** Each step of a finding's loop, oldest first: its history on the finding's page. */
export const findingSteps = pgTable(
  'finding_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    findingId: integer('finding_id')
      .notNull()
      .references(() => findings.id, { onDelete: 'cascade' }),
    action: text('action').$type<FindingAction>().notNull(),
    fromState: text('from_state').$type<FindingState>().notNull(),
    toState: text('to_state').$type<FindingState>().notNull(),
    note: text('note').notNull().default(''),
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('finding_steps_finding_idx').on(t.findingId, t.id)],
);

export type FindingRecord = typeof findings.$inferSelect;
export type FindingCategoryRecord = typeof findingCategories.$inferSelect;
