import type { ListData } from '@app/contract';
import type { ReactNode } from 'react';

/** How a column may be filtered; the server's allowlist for the list must accept the same. */
export type ColumnFilter =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'range' }
  | { kind: 'select'; options: { value: string; label: string }[] }
  /** The enabled items of a data-dictionary type (`get-dict-value?code=`), matched by key. */
  | { kind: 'dict'; code: string }
  | { kind: 'date' };

export interface DataTableColumn<T> {
  /** The field name the server sorts and filters by; `operation` for the row actions, kept last. */
  key: string;
  title: string;
  width?: number;
  sortable?: boolean;
  filter?: ColumnFilter;
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
