import type { MenuEntryGroup } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { applyOrder, canDrop, moveNode, orderOf, sameOrder } from './menu-order';

const item = (id: number, groupId: number) => ({
  id,
  group_id: groupId,
  title: `项${id}`,
  icon: 'HomeOutlined',
  path: `/p${id}`,
  page_key: `p${id}`,
});
const group = (id: number, itemIds: number[]): MenuEntryGroup => ({
  id,
  title: `组${id}`,
  icon: 'SettingOutlined',
  items: itemIds.map((i) => item(i, id)),
});
const menu = () => [group(1, [11, 12]), group(2, [21, 22, 23])];
const shape = (groups: MenuEntryGroup[]) => orderOf(groups);

describe('moveNode', () => {
  it('moves a group before or after another group', () => {
    expect(shape(moveNode(menu(), { type: 'group', id: 1 }, { type: 'group', id: 2 }, 1))).toEqual([
      { id: 2, items: [21, 22, 23] },
      { id: 1, items: [11, 12] },
    ]);
    expect(shape(moveNode(menu(), { type: 'group', id: 2 }, { type: 'group', id: 1 }, -1))[0]?.id).toBe(2);
  });

  it('moves an item within its group and into another group, first when dropped on the group', () => {
    expect(shape(moveNode(menu(), { type: 'item', id: 21 }, { type: 'item', id: 23 }, 1))[1]?.items).toEqual([
      22, 23, 21,
    ]);
    expect(shape(moveNode(menu(), { type: 'item', id: 12 }, { type: 'item', id: 22 }, -1))).toEqual([
      { id: 1, items: [11] },
      { id: 2, items: [21, 12, 22, 23] },
    ]);
    expect(shape(moveNode(menu(), { type: 'item', id: 23 }, { type: 'group', id: 1 }, 0))[0]?.items).toEqual([
      23, 11, 12,
    ]);
  });

  it('keeps groups at the top level and items inside groups', () => {
    expect(canDrop({ type: 'group', id: 1 }, { type: 'group', id: 2 }, 0)).toBe(false);
    expect(canDrop({ type: 'group', id: 1 }, { type: 'item', id: 21 }, 1)).toBe(false);
    expect(canDrop({ type: 'item', id: 11 }, { type: 'group', id: 2 }, 1)).toBe(false);
    expect(canDrop({ type: 'item', id: 11 }, { type: 'item', id: 21 }, 0)).toBe(false);
    const before = menu();
    expect(moveNode(before, { type: 'group', id: 1 }, { type: 'item', id: 21 }, 1)).toBe(before);
  });
});

describe('applyOrder', () => {
  it('rearranges the server copy by an unsaved order', () => {
    const order = [
      { id: 2, items: [23, 11] },
      { id: 1, items: [12, 21, 22] },
    ];
    const arranged = applyOrder(menu(), order);
    expect(sameOrder(orderOf(arranged), order)).toBe(true);
    expect(arranged[0]?.items[1]?.title).toBe('项11');
  });

  it('puts what the order does not know at the end and drops what is gone', () => {
    const server = [group(1, [11, 13]), group(2, [21]), group(3, [31])];
    const order = [
      { id: 2, items: [21, 12] },
      { id: 1, items: [11] },
      { id: 9, items: [13] },
    ];
    expect(orderOf(applyOrder(server, order))).toEqual([
      { id: 2, items: [21] },
      { id: 1, items: [11, 13] },
      { id: 3, items: [31] },
    ]);
    expect(applyOrder(server, null)).toBe(server);
  });
});
