import '../texts';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { type InspectionUnit, UNIT_LIST } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { secondaryTextColumn, timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { deleteUnit, fetchUnits, refreshUnits } from '../api/units';

const UnitDialog = lazyOnOpen(() => import('../components/UnitDialog').then((m) => m.UnitDialog));
const PeopleDialog = lazyOnOpen(() => import('../components/PeopleDialog').then((m) => m.PeopleDialog));

type Dialog =
  | { kind: 'none' }
  | { kind: 'unit'; unit: InspectionUnit | null }
  | { kind: 'people'; unit: InspectionUnit };

/** The inspection organisations the owner works with, and who works for each (检验单位). */
export default function UnitPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const permission = usePagePermission('custom-ins-unit');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const remove = async (row: InspectionUnit) => {
    if (!(await confirmDanger(t('unit.deleteConfirm', { name: row.name }), () => deleteUnit(row.id)))) return;
    alertBanner('success', t('unit.deleted'));
    await refreshUnits(queryClient);
  };

  // A unit with people cannot go (the server refuses too): the button says why instead.
  const deleteButton = (row: InspectionUnit) => {
    const button = (
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={row.people_count > 0}
        onClick={() => void remove(row)}
      >
        {t('unit.delete')}
      </Button>
    );
    return row.people_count > 0 ? (
      <Tooltip title={t('unit.hasPeople', { count: row.people_count })}>{button}</Tooltip>
    ) : (
      button
    );
  };

  const operations = (row: InspectionUnit) => (
    <Space size={0} wrap>
      {permission.can('update') && (
        <>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setDialog({ kind: 'unit', unit: row })}
          >
            {t('unit.editAction')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<TeamOutlined />}
            onClick={() => setDialog({ kind: 'people', unit: row })}
          >
            {t('unit.people')}
          </Button>
        </>
      )}
      {permission.can('delete') && deleteButton(row)}
    </Space>
  );

  const hasOperations = permission.can('update') || permission.can('delete');
  const columns: DataTableColumn<InspectionUnit>[] = [
    { key: 'name', title: t('unit.name'), width: 220 },
    { key: 'qualification', title: t('unit.qualification'), width: 160 },
    { key: 'contact', title: t('unit.contact'), width: 100 },
    { key: 'phone', title: t('unit.phone'), width: 140 },
    { key: 'people_count', title: t('unit.peopleCount'), width: 100 },
    secondaryTextColumn('address', t('unit.address'), 260),
    { key: 'sort', title: t('unit.sort'), width: 80 },
    timeColumn<InspectionUnit>('updated_at', t('unit.updatedAt')),
    ...(hasOperations ? [{ key: 'operation', title: t('unit.operation'), width: 230, render: operations }] : []),
  ];

  return (
    <Card
      title={t('unit.title')}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'unit', unit: null })}>
            {t('unit.add')}
          </Button>
        )
      }
    >
      <DataTable<InspectionUnit>
        queryKey={['inspection-unit', 'list', ownerKey]}
        fetch={fetchUnits}
        columns={columns}
        rowKey="id"
        list={UNIT_LIST}
        emptyText={t('unit.empty')}
        settingsKey="custom-ins-unit"
        onRowDoubleClick={(row) => permission.can('update') && setDialog({ kind: 'unit', unit: row })}
      />
      <UnitDialog open={dialog.kind === 'unit'} unit={dialog.kind === 'unit' ? dialog.unit : null} onClose={close} />
      <PeopleDialog
        open={dialog.kind === 'people'}
        unit={dialog.kind === 'people' ? dialog.unit : null}
        onClose={close}
      />
    </Card>
  );
}
