import { Code, defineList } from '@app/contract';
import { fillPlaceholders, isNull } from 'drizzle-orm';
import { bigint, boolean, date, integer, PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error.js';
import { filterShape, listFilters, onlyFilter } from './list-filters.js';

const rows = pgTable('rows', { nature: text('nature'), name: text('name') });
const ROWS = defineList({ sort: ['name'], defaultSort: 'name', filters: { nature: 'dict', name: 'text' } });
const dialect = new PgDialect();
const render = (query: Record<string, unknown>) => {
  const where = listFilters(query, ROWS, { nature: rows.nature, name: rows.name });
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
  rank: integer('rank'),
});
const RECORDS = defineList({
  sort: ['name', 'rank'],
  defaultSort: 'name',
  filters: {
    name: 'text',
    step: 'select',
    organization: 'number',
    size: 'range',
    enabled: 'select',
    at: 'date',
    file: 'select',
  },
});
const recordColumns = {
  name: records.name,
  rank: records.rank,
  step: records.name,
  organization: records.organizationId,
  size: records.size,
  enabled: records.enabled,
  at: records.at,
  file: records.file,
};

/** The field errors `listFilters` answers for `query`, or the SQL it builds. */
function filtered(query: Record<string, unknown>) {
  try {
    const where = listFilters(query, RECORDS, recordColumns);
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

describe("listFilters: the spec's filters", () => {
  it('refuses a field the spec does not filter by, even one it sorts by or a column of the table', () => {
    expect(filtered({ 'filter[rank]': '1', 'filter[nature]': 'x' })).toEqual({
      refused: { 'filter[rank]': ['validation.unknownField'], 'filter[nature]': ['validation.unknownField'] },
    });
  });

  it('compares each field as the kind its spec names', () => {
    expect(filtered({ 'filter[name]': 'a' }).sql?.sql).toBe('"records"."name" ilike $1');
    expect(filtered({ 'filter[step]': 'a' }).sql?.sql).toBe('"records"."name" = $1');
  });

  it('hands a field mapped to a condition its checked, trimmed value, and an empty one not at all', () => {
    const SCOPED = defineList({ sort: ['name'], defaultSort: 'name', filters: { scope: 'select' } });
    const scope = vi.fn((_value: string) => isNull(records.name));
    const where = listFilters({ 'filter[scope]': ' @platform ' }, SCOPED, { name: records.name, scope });
    expect(scope).toHaveBeenCalledWith('@platform');
    expect(where && dialect.sqlToQuery(where).sql).toBe('"records"."name" is null');
    scope.mockClear();
    expect(listFilters({ 'filter[scope]': ' ' }, SCOPED, { name: records.name, scope })).toBeUndefined();
    expect(() => listFilters({ 'filter[scope]': 'x'.repeat(201) }, SCOPED, { name: records.name, scope })).toThrow(
      AppError,
    );
    expect(scope).not.toHaveBeenCalled();
  });

  it('filters a field mapped to two columns by its filter column', () => {
    const LABELLED = defineList({ sort: ['label'], defaultSort: 'label', filters: { label: 'number' } });
    const where = listFilters({ 'filter[label]': '7' }, LABELLED, {
      label: { sort: records.name, filter: records.organizationId },
    });
    expect(where && dialect.sqlToQuery(where)).toMatchObject({ sql: '"records"."organization_id" = $1', params: [7] });
  });
});

describe('listFilters: ranges on columns of days', () => {
  const plans = pgTable('plans', { day: date('day', { mode: 'string' }) });
  const PLANS = defineList({ sort: ['day'], defaultSort: 'day', filters: { day: 'date' } });
  const days = (value: string) => {
    const where = listFilters({ 'filter[day]': value }, PLANS, { day: plans.day });
    return where ? dialect.sqlToQuery(where).params : undefined;
  };

  it("read the table's instants of a user's midnight and end of day as their days in China", () => {
    // 2026-03-18 00:00 in China is 16:00 UTC on the 17th: the 17th must not be let in.
    expect(days('2026-03-17T16:00:00.000Z|2026-03-20T15:59:59.999Z')).toEqual(['2026-03-18', '2026-03-20']);
    expect(days('2026-03-18|')).toEqual(['2026-03-18']);
  });

  it('refuse a day that does not exist, and a range whose end comes first', () => {
    expect(() => days('2026-02-30|')).toThrow(AppError);
    expect(() => days('2026-03-20|2026-03-18')).toThrow(AppError);
  });
});

describe('onlyFilter', () => {
  const STATES = ['open', 'closed'] as const;
  it("gives the value of a field's filter that is the query's only one and a known value, and the query without it", () => {
    expect(onlyFilter({ page: 2, sort: '-at', 'filter[state]': ' open ' }, 'state', STATES)).toEqual({
      value: 'open',
      rest: { page: 2, sort: '-at' },
    });
    // Empty filters filter nothing, as listFilters reads them.
    expect(onlyFilter({ 'filter[state]': 'closed', 'filter[name]': ' ' }, 'state', STATES)?.value).toBe('closed');
  });

  it('gives nothing for another filter beside it, another field, an unknown value or no filter', () => {
    expect(onlyFilter({ 'filter[state]': 'open', 'filter[name]': 'x' }, 'state', STATES)).toBeUndefined();
    expect(onlyFilter({ 'filter[name]': 'open' }, 'state', STATES)).toBeUndefined();
    expect(onlyFilter({ 'filter[state]': 'opened' }, 'state', STATES)).toBeUndefined();
    expect(onlyFilter({ page: 1 }, 'state', STATES)).toBeUndefined();
  });
});

describe('filterShape', () => {
  /** The statement a shape builds, with its placeholders filled by the shape's values. */
  const statementOf = (query: Record<string, unknown>) => {
    const shape = filterShape(query, RECORDS, recordColumns);
    if (!shape) return undefined;
    const where = shape.where(recordColumns);
    if (!where) return { key: shape.key, sql: '', params: [] };
    const { sql, params } = dialect.sqlToQuery(where);
    return { key: shape.key, sql, params: fillPlaceholders(params, shape.values) };
  };

  it('says one key for the same fields, sides and comparisons whatever their values, in any order', () => {
    const first = statementOf({ 'filter[name]': 'a', 'filter[size]': '1|5' });
    const second = statementOf({ 'filter[size]': '2|9', 'filter[name]': 'b_' });
    expect(first?.key).toBe(second?.key);
    expect(first?.sql).toBe(second?.sql);
    expect(first?.params).toEqual(['%a%', 1, 5]);
    // The values are checked and read as listFilters reads them: a LIKE's wildcards are literal.
    expect(second?.params).toEqual(['%b\\_%', 2, 9]);
  });

  it("says another key for a range's other sides, another field or another comparison", () => {
    const keys = [
      { 'filter[size]': '1|5' },
      { 'filter[size]': '1|' },
      { 'filter[size]': '|5' },
      { 'filter[step]': 'a' },
      { 'filter[name]': 'a' },
    ].map((query) => statementOf(query)?.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(statementOf({ 'filter[size]': '|5' })?.params).toEqual([5]);
  });

  it('is none for a field mapped to a condition of its own; refused values are field errors as in listFilters', () => {
    const LABELLED = defineList({ sort: ['name'], defaultSort: 'name', filters: { name: 'text', scope: 'select' } });
    const columns = { name: records.name, scope: () => isNull(records.name) };
    expect(filterShape({ 'filter[name]': 'x', 'filter[scope]': 'mine' }, LABELLED, columns)).toBeUndefined();
    expect(filterShape({ 'filter[name]': 'x' }, LABELLED, columns)?.key).toBe('name:like');
    // Unless its value is one of a short list the caller names: then the value is the shape's.
    const mine = filterShape({ 'filter[name]': 'x', 'filter[scope]': 'mine' }, LABELLED, columns, {
      scope: ['mine', 'all'],
    });
    expect(mine?.key).toBe('name:like,scope:is:mine');
    const where = mine?.where(columns);
    expect(where && dialect.sqlToQuery(where).sql).toBe('("records"."name" ilike $1 and "records"."name" is null)');
    expect(filterShape({ 'filter[scope]': 'theirs' }, LABELLED, columns, { scope: ['mine', 'all'] })).toBeUndefined();
    expect(() => filterShape({ 'filter[size]': '9|1' }, RECORDS, recordColumns)).toThrow(AppError);
    expect(() => filterShape({ 'filter[nope]': '1' }, RECORDS, recordColumns)).toThrow(AppError);
  });
});
