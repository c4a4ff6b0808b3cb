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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
