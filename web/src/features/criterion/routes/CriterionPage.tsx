import '../texts';
import { DeleteOutlined, EditOutlined, FileSearchOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Clause } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Table, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useIsPhone } from '../../../lib/use-is-phone';
import { deleteClause, refreshTree, useClauseTree } from '../api/clauses';
import type { ClauseEdit } from '../components/ClauseDialog';
import { type ClauseNode, nestClauses, subClauseCount } from '../components/clause-tree';
import { LawPicker } from '../components/LawPicker';

const ClauseDialog = lazyOnOpen(
  () => import('../components/ClauseDialog').then((m) => m.ClauseDialog),
  (props) => props.edit !== null,
);
const ClauseImportDialog = lazyOnOpen(() =>
  import('../components/ClauseImportDialog').then((m) => m.ClauseImportDialog),
);
const ClauseEvidence = lazyOnOpen(
  () => import('../components/ClauseEvidence').then((m) => m.default),
  (props) => props.clause !== null,
);
const ClauseCoverage = lazy(() => import('../components/ClauseCoverage'));

/** A `?law_id=` or `?clause_id=` worth asking for: a positive whole number. */
const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** A standard of the law library as its clause tree (规范标准分解): picked here or opened with `?law_id=`. */
export default function CriterionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const permission = usePagePermission('knowledge-criterion');
  const [params, setParams] = useSearchParams();
  const lawId = idOf(params.get('law_id'));
  // The clause whose evidence shows (a report's cited clause opens it).
  const evidenceId = idOf(params.get('clause_id'));
  const tree = useClauseTree(lawId);
  const [edit, setEdit] = useState<ClauseEdit | null>(null);
  const [importing, setImporting] = useState(false);
  // Every branch starts open; these are the ones the reader closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const clauses = tree.data?.clauses ?? [];
  const nested = useMemo(() => nestClauses(clauses), [clauses]);
  const parents = clauses.filter((clause) => clauses.some((other) => other.parent_id === clause.id));

  const remove = async (clause: Clause) => {
    const below = subClauseCount(clauses, clause);
    const text =
      below > 0
        ? t('criterion.deleteSubtreeConfirm', { code: clause.code, count: below })
        : t('criterion.deleteConfirm', { code: clause.code });
    const done = await confirmDanger(text, () => deleteClause(clause.id, below > 0));
    if (!done || lawId === null) return;
    alertBanner('success', t('criterion.deleted', { count: done.value.count }));
    await refreshTree(queryClient, lawId);
  };

  const showEvidence = (clause: Clause | null) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (clause) next.set('clause_id', String(clause.id));
      else next.delete('clause_id');
      return next;
    });
  const iconOnly = (text: string) => (isPhone ? { 'aria-label': text, title: text } : { children: text });
  const operations = (clause: Clause) => (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        icon={<FileSearchOutlined />}
        onClick={() => showEvidence(clause)}
        {...iconOnly(t('criterion.showEvidence'))}
      />
      {permission.can('create') && clause.level < 3 && (
        <Button
          type="link"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setEdit({ kind: 'create', parent: clause })}
          {...iconOnly(t('criterion.addChild'))}
        />
      )}
      {permission.can('update') && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEdit({ kind: 'update', clause })}
          {...iconOnly(t('criterion.editAction'))}
        />
      )}
      {permission.can('delete') && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => void remove(clause)}
          {...iconOnly(t('criterion.delete'))}
        />
      )}
    </Space>
  );

  const columns: TableColumnsType<ClauseNode> = [
    { key: 'code', title: t('criterion.code'), dataIndex: 'code', width: isPhone ? 110 : 150 },
    {
      key: 'clause',
      title: t('criterion.clause'),
      render: (_v, clause) => (
        <Flex vertical gap={2}>
          {clause.title && <Typography.Text strong>{clause.title}</Typography.Text>}
          {clause.requirement && (
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{clause.requirement}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'operation',
      title: t('criterion.operation'),
      width: isPhone ? 120 : 370,
      render: (_v: unknown, c: Clause) => operations(c),
    },
  ];

  const body = () => {
    if (lawId === null) return <Empty description={t('criterion.choose')} />;
    if (tree.isPending) return <Skeleton active />;
    if (tree.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('criterion.loadFailed')}
          action={<Button onClick={() => void tree.refetch()}>{t('criterion.retry')}</Button>}
        />
      );
    }
    if (clauses.length === 0) return <Empty description={t('criterion.empty')} />;
    return (
      <>
        <Typography.Text type="secondary">{t('criterion.count', { count: clauses.length })}</Typography.Text>
        <Table<ClauseNode>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={nested}
          pagination={false}
          scroll={{ x: isPhone ? 480 : undefined }}
          expandable={{
            expandedRowKeys: parents.filter((clause) => !collapsed.has(clause.id)).map((clause) => clause.id),
            onExpand: (open, clause) =>
              setCollapsed((before) => {
                const next = new Set(before);
                if (open) next.delete(clause.id);
                else next.add(clause.id);
                return next;
              }),
          }}
          style={{ marginTop: 8 }}
        />
      </>
    );
  };

  return (
    <Card
      title={t('criterion.title')}
      variant="borderless"
      extra={
        lawId !== null &&
        tree.isSuccess && (
          <Space wrap>
            {permission.can('import') && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('criterion.import')}
              </Button>
            )}
            {permission.can('create') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ kind: 'create', parent: null })}>
                {t('criterion.add')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Flex vertical gap={12}>
        <LawPicker
          value={tree.data?.law ?? null}
          onChange={(id) => {
            setCollapsed(new Set());
            setParams({ law_id: String(id) });
          }}
        />
        {body()}
        {lawId !== null && tree.isSuccess && (
          <Suspense fallback={null}>
            <ClauseCoverage lawId={lawId} />
          </Suspense>
        )}
      </Flex>
      {lawId !== null && (
        <>
          <ClauseDialog lawId={lawId} edit={edit} onClose={() => setEdit(null)} />
          <ClauseImportDialog
            open={importing}
            lawId={lawId}
            onClose={() => setImporting(false)}
            onImported={() => void refreshTree(queryClient, lawId)}
          />
          <ClauseEvidence
            clause={clauses.find((clause) => clause.id === evidenceId) ?? null}
            onClose={() => showEvidence(null)}
          />
        </>
      )}
    </Card>
  );
}
