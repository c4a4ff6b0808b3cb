import {
  LIST_COUNT_CAP,
  type ListData,
  type ListQuery,
  type ListSpec,
  PAGE_ALL_CAP,
  PAGE_SIZE_ALL,
  type Paging,
} from '@app/contract';
import { type AnyColumn, and, asc, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { fieldError } from './app-error.js';
import type { Db } from './db.js';
import { type ListColumns, sortColumnOf } from './list-columns.js';
import { listFilters } from './list-filters.js';
import type { Ctx } from './session.js';

export interface ListOptions<L extends ListSpec> {
  /** The column of each field of the spec (ListColumns); a list's filters read the same map. */
  columns: ListColumns<L>;
  /** A unique column ordered last, so rows that tie on the sort keep one order from page to page. */
  tieBreaker: AnyColumn;
}

/** What a list query needs besides its WHERE: order, window, and the paging answer once counted. */
export interface ListWindow {
  orderBy: SQL[];
  /**
   * The sort's key (its column, or for text the column COLLATE pinyin) and direction, for a list that
   * orders a subquery of its own (the backlog).
   */
  sortKey: AnyColumn | SQL;
  direction: typeof asc;
  limit: number;
  offset: number;
  /** "All" (-1): its rows are the count, so no count query runs. */
  all: boolean;
  /**
   * The answer's paging: for a page, `count` from `countUpToCap` (or an exact one), capped above
   * LIST_COUNT_CAP; for "All", the rows it holds, capped when they fill PAGE_ALL_CAP.
   */
  paging(count: number): Paging;
}

/**
 * Text columns sort by pinyin (the collation of migration 0015), so 阿明 comes before 张三 as Chinese
 * users expect; codes and enums keep their own order.
 */
const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar']);

/**
 * Turns a parsed list query (DESIGN §3) into ORDER BY and LIMIT/OFFSET: `sort`, or the spec's default
 * sort without one. A sort field outside the spec's `sort` is refused with code 2 on `sort`: SQL is only
 * ever built from the spec's columns.
 * "All" (-1) is one page of at most PAGE_ALL_CAP rows, so its page is always 1. Pages are served
 * within the first PAGE_ALL_CAP rows, the rows "All" shows: past the counted LIST_COUNT_CAP rows a
 * user may still page on (the count is a floor), but an OFFSET beyond PAGE_ALL_CAP would make the
 * database walk that many rows for a page nobody reads; filters or a sort reach them (code 2 on `page`).
 */
export function listWindow<L extends ListSpec>(query: ListQuery, spec: L, options: ListOptions<L>): ListWindow {
  const sort = query.sort ?? spec.defaultSort;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  if (!spec.sort.includes(field)) throw fieldError('sort', 'validation.invalid');
  const column = sortColumnOf(options.columns, field);
  const direction = descending ? desc : asc;
  const ordered = TEXT_COLUMNS.has(column.columnType) ? sql`${column} collate pinyin` : column;

  const all = query['per-page'] === PAGE_SIZE_ALL;
  const perPage = query['per-page'];
  const page = all ? 1 : query.page;
  const offset = all ? 0 : (page - 1) * perPage;
  if (offset >= PAGE_ALL_CAP) throw fieldError('page', 'validation.pageTooDeep');
  const cap = all ? PAGE_ALL_CAP : LIST_COUNT_CAP;
  return {
    orderBy: [direction(ordered), direction(options.tieBreaker)],
    sortKey: ordered,
    direction,
    limit: all ? PAGE_ALL_CAP : perPage,
    offset,
    all,
    paging: (n) =>
      n > cap || (all && n === cap) ? { count: cap, page, perPage, countCapped: true } : { count: n, page, perPage },
  };
}

/**
 * Counts a list's matching rows (`matching`: a select of them, any columns, without ORDER BY or LIMIT)
 * up to one past LIST_COUNT_CAP: the database stops reading there, so the count costs at most that many
 * index entries however long the list is ("1,000+" in the footer).
 */
export function countUpToCap(db: Db, matching: SQLWrapper) {
  return db.select({ n: count() }).from(sql`(${matching} limit ${LIST_COUNT_CAP + 1}) as capped`);
}

/** Some of a query's parameters, in the order of their names, as a key of what they decide. */
const paramsKey = (params: Record<string, unknown>) =>
  JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)));

/** What a list's count depends on: its filters, not its page, size or order. */
function countKey(list: string, query: ListQuery): string {
  const { page: _page, 'per-page': _perPage, sort: _sort, ...filters } = query;
  return `count:${list}:${paramsKey(filters)}`;
}

