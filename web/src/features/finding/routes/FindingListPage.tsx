import '../texts';
import { PlusOutlined } from '@ant-design/icons';
import { FINDING_LIST, FINDING_STATES, type FindingRow } from '@app/contract';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListCards } from '../../../components/data-table/ListCards';
import type { DataTableColumn } from '../../../components/data-table/types';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useIsNarrowScreen } from '../../../lib/use-is-phone';
import { useOwnerKey } from '../../../stores/session';
import { fetchFindings, useFindingOptions, useFindingRates } from '../api/finding';
import { FindingDrawer } from '../components/FindingDrawer';
import { percent, StateTag } from '../components/finding-bits';

const FindingDialog = lazyOnOpen(() => import('../components/FindingDialog').then((m) => m.FindingDialog));

/** One project's findings (问题列表): filtered and paged on the server, each opening its loop. */
export default function FindingListPage() {
  const { t } = useTranslation();
  const projectId = Number(useParams().id);
  const ownerKey = useOwnerKey();
  const permission = usePagePermission('project-found-list');
  const [search, setSearch] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const narrow = useIsNarrowScreen();
  const options = useFindingOptions(Number.isInteger(projectId) ? projectId : null);
  const rates = useFindingRates({ group: 'project', project_id: String(projectId) }, Number.isInteger(projectId));
  const summary = rates.data?.[0];
  const shownId = Number(search.get('finding')) || null;
  const show = (id: number | null) =>
    setSearch(
      (params) => {
        if (id === null) params.delete('finding');
        else params.set('finding', String(id));
        return params;
      },
      { replace: true },
    );

  const named = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const yesNo = [
    { value: 'true', label: t('finding.yes') },
    { value: 'false', label: t('finding.no') },
  ];
  const columns: DataTableColumn<FindingRow>[] = [
    {
      key: 'description',
      title: t('finding.description'),
      width: 280,
      render: (row) => (
        <Typography.Link onClick={() => show(row.id)}>
          {row.is_important && <Tag color="red">{t('finding.important')}</Tag>}
          {row.on_focus && <Tag color="gold">{t('finding.onFocus')}</Tag>}
          {row.description}
        </Typography.Link>
      ),
    },
    {
      key: 'state',
      title: t('finding.state'),
      width: 150,
      filterOptions: FINDING_STATES.map((state) => ({ value: state, label: t(`finding.stateName.${state}`) })),
      render: (row) => <StateTag state={row.state} overdue={row.overdue} />,
    },
    {
      key: 'type_id',
      title: t('finding.type'),
      width: 120,
      filterOptions: named(options.data?.types),
      render: (row) => row.type_name,
    },
    {
      key: 'theme_id',
      title: t('finding.theme'),
      width: 110,
      filterOptions: named(options.data?.themes),
      render: (row) => row.theme_name || '—',
    },
    { key: 'location', title: t('finding.location'), width: 140 },
    { key: 'responsible_name', title: t('finding.responsible'), width: 120 },
    { key: 'due_date', title: t('finding.dueDate'), width: 120 },
    {
      key: 'overdue',
      title: t('finding.overdue'),
      width: 90,
      filterOptions: yesNo,
      render: (row) => (row.overdue ? t('finding.yes') : t('finding.no')),
    },
    {
      key: 'is_important',
      title: t('finding.important'),
      width: 90,
      filterOptions: yesNo,
      render: (row) => (row.is_important ? t('finding.yes') : t('finding.no')),
    },
    {
      key: 'on_focus',
      title: t('finding.onFocus'),
      width: 90,
      filterOptions: yesNo,
      render: (row) => (row.on_focus ? t('finding.yes') : t('finding.no')),
    },
    { key: 'raised_by_name', title: t('finding.raisedBy'), width: 100 },
    timeColumn<FindingRow>('raised_at', t('finding.raisedAt')),
    {
      key: 'operation',
      title: t('finding.operation'),
      width: 80,
      render: (row) => (
        <Button type="link" size="small" onClick={() => show(row.id)}>
          {t('finding.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={
        // A card's title keeps to one line; on a phone the figures wrap below the name instead of being cut.
        <Space wrap size={4} style={{ whiteSpace: 'normal' }}>
          <span>{summary?.name ?? t('finding.listTitle')}</span>
          {summary && (
            <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>
              {t('finding.counts', summary)} · {t('finding.closureRate')} {percent(summary.closure_rate)} ·{' '}
              {t('finding.responseRate')} {percent(summary.response_rate)}
            </Typography.Text>
          )}
        </Space>
      }
      variant="borderless"
      extra={
        permission.can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('finding.add')}
          </Button>
        )
      }
    >
      {narrow ? (
        <ListCards<FindingRow>
          queryKey={['finding', 'list', ownerKey, projectId]}
          fetch={fetchFindings(projectId)}
          sort={FINDING_LIST.defaultSort}
          rowKey={(row) => row.id}
          emptyText={t('finding.empty')}
          card={(row) => (
            <Flex vertical gap={4} style={{ width: '100%' }} data-testid="finding-card">
              <Typography.Link onClick={() => show(row.id)}>{row.description}</Typography.Link>
              <Flex wrap gap={4} align="center">
                <StateTag state={row.state} overdue={row.overdue} />
                {row.is_important && <Tag color="red">{t('finding.important')}</Tag>}
                {row.on_focus && <Tag color="gold">{t('finding.onFocus')}</Tag>}
                <Tag>{row.type_name}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {t('finding.cardDue', { name: row.responsible_name || '—', due: row.due_date })}
              </Typography.Text>
            </Flex>
          )}
        />
      ) : (
        <DataTable<FindingRow>
          queryKey={['finding', 'list', ownerKey, projectId]}
          fetch={fetchFindings(projectId)}
          columns={columns}
          rowKey="id"
          list={FINDING_LIST}
          emptyText={t('finding.empty')}
          settingsKey="project-found-list"
          onRowDoubleClick={(row) => show(row.id)}
        />
      )}
      <FindingDialog
        open={adding}
        projectId={projectId}
        onClose={() => setAdding(false)}
        onRaised={(finding) => show(finding.id)}
      />
      <FindingDrawer id={shownId} onClose={() => show(null)} />
    </Card>
  );
}
