import '../texts';
import { EditOutlined } from '@ant-design/icons';
import { CONFIG_USER_LIST, type ConfigUserRow } from '@app/contract';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { dayjs } from '../../../lib/dates';
import { usePagePermission } from '../../../lib/page-permission';
import { CONFIG_USER_EDIT_PAGE, fetchConfigUsers } from '../api/config-users';

const editPath = (id: number) => `/config/users/edit/${id}`;

/** Every account of the platform, with the project sources it belongs to. */
export default function ConfigUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePagePermission(CONFIG_USER_EDIT_PAGE).can('index');

  const columns: DataTableColumn<ConfigUserRow>[] = [
    {
      key: 'username',
      title: t('users.username'),
      width: 150,
      render: (row) => (canEdit ? <Link to={editPath(row.id)}>{row.username}</Link> : row.username),
    },
    { key: 'name', title: t('users.name'), width: 120 },
    { key: 'phone', title: t('users.phone'), width: 140, render: (row) => row.phone || '—' },
    { key: 'email', title: t('users.email'), width: 200, render: (row) => row.email || '—' },
    {
      key: 'owners',
      title: t('configUsers.owners'),
      width: 280,
      render: (row) =>
        row.owners.length > 0 ? (
          <Space size={[0, 4]} wrap>
            {row.owners.map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('configUsers.noOwners')}</Typography.Text>
        ),
    },
    {
      key: 'enabled',
      title: t('configUsers.accountStatus'),
      width: 110,
      filterOptions: [
        { value: 'true', label: t('configUsers.enabled') },
        { value: 'false', label: t('configUsers.disabled') },
      ],
      render: (row) =>
        row.enabled ? (
          <Tag color="success">{t('configUsers.enabled')}</Tag>
        ) : (
          <Tag color="error">{t('configUsers.disabled')}</Tag>
        ),
    },
    timeColumn<ConfigUserRow>('created_at', t('configUsers.createdAt')),
    {
      key: 'last_login_at',
      title: t('configUsers.lastLogin'),
      width: 180,
      render: (row) =>
        row.last_login_at ? (
          dayjs(row.last_login_at).format('YYYY-MM-DD HH:mm:ss')
        ) : (
          <Typography.Text type="secondary">{t('configUsers.never')}</Typography.Text>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'operation',
            title: t('users.operation'),
            width: 100,
            render: (row: ConfigUserRow) => (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => navigate(editPath(row.id))}>
                {t('configUsers.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('configUsers.title')} variant="borderless">
      <DataTable<ConfigUserRow>
        queryKey={['config-users', 'list']}
        fetch={fetchConfigUsers}
        columns={columns}
        rowKey="id"
        list={CONFIG_USER_LIST}
        defaultPerPage={30}
        emptyText={t('configUsers.empty')}
        settingsKey="config-users"
        onRowDoubleClick={(row) => canEdit && navigate(editPath(row.id))}
      />
    </Card>
  );
}
