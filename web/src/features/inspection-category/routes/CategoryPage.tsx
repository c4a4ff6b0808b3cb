import '../texts';
import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { CATEGORY_LIST, type InspectionCategory } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmedDelete } from '../../../components/confirm-dialog/confirm-danger';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { isConfigOwner, useOwnerKey, useSessionStore } from '../../../stores/session';
import { deleteCategory, fetchCategories, importDefaults, refreshCategories } from '../api/categories';

const CategoryDialog = lazyOnOpen(() => import('../components/CategoryDialog').then((m) => m.CategoryDialog));

/** A symbol as an ITP cell shows it: circled letters need a larger size to be read. */
const SymbolTag = ({ symbol, color }: { symbol: string; color: string }) => (
  <Tag color={color} style={{ fontSize: 15, lineHeight: '24px', minWidth: 32, textAlign: 'center' }}>
    {symbol}
  </Tag>
);

type Dialog = { open: false } | { open: true; category: InspectionCategory | null };

/**
 * An owner's inspection categories (`/system/ipcg/index`), or in the configuration owner the
 * platform's defaults (`/config/subject/ipcg`), which owners copy.
 */
export default function CategoryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const isConfig = useSessionStore(isConfigOwner);
  const permission = usePagePermission(isConfig ? 'config-subject-ipcg' : 'system-ipcg');
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const remove = async (row: InspectionCategory) => {
    const message = t('category.deleteConfirm', { name: row.name, symbol: row.plan_symbol });
    if (!(await confirmedDelete(message, () => deleteCategory(row.id)))) return;
    alertBanner('success', t('category.deleted'));
    await refreshCategories(queryClient);
  };

  const importFromPlatform = async () => {
    if (!(await confirmDialog(t('category.importConfirm')))) return;
    const { added } = await importDefaults();
    alertBanner('success', added > 0 ? t('category.imported', { count: added }) : t('category.noneImported'));
    await refreshCategories(queryClient);
  };

  const operations = (row: InspectionCategory) => (
    <Space size={0}>
      {permission.can('update') && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => setDialog({ open: true, category: row })}
        >
          {t('category.editAction')}
        </Button>
      )}
      {permission.can('delete') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
          {t('category.delete')}
        </Button>
      )}
    </Space>
  );

  const hasOperations = permission.can('update') || permission.can('delete');
  const columns: DataTableColumn<InspectionCategory>[] = [
    {
      key: 'plan_symbol',
      title: t('category.planSymbol'),
      width: 110,
      render: (row) => <SymbolTag color="processing" symbol={row.plan_symbol} />,
    },
    { key: 'name', title: t('category.name'), width: 160 },
    {
      key: 'actual_symbol',
      title: t('category.actualSymbol'),
      width: 110,
      render: (row) => <SymbolTag color="success" symbol={row.actual_symbol} />,
    },
    {
      key: 'note',
      title: t('category.note'),
      render: (row) => <Typography.Text type="secondary">{row.note || '—'}</Typography.Text>,
    },
    { key: 'sort', title: t('category.sort'), width: 80 },
    timeColumn<InspectionCategory>('updated_at', t('category.updatedAt')),
    ...(hasOperations ? [{ key: 'operation', title: t('category.operation'), width: 160, render: operations }] : []),
  ];

  return (
    <Card
      title={t(isConfig ? 'category.configTitle' : 'category.title')}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Space wrap>
            {!isConfig && (
              <Button icon={<ImportOutlined />} onClick={() => void importFromPlatform()}>
                {t('category.import')}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, category: null })}>
              {t('category.add')}
            </Button>
          </Space>
        )
      }
    >
      <Alert
        type="info"
        showIcon
        message={t(isConfig ? 'category.configIntro' : 'category.intro')}
        style={{ marginBottom: 16 }}
      />
      <DataTable<InspectionCategory>
        queryKey={['inspection-category', ownerKey]}
        fetch={fetchCategories}
        columns={columns}
        rowKey="id"
        list={CATEGORY_LIST}
        defaultPerPage={-1}
        emptyText={t('category.empty')}
        onRowDoubleClick={(row) => permission.can('update') && setDialog({ open: true, category: row })}
      />
      <CategoryDialog
        open={dialog.open}
        category={dialog.open ? dialog.category : null}
        onClose={() => setDialog({ open: false })}
      />
    </Card>
  );
}
