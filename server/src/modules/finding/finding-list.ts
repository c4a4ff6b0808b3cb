import { FINDING_LIST, type FindingListQuery, type FindingRow, type ListData } from '@app/contract';
import { and, eq, gte, inArray, lt, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { chinaDay } from '../../platform/china-time.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { filterShape, listFilters } from '../../platform/list-filters.js';
import {
  countUpToCap,
  type ListWindow,
  listPage,
  listWindow,
  rememberedCount,
  rowsOfPicked,
} from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import { CALLER_PLACEHOLDERS, writtenCount } from '../../platform/prepared.js';
import {
  isFirstPageId,
  isPickedId,
  listStatementName,
  type PreparedStatement,
  rowsById,
  runPreparedPage,
  UNFILTERED,
} from '../../platform/prepared-list.js';
import type { OwnerCtx } from '../../platform/session.js';
import { projectScopeOf, visibleProjectIds } from '../project/public.js';
import { LIST_PAGE } from './finding.service.js';
import { findings } from './finding.table.js';
import { rowSelection, type SelectedFinding, toRow } from './finding-rows.js';

const overdueSql = (today: string) => and(ne(findings.state, 'closed'), lt(findings.dueDate, today));

const COLUMNS: ListColumns<typeof FINDING_LIST> = {
  raised_at: findings.raisedAt,
  due_date: findings.dueDate,
  state: findings.state,
  type_id: findings.typeId,
  theme_id: findings.themeId,
  is_important: findings.isImportant,
  on_focus: findings.onFocus,
  overdue: (value) =>
    value === 'true'
      ? (overdueSql(chinaDay()) as SQL)
      : (or(eq(findings.state, 'closed'), gte(findings.dueDate, chinaDay())) as SQL),
  description: findings.description,
};

/**
 * The findings of `ids` with their names, in the order of `ids`: one statement per scope, prepared
 * once (rowsById), where PostgreSQL planned the five joins anew at every call when the page was read
 * in one statement with its filters and order.
 */
const findingRowsOf = (ctx: OwnerCtx, ids: readonly number[]): Promise<SelectedFinding[]> =>
  rowsById(
    ctx,
    `finding_rows_${projectScopeOf(ctx)}`,
    ids,
    (caller) =>
      rowSelection(caller).where(and(eq(findings.ownerId, CALLER_PLACEHOLDERS.owner), isPickedId(findings.id))),
    (row) => row.finding.id,
  );

type Query = z.output<typeof FindingListQuery>;

/**
 * What shapes a prepared page of the list besides the project, the sort and the window: its filters
 * (filterShape), none for an unfiltered page. The overdue filter compares with today, which a
 * statement kept across midnight must not hold: a query with it is built at each call.
 */
type Shape = NonNullable<ReturnType<typeof filterShape<typeof FINDING_LIST>>>;

/** A page's ids of one project's findings of `shape` in the window's order, for `caller` (any caller of a scope). */
function shapedIds(caller: OwnerCtx, shape: Shape, window: ListWindow, limit: Placeholder, offset: Placeholder) {
  return caller.db
    .select({ id: findings.id })
    .from(findings)
    .where(
      and(
        eq(findings.ownerId, CALLER_PLACEHOLDERS.owner),
        eq(findings.projectId, sql.placeholder('project')),
        inArray(findings.projectId, visibleProjectIds(caller)),
        shape.where(COLUMNS),
      ),
    )
    .orderBy(...window.orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * A page of `kind` of one project's findings of a prepared shape (runPreparedPage): one statement per
 * scope, sort and shape, the project bound; undefined beyond the shapes kept.
 */
function shapedPage<R>(
  ctx: OwnerCtx,
  kind: string,
  query: Query,
  shape: Shape,
  build: (caller: OwnerCtx, name: string) => PreparedStatement<R>,
  values: Record<string, unknown> = {},
) {
  const name = listStatementName(`finding_${kind}`, projectScopeOf(ctx), query, FINDING_LIST);
  return runPreparedPage(ctx, {
    name,
    family: `finding_${kind}`,
    shape,
    build,
    values: { ...values, project: query.project_id },
  });
}

/**
 * The ids of a page of one project's findings of a prepared shape, so drizzle does not build it
 * again at every call. The page's window stays bound, as pages are many: the plan walks the sort's
 * index from the project's first finding (of the state) whatever the page.
 */
const shapedPageIds = (ctx: OwnerCtx, query: Query, shape: Shape, window: ListWindow) =>
  shapedPage(
    ctx,
    'ids',
    query,
    shape,
    (caller, name) =>
      shapedIds(caller, shape, window, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name),
    { limit: window.limit, offset: window.offset },
  );

/**
 * The first page of a prepared shape, its ids and rows in one statement (one round trip to the
 * database, not two), its size written into its text so PostgreSQL keeps one plan of its joins (see
 * writtenCount).
 */
const shapedFirstPage = (ctx: OwnerCtx, query: Query, shape: Shape, window: ListWindow) =>
  shapedPage(ctx, `first_${window.limit}`, query, shape, (caller, name) => {
    const ids = shapedIds(caller, shape, window, writtenCount(window.limit), writtenCount(0));
    return rowSelection(caller)
      .where(and(eq(findings.ownerId, CALLER_PLACEHOLDERS.owner), isFirstPageId(findings.id, ids)))
      .orderBy(...window.orderBy)
      .prepare(name);
  });

/**
 * One project's findings (GET /finding/index), of a project the caller may read. The page's ids are
 * picked from the findings alone, through findings_owner_project_raised_id_idx (or its twin by state for
 * a state filter), which hold the id, so a deep page skips index entries rather than rows; the page's
 * rows are read apart (findingRowsOf), but for a first page unfiltered or of one state, read with its
 * ids; the count is kept with the session.
 */
export async function listFindings(ctx: OwnerCtx, query: Query): Promise<ListData<FindingRow>> {
  await requirePermission(ctx, LIST_PAGE, 'index');
  const window = listWindow(query, FINDING_LIST, { columns: COLUMNS, tieBreaker: findings.id });
  const filters = listFilters(query, FINDING_LIST, COLUMNS);
  const where = and(
    eq(findings.ownerId, ctx.owner.id),
    eq(findings.projectId, query.project_id),
    inArray(findings.projectId, visibleProjectIds(ctx)),
    filters,
  );
  const today = chinaDay();
  const shape = filters === undefined ? UNFILTERED : filterShape(query, FINDING_LIST, COLUMNS);
  const builtIds = () =>
    ctx.db
      .select({ id: findings.id })
      .from(findings)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset);
  const firstPage = shape && window.offset === 0 ? shapedFirstPage(ctx, query, shape, window) : undefined;
  const pageIds = shape && !firstPage ? shapedPageIds(ctx, query, shape, window) : undefined;
  const rows = firstPage ?? rowsOfPicked(pageIds ?? builtIds(), (picked) => findingRowsOf(ctx, picked));
  return listPage(
    window,
    rows,
    rememberedCount(ctx, 'finding', query, () =>
      countUpToCap(ctx.db, ctx.db.select({ id: findings.id }).from(findings).where(where)),
    ),
    (row) => toRow(row, today),
  );
}
