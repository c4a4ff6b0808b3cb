import { Code, ListQuery, PAGE_ALL_CAP } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { listWindow } from './list-query.js';

const things = pgTable('things', { id: integer('id').primaryKey(), name: text('name'), secret: text('secret') });
const options = { sortable: { name: things.name }, defaultSort: '-name', tieBreaker: things.id } as const;

const window = (query: Record<string, string>) => listWindow(ListQuery.parse(query), options);
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
  it('orders by the default sort, then by the tie-breaker in the same direction', () => {
    expect(orderSql(window({}).orderBy)).toBe('"things"."name" desc, "things"."id" desc');
  });

  it.each([
    ['name', '"things"."name" asc, "things"."id" asc'],
    ['-name', '"things"."name" desc, "things"."id" desc'],
  ])('orders by sort=%s', (sort, expected) => {
    expect(orderSql(window({ sort }).orderBy)).toBe(expected);
  });

  it.each(['secret', '-id', 'constructor', '__proto__'])(
    'refuses sort=%s, which is not in the allowlist, with code 2 on sort',
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
    expect(w.paging(12_345)).toEqual({ count: 12_345, page: 1, perPage: -1 });
  });

  it('defaults to the first page of all rows', () => {
    const w = window({});
    expect({ limit: w.limit, offset: w.offset }).toEqual({ limit: PAGE_ALL_CAP, offset: 0 });
    expect(w.paging(0)).toEqual({ count: 0, page: 1, perPage: -1 });
  });
});
