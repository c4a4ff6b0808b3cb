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

/** A browser's user-agent text, cut to one line with the whole text on hover. */
export function agentColumn<T extends { user_agent: string }>(title: string): DataTableColumn<T> {
  return {
    key: 'user_agent',
    title,
    width: 300,
    render: (row) => (
      <Typography.Text type="secondary" ellipsis={{ tooltip: row.user_agent }} style={{ maxWidth: 280 }}>
        {row.user_agent || '—'}
      </Typography.Text>
    ),
  };
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
