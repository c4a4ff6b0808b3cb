import '../texts';
import { WORKFLOW_INSTANCE_LIST, WORKFLOW_STATUSES, type WorkflowInstanceRow } from '@app/contract';
import { Card, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { dayjs } from '../../../lib/dates';
import { useOwnerKey, useSessionStore } from '../../../stores/session';
import { fetchWorkflowInstances, type WorkflowScope } from '../api/workflow';
import { WorkflowStatusTag } from '../components/WorkflowStatusTag';

const formPath = (row: WorkflowInstanceRow) => `/control/form/example/setup/${row.form_instance_id}`;
const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

/** Workflow instances (`/default/dashboard/workflow-list`): waiting for me, started by me, or all. */
export default function WorkflowListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownerKey = useOwnerKey();
  const admin = useSessionStore((s) => s.role === 'admin');
  const [scope, setScope] = useState<WorkflowScope>('involved');
  const open = (row: WorkflowInstanceRow) => navigate(formPath(row));
  const scopes: WorkflowScope[] = admin ? ['involved', 'mine', 'all'] : ['involved', 'mine'];

  const columns: DataTableColumn<WorkflowInstanceRow>[] = [
    {
      key: 'form_number',
      title: t('review.list.formNumber'),
      width: 180,
      render: (row) => <Typography.Link onClick={() => open(row)}>{row.form_number || '—'}</Typography.Link>,
    },
    { key: 'template_name', title: t('review.list.template'), width: 200 },
    {
      key: 'family',
      title: t('review.list.family'),
      width: 120,
      render: (row) => <Tag>{t(`review.family.${row.family}`)}</Tag>,
    },
    { key: 'project_name', title: t('review.list.project'), width: 160, render: (row) => row.project_name || '—' },
    { key: 'submitter_name', title: t('review.list.submitter'), width: 110 },
    {
      key: 'status',
      title: t('review.list.statusLabel'),
      width: 100,
      filterOptions: WORKFLOW_STATUSES.map((status) => ({ value: status, label: t(`review.status.${status}`) })),
      render: (row) => <WorkflowStatusTag status={row.status} />,
    },
    { key: 'step', title: t('review.list.step'), width: 180, render: (row) => row.step || '—' },
    { key: 'started_at', title: t('review.list.startedAt'), width: 160, render: (row) => time(row.started_at) },
    { key: 'ended_at', title: t('review.list.endedAt'), width: 160, render: (row) => time(row.ended_at) },
  ];

  return (
    <Card title={t('review.list.title')} variant="borderless">
      <Tabs
        activeKey={scope}
        onChange={(key) => setScope(key as WorkflowScope)}
        items={scopes.map((key) => ({ key, label: t(`review.list.${key}`) }))}
      />
      <DataTable<WorkflowInstanceRow>
        key={scope}
        queryKey={['workflow', 'instances', ownerKey, scope]}
        fetch={(params) => fetchWorkflowInstances(params, scope)}
        columns={columns}
        rowKey="id"
        list={WORKFLOW_INSTANCE_LIST}
        defaultPerPage={15}
        emptyText={t('review.list.empty')}
        settingsKey="workflow-list"
        onRowDoubleClick={open}
      />
    </Card>
  );
}
