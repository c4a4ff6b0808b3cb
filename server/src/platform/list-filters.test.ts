import { Code } from '@app/contract';
import { bigint, boolean, integer, PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { type FilterSpec, listFilters } from './list-filters.js';

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

const records = pgTable('records', {
  name: text('name'),
  organizationId: integer('organization_id'),
  size: bigint('size', { mode: 'number' }),
  enabled: boolean('enabled'),
  at: timestamp('at', { withTimezone: true }),
  file: uuid('file'),
});
const recordSpecs: Record<string, FilterSpec> = {
  name: { kind: 'text', column: records.name },
  step: { kind: 'select', column: records.name },
  organization: { kind: 'number', column: records.organizationId },
  size: { kind: 'range', column: records.size },
  enabled: { kind: 'select', column: records.enabled },
  at: { kind: 'date', column: records.at },
  file: { kind: 'select', column: records.file },
};

/** The field errors `listFilters` answers for `query`, or the SQL it builds. */
function filtered(query: Record<string, unknown>) {
  try {
    const where = listFilters(query, recordSpecs);
    return { sql: where ? dialect.sqlToQuery(where) : undefined };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.envelopeCode).toBe(Code.FieldErrors);
    return { refused: error.options.fields };
  }
}

describe('listFilters: values the database cannot hold are field errors, not server errors', () => {
  it.each(['name', 'step', 'organization', 'size', 'enabled', 'at', 'file'])(
    'refuses U+0000 and lone surrogates in filter[%s]',
    (column) => {
      for (const value of ['\u0000', 'a\u0000b', 'true\u0000', '\ud800', 'a\udc00b']) {
        expect(filtered({ [`filter[${column}]`]: value })).toEqual({
          refused: { [`filter[${column}]`]: ['validation.badCharacter'] },
        });
      }
    },
  );

  it.each(['99999999999', '2147483648', '-2147483649', '1e308', '1.5', 'NaN', 'Infinity', '0x10', '1 2'])(
    'refuses filter[organization]=%s on an integer column',
    (value) => {
      expect(filtered({ 'filter[organization]': value })).toEqual({
        refused: { 'filter[organization]': ['validation.invalid'] },
      });
    },
  );

  it('takes integers the column holds, and wider ones on a bigint column', () => {
    expect(filtered({ 'filter[organization]': '2147483647' }).sql?.params).toEqual([2147483647]);
    expect(filtered({ 'filter[size]': '99999999999|' }).sql?.params).toEqual([99999999999]);
    expect(filtered({ 'filter[size]': '1e308|' }).refused).toEqual({ 'filter[size]': ['validation.invalid'] });
  });

  it.each(['-271821-04-20|', '|275760-09-13', '1899-12-31|', '|10000-01-01', '0000-01-01|'])(
    'refuses the date range filter[at]=%s beyond the years 1900 to 9999',
    (value) => {
      expect(filtered({ 'filter[at]': value })).toEqual({ refused: { 'filter[at]': ['validation.dateRange'] } });
    },
  );

  it('takes dates within those years', () => {
    expect(filtered({ 'filter[at]': '1900-01-01|9999-12-31' }).sql?.params).toHaveLength(2);
  });

  it('takes only true or false for a yes/no column, and only an id for a file column', () => {
    expect(filtered({ 'filter[enabled]': 'true' }).sql).toMatchObject({ params: [true] });
    expect(filtered({ 'filter[enabled]': 'yes' }).refused).toEqual({ 'filter[enabled]': ['validation.invalid'] });
    expect(filtered({ 'filter[file]': 'abc' }).refused).toEqual({ 'filter[file]': ['validation.invalid'] });
  });

  it('names every refused filter at once', () => {
    expect(filtered({ 'filter[organization]': '1.5', 'filter[secret]': 'x', 'filter[name]': 'ok' })).toEqual({
      refused: { 'filter[organization]': ['validation.invalid'], 'filter[secret]': ['validation.unknownField'] },
    });
  });
});
