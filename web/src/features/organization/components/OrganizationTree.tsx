import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { OrganizationNode } from '@app/contract';
import { Button, Space, Tag, Tooltip, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './organization-tree.module.css';
import { findNode, flatten, siblingsOf } from './tree-utils';

interface Props {
  tree: OrganizationNode[];
  selectedId: number | null;
  onSelect(id: number): void;
  /** Each action is offered only when the caller holds its permission. */
  onAddChild?: (parent: OrganizationNode) => void;
  onEdit?: (node: OrganizationNode) => void;
  onDelete?: (node: OrganizationNode) => void;
  /** Siblings in their new order, after a drag within one level. */
  onReorder?: (ids: number[]) => void;
}

interface OrgTreeNode extends TreeDataNode {
  key: number;
  org: OrganizationNode;
  children: OrgTreeNode[];
}

const toTreeData = (nodes: OrganizationNode[]): OrgTreeNode[] =>
  nodes.map((org) => ({ key: org.id, title: org.short_name, org, children: toTreeData(org.children) }));

/** The organisations as a tree, each with its inside/outside tag, head count and row actions. */
export function OrganizationTree({ tree, selectedId, onSelect, onAddChild, onEdit, onDelete, onReorder }: Props) {
  const { t } = useTranslation();
  // Everything starts expanded, including organisations added later; only what the user folds stays folded.
  const [folded, setFolded] = useState<Set<number>>(new Set());
  const expandedKeys = flatten(tree)
    .map((n) => n.id)
    .filter((id) => !folded.has(id));
  const parentOf = (id: number) => findNode(tree, id)?.parent_id ?? null;

  const deleteBlocker = (org: OrganizationNode) =>
    org.children.length > 0 ? t('organization.hasChildren') : org.staff_count > 0 ? t('organization.hasStaff') : null;

  const actions = (org: OrganizationNode) => {
    const blocker = deleteBlocker(org);
    const stop = (run: () => void) => (event: MouseEvent) => {
      event.stopPropagation();
      run();
    };
    return (
      <Space size={0}>
        {onAddChild && (
          <Tooltip title={t('organization.addChild')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('organization.addChild')}
              onClick={stop(() => onAddChild(org))}
            />
          </Tooltip>
        )}
        {onEdit && (
          <Tooltip title={t('organization.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('organization.edit')}
              onClick={stop(() => onEdit(org))}
            />
          </Tooltip>
        )}
        {onDelete && (
          <Tooltip title={blocker ?? t('organization.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('organization.delete')}
              disabled={blocker !== null}
              onClick={stop(() => onDelete(org))}
            />
          </Tooltip>
        )}
      </Space>
    );
  };

  const titleRender = (node: OrgTreeNode) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 28 }}>
      <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
        {node.org.short_name}
      </Typography.Text>
      <Tag color={node.org.inside ? 'blue' : 'orange'} style={{ marginInlineEnd: 0 }}>
        {node.org.inside ? t('organization.insideYes') : t('organization.insideNo')}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {t('organization.staffCount', { count: node.org.staff_count })}
      </Typography.Text>
      {actions(node.org)}
    </div>
  );

  // Dragging only reorders one level; moving under another parent is done in the edit dialog.
  const allowDrop: TreeProps<OrgTreeNode>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropPosition !== 0 && parentOf(dragNode.key) === parentOf(dropNode.key);

  const onDrop: TreeProps<OrgTreeNode>['onDrop'] = (info) => {
    if (!info.dropToGap || !onReorder) return;
    const dragId = info.dragNode.key;
    const siblings = siblingsOf(tree, parentOf(dragId)).map((n) => n.id);
    const rest = siblings.filter((id) => id !== dragId);
    const targetPos = Number(info.node.pos.split('-').pop());
    const before = info.dropPosition - targetPos === -1;
    const at = rest.indexOf(info.node.key) + (before ? 0 : 1);
    const next = [...rest.slice(0, at), dragId, ...rest.slice(at)];
    if (next.join() !== siblings.join()) onReorder(next);
  };

  return (
    <Tree<OrgTreeNode>
      className={styles.tree}
      blockNode
      expandedKeys={expandedKeys}
      onExpand={(_keys, { node, expanded }) =>
        setFolded((was) => {
          const next = new Set(was);
          if (expanded) next.delete(node.key);
          else next.add(node.key);
          return next;
        })
      }
      treeData={toTreeData(tree)}
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelect={(keys) => keys[0] !== undefined && onSelect(Number(keys[0]))}
      titleRender={titleRender}
      draggable={onReorder ? { icon: false } : false}
      allowDrop={allowDrop}
      onDrop={onDrop}
    />
  );
}
