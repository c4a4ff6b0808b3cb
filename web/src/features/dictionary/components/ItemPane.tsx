import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DICT_ITEM_LIST, type DictItem, type DictType } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { deleteDictItem, fetchDictItems, refreshDictionaries, useDictScopes } from '../api/dict-items';
import { EnabledCell, SortCell } from './ItemCells';
import { ItemDialog } from './ItemDialog';
import { scopeOptions } from './ScopeSelect';

interface Props {
  type: DictType | null;
  can: { create: boolean; update: boolean; delete: boolean };
}

/** The right pane: the options of the selected dictionary, of the platform and of each owner. */
export function ItemPane({ type, can }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scopes = useDictScopes();
  const [dialog, setDialog] = useState<{ open: boolean; item: DictItem | null }>({ open: false, item: null });
  const edit = (item: DictItem | null) => setDialog({ open: true, item });

  if (!type) {
    return (
      <Card title={t('dictionary.items')} variant="borderless">
        <Empty description={t('dictionary.pickType')} style={{ padding: '48px 0' }} />
      </Card>
    );
  }

  const remove = async (item: DictItem) => {
    const text = t('dictionary.deleteItemConfirm', { value: item.value, key: item.key });
    if (!(await confirmDanger(text, () => deleteDictItem(item.id)))) return;
    await refreshDictionaries(queryClient);
    alertBanner('success', t('dictionary.itemDeleted', { value: item.value }));
  };

  const columns: DataTableColumn<DictItem>[] = [
    {
      key: 'key',
      title: t('dictionary.key'),
      width: 170,
      render: (row) => <Typography.Text code>{row.key}</Typography.Text>,
    },
    { key: 'value', title: t('dictionary.value'), width: 200 },
    {
      key: 'scope',
      title: t('dictionary.scope'),
      width: 220,
      filterOptions: scopeOptions(t, scopes.data),
      render: (row) =>
        row.owner_key === null ? (
          <Tag color="blue">{t('dictionary.platform')}</Tag>
        ) : (
          <Tag color="gold">{row.owner_name}</Tag>
        ),
    },
    {
      key: 'sort',
      title: t('dictionary.sort'),
      width: 120,
      render: (row) => <SortCell item={row} editable={can.update} />,
    },
    {
      key: 'enabled',
      title: t('dictionary.status'),
      width: 110,
      filterOptions: [
        { value: 'true', label: t('dictionary.enabled') },
        { value: 'false', label: t('dictionary.disabled') },
      ],
      render: (row) => <EnabledCell item={row} editable={can.update} />,
    },
    ...(can.update || can.delete
      ? [
          {
            key: 'operation',
            title: t('dictionary.operation'),
            width: 150,
            render: (row: DictItem) => (
              <Space size={4}>
                {can.update && (
                  <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit(row)}>
                    {t('dictionary.edit')}
                  </Button>
                )}
                {can.delete && (
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
                    {t('dictionary.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <span>{type.name}</span>
          <Typography.Text type="secondary" code style={{ fontWeight: 'normal' }}>
            {type.code}
          </Typography.Text>
        </Space>
      }
    >
      <DataTable<DictItem>
        // A new dictionary starts with fresh paging and filters.
        key={type.id}
        queryKey={['dict-items', type.id]}
        fetch={(params) => fetchDictItems(type.id, params)}
        columns={columns}
        rowKey="id"
        list={DICT_ITEM_LIST}
        emptyText={t('dictionary.itemsEmpty')}
        settingsKey="config-library.items"
        onRowDoubleClick={can.update ? (row) => edit(row) : undefined}
        toolbar={
          can.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)}>
              {t('dictionary.newItem')}
            </Button>
          )
        }
      />
      <ItemDialog
        open={dialog.open}
        type={type}
        item={dialog.item}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </Card>
  );
}
