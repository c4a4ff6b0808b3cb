import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/platform/db.js';
import { onServer, TEMPLATES, templateUrl } from './templates.js';

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database. Safe after `close()`. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, seeded with the demo owners and accounts when
 * `seeded`: in-memory PGlite, or a uniquely named database on the server of TEST_DATABASE_URL when
 * that is set. Both start from the copies the global setup made (test/global-setup.ts).
 */
export async function openTestDatabase(options: { seeded: boolean }): Promise<TestDatabase> {
  const template = options.seeded ? 'seeded' : 'migrated';
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `test_${randomBytes(6).toString('hex')}`;
  let database: Database;
  if (serverUrl) {
    await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATES[template]}`);
    database = openPostgres(templateUrl(serverUrl, name));
  } else {
    const files = inject('pgliteTemplates');
    if (!files) throw new Error('the global setup prepared no PGlite templates');
    database = await openPglite(undefined, new Blob([readFileSync(files[template])]), {
      worker: process.env.TEST_PGLITE_WORKER === 'true',
    });
  }

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= database.close();
    return closed;
  };
  return {
    ...database,
    close,
    async destroy() {
      await close();
      if (serverUrl) await dropWhenReleased(serverUrl, name);
    },
  };
}

/**
 * Drops a test database once its connections have finished closing. Forcing it at once would kill a
 * connection still saying goodbye, whose client then reports an unhandled error into the test run.
 */
async function dropWhenReleased(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: the database is still being accessed.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
