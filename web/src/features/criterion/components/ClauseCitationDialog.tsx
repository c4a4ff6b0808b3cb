import '../texts';
import { type CitedClause, REPORT_CLAUSES_MAX } from '@app/contract';
import { Alert, Empty, Flex, Modal, Skeleton, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClauseTree } from '../api/clauses';
import { type ClauseNode, nestClauses } from './clause-tree';
import { LawPicker } from './LawPicker';

interface Props {
  open: boolean;
  /** What is cited now, across standards. */
  cited: readonly ChosenClause[];
  onCancel(): void;
  /** Saves the clauses chosen; the dialog stays open while it runs and closes when it resolves. */
  onSave(clauseIds: number[], chosen: ChosenClause[]): Promise<unknown>;
  /** One clause at most (a finding's 违反条款): choosing another replaces it. */
  single?: boolean;
  /** The dialog's title and the line under it; a report's (引用条款) when left out. */
  title?: string;
  hint?: string;
}

/** How a chosen clause reads: its standard's code, its code and title. */
export type ChosenClause = Pick<CitedClause, 'clause_id' | 'law_code' | 'code' | 'title'>;
type Chosen = ChosenClause;

const treeData = (nodes: readonly ClauseNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: `${node.code} ${node.title || node.requirement}`.trim(),
    ...(node.children ? { children: treeData(node.children) } : {}),
  }));

/**
 * Chooses the clauses a record cites (a report's 引用条款, a finding's 违反条款): a standard picked by
 * code or title, its clause tree with a box per clause, and what is chosen so far across standards as
 * removable tags. Offered to other features (report/, finding/).
 */
export function ClauseCitationDialog({ open, cited, onCancel, onSave, single = false, title, hint }: Props) {
  const { t } = useTranslation();
  const [lawId, setLawId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>(() => [...cited]);
  const [saving, setSaving] = useState(false);
  const tree = useClauseTree(lawId);
  const clauses = tree.data?.clauses ?? [];
  const nested = useMemo(() => treeData(nestClauses(clauses)), [clauses]);
  const tooMany = chosen.length > REPORT_CLAUSES_MAX;

  const toggle = (id: number, checked: boolean) => {
    const clause = clauses.find((candidate) => candidate.id === id);
    if (!clause || !tree.data) return;
    const item = { clause_id: id, law_code: tree.data.law.code, code: clause.code, title: clause.title };
    setChosen((now) => (checked ? (single ? [item] : [...now, item]) : now.filter((other) => other.clause_id !== id)));
  };

  const save = async () => {
    setSaving(true);
    try {
      await onSave(
        chosen.map((item) => item.clause_id),
        chosen,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title ?? t('criterion.citeTitle')}
      onCancel={onCancel}
      onOk={() => void save()}
      okButtonProps={{ disabled: tooMany, loading: saving }}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{hint ?? t('criterion.citePick')}</Typography.Text>
        <LawPicker value={tree.data?.law ?? null} onChange={setLawId} />
        <div style={{ maxHeight: 320, overflow: 'auto', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6 }}>
          {lawId === null ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('criterion.choose')} />
          ) : tree.isPending ? (
            <Skeleton active style={{ padding: 12 }} />
          ) : clauses.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('criterion.empty')} />
          ) : (
            <Tree
              checkable
              checkStrictly
              selectable={false}
              defaultExpandAll
              treeData={nested}
              checkedKeys={chosen.map((item) => item.clause_id)}
              onCheck={(_keys, info) => toggle(Number(info.node.key), info.checked)}
            />
          )}
        </div>
        <Typography.Text strong>{t('criterion.citeSelected', { count: chosen.length })}</Typography.Text>
        {chosen.length === 0 ? (
          <Typography.Text type="secondary">{t('criterion.citeNone')}</Typography.Text>
        ) : (
          <Flex wrap gap={6}>
            {chosen.map((item) => (
              <Tag
                key={item.clause_id}
                closable
                onClose={() => setChosen((now) => now.filter((other) => other.clause_id !== item.clause_id))}
              >
                {`${item.law_code} ${item.code} ${item.title}`.trim()}
              </Tag>
            ))}
          </Flex>
        )}
        {tooMany && <Alert type="error" showIcon title={t('criterion.citeTooMany', { max: REPORT_CLAUSES_MAX })} />}
      </Flex>
    </Modal>
  );
}
