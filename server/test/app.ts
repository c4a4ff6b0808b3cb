import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import type { Db } from '../src/platform/db.js';
import { checkAnswers } from './answer-check.js';
import { openTestDatabase, type TestDatabase } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /**
   * Answers that disagreed with the schema the OpenAPI document declares for them (answer-check.ts),
   * not yet reported: `useTestApp` fails the test that received them, `close()` whatever is left.
   */
  mismatches: string[];
  close(): Promise<void>;
}

/** Throws, once, for the mismatches not yet reported. */
export function reportMismatches(mismatches: string[]) {
  if (mismatches.length === 0) return;
  const found = mismatches.splice(0);
  throw new Error(`${found.length} answers disagree with the OpenAPI document:\n${found.join('\n')}`);
}

/** A fresh database seeded with the demo owners and accounts, and the real app on top of it. */
export async function buildTestApp(deps: Omit<AppDeps, 'db'> = {}): Promise<TestApp> {
  const database = await openTestDatabase({ seeded: true });
  const app = await buildApp({ db: database.db, ...deps });
  const mismatches = checkAnswers(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    mismatches,
    async close() {
      await app.close();
      await database.destroy();
      reportMismatches(mismatches);
    },
  };
}

/** One test app for the whole file, built before its tests and closed after them. */
export function useTestApp(deps: Omit<AppDeps, 'db'> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(deps);
  });
  afterEach(() => reportMismatches(current?.mismatches ?? []));
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('the test app is used before beforeAll has built it');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get database() {
      return get().database;
    },
    get mismatches() {
      return get().mismatches;
    },
    close: () => get().close(),
  };
}
