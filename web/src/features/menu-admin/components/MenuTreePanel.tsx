import type { MenuEntryGroup, RouteTitles } from '@app/contract';
import { Space, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../../app/shell/menu-icons';
import { localizeMenuTitle } from '../../../lib/localize';
import { canDrop, type DropPosition, type MenuNodeRef, moveNode, nodeKey } from './menu-order';

interface MenuNode extends TreeDataNode {
  ref: MenuNodeRef;
  children?: MenuNode[];
}

interface Props {
  groups: MenuEntryGroup[];
  own?: RouteTitles;
  selected: string | null;
  draggable: boolean;
  onSelect: (ref: MenuNodeRef) => void;
  onMove: (groups: MenuEntryGroup[]) => void;
}

function toNodes(
  groups: MenuEntryGroup[],
  own: RouteTitles | undefined,
  itemsLabel: (n: number) => string,
): MenuNode[] {
  return groups.map((group) => ({
    key: nodeKey({ type: 'group', id: group.id }),
    ref: { type: 'group', id: group.id },
    icon: menuIcon(group.icon),
    title: (
      <Space size={6}>
        <Typography.Text strong>{localizeMenuTitle(group.title)}</Typography.Text>
        <Typography.Text type="secondary">{itemsLabel(group.items.length)}</Typography.Text>
      </Space>
    ),
    children: group.items.map((item) => ({
      key: nodeKey({ type: 'item', id: item.id }),
      ref: { type: 'item', id: item.id },
      icon: menuIcon(item.icon),
      isLeaf: true,
      title: (
        <Space size={6}>
          {localizeMenuTitle(item.title, item.path, own)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.path}
          </Typography.Text>
        </Space>
      ),
    })),
  }));
}

/** Groups with their entries; dragging reorders them within the rules of `canDrop`. */
export function MenuTreePanel({ groups, own, selected, draggable, onSelect, onMove }: Props) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const nodes = toNodes(groups, own, (count) => t('menuAdmin.items', { count }));
  const groupKeys = nodes.map((node) => String(node.key));

  // antd reports the drop position relative to the target's index among its siblings.
  const drop: TreeProps<MenuNode>['onDrop'] = (info) => {
    const index = Number(info.node.pos.split('-').at(-1));
    const position: DropPosition = !info.dropToGap ? 0 : info.dropPosition - index < 0 ? -1 : 1;
    onMove(moveNode(groups, info.dragNode.ref, info.node.ref, position));
  };

  return (
    <Tree<MenuNode>
      blockNode
      showIcon
      treeData={nodes}
      draggable={draggable}
      allowDrop={({ dragNode, dropNode, dropPosition }) => canDrop(dragNode.ref, dropNode.ref, dropPosition)}
      onDrop={drop}
      expandedKeys={groupKeys.filter((key) => !collapsed.has(key))}
      onExpand={(keys) => setCollapsed(new Set(groupKeys.filter((key) => !keys.includes(key))))}
      selectedKeys={selected ? [selected] : []}
      onSelect={(_, info) => onSelect(info.node.ref)}
    />
  );
}
