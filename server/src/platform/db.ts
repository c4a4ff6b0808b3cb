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
 */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<PgliteDatabase> {
  let client: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(from ? { loadDataDir: from } : {});
  }
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
