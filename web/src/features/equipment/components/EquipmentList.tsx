import {
  BarChartOutlined,
  DeleteOutlined,
  EditOutlined,
  ImportOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { EQUIPMENT_LIST, type EquipmentPage, type EquipmentRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmedDelete } from '../../../components/confirm-dialog/confirm-danger';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn, ListParams } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { deleteEquipment, exportUrl, fetchEquipment, refreshEquipment, useChoices } from '../api/equipment';
import { StatusTag, statusOptions } from './status';

const EquipmentDialog = lazyOnOpen(() => import('./EquipmentDialog').then((m) => m.EquipmentDialog));
const InspectorsDialog = lazyOnOpen(() => import('./InspectorsDialog').then((m) => m.InspectorsDialog));
const EquipmentImportDialog = lazyOnOpen(() => import('./EquipmentImportDialog').then((m) => m.EquipmentImportDialog));

/** Where the ITP of one piece of equipment is planned. */
export const pointPath = (id: number) => `/unitmanager/equipment/point?equipment=${id}`;
/** Where the production timeline of one piece of equipment is read (生产信息). */
const productionPath = (row: EquipmentRow) => `/project/engineering/view-product-info/${row.id}/${row.project_id}`;

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; item: EquipmentRow | null }
  | { kind: 'inspectors'; item: EquipmentRow }
  | { kind: 'import' };

interface Props {
  /** The screen the list serves: its rights decide what the list offers. */
  pageKey: EquipmentPage;
  /** Only this project's equipment (a project's tab): no project column, new equipment starts there. */
  projectId?: number;
  /** Fewer columns and no saved column settings, for a tab. */
  compact?: boolean;
  emptyText?: string;
  /** Buttons of the page's own, before the list's. */
  extra?: ReactNode;
}

/**
 * The equipment the caller may see, with what his rights on the page offer: create, import and
 * export, and per row (on the projects he may change) edit, inspectors, delete; the ITP for those who
 * may open it.
 */
