import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { listFilters } from './list-filters.js';

const rows = pgTable('rows', { nature: text('nature'), name: text('name') });
const dialect = new PgDialect();
const render = (query: Record<string, unknown>) => {
  const where = listFilters(query, {
    nature: { kind: 'dict', column: rows.nature },
    name: { kind: 'text', column: rows.name },
  });
  return where ? dialect.sqlToQuery(where) : undefined;
};

describe('listFilters: dictionary columns', () => {
  it('match the stored key exactly, where text columns match a part', () => {
    expect(render({ 'filter[nature]': ' state_owned ' })).toMatchObject({
      sql: '"rows"."nature" = $1',
      params: ['state_owned'],
    });
    expect(render({ 'filter[name]': '华东' })).toMatchObject({ sql: '"rows"."name" ilike $1', params: ['%华东%'] });
  });

  it('filter nothing when empty, and refuse a value that is not text', () => {
    expect(render({ 'filter[nature]': '' })).toBeUndefined();
    expect(() => render({ 'filter[nature]': ['a', 'b'] })).toThrow(AppError);
  });
});
