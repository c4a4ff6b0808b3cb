// The import graph of a folder of modules (the server's `modules/`, the web's `features/`) at the level
// of modules: which module imports which, and the loops among them. Biome's noImportCycles follows
// files, so two modules importing each other through different files passed it; the server's and the
// web's graph tests (module-graph.test.ts, feature-graph.test.ts) build this graph and fail on a loop.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Test files and their helpers are not part of the graph: they may set up a state across modules. */
const TEST_FILE = /\.test\.tsx?$|\.test-support\.tsx?$|\.fixtures\.tsx?$/;
const SOURCE_FILE = /\.tsx?$/;

/**
 * Every specifier a file imports: `import … from`, `export … from`, `import type`, a bare `import '…'`
 * and a dynamic `import('…')` all count.
 */
export function importedSpecifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The module a path belongs to: the first folder under `root`; none for files at the root itself. */
function moduleOf(root: string, path: string): string | undefined {
  const parts = relative(root, path).split(sep);
  if (parts.length < 2 || parts[0] === '..') return undefined;
  return parts[0];
}

/** An import by a source file of one module of a file of another. */
interface CrossImport {
  /** The importing file, relative to the root. */
  file: string;
  from: string;
  to: string;
  specifier: string;
  /** The imported file within its module, without extension when the specifier has none (`public`). */
  target: string;
}

/** Every import by which a module's source file reaches another module of `root`. */
function crossImports(root: string): CrossImport[] {
  return sourceFiles(root).flatMap((file) => {
    const from = moduleOf(root, file);
    if (!from) return [];
    return importedSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const path = resolve(dirname(file), specifier);
      const to = moduleOf(root, path);
      if (!to || to === from) return [];
      const target = relative(join(root, to), path).split(sep).join('/');
      return [{ file: relative(root, file).split(sep).join('/'), from, to, specifier, target }];
    });
  });
}

/** Each module of `root` with the other modules its source files import, named by folder. */
export function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = moduleOf(root, file);
    if (from && !graph.has(from)) graph.set(from, new Set());
  }
  for (const { from, to } of crossImports(root)) graph.get(from)?.add(to);
  return graph;
}

/**
 * The imports that reach into another module past its public face, each as `file → specifier`: any
 * import of another module's file but `face` (the web's `public`, a server module's `public.js`).
 */
export function facelessImports(root: string, face: string): string[] {
  return crossImports(root)
    .filter(({ target }) => target !== face)
    .map(({ file, specifier }) => `${file} → ${specifier}`);
}

/** The loops of the graph: its strongly connected components of more than one module (Tarjan). */
export function moduleCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) component.push(member);
    } while (member && member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