export function EquipmentList({ pageKey, projectId, compact = false, emptyText, extra }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const permission = usePagePermission(pageKey);
  const canOpenPoints = usePagePermission('unitmanager-equipment-point').can('index');
  const canOpenProduction = usePagePermission('project-view-product-info').can('index');
  const choices = useChoices();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const scope = { pageKey, projectId };
  const can = {
    update: (row: EquipmentRow) => row.can_change && permission.can('update'),
    assign: (row: EquipmentRow) => row.can_change && permission.can('assign'),
    delete: (row: EquipmentRow) => row.can_change && permission.can('delete'),
  };

  const remove = async (row: EquipmentRow) => {
    const text = t('equipment.deleteConfirm', { name: row.name, number: row.e_number, count: row.point_count });
    if (!(await confirmedDelete(text, () => deleteEquipment(pageKey, row.id)))) return;
    alertBanner('success', t('equipment.deleted'));
    await refreshEquipment(queryClient);
  };

  const operations = (row: EquipmentRow) => (
    <Space size={0} wrap>
      {can.update(row) && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ kind: 'form', item: row })}>
          {t('equipment.editAction')}
        </Button>
      )}
      {can.assign(row) && (
        <Button
          type="link"
          size="small"
          icon={<TeamOutlined />}
          onClick={() => setDialog({ kind: 'inspectors', item: row })}
        >
          {t('equipment.assign')}
        </Button>
      )}
      {canOpenPoints && (
        <Button
          type="link"
          size="small"
          icon={<SafetyCertificateOutlined />}
          onClick={() => navigate(pointPath(row.id))}
        >
          {t('equipment.itp')}
        </Button>
      )}
      {canOpenProduction && (
        <Button type="link" size="small" icon={<BarChartOutlined />} onClick={() => navigate(productionPath(row))}>
          {t('equipment.production')}
        </Button>
      )}
      {can.delete(row) && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
          {t('equipment.delete')}
        </Button>
      )}
    </Space>
  );

  const optional = (show: boolean, column: DataTableColumn<EquipmentRow>) => (show ? [column] : []);
  // As wide as the buttons a row may offer, so they stay on one line.
  const buttons = [
    canOpenPoints,
    canOpenProduction,
    ...(['update', 'assign', 'delete'] as const).map((a) => permission.can(a)),
  ].filter(Boolean).length;
  const columns: DataTableColumn<EquipmentRow>[] = [
    { key: 'e_number', title: t('equipment.eNumber'), width: 130 },
    {
      key: 'name',
      title: t('equipment.name'),
      width: 260,
      render: (row) => (
        <Typography.Text ellipsis={{ tooltip: row.name }} style={{ maxWidth: 260 }}>
          {row.name}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('equipment.status'),
      width: 140,
      filterOptions: statusOptions(t),
      render: (row) => <StatusTag t={t} status={row.status} />,
    },
    ...optional(projectId === undefined, {
      key: 'project_name',
      title: t('equipment.project'),
      width: 220,
      filterOptions: choices.projects.map((p) => ({ value: String(p.id), label: `${p.number} ${p.name}` })),
      render: (row) => (
        <Typography.Text ellipsis={{ tooltip: `${row.project_number} ${row.project_name}` }} style={{ maxWidth: 220 }}>
          {row.project_name}
        </Typography.Text>
      ),
    }),
    {
      key: 'device_name',
      title: t('equipment.device'),
      width: 120,
      filterOptions: choices.devices.map((d) => ({ value: String(d.id), label: d.name })),
    },
    { key: 'batch', title: t('equipment.batch'), width: 110, render: (row) => row.batch || '—' },
    ...optional(!compact, { key: 'quantity', title: t('equipment.quantity'), width: 70 }),
    ...optional(!compact, {
      key: 'factory_name',
      title: t('equipment.factory'),
      width: 140,
      render: (row) => row.factory_name ?? '—',
    }),
    ...optional(!compact, {
      key: 'unit_name',
      title: t('equipment.unit'),
      width: 160,
      render: (row) => row.unit_name ?? '—',
    }),
    {
      key: 'planned_delivery',
      title: t('equipment.plannedDelivery'),
      width: 120,
      render: (row) => row.planned_delivery ?? '—',
    },
    {
      key: 'inspectors',
      title: t('equipment.inspectors'),
      width: 120,
      render: (row) => row.inspectors.map((person) => person.name).join(t('equipment.separator')) || '—',
    },
    { key: 'point_count', title: t('equipment.points'), width: 80 },
    ...optional(!compact, timeColumn<EquipmentRow>('updated_at', t('equipment.updatedAt'))),
    ...optional(buttons > 0, {
      key: 'operation',
      title: t('equipment.operation'),
      width: 24 + buttons * 84,
      render: operations,
    }),
  ];

  const toolbar = (
    <>
      {extra}
      {permission.can('create') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form', item: null })}>
          {t('equipment.add')}
        </Button>
      )}
      {permission.can('import') && projectId === undefined && (
        <Button icon={<ImportOutlined />} onClick={() => setDialog({ kind: 'import' })}>
          {t('equipment.import')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <DataTable<EquipmentRow>
        queryKey={['equipment', 'list', ownerKey, pageKey, projectId]}
        fetch={(params: ListParams) => fetchEquipment(params, scope)}
        columns={columns}
        rowKey="id"
        list={EQUIPMENT_LIST}
        defaultPerPage={compact ? 15 : 30}
        emptyText={emptyText ?? t('equipment.empty')}
        toolbar={toolbar}
        exportUrl={exportUrl(scope)}
        canExport={permission.can('export')}
        settingsKey={compact ? undefined : pageKey}
        onRowDoubleClick={(row) => can.update(row) && setDialog({ kind: 'form', item: row })}
      />
      <EquipmentDialog
        open={dialog.kind === 'form'}
        pageKey={pageKey}
        item={dialog.kind === 'form' ? dialog.item : null}
        projectId={projectId}
        onClose={close}
      />
      <InspectorsDialog
        open={dialog.kind === 'inspectors'}
        pageKey={pageKey}
        item={dialog.kind === 'inspectors' ? dialog.item : null}
        onClose={close}
      />
      <EquipmentImportDialog
        open={dialog.kind === 'import'}
        pageKey={pageKey}
        onClose={close}
        onImported={() => void refreshEquipment(queryClient)}
      />
    </>
  );
}
