import {
  BACKLOG_DEFAULT_SORT,
  type BacklogQuery,
  type BacklogSortField,
  INSPECTION_REPORT_TYPE,
  type ListData,
  type Role,
  type TodoItem,
} from '@app/contract';
import { type AnyColumn, and, count, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { type FilterSpec, listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type TodoItemRow, todoItems } from './backlog.table.js';

const SORTABLE = {
  project_name: todoItems.projectName,
  submit_by: todoItems.submitBy,
  submit_at: todoItems.submitAt,
  step: todoItems.step,
} satisfies Record<BacklogSortField, AnyColumn>;

const FILTERABLE: Record<BacklogSortField, FilterSpec> = {
  project_name: { kind: 'text', column: todoItems.projectName },
  submit_by: { kind: 'text', column: todoItems.submitBy },
  submit_at: { kind: 'date', column: todoItems.submitAt },
  step: { kind: 'select', column: todoItems.step },
};

const toTodoItem = (row: TodoItemRow): TodoItem => ({
  id: row.id,
  report_temp_id: row.reportTempId,
  report_type: row.reportType,
  project_name: row.projectName,
  submit_by: row.submitBy,
  submit_at: row.submitAt.toISOString(),
  step: row.step,
});

/**
 * The caller's open to-do items in the current owner: assigned to their account or to their role there.
 * The owner comes from the session only, so another owner's items are out of reach whatever is asked.
 */
export async function listBacklog(ctx: OwnerCtx, query: BacklogQuery): Promise<ListData<TodoItem>> {
  const window = listWindow(query, { sortable: SORTABLE, defaultSort: BACKLOG_DEFAULT_SORT, tieBreaker: todoItems.id });
  const where = and(
    eq(todoItems.ownerId, ctx.owner.id),
    isNull(todoItems.doneAt),
    or(eq(todoItems.assigneeUserId, ctx.user.id), eq(todoItems.assigneeRole, ctx.role)),
    query.iipsearch === 'true' ? eq(todoItems.reportType, INSPECTION_REPORT_TYPE) : undefined,
    listFilters(query, FILTERABLE),
  );

  return listPage(
    window,
    ctx.db
      .select()
      .from(todoItems)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(todoItems).where(where),
    toTodoItem,
  );
}

/** Who must act on an item: one user, everyone holding a role in the owner, or both. */
export type TodoAssignee = { userId: number; role?: Role } | { userId?: number; role: Role };

export interface NewTodoItem {
  ownerId: number;
  reportTempId: number;
  reportType: string;
  projectName: string;
  submitBy: string;
  submitAt?: Date;
  step: string;
  assignee: TodoAssignee;
  createdBy?: number | null;
}

/** Queues a report for review; called by the module that receives the submission. */
export async function addTodoItem(db: Db, input: NewTodoItem): Promise<TodoItem> {
  const { assignee, ...fields } = input;
  const [row] = await db
    .insert(todoItems)
    .values({ ...fields, assigneeUserId: assignee.userId ?? null, assigneeRole: assignee.role ?? null })
    .returning();
  if (!row) throw new Error('todo item insert returned nothing');
  return toTodoItem(row);
}
