import type { OrganizationNode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { findNode, flatten, selfAndBelow, siblingsOf } from './tree-utils';

const node = (id: number, parent_id: number | null, children: OrganizationNode[] = []): OrganizationNode => ({
  id,
  parent_id,
  short_name: `单位${id}`,
  full_name: '',
  nature: '',
  qualification: '',
  principal: '',
  contact: '',
  contact_phone: '',
  inside: true,
  sort: id,
  staff_count: 0,
  departments: [],
  children,
});

const tree = [node(1, null, [node(2, 1, [node(3, 2)]), node(4, 1)]), node(5, null)];

describe('organisation tree helpers', () => {
  it('flattens depth first in display order', () => {
    expect(flatten(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds nodes at any depth', () => {
    expect(findNode(tree, 3)?.short_name).toBe('单位3');
    expect(findNode(tree, 9)).toBeUndefined();
    expect(findNode(tree, null)).toBeUndefined();
  });

  it('lists an organisation and everything below it', () => {
    expect([...selfAndBelow(tree[0] as OrganizationNode)].sort()).toEqual([1, 2, 3, 4]);
  });

  it('lists the siblings under a parent, or the roots', () => {
    expect(siblingsOf(tree, 1).map((n) => n.id)).toEqual([2, 4]);
    expect(siblingsOf(tree, null).map((n) => n.id)).toEqual([1, 5]);
  });
});
