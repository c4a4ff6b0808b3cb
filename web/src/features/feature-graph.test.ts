import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { facelessImports, moduleCycles, moduleGraph } from '../../../scripts/module-graph';

// From the string: jsdom's URL class is not the one node:url accepts.
const root = dirname(fileURLToPath(import.meta.url));

it('has no loop between features', () => {
  expect(moduleCycles(moduleGraph(root)).map((cycle) => cycle.join(' → '))).toEqual([]);
});

it('imports another feature only through its public face', () => {
  // As the noRestrictedImports overrides of biome.jsonc say, for static, type-only and lazy imports alike.
  expect(facelessImports(root, 'public')).toEqual([]);
});

it('keeps each public face to re-exports', () => {
  // vite.config.ts declares the faces free of side effects, which holds only while they declare nothing.
  const faces = readdirSync(root).filter((name) => existsSync(join(root, name, 'public.ts')));
  const REEXPORTS = /^\/\*\*[^\n]*\*\/\n\n?(export (type )?\{[^}]+\} from '\.\/[^']+';\n)+$/;
  expect(faces.filter((name) => !REEXPORTS.test(readFileSync(join(root, name, 'public.ts'), 'utf8')))).toEqual([]);
  expect(faces.length).toBeGreaterThan(0);
});
