import { describe, expect, it } from 'vitest';
import { listQuery, pageCount, reachableRows, shownRange } from './params';

describe('list query of the data table', () => {
  it('sends page, per-page, sort and one filter parameter per non-empty filter', () => {
    expect(
      listQuery({ page: 2, perPage: 15, sort: '-submit_at', filters: { project_name: '华东', step: '', n: '1|5' } }),
    ).toEqual({ page: 2, 'per-page': 15, sort: '-submit_at', 'filter[project_name]': '华东', 'filter[n]': '1|5' });
  });
});

describe('footer numbers (SPEC §9: pages = ceil(total / rows per page), minimum 1)', () => {
  it('counts pages', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(500, -1)).toBe(1);
  });

  it('names the first and last row shown', () => {
    expect(shownRange(0, 1, 15)).toEqual([0, 0]);
    expect(shownRange(40, 3, 15)).toEqual([31, 40]);
    expect(shownRange(40, 1, -1)).toEqual([1, 40]);
  });

  it('lets the pager go past a capped count while pages come full, and stops where they end', () => {
    const capped = { count: 1000, countCapped: true } as const;
    expect(reachableRows({ count: 40 }, 3, 15, 10)).toBe(40);
    expect(reachableRows(capped, 1, 15, 15)).toBe(1000);
    expect(reachableRows(capped, 67, 15, 15)).toBe(1006);
    expect(reachableRows(capped, 68, 15, 15)).toBe(1021);
    expect(reachableRows(capped, 80, 15, 7)).toBe(1192);
    expect(reachableRows(capped, 1, -1, 10000)).toBe(1000);
  });
});