/** What a list's order depends on: its filters and its sort, not its page or size. */
function orderKey(list: string, query: ListQuery): string {
  const { page: _page, 'per-page': _perPage, ...ordering } = query;
  return `order:${list}:${paramsKey(ordering)}`;
}

/**
 * A list's count, kept with the caller's cached session (session-cache.ts): a user paging through a
 * list, or a screen refreshing it, counts it once. It is dropped with the session's cached read, at
 * the latest after SESSION_CACHE_MS and at once when any request changes anything, so a footer lags a
 * change made outside a request (a job, another server) by those seconds at most. `counted` runs only
 * when the count is not kept.
 */
export function rememberedCount(
  ctx: Ctx,
  list: string,
  query: ListQuery,
  counted: () => PromiseLike<{ n: number }[]>,
): () => Promise<{ n: number }[]> {
  return () => ctx.remember(countKey(list, query), async () => counted());
}

/**
 * A page's ids of a list whose order costs reading every row it holds (a ranked search), picked from
 * its whole order, which is read once and kept with the caller's cached session as its count is
 * (rememberedCount): the pages a user turns and a screen's refreshes rank it once. `ordered` reads
 * the ids in the list's order, LIST_COUNT_CAP at most (the count holds the rows it ranks).
 */
export async function rememberedPage(
  ctx: Ctx,
  list: string,
  query: ListQuery,
  window: ListWindow,
  ordered: () => PromiseLike<{ id: number }[]>,
): Promise<{ id: number }[]> {
  // Kept as 4 bytes an id: a session may keep several searches for the seconds its read lives.
  const ids = await ctx.remember(orderKey(list, query), async () => Int32Array.from(await ordered(), (row) => row.id));
  return Array.from(ids.subarray(window.offset, window.offset + window.limit), (id) => ({ id }));
}

/**
 * Runs a list's page query and count query together and shapes the answer of DESIGN §3. `counted`
 * is a query not yet run (drizzle runs a query when it is awaited), or a function that runs it:
 * "All" never runs it.
 */
export async function listPage<R, T>(
  window: ListWindow,
  rows: PromiseLike<R[]>,
  counted: PromiseLike<{ n: number }[]> | (() => PromiseLike<{ n: number }[]>),
  toItem: (row: R) => T,
): Promise<ListData<T>> {
  if (window.all) {
    const page = await rows;
    return { result: page.map(toItem), paging: window.paging(page.length) };
  }
  const [page, [total]] = await Promise.all([rows, typeof counted === 'function' ? counted() : counted]);
  return { result: page.map(toItem), paging: window.paging(total?.n ?? 0) };
}

/** A select drizzle can order and cut (what `db.select().from(t).where(w)` is): its rows are `R`. */
interface Pageable<R> {
  orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
}

/** What a plain paged list reads, besides its spec's columns and tie-breaker (ListOptions). */
export interface PagedList<L extends ListSpec, R, T> extends ListOptions<L> {
  /** What every row of the list must meet besides the query's filters (the caller's owner, …). */
  scope?: SQL | undefined;
  /** The rows where `where` holds, not yet ordered or cut. */
  rows: (where: SQL | undefined) => Pageable<R>;
  /** Their count (`count()`, or countUpToCap for a long list), not run for "All". */
  count: (where: SQL | undefined) => PromiseLike<{ n: number }[]>;
  toItem: (row: R) => T;
}

/**
 * A plain paged list's answer: the query's window (listWindow) and filters (listFilters) in the
 * spec's columns, within `scope`; the page of `rows` in the window's order, and their `count`.
 */
export function pagedList<L extends ListSpec, R, T>(
  query: ListQuery,
  spec: L,
  list: PagedList<L, R, T>,
): Promise<ListData<T>> {
  const window = listWindow(query, spec, list);
  const where = and(list.scope, listFilters(query, spec, list.columns));
  const rows = list
    .rows(where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return listPage(window, rows, () => list.count(where), list.toItem);
}

/** A page's ids as a PostgreSQL array's text, which both drivers bind alike (`= any($ids::int[])`). */
export const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** A page's rows, read by `rowsOf` for the ids a first statement picked in the list's order. */
export async function rowsOfPicked<R>(
  picked: PromiseLike<{ id: number }[]>,
  rowsOf: (ids: readonly number[]) => Promise<R[]>,
): Promise<R[]> {
  return rowsOf((await picked).map((row) => row.id));
}

/**
 * `rows` in the order of `ids`: a page whose ids were picked in the list's order by one statement and
 * whose rows were read by another, which returns them in no order. An id whose row is gone is left out.
 */
export function inIdOrder<R>(ids: readonly number[], rows: readonly R[], idOf: (row: R) => number): R[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
