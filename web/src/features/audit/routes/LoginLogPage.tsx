import { LOGIN_LOG_LIST, LOGIN_REASONS, type LoginEntry } from '@app/contract';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentColumn, timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { fetchLoginLog } from '../api/logs';

/** Every sign-in attempt on the platform, for the platform's administrators. */
export default function LoginLogPage() {
  const { t } = useTranslation();
  const columns: DataTableColumn<LoginEntry>[] = [
    timeColumn<LoginEntry>('at', t('audit.at')),
    { key: 'username', title: t('loginLog.username'), width: 160 },
    {
      key: 'reason',
      title: t('loginLog.result'),
      width: 140,
      filterOptions: LOGIN_REASONS.map((r) => ({ value: r, label: t(`loginLog.reasons.${r}`) })),
      render: (row) => <Tag color={row.success ? 'success' : 'error'}>{t(`loginLog.reasons.${row.reason}`)}</Tag>,
    },
    { key: 'address', title: t('audit.address'), width: 160 },
    agentColumn<LoginEntry>(t('loginLog.agent')),
  ];
  return (
    <Card title={t('loginLog.title')} variant="borderless">
      <DataTable<LoginEntry>
        queryKey={['login-log']}
        fetch={fetchLoginLog}
        columns={columns}
        rowKey="id"
        list={LOGIN_LOG_LIST}
        defaultPerPage={30}
      />
    </Card>
  );
}
