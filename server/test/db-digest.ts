import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db.js';

/** Rows of a raw query; both drivers answer `{ rows }`, which the shared `Db` type leaves unknown. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Row count and a hash of every row of each table of the public schema, except `excluded`: two equal
 * digests mean no call changed a row. Rows are hashed in their text form, sorted, so the digest does
 * not depend on the order the database happens to return them in.
 */
export async function databaseDigest(db: Db, excluded: readonly string[]): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (excluded.includes(name)) continue;
    const [row] = await rowsOf<{ n: string; hash: string | null }>(
      db,
      sql`select count(*)::text as n, md5(string_agg(t::text, E'\n' order by t::text)) as hash
          from ${sql.identifier(name)} t`,
    );
    digest[name] = `${row?.n} rows, ${row?.hash ?? 'empty'}`;
  }
  return digest;
}
