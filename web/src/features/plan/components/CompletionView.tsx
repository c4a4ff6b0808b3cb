import '../texts';
import { COMPLETION_LIST, type CompletionRow, type PageKey } from '@app/contract';
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useOwnerKey } from '../../../stores/session';
import { fetchCompletion, useCompletionOptions } from '../api/plan';
import { CompletionBar } from './CompletionBar';
import { CompletionPoints } from './CompletionPoints';
import { OverdueCount } from './OverdueCount';

/** What a view is read by: the client's by inspection unit, the manager's by inspector, the inspector's his own pieces. */
export type CompletionBy = 'unit' | 'inspector' | 'mine';

const INTRO: Record<CompletionBy, string> = { unit: 'plan.byUnit', inspector: 'plan.byInspector', mine: 'plan.mine' };

/**
 * 设备检验完成情况: the equipment of the caller's view (the server decides which from his role) with
 * its points counted, its next open point and completion; a row opens its points. The view's column
 * (unit or inspector) comes first, to filter by.
 */
export function CompletionView({ pageKey, by }: { pageKey: PageKey; by: CompletionBy }) {
  const { t } = useTranslation();
  const ownerKey = useOwnerKey();
  const options = useCompletionOptions().data;
  const choices = (items: { id: number; name: string }[] = []) =>
    items.map((item) => ({ value: String(item.id), label: item.name }));

  const unit: DataTableColumn<CompletionRow> = {
    key: 'unit',
    title: t('plan.unit'),
    width: 160,
    filterOptions: choices(options?.units),
    render: (row) => row.unit_name || '—',
  };
  const inspector: DataTableColumn<CompletionRow> = {
    key: 'inspector',
    title: t('plan.inspectors'),
    width: 160,
    filterOptions: choices(options?.inspectors),
    render: (row) =>
      row.inspectors.length > 0 ? (
        <Space size={[0, 4]} wrap>
          {row.inspectors.map((person) => (
            <Tag key={person.id}>{person.name}</Tag>
          ))}
        </Space>
      ) : (
        '—'
      ),
  };
  const lead = by === 'inspector' ? [inspector, unit] : [unit, inspector];
  const columns: DataTableColumn<CompletionRow>[] = [
    {
      key: 'project',
      title: t('plan.project'),
      width: 160,
      filterOptions: (options?.projects ?? []).map((project) => ({
        value: String(project.id),
        label: `${project.number} ${project.name}`,
      })),
      render: (row) => row.project_name,
    },
    ...(by === 'mine' ? [] : lead),
    { key: 'e_number', title: t('plan.eNumber'), width: 130 },
    {
      key: 'equipment',
      title: t('plan.equipment'),
      width: 220,
      render: (row) => (row.batch ? `${row.name} · ${row.batch}` : row.name),
    },
    ...(by === 'mine' ? lead : []),
    { key: 'points', title: t('plan.points'), width: 80 },
    { key: 'done', title: t('plan.done'), width: 80 },
    { key: 'overdue', title: t('plan.overdue'), width: 80, render: (row) => <OverdueCount count={row.overdue} /> },
    {
      key: 'next',
      title: t('plan.next'),
      width: 200,
      render: (row) =>
        row.next ? (
          <span>
            <Typography.Text strong>{row.next.plan_symbol}</Typography.Text> {row.next.step_name}
            <br />
            {/* The earliest open point is overdue exactly when the piece has one. */}
            <Typography.Text type={row.overdue > 0 ? 'danger' : 'secondary'}>{row.next.planned_date}</Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('plan.noNext')}</Typography.Text>
        ),
    },
    {
      key: 'completion',
      title: t('plan.completion'),
      width: 160,
      render: (row) => <CompletionBar done={row.done} points={row.points} />,
    },
  ];

  return (
    <Card title={t('plan.completionTitle')} variant="borderless">
      <Typography.Paragraph type="secondary">{t(INTRO[by])}</Typography.Paragraph>
      <DataTable<CompletionRow>
        queryKey={['plan', 'completion', ownerKey]}
        fetch={fetchCompletion}
        columns={columns}
        rowKey="id"
        list={COMPLETION_LIST}
        defaultPerPage={15}
        emptyText={t('plan.emptyEquipment')}
        settingsKey={pageKey}
        expandable={{
          expandedRowRender: (row) => <CompletionPoints equipmentId={row.id} />,
          rowExpandable: (row) => row.points > 0,
        }}
      />
    </Card>
  );
}
