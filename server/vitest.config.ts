import { defineConfig } from 'vitest/config';

// Each test file runs in its own process with its own fresh database (test/db.ts). Argon2 hashing and
// PGlite start-up take about a second, hence the generous time limits.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
