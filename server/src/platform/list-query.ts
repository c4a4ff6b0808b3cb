import { type ListData, type ListQuery, PAGE_ALL_CAP, PAGE_SIZE_ALL, type Paging } from '@app/contract';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { fieldError } from './app-error.js';

/** A sort as the client writes it: `field` ascending, `-field` descending. */
export type SortSpec<F extends string> = F | `-${F}`;

export interface ListOptions<F extends string> {
  /** The allowlist: the only names `sort` may use, each mapped to the column it orders by. */
  sortable: Readonly<Record<F, AnyColumn>>;
  defaultSort: SortSpec<F>;
  /** A unique column ordered last, so rows that tie on the sort keep one order from page to page. */
  tieBreaker: AnyColumn;
}

/** What a list query needs besides its WHERE: order, window, and the paging answer once counted. */
export interface ListWindow {
  orderBy: SQL[];
  limit: number;
  offset: number;
  paging(count: number): Paging;
}

/**
 * Turns a parsed list query (DESIGN §3) into ORDER BY and LIMIT/OFFSET. A sort field outside the
 * allowlist is refused with code 2 on `sort`: SQL is only ever built from the allowlist's columns.
 * "All" (-1) is one page of at most PAGE_ALL_CAP rows, so its page is always 1.
 */
export function listWindow<F extends string>(query: ListQuery, options: ListOptions<F>): ListWindow {
  const spec = query.sort ?? options.defaultSort;
  const descending = spec.startsWith('-');
  const field = descending ? spec.slice(1) : spec;
  // Own properties only: `constructor` or `__proto__` pass the contract's pattern but are no column.
  if (!Object.hasOwn(options.sortable, field)) throw fieldError('sort', 'validation.invalid');
  const column = options.sortable[field as F];
  const direction = descending ? desc : asc;

  const all = query['per-page'] === PAGE_SIZE_ALL;
  const perPage = query['per-page'];
  const page = all ? 1 : query.page;
  return {
    orderBy: [direction(column), direction(options.tieBreaker)],
    limit: all ? PAGE_ALL_CAP : perPage,
    offset: all ? 0 : (page - 1) * perPage,
    paging: (count) => ({ count, page, perPage }),
  };
}

/** Runs a list's page query and count query together and shapes the answer of DESIGN §3. */
export async function listPage<R, T>(
  window: ListWindow,
  rows: Promise<R[]>,
  counted: Promise<{ n: number }[]>,
  toItem: (row: R) => T,
): Promise<ListData<T>> {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { result: page.map(toItem), paging: window.paging(total?.n ?? 0) };
}
