import type { ApproverNode, WorkflowNode } from '@app/contract';

/**
 * Where each node sits in a tree: its place in reading order and the parallel branches it is in, so
 * the engine can tell which nodes come before another (a send-back's targets) and which after (what
 * a send-back resets).
 */
export interface Placed {
  node: WorkflowNode;
  index: number;
  /** Parallel node id to the branch id this node is in; and the ids of every enclosing node. */
  parallels: Map<string, string>;
  ancestors: string[];
}

export function placeNodes(flow: readonly WorkflowNode[]): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  let index = 0;
  const visit = (list: readonly WorkflowNode[], parallels: Map<string, string>, ancestors: string[]) => {
    for (const node of list) {
      placed.set(node.id, { node, index: index++, parallels, ancestors });
      if (node.kind === 'condition' || node.kind === 'parallel') {
        for (const branch of node.branches) {
          const inner = new Map(parallels);
          if (node.kind === 'parallel') inner.set(node.id, branch.id);
          visit(branch.flow, inner, [...ancestors, node.id]);
        }
      }
    }
  };
  visit(flow, new Map(), []);
  return placed;
}

/** Whether `a` runs before `b` on the way to it: earlier in reading order and not in a sibling parallel branch. */
export function precedes(a: Placed, b: Placed): boolean {
  if (a.index >= b.index || b.ancestors.includes(a.node.id)) return false;
  for (const [parallel, branch] of a.parallels) {
    const other = b.parallels.get(parallel);
    if (other !== undefined && other !== branch) return false;
  }
  // A node inside a parallel node that `b` is in, but on another branch, was caught above; one inside
  // a parallel node `b` follows ran before it.
  return true;
}

export function approverOf(placed: Map<string, Placed>, id: string): ApproverNode | null {
  const node = placed.get(id)?.node;
  return node?.kind === 'approver' ? node : null;
}
