import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ENGINE_SCOPE } from './test/engine-scope.js';

const ALL_FILES = ['src/**/*.test.ts'];

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** Every test file below src, as a path relative to this folder (wherever vitest was started). */
function testFiles(dir = join(HERE, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(HERE, path)] : [];
  });
}

/** The files of test/engine-scope.ts; a pattern that matches none is an error, not a silent gap. */
function engineScope(): string[] {
  const files = testFiles();
  return Object.keys(ENGINE_SCOPE).flatMap((pattern) => {
    const matcher = new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '[^/]*')}$`);
    const matched = files.filter((file) => matcher.test(file));
    if (matched.length === 0) throw new Error(`test/engine-scope.ts: ${pattern} matches no test file`);
    return matched;
  });
}

// TEST_SCOPE=engine runs only the files whose behaviour can differ between PGlite and PostgreSQL
// (test/engine-scope.ts says which and why): CI runs them on PGlite after the whole suite has run on
// PostgreSQL (TEST_DATABASE_URL).
const include = process.env.TEST_SCOPE === 'engine' ? engineScope() : ALL_FILES;

// Each test file runs in its own process with its own fresh database (test/db.ts), copied from one
// the global setup migrated and seeded. Argon2 hashing and PGlite start-up take about a second each,
// hence the generous time limits.
export default defineConfig({
  test: {
    include,
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Every core: vitest's default leaves one free, which on the two-core CI machine is half of it
    // (the suite took 593 s on one worker, 471 s on two).
    maxWorkers: availableParallelism(),
    // A fork keeps the loaded app from one file to the next: loading it again for each file was most
    // of the suite's time (435 s to 110 s on PGlite, 283 s to 76 s on PostgreSQL). Each file still
    // opens its own database and app, so no rows are shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
