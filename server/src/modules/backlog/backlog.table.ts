import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { workflowTasks } from '../workflow/workflow.table.js';

/**
 * A report waiting for review (SPEC §3 "To-do item"). The row copies what the to-do list shows at
 * submission time, so listing it joins nothing; the reports module queues rows through the service.
 */
export const todoItems = pgTable(
  'todo_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    reportTempId: integer('report_temp_id').notNull(),
    reportType: text('report_type').notNull(),
    projectName: text('project_name').notNull(),
    /** The submitter's display name when they submitted; a later rename does not rewrite history. */
    submitBy: text('submit_by').notNull(),
    submitAt: timestamp('submit_at', { withTimezone: true }).notNull().defaultNow(),
    /** The review step (status label) the report waits in. */
    step: text('step').notNull(),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'cascade' }),
    assigneeRole: text('assignee_role'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The app path the item opens (a filled form's page); none for items queued before workflows. */
    link: text('link'),
    /** The workflow task the item stands for: closed (done_at) when the task closes. */
    taskId: integer('task_id').references(() => workflowTasks.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  // The to-do list reads open items assigned to the caller or to their role, newest first: one partial
  // index per way of being assigned, in the list's default order, so each is walked from its first
  // entry and stops after a page. The role index carries the assigned user as well, so the list can
  // skip items it already has from the user index without reading the table.
  (t) => [
    index('todo_items_open_user_idx')
      .on(t.ownerId, t.assigneeUserId, t.submitAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.doneAt} is null`),
    index('todo_items_open_role_idx')
      .on(t.ownerId, t.assigneeRole, t.submitAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.assigneeUserId)
      .where(sql`${t.doneAt} is null`),
    index('todo_items_task_idx').on(t.taskId),
    // A row nobody is assigned to would never be listed to anyone.
    check('todo_items_assignee_check', sql`${t.assigneeUserId} is not null or ${t.assigneeRole} is not null`),
  ],
);

export type TodoItemRow = typeof todoItems.$inferSelect;
