import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from '../../../scripts/module-graph.js';

const graph = moduleGraph(dirname(fileURLToPath(import.meta.url)));

/** The generic engines: other modules register on their hooks (platform/hooks.ts), never the reverse. */
const ENGINES = ['form', 'workflow', 'backlog', 'files'];
/**
 * What an engine may still import besides the engines and the platform (where the audit trail and
 * the permission checks are): the inbox the workflow tells people through, and (debt, to go through
 * hooks next) the project rules that scope forms and reviews.
 */
const ENGINE_MAY_IMPORT = ['inbox', 'project'];

describe('the modules import graph', () => {
  it('has no loop between modules', () => {
    expect(moduleCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keeps the engines free of the domain modules', () => {
    const allowed = new Set([...ENGINES, ...ENGINE_MAY_IMPORT]);
    const domain = ENGINES.map((engine) => [engine, [...(graph.get(engine) ?? [])].filter((to) => !allowed.has(to))]);
    expect(domain).toEqual(ENGINES.map((engine) => [engine, []]));
  });
});
