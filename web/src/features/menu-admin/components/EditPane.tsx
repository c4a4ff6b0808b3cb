import type { MenuEntryGroup, RouteTitles } from '@app/contract';
import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupForm } from './GroupForm';
import { ItemForm } from './ItemForm';
import { type MenuNodeRef, nodeKey } from './menu-order';

/** What the right-hand pane edits. */
export type Editing = MenuNodeRef | { type: 'new-group' } | { type: 'new-item'; groupId?: number };

interface Props {
  editing: Editing | null;
  groups: MenuEntryGroup[];
  isConfig: boolean;
  own?: RouteTitles;
  can: (action: 'create' | 'update' | 'delete') => boolean;
  onSaved: (ref: MenuNodeRef) => Promise<void>;
  onDeleted: () => Promise<void>;
}

/** The form of the selected group or entry, or of a new one; each remounts when the selection changes. */
export function EditPane({ editing, groups, isConfig, own, can, onSaved, onDeleted }: Props) {
  const { t } = useTranslation();
  const done = { onSaved, onDeleted };
  const group = editing?.type === 'group' ? groups.find((g) => g.id === editing.id) : undefined;
  const items = groups.flatMap((g) => g.items);
  const item = editing?.type === 'item' ? items.find((i) => i.id === editing.id) : undefined;
  const itemForm = (groupId?: number) => (
    <ItemForm
      key={item ? nodeKey({ type: 'item', id: item.id }) : `new-item-${groupId}`}
      item={item}
      groupId={groupId}
      groups={groups}
      isConfig={isConfig}
      used={new Set(items.filter((i) => i.id !== item?.id).map((i) => i.page_key))}
      own={own}
      canSave={can(item ? 'update' : 'create')}
      canDelete={can('delete')}
      {...done}
    />
  );

  let title = t('menuAdmin.details');
  let body: ReactNode = <Empty description={t('menuAdmin.pickNode')} />;
  if (editing?.type === 'new-group') {
    title = t('menuAdmin.addGroup');
    body = <GroupForm key="new-group" canSave canDelete={false} {...done} />;
  } else if (editing?.type === 'new-item') {
    title = t('menuAdmin.addItem');
    body = itemForm(editing.groupId);
  } else if (group) {
    title = t('menuAdmin.editGroup');
    body = (
      <GroupForm
        key={nodeKey({ type: 'group', id: group.id })}
        group={group}
        canSave={can('update')}
        canDelete={can('delete')}
        {...done}
      />
    );
  } else if (item) {
    title = t('menuAdmin.editItem');
    body = itemForm(item.group_id);
  }
  return (
    <Card size="small" type="inner" title={title}>
      {body}
    </Card>
  );
}
