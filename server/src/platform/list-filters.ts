import {
  Code,
  FILTER_VALUE_MAX,
  FILTER_YEAR_MAX,
  FILTER_YEAR_MIN,
  type FilterKind,
  INT4_MAX,
  isStorableText,
  type ListSpec,
  RANGE_SEPARATOR,
  REGION_NAME_MAX,
  REGION_SEPARATOR,
} from '@app/contract';
import { type AnyColumn, and, eq, gte, ilike, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { AppError } from './app-error.js';
import { chinaDay } from './china-time.js';
import { type FilterCondition, type FilterSource, filterSourceOf, type ListColumns } from './list-columns.js';
import type { MessageKey } from './messages.js';

const FILTER_KEY = /^filter\[(.+)\]$/;

class FilterError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whole numbers each integer column type holds; a filter beyond them would be a database error. */
const INTEGER_RANGES: Record<string, readonly [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgSmallSerial: [-32_768, 32_767],
  PgInteger: [-INT4_MAX - 1, INT4_MAX],
  PgSerial: [-INT4_MAX - 1, INT4_MAX],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
const REAL_MAX = 3.4e38;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A number the column can hold: whole and within range for integer columns, finite for the others. */
function parseNumber(column: AnyColumn, text: string): number {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new FilterError('validation.invalid');
  const n = Number(text);
  const range = INTEGER_RANGES[column.columnType];
  if (range && !(Number.isInteger(n) && n >= range[0] && n <= range[1])) throw new FilterError('validation.invalid');
  const limit = column.columnType === 'PgReal' ? REAL_MAX : Number.MAX_VALUE;
  if (!(Math.abs(n) <= limit)) throw new FilterError('validation.invalid');
  return n;
}

function parseInstant(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new FilterError('validation.invalid');
  const year = date.getUTCFullYear();
  if (year < FILTER_YEAR_MIN || year > FILTER_YEAR_MAX) throw new FilterError('validation.dateRange');
  return date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One side of a range on a column of days (PostgreSQL `date`): a day as it is, an instant as the day
 * it falls on in China. The table's date filter sends the instants of the user's local midnight and
 * end of day; compared as instants with a day, midnight in China (16:00 UTC the day before) would
 * reach into the day before.
 */
function parseDay(text: string): string {
  const at = parseInstant(DAY.test(text) ? `${text}T12:00:00+08:00` : text);
  const day = chinaDay(at);
  // A day that does not exist (2026-02-30) rolls over in Date: refused, not moved.
  if (DAY.test(text) && day !== text) throw new FilterError('validation.invalid');
  return day;
}

/** The value as the column's type reads it, so PostgreSQL is never asked to cast what it cannot. */
function columnValue(column: AnyColumn, text: string): string | number | boolean | Date {
  switch (column.dataType) {
    case 'number':
      return parseNumber(column, text);
    case 'boolean':
      if (text === 'true' || text === 'false') return text === 'true';
      throw new FilterError('validation.invalid');
    case 'date':
      return parseInstant(text);
    default:
      if (column.columnType === 'PgUUID' && !UUID.test(text)) throw new FilterError('validation.invalid');
      return text;
  }
}

/** Both sides of `from|to`; either may be empty, not both, and the first may not be after the second. */
function bounds<T extends number | Date | string>(value: string, parse: (text: string) => T, order: MessageKey) {
  const parts = value.split(RANGE_SEPARATOR);
  if (parts.length !== 2) throw new FilterError('validation.invalid');
  const [from, to] = parts.map((part) => (part.trim() === '' ? undefined : parse(part.trim())));
  if (from === undefined && to === undefined) throw new FilterError('validation.invalid');
  if (from !== undefined && to !== undefined && from > to) throw new FilterError(order);
  return { from, to };
}

/**
 * A region filter (`province/city/district`, as far down as chosen) on the three columns that hold a
 * record's region by name: each level given must match; a level below an empty one, or more than
 * three, is refused.
 */
export function regionFilter(province: AnyColumn, city: AnyColumn, district: AnyColumn): FilterCondition {
  return (value) => {
    const parts = value.split(REGION_SEPARATOR).map((part) => part.trim());
    if (parts.length > 3 || parts.some((part) => part === '' || part.length > REGION_NAME_MAX)) {
      throw new FilterError('validation.invalid');
    }
    const [p, c, d] = parts;
    return and(
      eq(province, p),
      c === undefined ? undefined : eq(city, c),
      d === undefined ? undefined : eq(district, d),
    ) as SQL;
  };
}

/** What a filter compares its column with, checked and read as the column's type reads it. */
type Comparison = { like: string | Placeholder } | { equals: unknown } | { from: unknown; to: unknown };

function comparisonOf(kind: FilterKind, column: AnyColumn, value: string): Comparison {
  switch (kind) {
    case 'region':
      // A region spans three columns: its field maps to a regionFilter, never to one column.
      throw new Error('a region filter reads its three columns through regionFilter');
    case 'text':
      return { like: `%${likeLiteral(value)}%` };
    case 'number':
    case 'select':
    case 'dict':
      return { equals: columnValue(column, value) };
    case 'range':
      return bounds(value, (text) => parseNumber(column, text), 'validation.rangeOrder');
    case 'date':
      return column.columnType === 'PgDateString'
        ? bounds(value, parseDay, 'validation.dateOrder')
        : bounds(value, parseInstant, 'validation.dateOrder');
  }
}

/** The comparison as SQL; either side of a range left out when it has none. */
function conditionOf(column: AnyColumn, comparison: Comparison): SQL | undefined {
  if ('like' in comparison) return ilike(column, comparison.like);
  if ('equals' in comparison) return eq(column, comparison.equals);
  const { from, to } = comparison;
  return and(from === undefined ? undefined : gte(column, from), to === undefined ? undefined : lte(column, to));
}

/** A query's filter, checked: its field, what it reads, and its value (trimmed, not empty). */
interface CheckedFilter {
  field: string;
  kind: FilterKind;
  source: FilterSource;
  value: string;
}

function checkedFilter(spec: ListSpec, columns: object, field: string, raw: unknown): CheckedFilter | undefined {
  if (!Object.hasOwn(spec.filters, field)) throw new FilterError('validation.unknownField');
  if (typeof raw !== 'string') throw new FilterError('validation.invalidType');
  if (raw.length > FILTER_VALUE_MAX) throw new FilterError('validation.tooLong');
  // U+0000 and lone surrogates: PostgreSQL can compare no text column with them.
  if (!isStorableText(raw)) throw new FilterError('validation.badCharacter');
  const value = raw.trim();
  if (value === '') return undefined;
  return { field, kind: spec.filters[field] as FilterKind, source: filterSourceOf(columns, field), value };
}

/**
 * `read` of each of the query's `filter[<field>]` parameters, checked and not empty. A field outside the
 * spec's filters, or a value the column's type cannot hold, is a field error on that parameter; every
 * refused filter is named at once, as the contract's checks name every field.
 */
function eachFilter<T>(
  query: Record<string, unknown>,
  spec: ListSpec,
  columns: object,
  read: (filter: CheckedFilter) => T,
): T[] {
  const results: T[] = [];
  const refused: Record<string, MessageKey[]> = {};
  for (const [param, raw] of Object.entries(query)) {
    const field = FILTER_KEY.exec(param)?.[1];
    if (field === undefined) continue;
    try {
      const filter = checkedFilter(spec, columns, field, raw);
      if (filter) results.push(read(filter));
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      refused[param] = [error.key];
    }
  }
  const first = Object.values(refused)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields: refused });
  return results;
}

/**
 * The WHERE of a list's `filter[<field>]` parameters, each compared as its kind in the list's spec
 * says, on its column in `columns`; empty values filter nothing. Refused filters are field errors
 * (eachFilter).
 */
export function listFilters<L extends ListSpec>(
  query: Record<string, unknown>,
  spec: L,
  columns: ListColumns<L>,
): SQL | undefined {
  const conditions = eachFilter(query, spec, columns, ({ kind, source, value }) =>
    typeof source === 'function' ? source(value) : conditionOf(source, comparisonOf(kind, source, value)),
  );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Where a prepared statement takes a filter's value, or a side of its range. */
const filterPlaceholder = (field: string, side?: 'from' | 'to') =>
  sql.placeholder(side === undefined ? `filter:${field}` : `filter:${field}:${side}`);

/**
 * A filter's comparison with placeholders for its values (`held`), their values, and what shapes its
 * SQL (`kind`: the comparison, and which sides a range has).
 */
function placeheld(field: string, comparison: Comparison) {
  if ('like' in comparison || 'equals' in comparison) {
    const value = 'like' in comparison ? comparison.like : comparison.equals;
    const held = filterPlaceholder(field);
    return {
      kind: 'like' in comparison ? 'like' : 'equals',
      held: 'like' in comparison ? { like: held } : { equals: held },
      values: { [held.name]: value },
    };
  }
  const values: Record<string, unknown> = {};
  const side = (which: 'from' | 'to') => {
    if (comparison[which] === undefined) return undefined;
    const held = filterPlaceholder(field, which);
    values[held.name] = comparison[which];
    return held;
  };
  const held = { from: side('from'), to: side('to') };
  return { kind: `range:${held.from ? 'from' : ''}-${held.to ? 'to' : ''}`, held, values };
}

/** A field's source in the columns a shape's SQL is built for, which map it as the query's columns do. */
function sameSource(source: FilterSource, as: 'column'): AnyColumn;
function sameSource(source: FilterSource, as: 'condition'): FilterCondition;
function sameSource(source: FilterSource, as: 'column' | 'condition') {
  if ((typeof source === 'function') !== (as === 'condition')) throw new Error(`a filter's source is not a ${as} here`);
  return source;
}

/** A filter as a prepared statement takes it (filterShape): what shapes it, its values, and its SQL. */
interface ShapedFilter {
  field: string;
  kind: string;
  values: Record<string, unknown>;
  build: (source: FilterSource) => SQL | undefined;
}

/**
 * The query's filters as a prepared statement takes them: `key` says what shapes its SQL (the fields
 * filtered, how, and the sides of each range), `values` are its placeholders' (the checked values),
 * and `where` builds its WHERE for any list's columns of the same spec, with placeholders for the
 * values. A field mapped to a condition of its own builds its SQL from its value: it is written into
 * the shape when `fixed` lists the value (a state of a short list), else the query has no shape
 * (undefined). Refused filters are field errors, as listFilters says.
 */
export function filterShape<L extends ListSpec>(
  query: Record<string, unknown>,
  spec: L,
  columns: ListColumns<L>,
  fixed: Readonly<Record<string, readonly string[]>> = {},
) {
  const filters = eachFilter(query, spec, columns, ({ field, kind, source, value }): ShapedFilter | undefined => {
    if (typeof source !== 'function') {
      const { held, ...shape } = placeheld(field, comparisonOf(kind, source, value));
      return { field, ...shape, build: (column) => conditionOf(sameSource(column, 'column'), held) };
    }
    if (!Object.hasOwn(fixed, field) || !fixed[field]?.includes(value)) return undefined;
    return { field, kind: `is:${value}`, values: {}, build: (condition) => sameSource(condition, 'condition')(value) };
  });
  const shaped = filters.filter((filter) => filter !== undefined);
  if (shaped.length < filters.length) return undefined;
  shaped.sort((a, b) => (a.field < b.field ? -1 : 1));
  return {
    key: shaped.map(({ field, kind }) => `${field}:${kind}`).join(','),
    values: Object.assign({}, ...shaped.map((filter) => filter.values)) as Record<string, unknown>,
    where: (shapeColumns: ListColumns<L>): SQL | undefined =>
      and(...shaped.map(({ field, build }) => build(filterSourceOf(shapeColumns, field)))),
  };
}

/**
 * The value of `field`'s filter when it is the query's only filter and one of `values`, with the query
 * without it: the report list prepares a first page per type for such a query (a screen's tab of
 * NCRs, of release reports), its type written into the statement's text; other filtered pages take
 * their values as placeholders (filterShape).
 */
export function onlyFilter<Q extends Record<string, unknown>, V extends string>(
  query: Q,
  field: string,
  values: readonly V[],
): { value: V; rest: Q } | undefined {
  const param = `filter[${field}]`;
  const filters = Object.entries(query).filter(
    ([key, value]) => FILTER_KEY.test(key) && typeof value === 'string' && value.trim() !== '',
  );
  const [[key, raw] = []] = filters;
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (filters.length !== 1 || key !== param || !(values as readonly string[]).includes(value)) return undefined;
  const { [param]: _only, ...rest } = query;
  return { value: value as V, rest: rest as Q };
}
