import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteRemote, pgliteWorker } from './pglite-remote.js';
/**
 * The query builder, whichever driver is underneath: PGlite and PostgreSQL speak the same SQL. It is
 * given no schema: queries name their tables (no relational `db.query`), so no list of every table.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Migrations live in src/db/migrations; the bundled server (dist/main.js) carries a copy in
 * dist/migrations, made by build.mjs.
 */
export const MIGRATIONS_DIR = [new URL('../db/migrations', import.meta.url), new URL('./migrations', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(join(dir, 'meta'))) as string;

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, which `openPglite(undefined, dump)` starts from. */
  dump(): Promise<Blob>;
}

/**
 * PGlite on disk under `dataDir`, or in memory when `dataDir` is undefined (tests). An in-memory one
 * may start from a `dump()`, which skips creating a cluster: tests start from a migrated copy.
 *
 * On disk (the server), PGlite runs in a worker thread, so that queries run beside the handling of
 * requests instead of taking turns with it on one thread. In memory (tests), it stays on the calling
 * thread unless `worker` is asked for: a test waits for each answer anyway, and the suite took a
 * tenth longer through the worker (TEST_PGLITE_WORKER=true runs it that way).
 */
export async function openPglite(
  dataDir: string | undefined,
  from?: Blob,
  options: { worker?: boolean } = {},
): Promise<PgliteDatabase> {
  if (dataDir || options.worker) {
    const dir = dataDir && join(dataDir, 'pglite');
    if (dir) mkdirSync(dir, { recursive: true });
    const worker = pgliteWorker({ dataDir: dir, dump: await from?.arrayBuffer() });
    const remote = await PgliteRemote.open(worker, databaseLost);
    // The remote offers the part of PGlite's client that drizzle's driver and migrator call.
    return pgliteDatabase(remote as unknown as PGlite, () => remote.dump());
  }
  const client = await PGlite.create(from ? { loadDataDir: from } : {});
  return pgliteDatabase(client, () => client.dumpDataDir('none'));
}

function pgliteDatabase(client: PGlite, dump: () => Promise<Blob>): PgliteDatabase {
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump,
  };
}

/**
 * The worker holding the database stopped: like a server whose PostgreSQL connection is gone, this
 * one cannot go on, and it stops with an error rather than answer every call with one.
 */
function databaseLost(error: Error): never {
  console.error(error);
  process.exit(1);
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
