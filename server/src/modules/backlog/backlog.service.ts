import {
  BACKLOG_LIST,
  type BacklogQuery,
  INSPECTION_REPORT_TYPE,
  LIST_COUNT_CAP,
  type ListData,
  PUSH,
  type Role,
  type TodoItem,
} from '@app/contract';
import { and, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow, rememberedCount } from '../../platform/list-query.js';
import { preparedOnce } from '../../platform/prepared.js';
import { pushToMembers, pushToRole } from '../../platform/pushes.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type TodoItemRow, todoItems } from './backlog.table.js';

const COLUMNS: ListColumns<typeof BACKLOG_LIST> = {
  project_name: todoItems.projectName,
  submit_by: todoItems.submitBy,
  submit_at: todoItems.submitAt,
  step: todoItems.step,
};

/** The columns a to-do item shows: a list page reads these only, not the assignment and audit columns. */
const SHOWN = {
  id: todoItems.id,
  reportTempId: todoItems.reportTempId,
  reportType: todoItems.reportType,
  projectName: todoItems.projectName,
  submitBy: todoItems.submitBy,
  submitAt: todoItems.submitAt,
  step: todoItems.step,
  link: todoItems.link,
};

const toTodoItem = (row: Pick<TodoItemRow, keyof typeof SHOWN>): TodoItem => ({
  id: row.id,
  report_temp_id: row.reportTempId,
  report_type: row.reportType,
  project_name: row.projectName,
  submit_by: row.submitBy,
  submit_at: row.submitAt.toISOString(),
  step: row.step,
  link: row.link,
});

/** A value, or where a prepared statement takes it. */
type Value<T> = T | Placeholder;
/** Whose list: the current owner, the caller's account and their role there. */
interface Who {
  owner: Value<number>;
  user: Value<number>;
  role: Value<string>;
}
/** The rows of the page: how many of each half to read, then the window over both. */
interface Cut {
  depth: Value<number>;
  limit: Value<number>;
  offset: Value<number>;
}

/**
 * Which open items of the owner the caller sees, as two conditions: assigned to the caller's account,
 * and in their role's queue but not already among the first. Each has its partial index
 * (backlog.table.ts), where an OR of the two would read every matching row to find the newest.
 */
function openItems(who: Who, matching: SQL | undefined): [SQL | undefined, SQL | undefined] {
  const open = and(eq(todoItems.ownerId, who.owner), isNull(todoItems.doneAt), matching);
  return [
    and(open, eq(todoItems.assigneeUserId, who.user)),
    and(open, eq(todoItems.assigneeRole, who.role), sql`${todoItems.assigneeUserId} is distinct from ${who.user}`),
  ];
}

/**
 * The to-do list's page. Each half of the list is ordered and
 * cut on its own, since PostgreSQL reads an index in order for a UNION ALL branch only when the branch
 * itself asks for that order; the halves are then merged (Merge Append) and windowed. The ids come from
 * the indexes alone and only the page's rows are read from the table, so a page deep in the list costs
 * index entries, not table rows.
 */
function pageQuery(db: Db, window: BacklogWindow, who: Who, matching: SQL | undefined, cut: Cut) {
  const { direction, sortKey } = window;
  const [mine, queued] = openItems(who, matching);
  const firstRows = (where: SQL | undefined) =>
    db
      .select({ id: todoItems.id, key: sql`${sortKey}`.as('key') })
      .from(todoItems)
      .where(where)
      .orderBy(direction(sortKey), direction(todoItems.id))
      .limit(cut.depth);
  const keys = firstRows(mine).unionAll(firstRows(queued)).as('open');
  const pageIds = db
    .select({ id: keys.id })
    .from(keys)
    .orderBy(direction(keys.key), direction(keys.id))
    .limit(cut.limit)
    .offset(cut.offset);
  return db
    .select(SHOWN)
    .from(todoItems)
    .where(inArray(todoItems.id, pageIds))
    .orderBy(...window.orderBy);
}

/** The list's ids up to the count's cap, for counting. */
function countedIds(db: Db, who: Who, matching: SQL | undefined) {
  const ids = (where: SQL | undefined) =>
    db
      .select({ id: todoItems.id })
      .from(todoItems)
      .where(where)
      .limit(LIST_COUNT_CAP + 1);
  const [mine, queued] = openItems(who, matching);
  return ids(mine).unionAll(ids(queued));
}

const windowOf = (query: BacklogQuery) =>
  listWindow(query, BACKLOG_LIST, { columns: COLUMNS, tieBreaker: todoItems.id });
