import { LIST_COUNT_CAP, REPORT_LIST, REPORT_STATUSES, type ReportType } from '@app/contract';
import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ListColumns } from '../../platform/list-columns.js';
import { filterShape, listFilters } from '../../platform/list-filters.js';
import { countUpToCap, type ListWindow, listWindow } from '../../platform/list-query.js';
import { anyCaller, writtenCount, writtenWord } from '../../platform/prepared.js';
import {
  isFirstPageId,
  listStatementName,
  runPreparedPage,
  runUnfilteredPage,
  UNFILTERED,
} from '../../platform/prepared-list.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formNumbers } from '../form/public.js';
import { projectScopeOf, visibleProjectIds } from '../project/public.js';
import { reports } from './report.table.js';
import {
  checkingColumns,
  type ReportListQuery,
  reportColumns,
  reportStatusOf,
  STATUS_FILTER,
} from './report-list-columns.js';
import { reportRows } from './report-list-rows.js';
import { isSubmittedStatus } from './report-status.js';

/** A value, or where a prepared statement takes it. */
type Value<T> = T | Placeholder;
/** What picks a page's rows besides the caller and the list's shape: one project, one writer, and the window. */
interface PageValues {
  projectId: Value<number> | undefined;
  writerId: Value<number> | undefined;
  /** One type of report, written into a first page prepared for it; else a filter decides. */
  reportType?: Value<ReportType> | undefined;
  /** How many of each half's first rows to read: the page's offset and size. */
  depth: Value<number>;
  limit: Value<number>;
  offset: Value<number>;
}

const valuesOf = (query: ReportListQuery, window: ListWindow): PageValues => ({
  projectId: query.project_id,
  writerId: query.writer_id,
  depth: window.offset + window.limit,
  limit: window.limit,
  offset: window.offset,
});

/**
 * The reports the caller may read (readableForms, said of the report's copy of its form) in two
 * halves, each walked in the list's order through an index of its own: the submitted ones
 * (reports_owner_shared_idx, with no drafts of others to step over, where an OR of the two halves
 * walked past every draft of the owner before the first submitted report), and the caller's own not
 * submitted (his drafts and those sent back, a few). The state is written into the SQL, not bound: a
 * statement kept for every caller can then use the partial indexes, whose conditions name it.
 */
const readableHalves = (ctx: OwnerCtx) =>
  [
    sql`${reports.formStatus} = 'submitted'`,
    and(sql`${reports.formStatus} <> 'submitted'`, eq(reports.formCreatedBy, ctx.user.id)),
  ] as const;

/**
 * The page's report ids and the count for `query`, with `values` as given (numbers, or placeholders
 * of a prepared statement). Each half of the readable reports is walked in the page's order and cut
 * at its depth, the halves are merged, then the page's window is taken; what the page shows of its
 * reports is read apart (reportRowsOf), so the rows a deep page skips are not given their names,
 * equipment and review (990 of them on page 66).
 */
function pageQueries(
  ctx: OwnerCtx,
  query: ReportListQuery,
  values: PageValues,
  filters: (columns: ListColumns<typeof REPORT_LIST>) => SQL | undefined = (columns) =>
    listFilters(query, REPORT_LIST, columns),
) {
  const window = listWindow(query, REPORT_LIST, checkingColumns(ctx));
  const filteredStatus = query[STATUS_FILTER];
  const status = typeof filteredStatus === 'string' && filteredStatus.trim() !== '' ? filteredStatus.trim() : undefined;
  const sortsByProject = (query.sort ?? REPORT_LIST.defaultSort).replace(/^-/, '') === 'project_name';
  const visibleProjects = visibleProjectIds(ctx);
  /** The caller's reports of a half of those he may read, as the query picks them. */
  const halfOf = (readable: SQL | undefined) => {
    const half = reportColumns(ctx, formNumbers(ctx.db));
    const where = and(
      eq(reports.ownerId, ctx.owner.id),
      readable,
      // An array read once rather than a join: PostgreSQL then walks the order's index whatever it
      // guesses of the projects table (one row, when never analysed, made it sort every report: 100 ms
      // at 20,000 reports against 1 ms).
      sql`${reports.projectId} = any(array(${visibleProjects}))`,
      query.mine === 'true' ? or(eq(reports.writerId, ctx.user.id), eq(reports.createdBy, ctx.user.id)) : undefined,
      values.projectId === undefined ? undefined : eq(reports.projectId, values.projectId),
      values.writerId === undefined ? undefined : eq(reports.writerId, values.writerId),
      values.reportType === undefined ? undefined : eq(reports.reportType, values.reportType),
      filters(half.columns),
    );
    const order = listWindow(query, REPORT_LIST, half);
    return {
      /** Its first rows in the page's order, as deep as the page reaches. */
      firstRows: half
        .keyed(order.sortKey, sortsByProject)
        .where(where)
        .orderBy(...order.orderBy)
        .limit(values.depth),
      /** Its reports, to count. */
      counted: half.ids().where(where),
    };
  };
  const [shared, own] = readableHalves(ctx);
  // A state is one of submitted reports or one of drafts: the other half holds none in it, and
  // walking it to find so had a caller with many drafts step over each of them.
  const submitted = status === undefined || isSubmittedStatus(reportStatusOf(status));
  const drafts = status === undefined || !submitted;
  const halves = [...(submitted ? [halfOf(shared)] : []), ...(drafts ? [halfOf(own)] : [])];
  const [first, second] = halves;
  if (!first) throw new Error('a report list reads at least one half of the forms');
  const firstRows = (second ? first.firstRows.unionAll(second.firstRows) : first.firstRows).as('first_rows');
  return {
    window,
    ids: ctx.db
      .select({ id: firstRows.id })
      .from(firstRows)
      .orderBy(window.direction(firstRows.key), window.direction(firstRows.id))
      .limit(values.limit)
      .offset(values.offset),
    // Each half stops at the count's cap, as the whole does.
    counted: countUpToCap(
      ctx.db,
      second
        ? first.counted.limit(LIST_COUNT_CAP + 1).unionAll(second.counted.limit(LIST_COUNT_CAP + 1))
        : first.counted,
    ),
  };
}

