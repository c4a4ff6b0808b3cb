import type { FormFamily, IndependenceKind, WorkflowEvent, WorkflowNode, WorkflowStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { formInstances } from '../form/form.table.js';

/**
 * A review workflow of an owner (流程定义): the designer's draft tree, what it binds to, and the
 * number of its latest published version (none before the first). Deleting one only marks it: the
 * instances that ran on its versions keep their history.
 */
export const workflowDefinitions = pgTable(
  'workflow_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    draftFlow: jsonb('draft_flow').$type<WorkflowNode[]>().notNull().default([]),
    families: text('families').array().$type<FormFamily[]>().notNull().default(sql`'{}'::text[]`),
    templateIds: integer('template_ids').array().notNull().default(sql`'{}'::integer[]`),
    enabled: boolean('enabled').notNull().default(true),
    latestVersion: integer('latest_version'),
    draftChanged: boolean('draft_changed').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [index('workflow_definitions_owner_updated_idx').on(t.ownerId, t.updateAt, t.id)],
);

/** A published version: immutable, so an instance started on it runs and reads as it was published. */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => workflowDefinitions.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    flow: jsonb('flow').$type<WorkflowNode[]>().notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_versions_definition_version_idx').on(t.definitionId, t.version)],
);

/** A node's state in the current round; branch ids of a condition node mark the branch it took. */
export type NodeState = 'done' | 'active' | 'skipped';

/**
 * One review of one filled form on one version (审批实例). `revision` grows with every action and
 * guards against two acting on the same state. A send-back to the submitter ends a round; the
 * resubmission starts the next one from the top of the same instance. What the lists show of the form
 * (number, template, project, submitter) is copied at (re)submission, so listing joins nothing.
 */
export const workflowInstances = pgTable(
  'workflow_instances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => workflowVersions.id, { onDelete: 'restrict' }),
    formInstanceId: integer('form_instance_id')
      .notNull()
      .references(() => formInstances.id, { onDelete: 'restrict' }),
    status: text('status').$type<WorkflowStatus>().notNull().default('in_review'),
    revision: integer('revision').notNull().default(0),
    submitterId: integer('submitter_id').references(() => users.id, { onDelete: 'set null' }),
    round: integer('round').notNull().default(1),
    /** Node (and chosen branch) id to state in this round. */
    nodeStates: jsonb('node_states').$type<Record<string, NodeState>>().notNull().default({}),
    /** Approver node id to the stamp of its latest activation: its tasks of that activation carry it. */
    activations: jsonb('activations').$type<Record<string, number>>().notNull().default({}),
    /** The names of the nodes waiting now, for the lists. */
    step: text('step').notNull().default(''),
    formNumber: text('form_number').notNull().default(''),
    templateId: integer('template_id').notNull(),
    templateName: text('template_name').notNull(),
    family: text('family').$type<FormFamily>().notNull(),
    projectName: text('project_name').notNull().default(''),
    submitterName: text('submitter_name').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('workflow_instances_owner_started_idx').on(t.ownerId, t.startedAt.desc(), t.id),
    index('workflow_instances_submitter_idx').on(t.ownerId, t.submitterId, t.startedAt.desc()),
    index('workflow_instances_form_idx').on(t.formInstanceId),
    index('workflow_instances_version_idx').on(t.versionId),
  ],
);

export const TASK_STATUSES = [
  'open',
  'waiting',
  'approved',
  'rejected',
  'sent_back',
  'transferred',
  'cancelled',
  'skipped',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * One person's part in one activation of an approver node. A `waiting` task opens when the task it
 * waits for is approved: the next signer of a sequential node, or the caller around an added signer.
 */
export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    nodeId: text('node_id').notNull(),
    activation: integer('activation').notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<TaskStatus>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    waitsFor: integer('waits_for'),
    /** A delegated task: whom the assignee acts for. */
    delegatedFrom: integer('delegated_from').references(() => users.id, { onDelete: 'set null' }),
    /** Given to one of the form's authors under a relaxed four-eyes rule: he may act, and it is marked. */
    selfReview: boolean('self_review').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_tasks_instance_idx').on(t.instanceId, t.round, t.nodeId),
    index('workflow_tasks_open_assignee_idx').on(t.ownerId, t.assigneeId).where(sql`${t.status} = 'open'`),
    index('workflow_tasks_assignee_idx').on(t.assigneeId, t.instanceId),
  ],
);

/** What happened to an instance, in order: its history as the form's page shows it. */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    event: text('event').$type<WorkflowEvent>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    nodeId: text('node_id'),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The earlier node a send-back went to (null: to the submitter, or another event). */
    targetNodeId: text('target_node_id'),
    comment: text('comment').notNull().default(''),
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    /** An act of one of the form's authors, allowed by a relaxed four-eyes rule. */
    selfReview: boolean('self_review').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_history_instance_idx').on(t.instanceId, t.id)],
);

/**
 * The kinds of decision an owner lets authors take on their own work (the four-eyes rule relaxed for
 * a small team); a kind without a row keeps the rule.
 */
export const reviewRelaxations = pgTable(
  'review_relaxations',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IndependenceKind>().notNull(),
    relaxedBy: integer('relaxed_by').references(() => users.id, { onDelete: 'set null' }),
    relaxedAt: timestamp('relaxed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.kind] })],
);

/**
 * A reminder or timeout of a task, due at `fire_at`. Rows, not in-process timers: any server node
 * claims due ones with FOR UPDATE SKIP LOCKED, so each fires once and survives restarts.
 */
export const workflowTimers = pgTable(
  'workflow_timers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => workflowTasks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'remind' | 'timeout'>().notNull(),
    fireAt: timestamp('fire_at', { withTimezone: true }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_timers_due_idx').on(t.fireAt).where(sql`${t.firedAt} is null`),
    index('workflow_timers_task_idx').on(t.taskId),
  ],
);

export type DefinitionRowDb = typeof workflowDefinitions.$inferSelect;
export type InstanceRowDb = typeof workflowInstances.$inferSelect;
export type TaskRowDb = typeof workflowTasks.$inferSelect;
