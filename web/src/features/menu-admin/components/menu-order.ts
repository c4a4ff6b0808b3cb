import type { MenuEntryGroup, MenuEntryItem, MenuOrderBody } from '@app/contract';

/** The order the editor saves: every group once, each with every one of its items once. */
export type MenuOrder = MenuOrderBody['groups'];

/** A node of the menu tree; groups stay at the top level and items live only inside groups. */
export type MenuNodeRef = { type: 'group'; id: number } | { type: 'item'; id: number };

export const nodeKey = (ref: MenuNodeRef) => `${ref.type}-${ref.id}`;

export const orderOf = (groups: MenuEntryGroup[]): MenuOrder =>
  groups.map((group) => ({ id: group.id, items: group.items.map((item) => item.id) }));

export const sameOrder = (a: MenuOrder, b: MenuOrder) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The menu as the server has it, rearranged by an order not saved yet. The server's copy may have
 * changed meanwhile (an entry added, renamed or deleted): what the order does not know goes to the
 * end of its group, and what no longer exists drops out.
 */
export function applyOrder(groups: MenuEntryGroup[], order: MenuOrder | null): MenuEntryGroup[] {
  if (!order) return groups;
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const itemById = new Map(groups.flatMap((group) => group.items).map((item) => [item.id, item]));
  const placed = new Set<number>();
  const arranged = order.flatMap(({ id, items }) => {
    const group = groupById.get(id);
    if (!group) return [];
    const kept = items.flatMap((itemId) => {
      const item = itemById.get(itemId);
      if (!item || placed.has(itemId)) return [];
      placed.add(itemId);
      return [item];
    });
    return [{ ...group, items: kept }];
  });
  const known = new Set(arranged.map((group) => group.id));
  const all = [
    ...arranged,
    ...groups.filter((group) => !known.has(group.id)).map((group) => ({ ...group, items: [] })),
  ];
  return all.map((group) => ({
    ...group,
    items: [...group.items, ...(groupById.get(group.id)?.items ?? []).filter((item) => !placed.has(item.id))],
  }));
}

/** Where antd's Tree would drop a node: before (-1), into (0) or after (1) the target. */
export type DropPosition = -1 | 0 | 1;

export function canDrop(drag: MenuNodeRef, target: MenuNodeRef, position: DropPosition): boolean {
  if (drag.type === 'group') return target.type === 'group' && position !== 0 && drag.id !== target.id;
  if (target.type === 'group') return position === 0;
  return position !== 0 && drag.id !== target.id;
}

function withoutItem(groups: MenuEntryGroup[], id: number): { rest: MenuEntryGroup[]; item?: MenuEntryItem } {
  const item = groups.flatMap((group) => group.items).find((i) => i.id === id);
  return { rest: groups.map((group) => ({ ...group, items: group.items.filter((i) => i.id !== id) })), item };
}

/** The menu after a drop; a drop the rules do not allow leaves it as it was. */
export function moveNode(
  groups: MenuEntryGroup[],
  drag: MenuNodeRef,
  target: MenuNodeRef,
  position: DropPosition,
): MenuEntryGroup[] {
  if (!canDrop(drag, target, position)) return groups;
  const offset = position === 1 ? 1 : 0;
  if (drag.type === 'group') {
    const moving = groups.find((group) => group.id === drag.id);
    const rest = groups.filter((group) => group.id !== drag.id);
    const at = rest.findIndex((group) => group.id === target.id);
    if (!moving || at < 0) return groups;
    return [...rest.slice(0, at + offset), moving, ...rest.slice(at + offset)];
  }
  const { rest, item } = withoutItem(groups, drag.id);
  if (!item) return groups;
  return rest.map((group) => {
    if (target.type === 'group') return group.id === target.id ? { ...group, items: [item, ...group.items] } : group;
    const at = group.items.findIndex((i) => i.id === target.id);
    if (at < 0) return group;
    return { ...group, items: [...group.items.slice(0, at + offset), item, ...group.items.slice(at + offset)] };
  });
}
