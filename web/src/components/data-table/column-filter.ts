import type { FilterKind, ListSpec } from '@app/contract';
import type { ColumnFilter, DataTableColumn } from './types';

/** The kind the list filters a column by; own keys only, as `constructor` names no filter. */
const kindOf = (list: ListSpec, key: string): FilterKind | undefined =>
  Object.hasOwn(list.filters, key) ? list.filters[key] : undefined;

export const isSortable = (list: ListSpec, key: string) => list.sort.includes(key);

/**
 * The filter a column offers: the list's kind for its key, with the column's choices or dictionary.
 * None when the list does not filter by the key, or when the column lacks what its kind needs
 * (`specProblems` names that).
 */
export function columnFilter<T>(list: ListSpec, column: DataTableColumn<T>): ColumnFilter | undefined {
  const kind = kindOf(list, column.key);
  const options = column.filterOptions;
  switch (kind) {
    case undefined:
      return undefined;
    case 'text':
    case 'select':
      if (options === 'typed' || (kind === 'text' && options === undefined)) return { kind: 'text' };
      return options === undefined ? undefined : { kind: 'select', options };
    case 'dict':
      return column.dictCode === undefined ? undefined : { kind: 'dict', code: column.dictCode };
    default:
      return { kind };
  }
}

/**
 * What a page's columns get wrong against its list's spec: a filter the column cannot show for want
 * of choices or a dictionary, or choices and dictionaries given for a filter the list does not have
 * (a filter the server would refuse). The table reports them during development.
 */
export function specProblems<T>(list: ListSpec, columns: readonly DataTableColumn<T>[]): string[] {
  return columns.flatMap((column) => {
    const kind = kindOf(list, column.key);
    const { key, filterOptions, dictCode } = column;
    if (kind === 'select' && filterOptions === undefined) {
      return [`column "${key}": the list filters it by select, but the column gives no filterOptions`];
    }
    if (kind === 'dict' && dictCode === undefined) {
      return [`column "${key}": the list filters it by dict, but the column gives no dictCode`];
    }
    if (filterOptions !== undefined && kind !== 'select' && kind !== 'text') {
      return [`column "${key}": filterOptions given, but the list filters it by ${kind ?? 'nothing'}`];
    }
    if (dictCode !== undefined && kind !== 'dict') {
      return [`column "${key}": dictCode given, but the list filters it by ${kind ?? 'nothing'}`];
    }
    return [];
  });
}
