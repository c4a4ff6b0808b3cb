import type { ListData } from '@app/contract';
import type { ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** The control of a column's filter: its kind in the list's spec, with what the column adds to it. */
export type ColumnFilter =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'range' }
  | { kind: 'select'; options: readonly FilterOption[] }
  /** The enabled items of a data-dictionary type (`get-dict-value?code=`), matched by key. */
  | { kind: 'dict'; code: string }
  | { kind: 'date' }
  | { kind: 'region' };

/**
 * One column of a DataTable. Whether it sorts and how it filters is the list's spec (`list` of the
 * table): a column sorts when its key is one of the spec's `sort`, and filters as the spec's `filters`
 * say for its key. The column adds only what the spec cannot carry.
 */
export interface DataTableColumn<T> {
  /** The field name the server sorts and filters by; `operation` for the row actions, kept last. */
  key: string;
  title: string;
  width?: number;
  /**
   * The choices of the column's filter. A `select` filter needs them, or `'typed'` when its values are
   * open-ended and typed whole (a to-do step, a record's id); a `text` filter may offer them too, each
   * then matched as part of the text.
   */
  filterOptions?: readonly FilterOption[] | 'typed';
  /** The dictionary of a `dict` filter, whose enabled items it offers. */
  dictCode?: string;
  render?: (row: T, index: number) => ReactNode;
}

/** What the table asks its list call for (DESIGN §3). */
export interface ListParams {
  page: number;
  perPage: number;
  sort: string;
  /** Column key to its filter value: text, a number, `from|to` or `begin|end`. */
  filters: Record<string, string>;
}

export type ListFetcher<T> = (params: ListParams) => Promise<ListData<T>>;
