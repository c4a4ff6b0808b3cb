import { Typography } from 'antd';
import { dayjs } from '../../lib/dates';
import { DictLabel } from './dict-values';
import type { DataTableColumn } from './types';

/** A date-time column; the list's spec says whether it sorts and filters (by a date range). */
export function timeColumn<T>(key: keyof T & string, title: string): DataTableColumn<T> {
  return {
    key,
    title,
    width: 180,
    render: (row) => dayjs(String(row[key])).format('YYYY-MM-DD HH:mm:ss'),
  };
}

/** A free text (a note, an address) in grey on one line, the whole text on hover; a dash when empty. */
export function secondaryTextColumn<T>(
  key: keyof T & string,
  title: string,
  maxWidth: number,
  options: { width?: number } = {},
): DataTableColumn<T> {
  return {
    key,
    title,
    ...(options.width === undefined ? {} : { width: options.width }),
    render: (row) => {
      const text = String(row[key] ?? '');
      return (
        <Typography.Text type="secondary" ellipsis={{ tooltip: text }} style={{ maxWidth }}>
          {text || '—'}
        </Typography.Text>
      );
    },
  };
}

/** A browser's user-agent text, cut to one line with the whole text on hover. */
export function agentColumn<T extends { user_agent: string }>(title: string): DataTableColumn<T> {
  return secondaryTextColumn<T>('user_agent', title, 280, { width: 300 });
}

/** A column holding a data-dictionary key: shows the item's label, and a `dict` filter offers the dictionary. */
export function dictColumn<T>(
  key: keyof T & string,
  title: string,
  code: string,
  options: { width?: number } = {},
): DataTableColumn<T> {
  return {
    key,
    title,
    width: options.width ?? 120,
    dictCode: code,
    render: (row) => <DictLabel code={code} value={String(row[key] ?? '')} />,
  };
}
