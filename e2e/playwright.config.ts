import { defineConfig } from '@playwright/test';

/**
 * Journeys run in Debian's Chromium against the built app, each worker on a server and embedded
 * database of its own (fixtures/server.ts, started by fixtures/test.ts). Two workers by default, one
 * per core of the CI machine: the journeys spend much of their time waiting on each other's screens.
 * A spec file's journeys run in file order in one worker (fullyParallel off).
 */

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A journey signs in several people and walks many screens: 40-55 s on a quiet machine, so a
  // minute failed them on a busy CI machine. A hang is still caught by each expectation's 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // The app then turns its menus' and dialogs' motion off (AppProviders): Playwright computes a
    // click's point once, and on a busy machine a submenu or dialog still sliding in moved its target
    // away before the click landed (a CI run clicked 用户管理 for 在线用户 this way).
    reducedMotion: 'reduce',
    // Recording a trace (a screencast of every frame and a DOM snapshot per action) made the journeys
    // 1.7 times slower, and CI keeps only the log; E2E_TRACE=1 records one for a failure looked at here.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
