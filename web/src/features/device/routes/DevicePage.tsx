import '../texts';
import {
  CloudDownloadOutlined,
  DeleteOutlined,
  EditOutlined,
  NodeIndexOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { DEVICE_LIST, type DeviceKind } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmedDelete } from '../../../components/confirm-dialog/confirm-danger';
import { secondaryTextColumn, timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { deleteDevice, fetchDevices, refreshDevices } from '../api/devices';
import { useCataloguePages } from '../catalogue-pages';
import { PlatformNote } from '../components/PlatformNote';

const DeviceDialog = lazyOnOpen(() => import('../components/DeviceDialog').then((m) => m.DeviceDialog));
const ImportDevicesDialog = lazyOnOpen(() =>
  import('../components/ImportDevicesDialog').then((m) => m.ImportDevicesDialog),
);

type Dialog = { open: false } | { open: true; device: DeviceKind | null };

/**
 * The owner's catalogue of device kinds (装置管理): what its equipment is, and the way to each route.
 * In the configuration owner it is the platform's catalogue (专业设置), from which owners copy kinds.
 */
export default function DevicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const pages = useCataloguePages();
  const permission = usePagePermission(pages.devices);
  const canEditRoute = usePagePermission(pages.routes).can('index');
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const [importing, setImporting] = useState(false);

  const remove = async (row: DeviceKind) => {
    const message = t('device.deleteConfirm', { name: row.name, count: row.process_count });
    if (!(await confirmedDelete(message, () => deleteDevice(row.id)))) return;
    alertBanner('success', t('device.deleted'));
    await refreshDevices(queryClient);
  };

  const operations = (row: DeviceKind) => (
    <Space size={0} wrap>
      {permission.can('update') && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ open: true, device: row })}>
          {t('device.editAction')}
        </Button>
      )}
      {canEditRoute && (
        <Button
          type="link"
          size="small"
          icon={<NodeIndexOutlined />}
          onClick={() => navigate(`${pages.routesPath}?device=${row.id}`)}
        >
          {t('device.processes')}
        </Button>
      )}
      {permission.can('delete') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
          {t('device.delete')}
        </Button>
      )}
    </Space>
  );

  const hasOperations = permission.can('update') || permission.can('delete') || canEditRoute;
  const columns: DataTableColumn<DeviceKind>[] = [
    { key: 'name', title: t('device.name'), width: 180 },
    {
      key: 'code',
      title: t('device.code'),
      width: 110,
      render: (row) => (row.code ? <Typography.Text code>{row.code}</Typography.Text> : '—'),
    },
    { key: 'process_count', title: t('device.processCount'), width: 90 },
    secondaryTextColumn('note', t('device.note'), 320),
    { key: 'sort', title: t('device.sort'), width: 80 },
    timeColumn<DeviceKind>('updated_at', t('device.updatedAt')),
    ...(hasOperations ? [{ key: 'operation', title: t('device.operation'), width: 220, render: operations }] : []),
  ];

  return (
    <Card
      title={t(pages.platform ? 'device.platformTitle' : 'device.title')}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Space wrap>
            {!pages.platform && (
              <Button
                icon={<CloudDownloadOutlined />}
                onClick={() => setImporting(true)}
                onPointerEnter={ImportDevicesDialog.preload}
              >
                {t('device.importAction')}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, device: null })}>
              {t('device.add')}
            </Button>
          </Space>
        )
      }
    >
      {pages.platform && <PlatformNote text={t('device.platformNote')} />}
      <DataTable<DeviceKind>
        queryKey={['device', 'list', ownerKey]}
        fetch={fetchDevices}
        columns={columns}
        rowKey="id"
        list={DEVICE_LIST}
        emptyText={t(pages.platform ? 'device.platformEmpty' : 'device.empty')}
        settingsKey={pages.devices}
        onRowDoubleClick={(row) => permission.can('update') && setDialog({ open: true, device: row })}
      />
      <DeviceDialog
        open={dialog.open}
        device={dialog.open ? dialog.device : null}
        onClose={() => setDialog({ open: false })}
      />
      <ImportDevicesDialog open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
