import {
  type ApproverNode,
  type CcNode,
  type ConditionBranch,
  type ConditionNode,
  NODE_ID_PATTERN,
  type ParallelBranch,
  type ParallelNode,
  type WorkflowNode,
  walkNodes,
} from '@app/contract';

/**
 * Editing a workflow tree, as pure functions: each takes a flow and answers a new one, leaving the
 * old untouched (undo keeps it). A flow is named by the branch that holds it, the top one by null:
 * branch ids are unique in a tree, as node ids are.
 */
export type FlowRef = string | null;
export type Branch = ConditionBranch | ParallelBranch;
export type BranchingNode = ConditionNode | ParallelNode;
export type NodeKind = WorkflowNode['kind'];

export const isBranching = (node: WorkflowNode): node is BranchingNode =>
  node.kind === 'condition' || node.kind === 'parallel';

/** Every node and branch id of a tree. */
export function treeIds(flow: readonly WorkflowNode[]): Set<string> {
  const ids = new Set<string>();
  for (const node of walkNodes(flow)) {
    ids.add(node.id);
    if (isBranching(node)) for (const branch of node.branches) ids.add(branch.id);
  }
  return ids;
}

/**
 * A short id not yet in `taken` that NODE_ID_PATTERN accepts: a letter and six base-36 characters
 * (two billion of them, so a clash is retried, not expected). It is added to `taken`.
 */
