import { precedes } from './flow-paths.js';
import type { Run } from './run.js';

/** The approver nodes done before `nodeId` in this round: where a send-back from it may return. */
export function sendBackTargets(run: Pick<Run, 'placed' | 'instance'>, nodeId: string) {
  const from = run.placed.get(nodeId);
  if (!from) return [];
  return [...run.placed.values()]
    .filter(
      (placed) =>
        placed.node.kind === 'approver' && run.instance.nodeStates[placed.node.id] === 'done' && precedes(placed, from),
    )
    .map(({ node }) => ({ node_id: node.id, node_name: node.name }));
}
