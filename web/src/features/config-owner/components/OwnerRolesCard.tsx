import type { OwnerView } from '@app/contract';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleTitle } from '../../role/public';

type RoleRow = OwnerView['roles'][number];

/** The owner's roles and how many members hold each; roles are edited inside the owner itself. */
export function OwnerRolesCard({ roles }: { roles: RoleRow[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('configOwner.roles')} variant="borderless">
      <Table<RoleRow>
        rowKey="name"
        size="small"
        pagination={false}
        dataSource={roles}
        columns={[
          {
            key: 'title',
            title: t('configOwner.roleName'),
            render: (_v, role) => (
              <>
                {roleTitle(role)}{' '}
                {role.builtin ? (
                  <Tag color="blue">{t('configOwner.builtin')}</Tag>
                ) : (
                  <Tag>{t('configOwner.custom')}</Tag>
                )}
              </>
            ),
          },
          {
            key: 'name',
            dataIndex: 'name',
            title: t('configOwner.roleKey'),
            render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
          },
          {
            key: 'member_count',
            dataIndex: 'member_count',
            title: t('configOwner.members'),
            width: 90,
            align: 'right',
          },
        ]}
      />
    </Card>
  );
}
