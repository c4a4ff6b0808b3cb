import { type PlanPointRow, POINT_STATES } from '@app/contract';
import { Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn, FilterOption } from '../../../components/data-table/types';
import { dayjs } from '../../../lib/dates';
import { reportPath } from '../plan-paths';
import { PointStateTag } from './PointStateTag';

const dash = (text: string | null) => text || '—';
/** "1000kV 主变压器 A 相 · WN-ZB-1A · 第一批": how the equipment is known. */
export const equipmentText = (row: { equipment_name: string; e_number: string; batch: string }) =>
  [row.equipment_name, row.e_number, row.batch].filter((part) => part !== '').join(' · ');

/** The state, with who recorded a witness notice, when and why, on hover. */
function stateCell(t: TFunction, row: PlanPointRow): ReactNode {
  const tag = <PointStateTag state={row.state} />;
  if (!row.notice_at) return tag;
  const by = t('plan.noticeBy', {
    name: row.notice_by_name || '—',
    at: dayjs(row.notice_at).format('YYYY-MM-DD HH:mm'),
  });
  return (
    <Tooltip title={row.notice_note ? t('plan.noticeWithNote', { by, note: row.notice_note }) : by}>
      <span>{tag}</span>
    </Tooltip>
  );
}

export interface PointColumnOptions {
  /** The plan list's filters' choices; the columns of one piece's points (a completion row) have none. */
  filters?: { projects: FilterOption[]; categories: FilterOption[] };
  /** Shown when the points are of many pieces, not one. */
  withEquipment: boolean;
}

/** The columns of a list of points, as the plan list and a completion row's points show them. */
export function pointColumns(
  t: TFunction,
  { filters, withEquipment }: PointColumnOptions,
): DataTableColumn<PlanPointRow>[] {
  const owners: DataTableColumn<PlanPointRow>[] = withEquipment
    ? [
        {
          key: 'project',
          title: t('plan.project'),
          width: 150,
          filterOptions: filters?.projects,
          render: (row) => row.project_name,
        },
        { key: 'equipment', title: t('plan.equipment'), width: 200, render: (row) => equipmentText(row) },
      ]
    : [];
  return [
    ...owners,
    { key: 'step', title: t('plan.step'), width: 140, render: (row) => `${row.step}. ${row.step_name}` },
    {
      key: 'category',
      title: t('plan.category'),
      width: 100,
      filterOptions: filters?.categories,
      render: (row) => row.category_name,
    },
    {
      key: 'plan_symbol',
      title: t('plan.planSymbol'),
      width: 80,
      render: (row) => <Typography.Text strong>{row.plan_symbol}</Typography.Text>,
    },
    { key: 'planned_date', title: t('plan.plannedDate'), width: 110, render: (row) => dash(row.planned_date) },
    // The state beside the plan, so what is overdue shows without scrolling sideways.
    {
      key: 'state',
      title: t('plan.state'),
      width: 110,
      filterOptions: filters
        ? POINT_STATES.map((state) => ({ value: state, label: t(`plan.states.${state}`) }))
        : undefined,
      render: (row) => stateCell(t, row),
    },
    { key: 'actual_symbol', title: t('plan.actualSymbol'), width: 80, render: (row) => dash(row.actual_symbol) },
    { key: 'actual_date', title: t('plan.actualDate'), width: 110, render: (row) => dash(row.actual_date) },
    {
      key: 'report',
      title: t('plan.report'),
      width: 160,
      render: (row) =>
        row.report ? <Link to={reportPath(row.report.id, row.report.template_id)}>{row.report.number}</Link> : '—',
    },
  ];
}
