import type { ListQuery, ListSpec } from '@app/contract';
import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { idArray, inIdOrder } from './list-query.js';
import { anyCaller, callerValues, preparedOnce, preparedShape } from './prepared.js';
import type { OwnerCtx } from './session.js';

/**
 * What shapes a prepared page's SQL besides its name: the query's filters as filterShape reads them
 * (`key` what shapes the SQL, `values` its placeholders' values). UNFILTERED for a query with none.
 */
export interface ListShape {
  key: string;
  values: Record<string, unknown>;
}

/** The shape of a query with no filters: its statement is one of the list's few, never numbered. */
export const UNFILTERED = { key: '', values: {}, where: () => undefined } as const;

/** A statement drizzle has prepared, answering `R` when run with its placeholders' values. */
export interface PreparedStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A list statement's name: its family, the caller's scope (which projects his role reads, or which
 * half of a list), the query's sort, and whatever else shapes the SQL (a page size written in, which
 * of the list's own parameters are given). One name, one text: everything that shapes it is here.
 */
export function listStatementName(
  family: string,
  scope: string,
  query: ListQuery,
  spec: ListSpec,
  ...shaping: (string | number | boolean)[]
): string {
  const sort = (query.sort ?? spec.defaultSort).replace('-', 'desc_');
  return [family, scope, sort, ...shaping].join('_');
}

/** A prepared page of a list with no filters: how it is named, built and given its values. */
export interface UnfilteredPage<R> {
  /** The statement's name (listStatementName). */
  name: string;
  /**
   * Builds and prepares the statement under `name`, for `caller`: any caller of the scope
   * (anyCaller), his ids placeholders; the window's values placeholders or written in.
   */
  build: (caller: OwnerCtx, name: string) => PreparedStatement<R>;
  /** This call's values of the statement's own placeholders (the caller's are added). */
  values?: Record<string, unknown>;
}

/** A prepared page of a list of any filters: its shape, and the family its shapes are numbered in. */
export interface PreparedPage<R> extends UnfilteredPage<R> {
  /** The family a filtered shape is numbered in (preparedShape), at most FILTER_SHAPES_MAX of it. */
  family: string;
  shape: ListShape;
}

const run = <R>(ctx: OwnerCtx, statement: PreparedStatement<R>, values: Record<string, unknown> | undefined) =>
  statement.execute({ ...callerValues(ctx), ...values });

/**
 * Runs a list's page of no filters through its statement, one of the list's few, built and prepared
 * the first time it is asked for (preparedOnce). The caller's owner and user ids are bound at each
 * call, with `values`.
 */
export function runUnfilteredPage<R>(ctx: OwnerCtx, page: UnfilteredPage<R>): Promise<R> {
  const { name, build } = page;
  return run(
    ctx,
    preparedOnce(ctx.db, name, () => build(anyCaller(ctx), name)),
    page.values,
  );
}

/**
 * Runs a list's page through its statement: an unfiltered query's (runUnfilteredPage), or a filtered
 * one's, numbered in its family (preparedShape) and built and prepared the first time it is asked for,
 * the filters' values bound at each call. Undefined when the family holds its most shapes already:
 * the caller builds the query for the call.
 */
export function runPreparedPage<R>(ctx: OwnerCtx, page: PreparedPage<R>): Promise<R> | undefined {
  const { name, family, shape, build } = page;
  if (shape.key === '') return runUnfilteredPage(ctx, page);
  const statement = preparedShape(ctx.db, family, `${name}_${shape.key}`, (statementName) =>
    build(anyCaller(ctx), statementName),
  );
  return statement && run(ctx, statement, { ...shape.values, ...page.values });
}

/** Where a statement of rowsById takes the page's ids. */
const PICKED_IDS = sql.placeholder('ids');

/** `column` is one of the page's ids, bound as an array (rowsById). */
export const isPickedId = (column: AnyColumn): SQL => sql`${column} = any(${PICKED_IDS}::int[])`;

/**
 * `column` is one of the ids `ids` picks (a subquery of the page's ids in the list's order, its size
 * written in): a first page read with its rows in one statement, one round trip where two were.
 */
export const isFirstPageId = (column: AnyColumn, ids: SQLWrapper): SQL => sql`${column} = any(array(${ids}))`;

/**
 * The rows of `ids` (a page picked in the list's order by another statement), in that order, read by
 * one statement per `name` prepared once: `build` selects the rows for `caller` (any caller of the
 * scope) where isPickedId. PostgreSQL plans its joins once and keeps the plan, as it does not depend
 * on the ids, where a page read in one statement with its filters and order was planned at every call.
 */
export async function rowsById<R>(
  ctx: OwnerCtx,
  name: string,
  ids: readonly number[],
  build: (caller: OwnerCtx) => { prepare(name: string): PreparedStatement<R[]> },
  idOf: (row: R) => number,
): Promise<R[]> {
  if (ids.length === 0) return [];
  const statement = preparedOnce(ctx.db, name, () => build(anyCaller(ctx)).prepare(name));
  const rows = await statement.execute({ ...callerValues(ctx), ids: idArray(ids) });
  return inIdOrder(ids, rows, idOf);
}

/** A first page: no offset, and not "All" (its size is a page size, written into a statement). */
export const isFirstPage = (window: { all: boolean; offset: number }) => !window.all && window.offset === 0;