export function freshId(taken: Set<string>, prefix = 'n', random: () => number = Math.random): string {
  for (;;) {
    const id = `${prefix}${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id) && NODE_ID_PATTERN.test(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** Default names of what a new node holds, in the reader's language. */
export interface NewNodeNames {
  node: string;
  /** A branch's name by its number (1-based). */
  branch: (n: number) => string;
  /** The last branch of a condition. */
  otherwise: string;
}

/** A new node of `kind` with fresh ids: a branching node starts with two empty branches. */
export function newNode(kind: NodeKind, taken: Set<string>, names: NewNodeNames): WorkflowNode {
  const id = freshId(taken);
  switch (kind) {
    case 'approver':
      return { id, kind, name: names.node, assignees: [], mode: 'any', empty_rule: 'admin' } satisfies ApproverNode;
    case 'cc':
      return { id, kind, name: names.node, assignees: [] } satisfies CcNode;
    case 'condition':
      return {
        id,
        kind,
        name: names.node,
        branches: [
          { id: freshId(taken, 'b'), name: names.branch(1), conditions: [], flow: [] },
          { id: freshId(taken, 'b'), name: names.otherwise, conditions: [], flow: [] },
        ],
      } satisfies ConditionNode;
    case 'parallel':
      return {
        id,
        kind,
        name: names.node,
        branches: [
          { id: freshId(taken, 'b'), name: names.branch(1), flow: [] },
          { id: freshId(taken, 'b'), name: names.branch(2), flow: [] },
        ],
      } satisfies ParallelNode;
  }
}

/** Applies `change` to every flow of the tree (the top one and each branch's), deepest first. */
function mapFlows(
  flow: readonly WorkflowNode[],
  change: (flow: WorkflowNode[], ref: FlowRef) => WorkflowNode[],
  ref: FlowRef = null,
): WorkflowNode[] {
  const inner = flow.map((node) =>
    isBranching(node)
      ? ({
          ...node,
          branches: node.branches.map((branch) => ({ ...branch, flow: mapFlows(branch.flow, change, branch.id) })),
        } as BranchingNode)
      : node,
  );
  return change(inner, ref);
}

/** Puts `node` into the flow `target` before position `index` (at its end past the last). */
export function insertNode(
  flow: readonly WorkflowNode[],
  target: FlowRef,
  index: number,
  node: WorkflowNode,
): WorkflowNode[] {
  return mapFlows(flow, (list, ref) => {
    if (ref !== target) return list;
    const at = Math.min(Math.max(index, 0), list.length);
    return [...list.slice(0, at), node, ...list.slice(at)];
  });
}

/** The node with `id`, wherever it is. */
export function findNode(flow: readonly WorkflowNode[], id: string): WorkflowNode | undefined {
  return walkNodes(flow).find((node) => node.id === id);
}

/** The branch with `id` and the node holding it. */
export function findBranch(
  flow: readonly WorkflowNode[],
  id: string,
): { node: BranchingNode; branch: Branch; index: number } | undefined {
  for (const node of walkNodes(flow)) {
    if (!isBranching(node)) continue;
    const index = node.branches.findIndex((branch) => branch.id === id);
    const branch = node.branches[index];
    if (branch) return { node, branch, index };
  }
  return undefined;
}

/** Takes the node with `id` (and all its branches hold) out of the tree. */
export function removeNode(flow: readonly WorkflowNode[], id: string): WorkflowNode[] {
  return mapFlows(flow, (list) => (list.some((node) => node.id === id) ? list.filter((node) => node.id !== id) : list));
}

/** Replaces the node with `id` by `node` (same id). */
export function replaceNode(flow: readonly WorkflowNode[], node: WorkflowNode): WorkflowNode[] {
  return mapFlows(flow, (list) =>
    list.some((n) => n.id === node.id) ? list.map((n) => (n.id === node.id ? node : n)) : list,
  );
}

/** Changes the branching node with `id` by `change`. */
function changeBranching(
  flow: readonly WorkflowNode[],
  id: string,
  change: (node: BranchingNode) => BranchingNode | WorkflowNode[],
): WorkflowNode[] {
  return mapFlows(flow, (list) => {
    const at = list.findIndex((node) => node.id === id);
    const node = list[at];
    if (!node || !isBranching(node)) return list;
    const changed = change(node);
    const replacement = Array.isArray(changed) ? changed : [changed];
    return [...list.slice(0, at), ...replacement, ...list.slice(at + 1)];
  });
}

/**
 * A new branch of the node `id`: a condition's goes before its last branch (otherwise stays last),
 * a parallel's at the end. Nothing changes at WORKFLOW_BRANCHES_MAX.
 */
export function addBranch(flow: readonly WorkflowNode[], id: string, branch: Branch, max: number): WorkflowNode[] {
  return changeBranching(flow, id, (node) => {
    if (node.branches.length >= max) return node;
    if (node.kind === 'parallel')
      return { ...node, branches: [...node.branches, { id: branch.id, name: branch.name, flow: branch.flow }] };
    const added: ConditionBranch = { conditions: [], ...branch };
    const last = node.branches.length - 1;
    return { ...node, branches: [...node.branches.slice(0, last), added, ...node.branches.slice(last)] };
  });
}

/**
 * Whether the branch at `index` may be removed: any of a parallel node; of a condition node, any but
 * its last (otherwise) while more than two are left. With two left, removing one dissolves the node.
 */
export function canRemoveBranch(node: BranchingNode, index: number): boolean {
  if (node.branches.length <= 2 || node.kind === 'parallel') return true;
  return index !== node.branches.length - 1;
}

/**
 * Removes a branch. With two branches, the node goes and the other branch's nodes take its place in
 * the flow (what the user meant by "this branch is not needed").
 */
export function removeBranch(flow: readonly WorkflowNode[], branchId: string): WorkflowNode[] {
  const found = findBranch(flow, branchId);
  if (!found || !canRemoveBranch(found.node, found.index)) return [...flow];
  return changeBranching(flow, found.node.id, (node) => {
    const rest = (node.branches as Branch[]).filter((branch) => branch.id !== branchId);
    if (rest.length < 2) return rest[0]?.flow ?? [];
    return { ...node, branches: rest } as BranchingNode;
  });
}

/**
 * Whether the branch at `index` may move by `delta` (−1 left, +1 right): within the node, and a
 * condition's last branch (otherwise) neither moves nor is passed.
 */
export function canMoveBranch(node: BranchingNode, index: number, delta: number): boolean {
  const to = index + delta;
  const last = node.kind === 'condition' ? node.branches.length - 2 : node.branches.length - 1;
  return index <= last && to >= 0 && to <= last;
}

/** Moves a branch one place left (−1) or right (+1). */
export function moveBranch(flow: readonly WorkflowNode[], branchId: string, delta: -1 | 1): WorkflowNode[] {
  const found = findBranch(flow, branchId);
  if (!found || !canMoveBranch(found.node, found.index, delta)) return [...flow];
  return changeBranching(flow, found.node.id, (node) => {
    const branches = [...node.branches] as Branch[];
    const [moved] = branches.splice(found.index, 1);
    if (moved) branches.splice(found.index + delta, 0, moved);
    return { ...node, branches } as BranchingNode;
  });
}

/** Replaces a branch's name, conditions or flow. */
export function updateBranch(
  flow: readonly WorkflowNode[],
  branchId: string,
  patch: Partial<ConditionBranch>,
): WorkflowNode[] {
  const found = findBranch(flow, branchId);
  if (!found) return [...flow];
  return changeBranching(flow, found.node.id, (node) => {
    const branches = (node.branches as Branch[]).map((branch) =>
      branch.id === branchId ? { ...branch, ...patch } : branch,
    );
    return { ...node, branches } as BranchingNode;
  });
}

/** How many nodes a node or branch holds below itself (asked before deleting it). */
export function nodesWithin(item: WorkflowNode | Branch): number {
  if ('kind' in item)
    return isBranching(item) ? item.branches.reduce((sum, branch) => sum + walkNodes(branch.flow).length, 0) : 0;
  return walkNodes(item.flow).length;
}
