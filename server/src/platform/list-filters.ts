import { FILTER_VALUE_MAX, type FilterKind, RANGE_SEPARATOR } from '@app/contract';
import { type AnyColumn, and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { fieldError } from './app-error.js';
import type { MessageKey } from './messages.js';

/** How one column of a list may be filtered. */
export interface FilterSpec {
  kind: FilterKind;
  column: AnyColumn;
}

const FILTER_KEY = /^filter\[(.+)\]$/;

class FilterError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function parseNumber(text: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) throw new FilterError('validation.invalid');
  return n;
}

function parseInstant(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new FilterError('validation.invalid');
  return date;
}

/** Both sides of `from|to`; either may be empty, not both, and the first may not be after the second. */
function bounds<T extends number | Date>(value: string, parse: (text: string) => T, order: MessageKey) {
  const parts = value.split(RANGE_SEPARATOR);
  if (parts.length !== 2) throw new FilterError('validation.invalid');
  const [from, to] = parts.map((part) => (part.trim() === '' ? undefined : parse(part.trim())));
  if (from === undefined && to === undefined) throw new FilterError('validation.invalid');
  if (from !== undefined && to !== undefined && from > to) throw new FilterError(order);
  return { from, to };
}

function condition(spec: FilterSpec, value: string): SQL | undefined {
  switch (spec.kind) {
    case 'text':
      return ilike(spec.column, `%${likeLiteral(value)}%`);
    case 'number':
      return eq(spec.column, parseNumber(value));
    case 'select':
    case 'dict':
      return eq(spec.column, value);
    case 'range': {
      const { from, to } = bounds(value, parseNumber, 'validation.rangeOrder');
      return and(
        from === undefined ? undefined : gte(spec.column, from),
        to === undefined ? undefined : lte(spec.column, to),
      );
    }
    case 'date': {
      const { from, to } = bounds(value, parseInstant, 'validation.dateOrder');
      return and(
        from === undefined ? undefined : gte(spec.column, from),
        to === undefined ? undefined : lte(spec.column, to),
      );
    }
  }
}

/**
 * The WHERE of a list's `filter[<column>]` parameters. A column outside the list's allowlist, or a
 * value that does not parse, is a field error on that parameter; empty values filter nothing.
 */
export function listFilters(
  query: Record<string, unknown>,
  specs: Readonly<Record<string, FilterSpec>>,
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [param, raw] of Object.entries(query)) {
    const column = FILTER_KEY.exec(param)?.[1];
    if (column === undefined) continue;
    if (!Object.hasOwn(specs, column)) throw fieldError(param, 'validation.unknownField');
    if (typeof raw !== 'string') throw fieldError(param, 'validation.invalidType');
    if (raw.length > FILTER_VALUE_MAX) throw fieldError(param, 'validation.tooLong');
    if (raw.trim() === '') continue;
    try {
      const sql = condition(specs[column] as FilterSpec, raw.trim());
      if (sql) conditions.push(sql);
    } catch (error) {
      if (error instanceof FilterError) throw fieldError(param, error.key);
      throw error;
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}