type BacklogWindow = ReturnType<typeof windowOf>;
const inspectionsOnly = (query: BacklogQuery) =>
  query.iipsearch === 'true' ? eq(todoItems.reportType, INSPECTION_REPORT_TYPE) : undefined;
const matchingOf = (query: BacklogQuery) => and(inspectionsOnly(query), listFilters(query, BACKLOG_LIST, COLUMNS));
const whoOf = (ctx: OwnerCtx): Who => ({ owner: ctx.owner.id, user: ctx.user.id, role: ctx.role });
const cutOf = (window: BacklogWindow): Cut => ({
  depth: window.offset + window.limit,
  limit: window.limit,
  offset: window.offset,
});

/** The page query as it runs unprepared (with filters), and the count: for EXPLAIN in tests. */
export function backlogQueries(ctx: OwnerCtx, query: BacklogQuery) {
  const window = windowOf(query);
  const matching = matchingOf(query);
  return {
    rows: pageQuery(ctx.db, window, whoOf(ctx), matching, cutOf(window)),
    counted: countUpToCap(ctx.db, countedIds(ctx.db, whoOf(ctx), matching)),
  };
}

/**
 * Without filters the list has few shapes (a sort, with or without iipsearch): each is prepared once
 * per database (preparedOnce).
 */
const placeholders = {
  who: { owner: sql.placeholder('owner'), user: sql.placeholder('user'), role: sql.placeholder('role') },
  cut: { depth: sql.placeholder('depth'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
};

function runPage(ctx: OwnerCtx, query: BacklogQuery, window: BacklogWindow) {
  const filters = listFilters(query, BACKLOG_LIST, COLUMNS);
  if (filters) return pageQuery(ctx.db, window, whoOf(ctx), and(inspectionsOnly(query), filters), cutOf(window));
  const name = `backlog_${(query.sort ?? BACKLOG_LIST.defaultSort).replace('-', 'desc_')}_${query.iipsearch === 'true'}`;
  const statement = preparedOnce(ctx.db, name, () =>
    pageQuery(ctx.db, window, placeholders.who, inspectionsOnly(query), placeholders.cut).prepare(name),
  );
  return statement.execute({ ...whoOf(ctx), ...cutOf(window) });
}

/** The caller's open to-do items in the current owner: assigned to their account or to their role there. */
export function listBacklog(ctx: OwnerCtx, query: BacklogQuery): Promise<ListData<TodoItem>> {
  const window = windowOf(query);
  return listPage(
    window,
    runPage(ctx, query, window),
    rememberedCount(ctx, 'backlog', query, () =>
      countUpToCap(ctx.db, countedIds(ctx.db, whoOf(ctx), matchingOf(query))),
    ),
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
  /** The app path the item opens. */
  link?: string | null;
  /** The workflow task it stands for (closeTodoItemsOfTasks). */
  taskId?: number | null;
}

/** Queues a report for review; called by the module that receives the submission. */
export async function addTodoItem(db: Db, input: NewTodoItem): Promise<TodoItem> {
  const { assignee, ...fields } = input;
  const [row] = await db
    .insert(todoItems)
    .values({ ...fields, assigneeUserId: assignee.userId ?? null, assigneeRole: assignee.role ?? null })
    .returning();
  if (!row) throw new Error('todo item insert returned nothing');
  pushTodoChanged([row]);
  return toTodoItem(row);
}

/** Tells the assignees of changed items, once committed, that their to-do list changed. */
function pushTodoChanged(
  rows: readonly { ownerId: number; assigneeUserId: number | null; assigneeRole: string | null }[],
) {
  for (const row of rows) {
    if (row.assigneeUserId !== null) pushToMembers(PUSH.todo, row.ownerId, [row.assigneeUserId]);
    else if (row.assigneeRole !== null) pushToRole(PUSH.todo, row.ownerId, row.assigneeRole);
  }
}

/** Marks done the items of tasks that closed (approved, cancelled, moved on…), so they leave the list. */
export async function closeTodoItemsOfTasks(db: Db, taskIds: readonly number[], at = new Date()): Promise<void> {
  if (taskIds.length === 0) return;
  const closed = await db
    .update(todoItems)
    .set({ doneAt: at })
    .where(and(inArray(todoItems.taskId, [...taskIds]), isNull(todoItems.doneAt)))
    .returning({
      ownerId: todoItems.ownerId,
      assigneeUserId: todoItems.assigneeUserId,
      assigneeRole: todoItems.assigneeRole,
    });
  pushTodoChanged(closed);
}
