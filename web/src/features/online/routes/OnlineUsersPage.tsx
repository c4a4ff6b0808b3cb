import { LogoutOutlined } from '@ant-design/icons';
import { ONLINE_LIST, type OnlineSession } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { agentColumn, timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { endSession, fetchOnline } from '../api/online';

/** Who is signed in to this owner right now; an administrator can end a session. */
export default function OnlineUsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const canEnd = usePagePermission('control-online').can('delete');

  const end = async (row: OnlineSession) => {
    const ended = await confirmDanger(t('online.confirm', { name: row.name, username: row.username }), () =>
      endSession(row.id),
    );
    if (!ended) return;
    alertBanner('success', t('online.ended'));
    await queryClient.invalidateQueries({ queryKey: ['online'] });
  };

  const columns: DataTableColumn<OnlineSession>[] = [
    { key: 'username', title: t('online.username'), width: 140 },
    {
      key: 'name',
      title: t('online.name'),
      width: 160,
      render: (row) => (
        <>
          {row.name} {row.current && <Tag color="success">{t('online.you')}</Tag>}
        </>
      ),
    },
    { key: 'address', title: t('audit.address'), width: 140 },
    timeColumn<OnlineSession>('created_at', t('online.since')),
    timeColumn<OnlineSession>('last_seen_at', t('online.lastSeen')),
    agentColumn<OnlineSession>(t('loginLog.agent')),
    ...(canEnd
      ? [
          {
            key: 'operation',
            title: t('backlog.operation'),
            width: 120,
            render: (row: OnlineSession) => (
              <Button
                danger
                size="small"
                icon={<LogoutOutlined />}
                disabled={row.current}
                onClick={() => void end(row)}
              >
                {t('online.end')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('online.title')} variant="borderless">
      <DataTable<OnlineSession>
        queryKey={['online', ownerKey]}
        fetch={fetchOnline}
        columns={columns}
        rowKey="id"
        list={ONLINE_LIST}
        defaultPerPage={30}
      />
    </Card>
  );
}
