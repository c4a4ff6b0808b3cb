import { ACTION_TYPES, type ActionType } from '@app/contract';
import { Checkbox, Empty, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckState, columnState, type Matrix, rowState, setCell, setColumn, setRow } from './matrix-state';

export interface MatrixRow {
  key: string;
  /** Plain text naming the row, for screen readers' checkbox labels. */
  name: string;
  label: ReactNode;
}

export interface MatrixGroup {
  key: string;
  /** Shown as a header row above the group's rows; a single untitled group has none. */
  title?: string;
  rows: MatrixRow[];
}

type Line = { kind: 'group'; key: string; title: string } | ({ kind: 'row' } & MatrixRow);

interface Props {
  groups: MatrixGroup[];
  value: Matrix;
  onChange(next: Matrix): void;
  /** Header of the first column: what a row is (a page, a role). */
  rowHeader: string;
  readOnly?: boolean;
  loading?: boolean;
}

const checkProps = (state: CheckState) => ({ checked: state === 'all', indeterminate: state === 'some' });

/**
 * The permission matrix: one row per page (or role), one column per action type, with an "all"
 * checkbox per row and one per column in the header. Group header rows span the whole width.
 */
export function ActionMatrix({ groups, value, onChange, rowHeader, readOnly, loading }: Props) {
  const { t } = useTranslation();
  const rows = groups.flatMap((group) => group.rows);
  const rowKeys = rows.map((row) => row.key);
  const lines: Line[] = groups.flatMap((group) => [
    ...(group.title ? [{ kind: 'group' as const, key: `group:${group.key}`, title: group.title }] : []),
    ...group.rows.map((row) => ({ kind: 'row' as const, ...row })),
  ]);
  const span = ACTION_TYPES.length + 2;
  const hiddenInGroupRow = (line: Line) => ({ colSpan: line.kind === 'group' ? 0 : 1 });
  const everything = (on: boolean) =>
    onChange(Object.fromEntries(rowKeys.map((key) => [key, on ? [...ACTION_TYPES] : []])));
  const allState: CheckState = rows.every((row) => rowState(value, row.key) === 'all')
    ? 'all'
    : rows.some((row) => rowState(value, row.key) !== 'none')
      ? 'some'
      : 'none';

  const actionColumn = (action: ActionType): TableColumnsType<Line>[number] => ({
    key: action,
    align: 'center',
    width: 92,
    title: (
      <Checkbox
        {...checkProps(columnState(value, rowKeys, action))}
        disabled={readOnly || rows.length === 0}
        onChange={(e) => onChange(setColumn(value, rowKeys, action, e.target.checked))}
      >
        {t(`role.actions.${action}`)}
      </Checkbox>
    ),
    onCell: hiddenInGroupRow,
    render: (_: unknown, line: Line) =>
      line.kind === 'row' && (
        <Checkbox
          aria-label={`${line.name} ${t(`role.actions.${action}`)}`}
          checked={value[line.key]?.includes(action) ?? false}
          disabled={readOnly}
          onChange={(e) => onChange(setCell(value, line.key, action, e.target.checked))}
        />
      ),
  });

  const columns: TableColumnsType<Line> = [
    {
      key: 'row',
      title: rowHeader,
      width: 300,
      onCell: (line) => ({ colSpan: line.kind === 'group' ? span : 1 }),
      render: (_: unknown, line: Line) => (line.kind === 'group' ? <strong>{line.title}</strong> : line.label),
    },
    {
      key: 'all',
      align: 'center',
      width: 80,
      title: (
        <Checkbox
          {...checkProps(allState)}
          disabled={readOnly || rows.length === 0}
          onChange={(e) => everything(e.target.checked)}
        >
          {t('role.matrix.all')}
        </Checkbox>
      ),
      onCell: hiddenInGroupRow,
      render: (_: unknown, line: Line) =>
        line.kind === 'row' && (
          <Checkbox
            aria-label={t('role.matrix.allOf', { name: line.name })}
            {...checkProps(rowState(value, line.key))}
            disabled={readOnly}
            onChange={(e) => onChange(setRow(value, line.key, e.target.checked))}
          />
        ),
    },
    ...ACTION_TYPES.map(actionColumn),
  ];

  return (
    <Table<Line>
      rowKey="key"
      size="small"
      bordered
      sticky
      loading={loading}
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(line) => (line.kind === 'group' ? { style: { background: '#fafafa' } } : {})}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.matrix.empty')} /> }}
    />
  );
}
