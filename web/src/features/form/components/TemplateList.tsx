import '../texts';
import { DeleteOutlined, EditOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import { FORM_TEMPLATE_LIST, type FormFamily, type FormTemplateRow, type PageKey } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmedDelete } from '../../../components/confirm-dialog/confirm-danger';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { createInstance, deleteTemplate, fetchTemplates, refreshForms } from '../api/forms';
import { familyOptions } from './family-options';

const TemplateDialog = lazyOnOpen(() => import('./TemplateDialog').then((m) => m.TemplateDialog));

export const designPath = (id: number) => `/control/form/design/${id}`;
export const fillPath = (id: number) => `/control/form/example/setup/${id}`;

interface Props {
  /** The families listed (and offered for a new template); all when left out. */
  families?: FormFamily[];
  /** The page whose actions the user may take. */
  pageKey: PageKey;
  title: string;
}

/**
 * Templates of some families: their latest version, whether the draft is unpublished and how many
 * forms were filled; create (then design), design, fill and delete as the page allows.
 */
export function TemplateList({ families, pageKey, title }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const permission = usePagePermission(pageKey);
  const [creating, setCreating] = useState(false);

  const remove = async (row: FormTemplateRow) => {
    if (!(await confirmedDelete(t('form.deleteTemplateConfirm', { name: row.name }), () => deleteTemplate(row.id)))) {
      return;
    }
    alertBanner('success', t('form.deleted'));
    await refreshForms(queryClient);
  };
  const fill = async (row: FormTemplateRow) => {
    const { id } = await createInstance({ template_id: row.id });
    await refreshForms(queryClient);
    navigate(fillPath(id));
  };

  const canDesign = permission.can('update');
  const canFill = permission.can('create') || permission.can('update');
  const operations = (row: FormTemplateRow) => (
    <Space size={0} wrap>
      {canDesign && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => navigate(designPath(row.id))}>
          {t('form.design')}
        </Button>
      )}
      {canFill && (
        <Button
          type="link"
          size="small"
          icon={<FormOutlined />}
          disabled={row.latest_version === 0}
          title={row.latest_version === 0 ? t('form.fillNeedsVersion') : undefined}
          onClick={() => void fill(row)}
        >
          {t('form.fill')}
        </Button>
      )}
      {permission.can('delete') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
          {t('form.delete')}
        </Button>
      )}
    </Space>
  );

  const columns: DataTableColumn<FormTemplateRow>[] = [
    {
      key: 'name',
      title: t('form.templateName'),
      width: 220,
      render: (row) => (
        <Space size={4} wrap>
          <Typography.Text>{row.name}</Typography.Text>
          {row.unpublished && <Badge status="warning" text={t('form.unpublished')} />}
        </Space>
      ),
    },
    {
      key: 'family',
      title: t('form.familyLabel'),
      width: 120,
      filterOptions: familyOptions(families),
      render: (row) => <Tag>{t(`form.family.${row.family}`)}</Tag>,
    },
    {
      key: 'latest_version',
      title: t('form.latestVersion'),
      width: 110,
      render: (row) =>
        row.latest_version === 0 ? (
          <Typography.Text type="secondary">{t('form.neverPublished')}</Typography.Text>
        ) : (
          `v${row.latest_version}`
        ),
    },
    { key: 'instance_count', title: t('form.instanceCount'), width: 100 },
    timeColumn<FormTemplateRow>('updated_at', t('form.updatedAt')),
    ...(canDesign || canFill || permission.can('delete')
      ? [{ key: 'operation', title: t('form.operation'), width: 220, render: operations }]
      : []),
  ];

  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            onPointerEnter={TemplateDialog.preload}
          >
            {t('form.newTemplate')}
          </Button>
        )
      }
    >
      <DataTable<FormTemplateRow>
        queryKey={['form', 'templates', ownerKey, families ?? 'all']}
        fetch={(params) => fetchTemplates(params, families)}
        columns={columns}
        rowKey="id"
        list={FORM_TEMPLATE_LIST}
        emptyText={t('form.noTemplates')}
        settingsKey={pageKey}
        onRowDoubleClick={(row) => canDesign && navigate(designPath(row.id))}
      />
      <TemplateDialog
        open={creating}
        families={families}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void refreshForms(queryClient);
          navigate(designPath(id));
        }}
      />
    </Card>
  );
}
