import '../texts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LAW_LIST, LAW_SEARCH_MAX, type LawRow, LIST_COUNT_CAP } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { deleteLaw, fetchLaws, refreshLaws } from '../api/laws';
import { LawStatusTag, useStatusOptions } from '../components/law-status';

const LawDialog = lazyOnOpen(() => import('../components/LawDialog').then((m) => m.LawDialog));
const LawViewDialog = lazyOnOpen(() => import('../components/LawViewDialog').then((m) => m.LawViewDialog));

type Dialog = { kind: 'none' } | { kind: 'edit'; law: LawRow | null } | { kind: 'view'; id: number };

/** The owner's laws, regulations and standards, searched in full text (法规库). */
export default function LawPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const permission = usePagePermission('knowledge-law');
  const statusOptions = useStatusOptions();
  const [search, setSearch] = useState('');
  const [manyMatches, setManyMatches] = useState(false);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const remove = async (row: LawRow) => {
    const text = t('law.deleteConfirm', { code: row.code, name: row.title });
    if (!(await confirmDanger(text, () => deleteLaw(row.id)))) return;
    alertBanner('success', t('law.deleted'));
    await refreshLaws(queryClient);
  };

  const operations = (row: LawRow) => (
    <Space size={0} wrap>
      {permission.can('update') && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ kind: 'edit', law: row })}>
          {t('law.editAction')}
        </Button>
      )}
      {permission.can('delete') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
          {t('law.delete')}
        </Button>
      )}
    </Space>
  );

  const hasOperations = permission.can('update') || permission.can('delete');
  const columns: DataTableColumn<LawRow>[] = [
    { key: 'code', title: t('law.code'), width: 180 },
    {
      key: 'title',
      title: t('law.name'),
      width: 320,
      render: (row) => (
        <Typography.Link onClick={() => setDialog({ kind: 'view', id: row.id })}>{row.title}</Typography.Link>
      ),
    },
    { key: 'issuer', title: t('law.issuer'), width: 220, render: (row) => row.issuer || '—' },
    { key: 'enable_date', title: t('law.enableDate'), width: 130 },
    {
      key: 'status',
      title: t('law.status'),
      width: 100,
      filterOptions: statusOptions,
      render: (row) => <LawStatusTag status={row.status} />,
    },
    ...(hasOperations ? [{ key: 'operation', title: t('law.operation'), width: 170, render: operations }] : []),
  ];

  return (
    <Card
      title={t('law.title')}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'edit', law: null })}>
            {t('law.add')}
          </Button>
        )
      }
    >
      <Flex vertical gap={4} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          enterButton
          maxLength={LAW_SEARCH_MAX}
          placeholder={t('law.search')}
          onSearch={(value) => setSearch(value.trim())}
          style={{ maxWidth: 520 }}
        />
        {search && (
          <Typography.Text type="secondary">
            {manyMatches
              ? t('law.searchingMany', { cap: LIST_COUNT_CAP.toLocaleString(i18n.language) })
              : t('law.searching')}
          </Typography.Text>
        )}
      </Flex>
      <DataTable<LawRow>
        queryKey={['law', 'list', ownerKey, search]}
        fetch={(params) => fetchLaws(params, search)}
        columns={columns}
        rowKey="id"
        list={LAW_LIST}
        defaultPerPage={15}
        emptyText={search ? t('law.noMatch') : t('law.empty')}
        settingsKey="knowledge-law"
        onRowDoubleClick={(row) => setDialog({ kind: 'view', id: row.id })}
        // More matches than the count holds are listed in the list's order, not ranked (listLaws).
        onPaging={(paging) => setManyMatches(paging.countCapped === true)}
      />
      <LawDialog open={dialog.kind === 'edit'} law={dialog.kind === 'edit' ? dialog.law : null} onClose={close} />
      <LawViewDialog open={dialog.kind === 'view'} id={dialog.kind === 'view' ? dialog.id : null} onClose={close} />
    </Card>
  );
}
