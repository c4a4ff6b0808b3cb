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
import { type AnyColumn, and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { AppError } from './app-error.js';
import { chinaDay } from './china-time.js';
import { type FilterCondition, filterSourceOf, type ListColumns } from './list-columns.js';
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

const between = (column: AnyColumn, from: unknown, to: unknown) =>
  and(from === undefined ? undefined : gte(column, from), to === undefined ? undefined : lte(column, to));

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

function condition(kind: FilterKind, column: AnyColumn, value: string): SQL | undefined {
  switch (kind) {
    case 'region':
      // A region spans three columns: its field maps to a regionFilter, never to one column.
      throw new Error('a region filter reads its three columns through regionFilter');
    case 'text':
      return ilike(column, `%${likeLiteral(value)}%`);
    case 'number':
    case 'select':
    case 'dict':
      return eq(column, columnValue(column, value));
    case 'range': {
      const { from, to } = bounds(value, (text) => parseNumber(column, text), 'validation.rangeOrder');
      return between(column, from, to);
    }
    case 'date': {
      if (column.columnType === 'PgDateString') {
        const { from, to } = bounds(value, parseDay, 'validation.dateOrder');
        return between(column, from, to);
      }
      const { from, to } = bounds(value, parseInstant, 'validation.dateOrder');
      return between(column, from, to);
    }
  }
}

function filterCondition(spec: ListSpec, columns: object, field: string, raw: unknown) {
  if (!Object.hasOwn(spec.filters, field)) throw new FilterError('validation.unknownField');
  if (typeof raw !== 'string') throw new FilterError('validation.invalidType');
  if (raw.length > FILTER_VALUE_MAX) throw new FilterError('validation.tooLong');
  // U+0000 and lone surrogates: PostgreSQL can compare no text column with them.
  if (!isStorableText(raw)) throw new FilterError('validation.badCharacter');
  const value = raw.trim();
  if (value === '') return undefined;
  const source = filterSourceOf(columns, field);
  if (typeof source === 'function') return source(value);
  return condition(spec.filters[field] as FilterKind, source, value);
}

/**
 * The WHERE of a list's `filter[<field>]` parameters, each compared as its kind in the list's spec
 * says, on its column in `columns`. A field outside the spec's filters, or a value the column's type
 * cannot hold, is a field error on that parameter; empty values filter nothing. Every refused filter
 * is named at once, as the contract's checks name every field.
 */
export function listFilters<L extends ListSpec>(
  query: Record<string, unknown>,
  spec: L,
  columns: ListColumns<L>,
): SQL | undefined {
  const conditions: SQL[] = [];
  const refused: Record<string, MessageKey[]> = {};
  for (const [param, raw] of Object.entries(query)) {
    const field = FILTER_KEY.exec(param)?.[1];
    if (field === undefined) continue;
    try {
      const sql = filterCondition(spec, columns, field, raw);
      if (sql) conditions.push(sql);
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      refused[param] = [error.key];
    }
  }
  const first = Object.values(refused)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields: refused });
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The value of `field`'s filter when it is the query's only filter and one of `values`, with the query
 * without it: a list prepares a statement for such a shape (a screen's tabs: one state, one type), where
 * other filters are built at each call.
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
