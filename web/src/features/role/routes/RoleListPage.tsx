import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import '../texts';
import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { ROLE_LIST, type RoleItem } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { secondaryTextColumn, timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { RowAction } from '../../../components/data-table/RowAction';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { deleteRole, fetchRoles, refreshGrantQueries } from '../api/roles';
import { RoleFormDialog } from '../components/RoleFormDialog';
import { roleTitle } from '../role-title';

type Dialog = { open: false } | { open: true; role: RoleItem | null };

/** The owner's roles: create, edit, delete, and the way to each role's permission matrix. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const permission = usePagePermission('control-role');
  const canSetUp = usePagePermission('control-role-setup').can('index');
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  // A new role gets the starting grants and a deleted one loses its own: permission screens read again.
  const refresh = () => refreshGrantQueries(queryClient);

  const remove = async (row: RoleItem) => {
    if (!(await confirmDanger(t('role.deleteConfirm', { title: roleTitle(row) }), () => deleteRole(row.name)))) return;
    alertBanner('success', t('role.deleted'));
    await refresh();
  };

  const deleteButton = (row: RoleItem) => {
    const reason = row.builtin
      ? t('role.builtinLocked')
      : row.member_count > 0
        ? t('role.inUse', { count: row.member_count })
        : null;
    const button = (
      <RowAction danger icon={<DeleteOutlined />} disabled={reason !== null} onClick={() => void remove(row)}>
        {t('role.delete')}
      </RowAction>
    );
    return reason ? <Tooltip title={reason}>{button}</Tooltip> : button;
  };

  const operations = (row: RoleItem) => (
    <Space size={0}>
      {permission.can('update') && (
        <RowAction icon={<EditOutlined />} onClick={() => setDialog({ open: true, role: row })}>
          {t('role.editAction')}
        </RowAction>
      )}
      {canSetUp && (
        <RowAction
          icon={<SafetyCertificateOutlined />}
          onClick={() => navigate(`/control/role/setup/${encodeURIComponent(row.name)}`)}
        >
          {t('role.permissions')}
        </RowAction>
      )}
      {permission.can('delete') && deleteButton(row)}
    </Space>
  );

  const hasOperations = permission.can('update') || permission.can('delete') || canSetUp;
  const columns: DataTableColumn<RoleItem>[] = [
    {
      key: 'title',
      title: t('role.roleTitle'),
      width: 170,
      render: (row) => roleTitle(row),
    },
    {
      key: 'name',
      title: t('role.name'),
      width: 130,
      render: (row) => <Typography.Text code>{row.name}</Typography.Text>,
    },
    {
      key: 'builtin',
      title: t('role.kind'),
      width: 100,
      filterOptions: [
        { value: 'true', label: t('role.builtin') },
        { value: 'false', label: t('role.custom') },
      ],
      render: (row) =>
        row.builtin ? <Tag color="blue">{t('role.builtin')}</Tag> : <Tag color="green">{t('role.custom')}</Tag>,
    },
    { key: 'member_count', title: t('role.members'), width: 90 },
    secondaryTextColumn('description', t('role.description'), 320),
    timeColumn<RoleItem>('created_at', t('role.createdAt')),
    ...(hasOperations ? [{ key: 'operation', title: t('role.operation'), width: 290, render: operations }] : []),
  ];

  return (
    <Card
      title={t('role.title')}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, role: null })}>
            {t('role.add')}
          </Button>
        )
      }
    >
      <DataTable<RoleItem>
        queryKey={['role', 'list', ownerKey]}
        fetch={fetchRoles}
        columns={columns}
        rowKey="name"
        list={ROLE_LIST}
        emptyText={t('role.empty')}
        onRowDoubleClick={(row) => permission.can('update') && setDialog({ open: true, role: row })}
      />
      <RoleFormDialog
        open={dialog.open}
        role={dialog.open ? dialog.role : null}
        onClose={() => setDialog({ open: false })}
        onSaved={() => void refresh()}
      />
    </Card>
  );
}
