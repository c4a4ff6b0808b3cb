import type { FilterField, ListSpec, SortField } from '@app/contract';
import { type AnyColumn, Column, is, type SQL } from 'drizzle-orm';

/**
 * A filter that is no comparison of one column: it builds its condition from the value, once
 * `listFilters` has checked it (text, not too long, storable) and trimmed it, and only when not empty.
 */
export type FilterCondition = (value: string) => SQL;
/** What a field only filtered by reads. */
export type FilterSource = AnyColumn | FilterCondition;
/** A field sorted by one column and filtered by another (the user table's organisation: by name, by id). */
export interface SplitColumns {
  sort: AnyColumn;
  filter: FilterSource;
}

/**
 * Where each field of a list's spec reads (contract `defineList`): a sort field maps to the column it
 * orders by, a filter field to the column it compares (its kind comes from the spec). Every field of
 * the spec must be mapped and no other, so a forgotten or unknown field is a compile error.
 */
export type ListColumns<L extends ListSpec> = {
  readonly [K in SortField<L> | FilterField<L>]: K extends SortField<L>
    ? K extends FilterField<L>
      ? AnyColumn | SplitColumns
      : AnyColumn
    : FilterSource;
};

type ColumnEntry = AnyColumn | SplitColumns | FilterCondition;

/** A field's entry; own keys only, since `constructor` or `__proto__` pass the query's pattern but are no field. */
function entryOf(columns: object, field: string): ColumnEntry | undefined {
  return Object.hasOwn(columns, field) ? (columns as Readonly<Record<string, ColumnEntry>>)[field] : undefined;
}

/** The column a sort field orders by. ListColumns maps every sort field to one; anything else is a bug. */
export function sortColumnOf(columns: object, field: string): AnyColumn {
  const entry = entryOf(columns, field);
  if (is(entry, Column)) return entry;
  if (entry !== undefined && typeof entry === 'object') return entry.sort;
  throw new Error(`the list's columns have no sort column for ${field}`);
}

/** What a filter field compares. ListColumns maps every filter field to one; anything else is a bug. */
export function filterSourceOf(columns: object, field: string): FilterSource {
  const entry = entryOf(columns, field);
  if (is(entry, Column) || typeof entry === 'function') return entry;
  if (entry !== undefined) return entry.filter;
  throw new Error(`the list's columns have no filter column for ${field}`);
}
