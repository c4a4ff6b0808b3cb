import { FINDING_LIST, type FindingListQuery, type FindingRow, type ListData } from '@app/contract';
import { and, eq, gte, inArray, lt, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { chinaDay } from '../../platform/china-time.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { filterShape, listFilters } from '../../platform/list-filters.js';
import {
  countUpToCap,
  idArray,
  inIdOrder,
  type ListWindow,
  listPage,
  listWindow,
  rememberedCount,
  rowsOfPicked,
} from '../../platform/list-query.js';
import {
  anyCaller,
  CALLER_PLACEHOLDERS,
  callerValues,
  preparedOnce,
  preparedShape,
  writtenCount,
} from '../../platform/prepared.js';
import type { OwnerCtx } from '../../platform/session.js';
import { requirePermission } from '../permission/permission.service.js';
import { projectScopeOf, visibleProjectIds } from '../project/project-scope.js';
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
 * The findings of `ids` with their names, in the order of `ids`. One statement per scope, prepared
 * once: PostgreSQL keeps its plan of the five joins, which it planned anew at every call when the
 * page was read in one statement with its filters and order.
 */
async function findingRowsOf(ctx: OwnerCtx, ids: readonly number[]): Promise<SelectedFinding[]> {
  if (ids.length === 0) return [];
  const name = `finding_rows_${projectScopeOf(ctx)}`;
  const statement = preparedOnce(ctx.db, name, () =>
    rowSelection(anyCaller(ctx))
      .where(
        and(
          eq(findings.ownerId, CALLER_PLACEHOLDERS.owner),
          sql`${findings.id} = any(${sql.placeholder('ids')}::int[])`,
        ),
      )
      .prepare(name),
  );
  const rows = await statement.execute({ ...callerValues(ctx), ids: idArray(ids) });
  return inIdOrder(ids, rows, (row) => row.finding.id);
}

type Query = z.output<typeof FindingListQuery>;

/**
 * What shapes a prepared page of the list besides the project, the sort and the window: its filters
 * (filterShape), none for an unfiltered page. The overdue filter compares with today, which a
 * statement kept across midnight must not hold: a query with it is built at each call.
 */
type Shape = NonNullable<ReturnType<typeof filterShape<typeof FINDING_LIST>>>;
const UNFILTERED: Shape = { key: '', values: {}, where: () => undefined };

/** A page's ids of one project's findings of `shape` in the window's order, for any caller of ctx's scope. */
function shapedIds(ctx: OwnerCtx, shape: Shape, window: ListWindow, limit: Placeholder, offset: Placeholder) {
  const caller = anyCaller(ctx);
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
 * The statement of `kind` for the query's scope, sort and shape, built by `build` and prepared once
 * under its name: the unfiltered shapes are few, the filtered ones numbered and capped (preparedShape;
 * undefined beyond the cap).
 */
function shapedStatement<P extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  ctx: OwnerCtx,
  kind: string,
  query: Query,
  shape: Shape,
  build: (name: string) => P,
): P | undefined {
  const name = `finding_${kind}_${projectScopeOf(ctx)}_${(query.sort ?? FINDING_LIST.defaultSort).replace('-', 'desc_')}`;
  return shape === UNFILTERED
    ? preparedOnce(ctx.db, name, () => build(name))
    : preparedShape(ctx.db, `finding_${kind}`, `${name}_${shape.key}`, build);
}

const shapeValues = (ctx: OwnerCtx, query: Query, shape: Shape) => ({
  ...callerValues(ctx),
  ...shape.values,
  project: query.project_id,
});

/**
 * The ids of a page of one project's findings of a prepared shape: one statement per scope, sort and
 * shape, built and prepared once, so drizzle does not build it again at every call. The page's window
 * stays bound, as pages are many: the plan walks the sort's index from the project's first finding
 * (of the state) whatever the page.
 */
function shapedPageIds(ctx: OwnerCtx, query: Query, shape: Shape, window: ListWindow) {
  const statement = shapedStatement(ctx, 'ids', query, shape, (name) =>
    shapedIds(ctx, shape, window, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name),
  );
  return statement?.execute({ ...shapeValues(ctx, query, shape), limit: window.limit, offset: window.offset });
}

/**
 * The first page of a prepared shape, its ids and rows in one statement (one round trip to the
 * database, not two), its size written into its text so PostgreSQL keeps one plan of its joins (see
 * writtenCount).
 */
function shapedFirstPage(ctx: OwnerCtx, query: Query, shape: Shape, window: ListWindow) {
  const statement = shapedStatement(ctx, `first_${window.limit}`, query, shape, (name) => {
    const ids = shapedIds(ctx, shape, window, writtenCount(window.limit), writtenCount(0));
    return rowSelection(anyCaller(ctx))
      .where(and(eq(findings.ownerId, CALLER_PLACEHOLDERS.owner), sql`${findings.id} = any(array(${ids}))`))
      .orderBy(...window.orderBy)
      .prepare(name);
  });
  return statement?.execute(shapeValues(ctx, query, shape));
}

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
