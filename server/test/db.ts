import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/platform/db.js';

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database. Safe after `close()`. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a uniquely named database on the
 * server of TEST_DATABASE_URL when that is set.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (serverUrl) await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = serverUrl ? openPostgres(databaseUrl(serverUrl, name)) : await openPglite(undefined);
  await database.migrate();

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
      if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
