import '../texts';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { FORM_INSTANCE_LIST, FORM_STATUSES, type FormFamily, type FormInstanceRow, type PageKey } from '@app/contract';
import { Badge, Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { dayjs } from '../../../lib/dates';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { fetchInstances } from '../api/forms';
import { familyOptions } from './family-options';
import { NewFormDialog } from './NewFormDialog';
import { StatusTag } from './StatusTag';
import { fillPath } from './TemplateList';

/** How many answers are flagged (failed or out of tolerance): red when any. */
export function FlagCount({ count }: { count: number }) {
  if (count === 0) return <Typography.Text type="secondary">0</Typography.Text>;
  return <Badge count={count} overflowCount={999} showZero={false} />;
}

interface Props {
  families?: FormFamily[];
  pageKey: PageKey;
  title: string;
}

/** Filled forms: number, template, version, status, flags and who filled them; a row opens the form. */
export function InstanceList({ families, pageKey, title }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownerKey = useOwnerKey();
  const open = (row: FormInstanceRow) => navigate(fillPath(row.id));
  // Filling is a right of the fill page, whichever list the form is started from.
  const canFill = usePagePermission('control-form-example-setup').can('create');
  const [starting, setStarting] = useState(false);
  const columns: DataTableColumn<FormInstanceRow>[] = [
    {
      key: 'number',
      title: t('form.number'),
      width: 180,
      render: (row) =>
        row.number ? (
          <Typography.Link onClick={() => open(row)}>{row.number}</Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('form.noNumber')}</Typography.Text>
        ),
    },
    { key: 'template_name', title: t('form.templateName'), width: 200 },
    {
      key: 'family',
      title: t('form.familyLabel'),
      width: 110,
      filterOptions: familyOptions(families),
      render: (row) => <Tag>{t(`form.family.${row.family}`)}</Tag>,
    },
    { key: 'version', title: t('form.version'), width: 80, render: (row) => `v${row.version}` },
    {
      key: 'status',
      title: t('form.statusLabel'),
      width: 100,
      filterOptions: FORM_STATUSES.map((status) => ({ value: status, label: t(`form.status.${status}`) })),
      render: (row) => <StatusTag status={row.status} />,
    },
    { key: 'project_name', title: t('form.project'), width: 160, render: (row) => row.project_name || '—' },
    { key: 'flag_count', title: t('form.flagCount'), width: 90, render: (row) => <FlagCount count={row.flag_count} /> },
    { key: 'created_by_name', title: t('form.createdBy'), width: 110 },
    timeColumn<FormInstanceRow>('updated_at', t('form.updatedAt')),
    {
      key: 'submitted_at',
      title: t('form.submittedAt'),
      width: 180,
      render: (row) => (row.submitted_at ? dayjs(row.submitted_at).format('YYYY-MM-DD HH:mm:ss') : '—'),
    },
    {
      key: 'operation',
      title: t('form.operation'),
      width: 90,
      render: (row) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(row)}>
          {t('form.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        canFill && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
            {t('form.newForm')}
          </Button>
        )
      }
    >
      <DataTable<FormInstanceRow>
        queryKey={['form', 'instances', ownerKey, families ?? 'all']}
        fetch={(params) => fetchInstances(params, families)}
        columns={columns}
        rowKey="id"
        list={FORM_INSTANCE_LIST}
        emptyText={t('form.noInstances')}
        settingsKey={pageKey}
        onRowDoubleClick={open}
      />
      <NewFormDialog
        open={starting}
        families={families}
        onClose={() => setStarting(false)}
        onCreated={(id) => {
          setStarting(false);
          navigate(fillPath(id));
        }}
      />
    </Card>
  );
}
