/** What is wrong with the shape of a JSON value: lists and groups nested too deep, or one too long. */
export type JsonShapeProblem = 'tooDeep' | 'tooManyEntries';

/**
 * Measures a parsed JSON value against bounds before anything walks it recursively: JSON.parse takes
 * a value nested 10,000 deep, while JSON.stringify, validators and database drivers overflow their
 * stack on it. The walk keeps its own stack. `depth` counts the lists and groups around a leaf.
 */
export function jsonShapeProblem(value: unknown, bounds: { depth: number; entries: number }): JsonShapeProblem | null {
  const pending: [value: unknown, depth: number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= bounds.depth) return 'tooDeep';
    const entries = Array.isArray(node) ? node : Object.values(node);
    if (entries.length > bounds.entries) return 'tooManyEntries';
    for (const entry of entries) pending.push([entry, depth + 1]);
  }
  return null;
}
