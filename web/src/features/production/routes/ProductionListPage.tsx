import '../texts';
import { BarChartOutlined } from '@ant-design/icons';
import { PRODUCTION_LIST, type ProductionRow } from '@app/contract';
import { Button, Card, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useOwnerKey } from '../../../stores/session';
import { useProductionChoices } from '../api/choices';
import { fetchProduction, timelinePath } from '../api/production';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/**
 * 生产信息: the caller's equipment (an inspector's own, a manager's projects', the client's all) with
 * how far its production has come; a row opens its timeline.
 */
export default function ProductionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownerKey = useOwnerKey();
  const choices = useProductionChoices();
  const columns: DataTableColumn<ProductionRow>[] = [
    { key: 'e_number', title: t('production.eNumber'), width: 130 },
    {
      key: 'name',
      title: t('production.name'),
      width: 240,
      render: (row) => (
        <Link to={timelinePath(row.id, row.project_id)}>
          <Typography.Text ellipsis={{ tooltip: row.name }} style={{ maxWidth: 230, color: 'inherit' }}>
            {row.name}
          </Typography.Text>
        </Link>
      ),
    },
    {
      key: 'progress',
      title: t('production.progress'),
      width: 160,
      render: (row) => (
        <Progress
          percent={row.summary.progress}
          size="small"
          status={row.summary.late > 0 ? 'exception' : row.summary.progress >= 100 ? 'success' : 'normal'}
          format={(percent) => `${percent ?? 0}%`}
        />
      ),
    },
    {
      key: 'steps',
      title: t('production.steps'),
      width: 100,
      render: (row) => t('production.stepsValue', { done: row.summary.done, total: row.summary.total }),
    },
    {
      key: 'late_steps',
      title: t('production.late'),
      width: 110,
      filterOptions: [{ value: 'true', label: t('production.lateOnly') }],
      render: (row) => (row.summary.late > 0 ? <Tag color="error">{row.summary.late}</Tag> : '—'),
    },
    {
      key: 'project_name',
      title: t('production.project'),
      width: 220,
      filterOptions: choices.projects.map((p) => ({ value: String(p.id), label: `${p.number} ${p.name}` })),
      render: (row) => (
        <Typography.Text ellipsis={{ tooltip: row.project_name }} style={{ maxWidth: 210 }}>
          {row.project_name}
        </Typography.Text>
      ),
    },
    {
      key: 'device_name',
      title: t('production.device'),
      width: 130,
      filterOptions: choices.devices.map((d) => ({ value: String(d.id), label: d.name })),
    },
    { key: 'batch', title: t('production.batch'), width: 100, render: (row) => row.batch || '—' },
    {
      key: 'last_update',
      title: t('production.lastUpdate'),
      width: 150,
      render: (row) => when(row.summary.last_update),
    },
    {
      key: 'operation',
      title: t('production.operation'),
      width: 120,
      render: (row) => (
        <Button
          type="link"
          size="small"
          icon={<BarChartOutlined />}
          onClick={() => navigate(timelinePath(row.id, row.project_id))}
        >
          {t('production.open')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('production.listTitle')} variant="borderless">
      <DataTable<ProductionRow>
        queryKey={['production', 'list', ownerKey]}
        fetch={fetchProduction}
        columns={columns}
        rowKey="id"
        list={PRODUCTION_LIST}
        defaultPerPage={30}
        emptyText={t('production.empty')}
        settingsKey="equipment-produce-info"
        onRowDoubleClick={(row) => navigate(timelinePath(row.id, row.project_id))}
      />
    </Card>
  );
}
