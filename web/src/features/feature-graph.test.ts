import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from '../../../scripts/module-graph';

it('has no loop between features', () => {
  // From the string: jsdom's URL class is not the one node:url accepts.
  const graph = moduleGraph(dirname(fileURLToPath(import.meta.url)));
  expect(moduleCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
});
