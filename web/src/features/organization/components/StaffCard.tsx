import { DeleteOutlined, EditOutlined, PlusOutlined, ProfileOutlined } from '@ant-design/icons';
import { type OrganizationNode, STAFF_LIST, type StaffItem } from '@app/contract';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { deleteStaff, fetchStaff, type OrgScope } from '../api/organizations';
import { PhotoThumbs } from './PhotoThumbs';
import { ResumeDialog } from './ResumeDialog';
import type { StaffDialog } from './StaffFormDialog';

const StaffFormDialog = lazyOnOpen(
  () => import('./StaffFormDialog').then((m) => m.StaffFormDialog),
  (props) => props.dialog.open,
);

interface Props {
  scope: OrgScope;
  /** Cache key of the scope; the staff list sits under it. */
  cacheKey: readonly unknown[];
  org: OrganizationNode;
  can: { create: boolean; update: boolean; delete: boolean };
  onChanged(): void;
}

/** The people of one organisation, in display order, with their photos and résumés. */
export function StaffCard({ scope, cacheKey, org, can, onChanged }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<StaffDialog>({ open: false });
  const [resumeOf, setResumeOf] = useState<StaffItem | null>(null);

  const remove = async (person: StaffItem) => {
    const text = t('organization.staffDeleteConfirm', { name: person.name });
    if (!(await confirmDanger(text, () => deleteStaff(scope, person.id)))) return;
    alertBanner('success', t('organization.staffDeleted'));
    onChanged();
  };

  const operations = (person: StaffItem) => (
    <Space size={0}>
      {can.update && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ open: true, person })}>
          {t('organization.edit')}
        </Button>
      )}
      {can.delete && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(person)}>
          {t('organization.delete')}
        </Button>
      )}
    </Space>
  );

  const columns: DataTableColumn<StaffItem>[] = [
    {
      key: 'photos',
      title: t('organization.photos'),
      width: 130,
      render: (row) => <PhotoThumbs photos={row.photos} />,
    },
    { key: 'name', title: t('organization.name'), width: 120 },
    {
      key: 'department_name',
      title: t('organization.department'),
      width: 130,
      render: (row) => row.department_name ?? '—',
    },
    { key: 'job', title: t('organization.job'), width: 140 },
    { key: 'telephone', title: t('organization.telephone'), width: 140 },
    { key: 'major', title: t('organization.major'), width: 130 },
    { key: 'sort', title: t('organization.sort'), width: 110 },
    {
      key: 'resume',
      title: t('organization.resume'),
      width: 90,
      render: (row) => (
        <Button
          type="link"
          size="small"
          icon={<ProfileOutlined />}
          disabled={!row.resume}
          onClick={() => setResumeOf(row)}
        >
          {t('organization.resumeView')}
        </Button>
      ),
    },
    ...(can.update || can.delete
      ? [{ key: 'operation', title: t('organization.operation'), width: 160, render: operations }]
      : []),
  ];

  return (
    <Card
      title={t('organization.staff')}
      variant="borderless"
      extra={
        can.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, person: null })}>
            {t('organization.staffAdd')}
          </Button>
        )
      }
    >
      <DataTable<StaffItem>
        key={org.id}
        queryKey={[...cacheKey, 'staff', org.id]}
        fetch={fetchStaff(scope, org.id)}
        columns={columns}
        rowKey="id"
        list={STAFF_LIST}
        emptyText={t('organization.staffEmpty')}
        onRowDoubleClick={(row) => can.update && setDialog({ open: true, person: row })}
      />
      <StaffFormDialog
        scope={scope}
        org={org}
        dialog={dialog}
        onClose={() => setDialog({ open: false })}
        onSaved={onChanged}
      />
      <ResumeDialog person={resumeOf} onClose={() => setResumeOf(null)} />
    </Card>
  );
}
