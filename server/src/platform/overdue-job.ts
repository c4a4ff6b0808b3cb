import { and, asc, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './db.js';

/** A table of records with a due date and a loop that ends in `closed` (findings, NCRs). */
type DueTable = PgTable & { state: AnyPgColumn; dueDate: AnyPgColumn; remindedOn: AnyPgColumn };

/** Records reminded per transaction; the rest wait for the next batch, so one never holds many locks. */
const BATCH = 200;

/**
 * Reminds of each record of `table` not closed whose due date is before `today` (China's calendar)
 * and which was not reminded today: `remind` tells whoever the module says (an inbox notice), and
 * `reminded_on` is set so later runs of the day leave it. Rows are claimed in batches with SKIP
 * LOCKED, in the order of `key`, so server nodes running this at once never remind twice. Answers how
 * many were reminded.
 */
export async function remindOverdue<T extends DueTable>(
  db: Db,
  today: string,
  due: { table: T; key: AnyPgColumn; keyOf: (row: T['$inferSelect']) => number },
  remind: (tx: Db, row: T['$inferSelect']) => Promise<void>,
): Promise<number> {
  const { table, key, keyOf } = due;
  let reminded = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // Drizzle cannot read a generic table's row type from `from`: the rows are the table's.
      const rows = (await tx
        .select()
        .from(table as PgTable)
        .where(
          and(
            ne(table.state, 'closed'),
            lt(table.dueDate, today),
            or(isNull(table.remindedOn), lt(table.remindedOn, today)),
          ),
        )
        .orderBy(asc(key))
        .limit(BATCH)
        .for('update', { skipLocked: true })) as T['$inferSelect'][];
      if (rows.length === 0) return 0;
      // Every DueTable has `remindedOn`; drizzle cannot see that through the generic table.
      await tx
        .update(table)
        .set({ remindedOn: today } as PgUpdateSetSource<T>)
        .where(inArray(key, rows.map(keyOf)));
      for (const row of rows) await remind(tx, row);
      return rows.length;
    });
    reminded += batch;
    if (batch < BATCH) return reminded;
  }
}
