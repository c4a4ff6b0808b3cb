import { Code, defineList, LIST_COUNT_CAP, ListQuery, PAGE_ALL_CAP } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import type { ListColumns } from './list-columns.js';
import { listWindow } from './list-query.js';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name'),
  rank: integer('rank'),
  secret: text('secret'),
  labelId: integer('label_id'),
});
const labels = pgTable('labels', { id: integer('id').primaryKey(), name: text('name') });
const THINGS = defineList({
  sort: ['name', 'rank', 'label'],
  defaultSort: '-name',
  filters: { secret: 'text', label: 'select' },
});
const options = {
  // `label` sorts by the label's name and filters by its id.
  columns: {
    name: things.name,
    rank: things.rank,
    secret: things.secret,
    label: { sort: labels.name, filter: things.labelId },
  },
  tieBreaker: things.id,
};

const window = (query: Record<string, string>) => listWindow(ListQuery.parse(query), THINGS, options);
const orderSql = (orderBy: SQL[]) => new PgDialect().sqlToQuery(sql.join(orderBy, sql`, `)).sql;

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('listWindow', () => {
  it("orders by the spec's default sort when the query names none, then by the tie-breaker in the same direction", () => {
    expect(orderSql(window({}).orderBy)).toBe('"things"."name" collate pinyin desc, "things"."id" desc');
  });

  it.each([
    ['name', '"things"."name" collate pinyin asc, "things"."id" asc'],
    ['-name', '"things"."name" collate pinyin desc, "things"."id" desc'],
    ['rank', '"things"."rank" asc, "things"."id" asc'],
    ['-label', '"labels"."name" collate pinyin desc, "things"."id" desc'],
  ])('orders by sort=%s, text by pinyin', (sort, expected) => {
    expect(orderSql(window({ sort }).orderBy)).toBe(expected);
  });

  it.each(['secret', '-id', 'constructor', '__proto__'])(
    "refuses sort=%s, which is not among the spec's sort fields (a filter field is not one), with code 2 on sort",
    (sort) => {
      const error = refusal(() => window({ sort }));
      expect(error.envelopeCode).toBe(Code.FieldErrors);
      expect(error.options.fields).toEqual({ sort: ['validation.invalid'] });
    },
  );

  it('windows page 2 of 15 as rows 16 to 30 and answers the paging', () => {
    const w = window({ page: '2', 'per-page': '15' });
    expect({ limit: w.limit, offset: w.offset }).toEqual({ limit: 15, offset: 15 });
    expect(w.paging(32)).toEqual({ count: 32, page: 2, perPage: 15 });
  });

  it('answers every row up to the cap on one page for per-page -1, whatever page is asked', () => {
    const w = window({ page: '3', 'per-page': '-1' });
    expect({ limit: w.limit, offset: w.offset }).toEqual({ limit: PAGE_ALL_CAP, offset: 0 });
    expect(w.paging(9_876)).toEqual({ count: 9_876, page: 1, perPage: -1 });
  });

  it('answers a count above 1,000 as 1,000 with countCapped, and one of 1,000 as it is', () => {
    const w = window({ page: '2', 'per-page': '15' });
    expect(w.paging(LIST_COUNT_CAP)).toEqual({ count: LIST_COUNT_CAP, page: 2, perPage: 15 });
    expect(w.paging(LIST_COUNT_CAP + 1)).toEqual({ count: LIST_COUNT_CAP, page: 2, perPage: 15, countCapped: true });
    expect(w.paging(1_234)).toEqual({ count: LIST_COUNT_CAP, page: 2, perPage: 15, countCapped: true });
  });

  it('serves pages past the counted 1,000 rows up to the 10,000 All shows, and refuses a deeper one with code 2 on page', () => {
    expect(window({ page: '68', 'per-page': '15' }).offset).toBe(1005);
    expect(window({ page: '10', 'per-page': '1000' }).offset).toBe(9000);
    expect(window({ page: '667', 'per-page': '15' }).offset).toBe(9990);
    for (const query of [
      { page: '668', 'per-page': '15' },
      { page: '11', 'per-page': '1000' },
      { page: '2147483647', 'per-page': '100' },
    ]) {
      const error = refusal(() => window(query));
      expect(error.envelopeCode).toBe(Code.FieldErrors);
      expect(error.options.fields).toEqual({ page: ['validation.pageTooDeep'] });
    }
  });

  it('defaults to the first page of all rows', () => {
    const w = window({});
    expect({ limit: w.limit, offset: w.offset }).toEqual({ limit: PAGE_ALL_CAP, offset: 0 });
    expect(w.paging(0)).toEqual({ count: 0, page: 1, perPage: -1 });
  });
});

describe('ListColumns', () => {
  it('needs a column for every field of the spec, and no other, at compile time', () => {
    // @ts-expect-error `label` has no column
    const missing: ListColumns<typeof THINGS> = { name: things.name, rank: things.rank, secret: things.secret };
    const unknown: ListColumns<typeof THINGS> = {
      ...options.columns,
      // @ts-expect-error `id` is no field of the spec
      id: things.id,
    };
    const sortedByCondition: ListColumns<typeof THINGS> = {
      ...options.columns,
      // @ts-expect-error a sort field needs a column to order by
      rank: () => sql`true`,
    };
    expect([missing, unknown, sortedByCondition]).toHaveLength(3);
  });
});
