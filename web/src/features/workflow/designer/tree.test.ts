import { NODE_ID_PATTERN, type WorkflowNode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { commit, redo, startHistory, undo } from './history';
import {
  addBranch,
  canMoveBranch,
  findNode,
  freshId,
  insertNode,
  moveBranch,
  newNode,
  nodesWithin,
  removeBranch,
  removeNode,
  replaceNode,
  treeIds,
  updateBranch,
} from './tree';

const approver = (id: string, name = id): WorkflowNode => ({
  id,
  kind: 'approver',
  name,
  assignees: [{ kind: 'projectManager' }],
  mode: 'any',
  empty_rule: 'admin',
});

/** a1, then a condition c1 (branch b1 holding a2, otherwise b2 empty), then cc1. */
const tree = (): WorkflowNode[] => [
  approver('a1'),
  {
    id: 'c1',
    kind: 'condition',
    name: '条件分支',
    branches: [
      {
        id: 'b1',
        name: '条件1',
        conditions: [{ subject: 'family', operator: 'eq', value: 'ncr' }],
        flow: [approver('a2')],
      },
      { id: 'b2', name: '其他情况', conditions: [], flow: [] },
    ],
  },
  { id: 'cc1', kind: 'cc', name: '抄送人', assignees: [{ kind: 'submitterLeader' }] },
];

const ids = (flow: readonly WorkflowNode[]) => flow.map((node) => node.id);
const branchesOf = (flow: readonly WorkflowNode[], id: string) => {
  const node = findNode(flow, id);
  return node && (node.kind === 'condition' || node.kind === 'parallel') ? node.branches : [];
};
const names = { node: '审批人', branch: (n: number) => `条件${n}`, otherwise: '其他情况' };

describe('workflow tree editing', () => {
  it('makes short ids the contract accepts, never one already taken', () => {
    const taken = treeIds(tree());
    expect([...taken].sort()).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'cc1']);
    let turn = 0;
    // The first draw clashes with an id made before it, the second does not.
    const draws = [0.5, 0.5, 0.25];
    const random = () => draws[turn++] ?? 0.1;
    const first = freshId(taken, 'n', random);
    const second = freshId(taken, 'n', random);
    expect(first).not.toBe(second);
    expect(turn).toBe(3);
    for (const id of [first, second]) expect(id).toMatch(NODE_ID_PATTERN);
    expect(first.length).toBe(7);
  });

  it('creates nodes: an approver to fill in, a condition with a branch and otherwise', () => {
    const taken = new Set<string>();
    expect(newNode('approver', taken, names)).toMatchObject({ kind: 'approver', name: '审批人', assignees: [] });
    const condition = newNode('condition', taken, names);
    expect(condition.kind === 'condition' && condition.branches.map((b) => b.name)).toEqual(['条件1', '其他情况']);
    expect(taken.size).toBe(4);
  });

  it('inserts a node into the top flow or a branch, at the place asked', () => {
    const flow = tree();
    const top = insertNode(flow, null, 1, approver('x'));
    expect(ids(top)).toEqual(['a1', 'x', 'c1', 'cc1']);
    expect(ids(insertNode(flow, null, 99, approver('x')))).toEqual(['a1', 'c1', 'cc1', 'x']);
    const inBranch = insertNode(flow, 'b1', 0, approver('x'));
    expect(ids(branchesOf(inBranch, 'c1')[0]?.flow ?? [])).toEqual(['x', 'a2']);
    // The old tree is untouched (undo keeps it).
    expect(ids(branchesOf(flow, 'c1')[0]?.flow ?? [])).toEqual(['a2']);
  });

  it('removes and replaces a node wherever it is', () => {
    const flow = tree();
    expect(ids(removeNode(flow, 'cc1'))).toEqual(['a1', 'c1']);
    expect(branchesOf(removeNode(flow, 'a2'), 'c1')[0]?.flow).toEqual([]);
    expect(ids(removeNode(flow, 'c1'))).toEqual(['a1', 'cc1']);
    const renamed = replaceNode(flow, { ...approver('a2'), name: '总监审核' });
    expect(findNode(renamed, 'a2')?.name).toBe('总监审核');
    expect(nodesWithin(findNode(flow, 'c1') as WorkflowNode)).toBe(1);
  });

  it('adds a condition branch before otherwise, a parallel one at the end, up to the maximum', () => {
    const flow = addBranch(tree(), 'c1', { id: 'b3', name: '条件2', conditions: [], flow: [] }, 10);
    expect(branchesOf(flow, 'c1').map((b) => b.id)).toEqual(['b1', 'b3', 'b2']);
    expect(branchesOf(addBranch(flow, 'c1', { id: 'b4', name: 'x', conditions: [], flow: [] }, 3), 'c1')).toHaveLength(
      3,
    );
    const parallel: WorkflowNode[] = [
      {
        id: 'p1',
        kind: 'parallel',
        name: '并行',
        branches: [
          { id: 'q1', name: '分支1', flow: [] },
          { id: 'q2', name: '分支2', flow: [] },
        ],
      },
    ];
    const more = addBranch(parallel, 'p1', { id: 'q3', name: '分支3', conditions: [], flow: [] }, 10);
    expect(branchesOf(more, 'p1').map((b) => b.id)).toEqual(['q1', 'q2', 'q3']);
    expect(branchesOf(more, 'p1')[2]).not.toHaveProperty('conditions');
  });

  it('removes a branch; with two left the node dissolves into the other branch’s nodes', () => {
    const three = addBranch(tree(), 'c1', { id: 'b3', name: '条件2', conditions: [], flow: [approver('a3')] }, 10);
    expect(branchesOf(removeBranch(three, 'b3'), 'c1').map((b) => b.id)).toEqual(['b1', 'b2']);
    // Otherwise stays while more than two branches are left.
    expect(branchesOf(removeBranch(three, 'b2'), 'c1').map((b) => b.id)).toEqual(['b1', 'b3', 'b2']);
    expect(ids(removeBranch(tree(), 'b2'))).toEqual(['a1', 'a2', 'cc1']);
    expect(ids(removeBranch(tree(), 'b1'))).toEqual(['a1', 'cc1']);
  });

  it('moves branches left and right, otherwise staying last', () => {
    const three = addBranch(tree(), 'c1', { id: 'b3', name: '条件2', conditions: [], flow: [] }, 10);
    expect(branchesOf(moveBranch(three, 'b3', -1), 'c1').map((b) => b.id)).toEqual(['b3', 'b1', 'b2']);
    expect(branchesOf(moveBranch(three, 'b3', 1), 'c1').map((b) => b.id)).toEqual(['b1', 'b3', 'b2']);
    expect(branchesOf(moveBranch(three, 'b2', -1), 'c1').map((b) => b.id)).toEqual(['b1', 'b3', 'b2']);
    const node = findNode(three, 'c1');
    if (node?.kind !== 'condition') throw new Error('no condition');
    expect([canMoveBranch(node, 0, -1), canMoveBranch(node, 0, 1), canMoveBranch(node, 1, 1)]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('updates a branch’s name and conditions', () => {
    const flow = updateBranch(tree(), 'b1', { name: '不符合项', conditions: [] });
    expect(branchesOf(flow, 'c1')[0]).toMatchObject({ name: '不符合项', conditions: [] });
  });
});

describe('undo and redo', () => {
  it('walks back and forth; typing into one field is one step; a new change clears redo', () => {
    let history = startHistory(tree());
    history = commit(history, removeNode(history.present, 'cc1'));
    history = commit(history, replaceNode(history.present, { ...approver('a1'), name: '甲' }), 'a1:name');
    history = commit(history, replaceNode(history.present, { ...approver('a1'), name: '甲乙' }), 'a1:name');
    expect(history.past).toHaveLength(2);
    history = undo(history);
    expect(findNode(history.present, 'a1')?.name).toBe('a1');
    expect(ids(history.present)).toEqual(['a1', 'c1']);
    history = undo(history);
    expect(ids(history.present)).toEqual(['a1', 'c1', 'cc1']);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(ids(history.present)).toEqual(['a1', 'c1']);
    history = commit(history, removeNode(history.present, 'a1'));
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });
});
