import type { Db } from './db.js';

/** Something drizzle has prepared: a query built once with placeholders, run with their values. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const statements = new WeakMap<Db, Map<string, Prepared>>();

/**
 * The statement of `name` on `db`, built and prepared by `build` the first time it is asked for. A
 * list's few unfiltered shapes are kept this way, so neither drizzle nor the database builds or plans
 * their SQL again for every call. `name` must say everything that shapes the SQL: one name, one text.
 */
export function preparedOnce<P extends Prepared>(db: Db, name: string, build: () => P): P {
  let named = statements.get(db);
  if (!named) {
    named = new Map();
    statements.set(db, named);
  }
  let statement = named.get(name);
  if (!statement) {
    statement = build();
    named.set(name, statement);
  }
  // Only `build` made what is kept under `name`: a `P`.
  return statement as P;
}
