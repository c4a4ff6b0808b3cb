import type { FieldErrors, WorkflowNode } from '@app/contract';
import { workflowProblems } from '@app/contract';
import { isBranching } from './tree';

/** A problem of the tree: where (the node or branch id, none for the tree as a whole) and what. */
export interface Problem {
  id: string | null;
  /** A message key of the contract (`workflow.noAssignee`) or, from the server, words. */
  message: string;
}

/**
 * The node or branch a path points into (`0.branches.1.flow.2.assignees`, or with the body's
 * `flow.` before it): the deepest one reached.
 */
export function idAtPath(flow: readonly WorkflowNode[], path: string): string | null {
  const parts = path.split('.').filter((part) => part !== '');
  if (parts[0] === 'flow') parts.shift();
  let list: readonly WorkflowNode[] | undefined = flow;
  let found: string | null = null;
  for (let i = 0; i < parts.length && list; i += 1) {
    const node: WorkflowNode | undefined = list[Number(parts[i])];
    if (!node || !/^\d+$/.test(parts[i] ?? '')) break;
    found = node.id;
    list = undefined;
    if (parts[i + 1] !== 'branches' || !isBranching(node)) break;
    const branch: { id: string; flow: WorkflowNode[] } | undefined = node.branches[Number(parts[i + 2])];
    if (!branch) break;
    found = branch.id;
    if (parts[i + 3] !== 'flow') break;
    list = branch.flow;
    i += 3;
  }
  return found;
}

/**
 * What saving checks of a tree's shape (the contract's WorkflowFlowSchema, which the browser does not
 * run: the server validates): names given, somebody to ask on each approver and CC node, and, beyond
 * the schema, a value on every condition.
 */
function shapeProblems(flow: readonly WorkflowNode[]): Problem[] {
  const problems: Problem[] = [];
  const visit = (list: readonly WorkflowNode[]) => {
    for (const node of list) {
      if (!node.name.trim()) problems.push({ id: node.id, message: 'workflow.nameMissing' });
      if ((node.kind === 'approver' || node.kind === 'cc') && node.assignees.length === 0) {
        problems.push({ id: node.id, message: 'workflow.noAssignee' });
      }
      if (!isBranching(node)) continue;
      if (node.branches.length < 2) problems.push({ id: node.id, message: 'workflow.twoBranches' });
      for (const branch of node.branches) {
        if (!branch.name.trim()) problems.push({ id: branch.id, message: 'workflow.nameMissing' });
        const empty =
          'conditions' in branch &&
          branch.conditions.some((c) => c.value === '' || (Array.isArray(c.value) && c.value.length === 0));
        if (empty) problems.push({ id: branch.id, message: 'workflow.conditionValueMissing' });
        visit(branch.flow);
      }
    }
  };
  visit(flow);
  return problems;
}

/**
 * What is wrong with a tree before the server sees it: its shape (what saving needs) and, with
 * `publishing`, the contract's rules for publishing (an approver at all, the otherwise branch,
 * escalation targets).
 */
export function localProblems(flow: readonly WorkflowNode[], publishing: boolean): Problem[] {
  const problems = shapeProblems(flow);
  if (publishing) {
    for (const problem of workflowProblems(flow)) {
      problems.push({ id: idAtPath(flow, problem.path), message: problem.message });
    }
  }
  return problems;
}

/** The server's field errors of a save or publication (code 2) as problems of the tree. */
export function serverProblems(flow: readonly WorkflowNode[], errdata: FieldErrors): Problem[] {
  return Object.entries(errdata).flatMap(([path, messages]) => {
    const id = path === 'flow' || path.startsWith('flow.') || /^\d/.test(path) ? idAtPath(flow, path) : null;
    return messages.map((message) => ({ id, message }));
  });
}
