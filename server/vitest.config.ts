import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each test file runs in its own process with its own fresh database (test/db.ts), copied from one
// the global setup migrated and seeded. Argon2 hashing and PGlite start-up take about a second each,
// hence the generous time limits.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
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
