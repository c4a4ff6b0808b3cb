import { filterParam } from '@app/contract';
import type { ListParams } from './types';

/** The query string of a list call: page, per-page, sort and one `filter[<key>]` per non-empty filter. */
export function listQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, 'per-page': params.perPage, sort: params.sort };
  for (const [key, value] of Object.entries(params.filters)) {
    if (value !== '') query[filterParam(key)] = value;
  }
  return query;
}

/** Pages = ceil(total / rows per page), at least 1 (SPEC §9); "All" is one page. */
export const pageCount = (total: number, perPage: number) =>
  perPage <= 0 ? 1 : Math.max(1, Math.ceil(total / perPage));

/**
 * How many rows the pager may reach. An exact count is what it is. A capped count ("1,000+") is a
 * floor: the pager reaches at least the rows already seen, and one more page while the current one is
 * full, so a user can page on past the counted rows (the server serves pages up to PAGE_ALL_CAP rows).
 */
export function reachableRows(
  paging: { count: number; countCapped?: true },
  page: number,
  perPage: number,
  rowsOnPage: number,
) {
  if (!paging.countCapped || perPage <= 0) return paging.count;
  const seen = (page - 1) * perPage + rowsOnPage;
  return Math.max(paging.count, rowsOnPage === perPage ? seen + 1 : seen);
}

/** The footer's numbers: first and last row shown, 1-based, or 0 - 0 for an empty table. */
export function shownRange(total: number, page: number, perPage: number): [number, number] {
  if (total === 0) return [0, 0];
  if (perPage <= 0) return [1, total];
  const from = (page - 1) * perPage + 1;
  return [Math.min(from, total), Math.min(page * perPage, total)];
}
