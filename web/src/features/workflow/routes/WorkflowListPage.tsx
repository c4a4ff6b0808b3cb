import '../texts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { WORKFLOW_LIST, type WorkflowDefinitionRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmedDelete } from '../../../components/confirm-dialog/confirm-danger';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { deleteWorkflow, fetchWorkflows, refreshWorkflows } from '../api/workflows';
import { FourEyesCard } from '../components/FourEyesCard';
import { designPath } from '../components/paths';

const NewWorkflowDialog = lazyOnOpen(() => import('../components/NewWorkflowDialog').then((m) => m.NewWorkflowDialog));

/**
 * /control/workflow: the owner's workflow definitions (create, design and delete as the page allows),
 * and below them the owner's four-eyes rules, which govern every review these workflows run.
 */
export default function WorkflowListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const permission = usePagePermission('control-workflow');
  const [creating, setCreating] = useState(false);

  const remove = async (row: WorkflowDefinitionRow) => {
    if (!(await confirmedDelete(t('workflow.deleteConfirm', { name: row.name }), () => deleteWorkflow(row.id)))) return;
    alertBanner('success', t('workflow.deleted'));
    await refreshWorkflows(queryClient);
  };

  const canDesign = permission.can('update');
  const operations = (row: WorkflowDefinitionRow) => (
    <Space size={0} wrap>
      {canDesign && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => navigate(designPath(row.id))}>
          {t('workflow.design')}
        </Button>
      )}
      {permission.can('delete') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
          {t('workflow.delete')}
        </Button>
      )}
    </Space>
  );

  const columns: DataTableColumn<WorkflowDefinitionRow>[] = [
    { key: 'name', title: t('workflow.name'), width: 200 },
    {
      key: 'binding',
      title: t('workflow.binding'),
      width: 280,
      render: (row) =>
        row.families.length + row.template_names.length === 0 ? (
          <Typography.Text type="secondary">{t('workflow.unbound')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {row.families.map((family) => (
              <Tag key={family} color="blue">
                {t(`workflow.family.${family}`)}
              </Tag>
            ))}
            {row.template_names.map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
          </Space>
        ),
    },
    {
      key: 'enabled',
      title: t('workflow.enabled'),
      width: 90,
      render: (row) => (
        <Badge
          status={row.enabled ? 'success' : 'default'}
          text={t(row.enabled ? 'workflow.enabledOn' : 'workflow.enabledOff')}
        />
      ),
    },
    {
      key: 'latest_version',
      title: t('workflow.latestVersionTitle'),
      width: 110,
      render: (row) =>
        row.latest_version === null ? (
          <Typography.Text type="secondary">{t('workflow.neverPublished')}</Typography.Text>
        ) : (
          `v${row.latest_version}`
        ),
    },
    {
      key: 'changed',
      title: t('workflow.changedTitle'),
      width: 130,
      render: (row) =>
        row.changed ? (
          <Badge status="warning" text={t('workflow.changed')} />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    timeColumn<WorkflowDefinitionRow>('updated_at', t('workflow.updatedAt')),
    { key: 'updated_by_name', title: t('workflow.updatedBy'), width: 110 },
    ...(canDesign || permission.can('delete')
      ? [{ key: 'operation', title: t('workflow.operation'), width: 170, render: operations }]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('workflow.listTitle')}
        variant="borderless"
        extra={
          permission.can('create') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              onPointerEnter={NewWorkflowDialog.preload}
            >
              {t('workflow.newWorkflow')}
            </Button>
          )
        }
      >
        <DataTable<WorkflowDefinitionRow>
          queryKey={['workflow', 'list', ownerKey]}
          fetch={fetchWorkflows}
          columns={columns}
          rowKey="id"
          list={WORKFLOW_LIST}
          emptyText={t('workflow.empty')}
          settingsKey="control-workflow"
          onRowDoubleClick={(row) => canDesign && navigate(designPath(row.id))}
        />
        <NewWorkflowDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void refreshWorkflows(queryClient);
            navigate(designPath(id));
          }}
        />
      </Card>
      <FourEyesCard canUpdate={permission.can('update')} />
    </Flex>
  );
}
