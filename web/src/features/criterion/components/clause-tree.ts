import type { Clause } from '@app/contract';

export interface ClauseNode extends Clause {
  children?: ClauseNode[];
}

/** The flat list (in code order, parents first) as nested rows; a leaf has no `children`, so no expander. */
export function nestClauses(clauses: readonly Clause[]): ClauseNode[] {
  const nodes = new Map<number, ClauseNode>(clauses.map((clause) => [clause.id, { ...clause }]));
  const roots: ClauseNode[] = [];
  for (const clause of clauses) {
    const node = nodes.get(clause.id) as ClauseNode;
    const parent = clause.parent_id === null ? undefined : nodes.get(clause.parent_id);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** How many clauses hang under `clause`, at any depth. */
export const subClauseCount = (clauses: readonly Clause[], clause: Clause) =>
  clauses.filter((other) => other.code.startsWith(`${clause.code}.`)).length;
