import {
  BACKLOG_DEFAULT_SORT,
  type BacklogQuery,
  type BacklogSortField,
  INSPECTION_REPORT_TYPE,
  LIST_COUNT_CAP,
  type ListData,
  type Role,
  type TodoItem,
} from '@app/contract';
import { type AnyColumn, and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { type FilterSpec, listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow } from '../../platform/list-query.js';
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
 * Which open items of the current owner the caller sees, as two conditions: assigned to the caller's
 * account, and in their role's queue but not already among the first. Each has its partial index
 * (backlog.table.ts), where an OR of the two would read every matching row to find the newest.
 * The owner comes from the session only, so another owner's items are out of reach whatever is asked.
 */
function openItems(ctx: OwnerCtx, query: BacklogQuery): [SQL | undefined, SQL | undefined] {
  const matching = and(
    eq(todoItems.ownerId, ctx.owner.id),
    isNull(todoItems.doneAt),
    query.iipsearch === 'true' ? eq(todoItems.reportType, INSPECTION_REPORT_TYPE) : undefined,
    listFilters(query, FILTERABLE),
  );
  return [
    and(matching, eq(todoItems.assigneeUserId, ctx.user.id)),
    and(
      matching,
      eq(todoItems.assigneeRole, ctx.role),
      sql`${todoItems.assigneeUserId} is distinct from ${ctx.user.id}`,
    ),
  ];
}

/**
 * The to-do list's two queries, unrun: the page's rows and the capped count. Each half of the list is
 * ordered and cut on its own, since PostgreSQL reads an index in order for a UNION ALL branch only when
 * the branch itself asks for that order; the halves are then merged (Merge Append) and windowed. The
 * ids come from the indexes alone and only the page's rows are read from the table, so a page deep in
 * the list costs index entries, not table rows.
 */
export function backlogQueries(ctx: OwnerCtx, query: BacklogQuery) {
  const window = listWindow(query, { sortable: SORTABLE, defaultSort: BACKLOG_DEFAULT_SORT, tieBreaker: todoItems.id });
  const { direction, sortColumn } = window;
  const [mine, queued] = openItems(ctx, query);
  const firstRows = (where: SQL | undefined) =>
    ctx.db
      .select({ id: todoItems.id, key: sortColumn })
      .from(todoItems)
      .where(where)
      .orderBy(direction(sortColumn), direction(todoItems.id))
      .limit(window.offset + window.limit);
  const keys = firstRows(mine).unionAll(firstRows(queued)).as('open');
  const pageIds = ctx.db
    .select({ id: keys.id })
    .from(keys)
    .orderBy(direction(keys.key), direction(keys.id))
    .limit(window.limit)
    .offset(window.offset);
  const counted = (where: SQL | undefined) =>
    ctx.db
      .select({ id: todoItems.id })
      .from(todoItems)
      .where(where)
      .limit(LIST_COUNT_CAP + 1);
  return {
    window,
    rows: ctx.db
      .select()
      .from(todoItems)
      .where(inArray(todoItems.id, pageIds))
      .orderBy(...window.orderBy),
    counted: countUpToCap(ctx.db, counted(mine).unionAll(counted(queued))),
  };
}

/** The caller's open to-do items in the current owner: assigned to their account or to their role there. */
export function listBacklog(ctx: OwnerCtx, query: BacklogQuery): Promise<ListData<TodoItem>> {
  const { window, rows, counted } = backlogQueries(ctx, query);
  return listPage(window, rows, counted, toTodoItem);
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
