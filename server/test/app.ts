import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import type { Db } from '../src/platform/db.js';
import { openTestDatabase, type TestDatabase } from './db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A fresh database seeded with the demo owners and accounts, and the real app on top of it. */
export async function buildTestApp(deps: Omit<AppDeps, 'db'> = {}): Promise<TestApp> {
  const database = await openTestDatabase({ seeded: true });
  const app = await buildApp({ db: database.db, ...deps });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** One test app for the whole file, built before its tests and closed after them. */
export function useTestApp(deps: Omit<AppDeps, 'db'> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(deps);
  });
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
    close: () => get().close(),
  };
}