/** The page's report ids and the count of a list call as they run unprepared (the scale test EXPLAINs them). */
export function reportQueries(ctx: OwnerCtx, query: ReportListQuery) {
  return pageQueries(ctx, query, valuesOf(query, listWindow(query, REPORT_LIST, checkingColumns(ctx))));
}

/** Where a prepared page takes its values (PageValues). */
const PLACEHOLDERS = {
  projectId: sql.placeholder('project'),
  writerId: sql.placeholder('writer'),
  depth: sql.placeholder('depth'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * The page's report ids, in the page's order. The list has few shapes (the caller's scope, a sort,
 * mine, one project or writer, the fields filtered and how): each is prepared once per database, so
 * drizzle does not build its subqueries again for every call (building a filtered one took a third of
 * the server's CPU). A filter's values, the page's depth and window stay placeholders: told them,
 * PostgreSQL would soon keep one generic plan for every owner and caller, and a generic plan of this
 * query can walk a million forms for a caller's few drafts (measured: 2 s against 1 ms). A filter
 * mapped to a condition of its own (a device, an inspector's name…), or a shape beyond the kept ones,
 * is built for the call.
 */
export async function pageIds(ctx: OwnerCtx, query: ReportListQuery, window: ListWindow, filtered: boolean) {
  // A state is one of a short list: each has its statement.
  const shape = filtered
    ? filterShape(query, REPORT_LIST, checkingColumns(ctx).columns, { status: REPORT_STATUSES })
    : UNFILTERED;
  const unprepared = async () => (await reportQueries(ctx, query).ids).map((row) => row.id);
  if (!shape) return unprepared();
  const given = [query.mine === 'true', query.project_id !== undefined, query.writer_id !== undefined];
  const name = listStatementName('report_ids', projectScopeOf(ctx), query, REPORT_LIST, ...given);
  const build = (caller: OwnerCtx, statementName: string) => {
    const values = {
      ...PLACEHOLDERS,
      projectId: query.project_id === undefined ? undefined : PLACEHOLDERS.projectId,
      writerId: query.writer_id === undefined ? undefined : PLACEHOLDERS.writerId,
    };
    return pageQueries(caller, query, values, shape.where).ids.prepare(statementName);
  };
  const values = {
    project: query.project_id,
    writer: query.writer_id,
    depth: window.offset + window.limit,
    limit: window.limit,
    offset: window.offset,
  };
  const rows = await runPreparedPage(ctx, { name, family: 'report_ids', shape, build, values });
  return rows ? rows.map((row) => row.id) : unprepared();
}

/**
 * The first page of the list in its default order (newest submitted first, or oldest), unfiltered, in
 * one statement: its ids and its rows. Its limits are written into its text, so PostgreSQL plans it
 * once and keeps the plan for every owner and caller (saving 0.5 ms of planning and a round trip a
 * call). That plan is safe only here: both halves of the readable reports are walked in this order by
 * an index that holds it (reports_owner_shared_idx, or reports_owner_type_idx for one type, and the
 * caller's drafts by reports_owner_unshared_idx), so nothing the plan cannot know (how many drafts
 * the caller has, how many reports a project has) can make it walk more than the page's rows.
 */
export function firstPageShape(query: ReportListQuery, window: ListWindow, filtered: boolean): boolean {
  const sort = (query.sort ?? REPORT_LIST.defaultSort).replace(/^-/, '');
  return (
    !filtered &&
    !window.all &&
    window.offset === 0 &&
    sort === 'submit_at' &&
    query.mine !== 'true' &&
    query.project_id === undefined &&
    query.writer_id === undefined
  );
}

/**
 * The statement of a first page (firstPageShape) of `size` rows, for any caller of ctx's scope, of
 * every type or of one, written into its text as its size is (bound, it was planned at every call).
 */
export function firstPageQuery(ctx: OwnerCtx, query: ReportListQuery, size: number, type?: ReportType) {
  const caller = anyCaller(ctx);
  const written = writtenCount(size);
  const values = {
    projectId: undefined,
    writerId: undefined,
    reportType: type === undefined ? undefined : writtenWord(type),
    depth: written,
    limit: written,
    offset: writtenCount(0),
  };
  const { ids } = pageQueries(caller, query, values);
  const rows = reportRows(caller);
  return rows
    .select()
    .where(isFirstPageId(reports.formInstanceId, ids))
    .orderBy(...listWindow(query, REPORT_LIST, rows).orderBy);
}

/** A first page (firstPageShape) of the window's size, of every type or of one, its statement prepared once. */
export function firstPage(ctx: OwnerCtx, query: ReportListQuery, window: ListWindow, type?: ReportType) {
  const name = listStatementName('report_first', projectScopeOf(ctx), query, REPORT_LIST, window.limit, type ?? 'any');
  const build = (caller: OwnerCtx, statementName: string) =>
    firstPageQuery(caller, query, window.limit, type).prepare(statementName);
  return runUnfilteredPage(ctx, { name, build });
}
