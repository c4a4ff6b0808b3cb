import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import '../texts';
import { CheckCircleOutlined, EditOutlined, PlusOutlined, SettingOutlined, StopOutlined } from '@ant-design/icons';
import { OWNER_LIST, type OwnerAdminRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { RowAction } from '../../../components/data-table/RowAction';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { fetchOwnerList, refreshOwners, setOwnerEnabled } from '../api/owners';
import { OwnerFormDialog } from '../components/OwnerFormDialog';
import { OwnerLogo } from '../components/OwnerLogo';
import { regionText } from '../components/region';

type Dialog = { open: false } | { open: true; owner: OwnerAdminRow | null };

/** Every owner of the platform: create, edit, enable or disable, and the way to each one's settings. */
export default function OwnerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permission = usePagePermission('config-owner-list');
  const canOpenSettings = usePagePermission('config-owner-setting').can('index');
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const toggle = async (row: OwnerAdminRow) => {
    const enabling = !row.enabled;
    const question = enabling ? 'configOwner.enableConfirm' : 'configOwner.disableConfirm';
    // Only disabling takes something away; enabling is asked about plainly.
    const act = () => setOwnerEnabled(row.key, enabling);
    const text = t(question, { name: row.name });
    if (enabling) {
      if (!(await confirmDialog(text))) return;
      await act();
    } else if (!(await confirmDanger(text, act))) return;
    alertBanner('success', t(enabling ? 'configOwner.enabledDone' : 'configOwner.disabledDone'));
    await refreshOwners(queryClient);
  };

  const yesNo = [
    { value: 'true', label: t('configOwner.yes') },
    { value: 'false', label: t('configOwner.no') },
  ];
  const operations = (row: OwnerAdminRow) => (
    <Space size={0}>
      {permission.can('update') && (
        <RowAction icon={<EditOutlined />} onClick={() => setDialog({ open: true, owner: row })}>
          {t('configOwner.edit')}
        </RowAction>
      )}
      {canOpenSettings && (
        <RowAction
          icon={<SettingOutlined />}
          onClick={() => navigate(`/config/owner/setting/${encodeURIComponent(row.key)}`)}
        >
          {t('configOwner.settings')}
        </RowAction>
      )}
      {permission.can('update') && !row.is_config && (
        <RowAction
          danger={row.enabled}
          icon={row.enabled ? <StopOutlined /> : <CheckCircleOutlined />}
          onClick={() => void toggle(row)}
        >
          {row.enabled ? t('configOwner.disable') : t('configOwner.enable')}
        </RowAction>
      )}
    </Space>
  );

  const columns: DataTableColumn<OwnerAdminRow>[] = [
    { key: 'logo', title: t('configOwner.logo'), width: 72, render: (row) => <OwnerLogo logo={row.logo} /> },
    {
      key: 'name',
      title: t('configOwner.name'),
      width: 220,
      render: (row) => (
        <Space vertical size={0}>
          <Space size={4}>
            <Typography.Text strong>{row.name}</Typography.Text>
            {row.is_config && <Tag color="purple">{t('configOwner.configOwner')}</Tag>}
          </Space>
          <Typography.Text type="secondary" code>
            {row.key}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'full_name',
      title: t('configOwner.fullName'),
      width: 260,
      render: (row) => (
        <Typography.Text ellipsis={{ tooltip: row.full_name }} style={{ maxWidth: 240 }}>
          {row.full_name || '—'}
        </Typography.Text>
      ),
    },
    {
      key: 'alphabet',
      title: t('configOwner.alphabet'),
      width: 120,
      render: (row) => row.alphabet || '—',
    },
    {
      key: 'abridge',
      title: t('configOwner.abridge'),
      width: 110,
      render: (row) => row.abridge || '—',
    },
    {
      key: 'province',
      title: t('configOwner.region'),
      width: 200,
      render: (row) => regionText(row) || '—',
    },
    {
      key: 'config_admin',
      title: t('configOwner.configAdmin'),
      width: 130,
      filterOptions: yesNo,
      render: (row) =>
        row.config_admin ? <Tag color="blue">{t('configOwner.yes')}</Tag> : <Tag>{t('configOwner.no')}</Tag>,
    },
    {
      key: 'enabled',
      title: t('configOwner.status'),
      width: 100,
      filterOptions: [
        { value: 'true', label: t('configOwner.enabled') },
        { value: 'false', label: t('configOwner.disabled') },
      ],
      render: (row) =>
        row.enabled ? (
          <Tag color="success">{t('configOwner.enabled')}</Tag>
        ) : (
          <Tag color="default">{t('configOwner.disabled')}</Tag>
        ),
    },
    { key: 'member_count', title: t('configOwner.members'), width: 90 },
    timeColumn<OwnerAdminRow>('created_at', t('configOwner.createdAt')),
    ...(permission.can('update') || canOpenSettings
      ? [{ key: 'operation', title: t('configOwner.operation'), width: 320, render: operations }]
      : []),
  ];

  return (
    <Card
      title={t('configOwner.title')}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, owner: null })}>
            {t('configOwner.add')}
          </Button>
        )
      }
    >
      <DataTable<OwnerAdminRow>
        queryKey={['config-owner', 'list']}
        fetch={fetchOwnerList}
        columns={columns}
        rowKey="key"
        list={OWNER_LIST}
        emptyText={t('configOwner.empty')}
        onRowDoubleClick={(row) => permission.can('update') && setDialog({ open: true, owner: row })}
      />
      <OwnerFormDialog
        open={dialog.open}
        owner={dialog.open ? dialog.owner : null}
        onClose={() => setDialog({ open: false })}
        onSaved={() => void refreshOwners(queryClient)}
      />
    </Card>
  );
}
