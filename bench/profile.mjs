// Reads the V8 CPU profile the server wrote (node --cpu-prof) and names where its time went: the
// functions with the most self time, and the share of each package, for the bench's printout.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const where = (url) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('server/dist/main.js')) return 'our server';
  return url.startsWith('node:') ? 'node' : url === '' ? '(V8, GC, idle)' : url;
};

export function summariseProfile(dir, top = 15) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return 'no CPU profile written';
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const frames = new Map();
  const packages = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const name = `${callFrame.functionName || '(anonymous)'} ${where(callFrame.url)}:${callFrame.lineNumber + 1}`;
    frames.set(name, (frames.get(name) ?? 0) + micros);
    const pkg = callFrame.url === '' ? callFrame.functionName || '(V8)' : where(callFrame.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
  }
  const pct = (micros) => `${((100 * micros) / total).toFixed(1)}%`.padStart(6);
  const ranked = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `server CPU profile (${(total / 1e6).toFixed(1)} s sampled), self time by package:`,
    ...ranked(packages).map(([name, micros]) => `  ${pct(micros)}  ${name}`),
    'top functions by self time:',
    ...ranked(frames).map(([name, micros]) => `  ${pct(micros)}  ${name}`),
  ].join('\n');
}
