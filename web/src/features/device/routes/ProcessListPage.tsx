import '../texts';
import { PROCESS_LIST, type ProcessRow } from '@app/contract';
import { Button, Card, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn, ListParams } from '../../../components/data-table/types';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { fetchProcesses, useDeviceOptions } from '../api/devices';

/** Every kind's process steps in one table (流程列表), in route order within a kind. */
export default function ProcessListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownerKey = useOwnerKey();
  const canEditRoute = usePagePermission('process-control').can('index');
  const options = useDeviceOptions();
  const [deviceId, setDeviceId] = useState<number | undefined>(undefined);

  const columns: DataTableColumn<ProcessRow>[] = [
    { key: 'device_name', title: t('process.device'), width: 180 },
    { key: 'step', title: t('process.step'), width: 80 },
    { key: 'name', title: t('process.name'), width: 200 },
    {
      key: 'note',
      title: t('process.note'),
      render: (row) => <Typography.Text type="secondary">{row.note || '—'}</Typography.Text>,
    },
    ...(canEditRoute
      ? [
          {
            key: 'operation',
            title: t('device.operation'),
            width: 120,
            render: (row: ProcessRow) => (
              <Button type="link" size="small" onClick={() => navigate(`/process/control?device=${row.device_id}`)}>
                {t('process.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('process.listTitle')} variant="borderless">
      <DataTable<ProcessRow>
        queryKey={['device', 'processes', ownerKey, deviceId]}
        fetch={(params: ListParams) => fetchProcesses(params, deviceId)}
        columns={columns}
        rowKey="id"
        list={PROCESS_LIST}
        defaultPerPage={50}
        emptyText={t('process.listEmpty')}
        toolbar={
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 220, maxWidth: '100%' }}
            placeholder={t('process.allDevices')}
            aria-label={t('process.device')}
            value={deviceId}
            onChange={(id?: number) => setDeviceId(id)}
            options={options.data?.map((option) => ({ value: option.id, label: option.name }))}
          />
        }
      />
    </Card>
  );
}
