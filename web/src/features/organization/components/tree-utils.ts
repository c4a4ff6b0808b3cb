import type { OrganizationNode } from '@app/contract';

/** Every organisation of a tree, depth first, in display order. */
export function flatten(nodes: OrganizationNode[]): OrganizationNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

export const findNode = (nodes: OrganizationNode[], id: number | null) =>
  id === null ? undefined : flatten(nodes).find((node) => node.id === id);

/** The ids of an organisation and everything below it: parents it may not be moved under. */
export const selfAndBelow = (node: OrganizationNode): Set<number> => new Set(flatten([node]).map((n) => n.id));

/** The organisations sharing `parentId`, in display order. */
export const siblingsOf = (nodes: OrganizationNode[], parentId: number | null) =>
  parentId === null ? nodes : (findNode(nodes, parentId)?.children ?? []);
