import { and, eq, inArray, max } from 'drizzle-orm';
import { loginLog } from '../../core/audit.table.js';
import type { Db } from '../../platform/db.js';

/** Each listed account's last successful sign-in (accounts that never signed in are absent), in one query. */
export async function lastSignIns(db: Db, userIds: number[]): Promise<Map<number, Date>> {
  const rows = await db
    .select({ userId: loginLog.userId, at: max(loginLog.at) })
    .from(loginLog)
    .where(and(inArray(loginLog.userId, userIds), eq(loginLog.success, true)))
    .groupBy(loginLog.userId);
  const last = new Map<number, Date>();
  for (const row of rows) if (row.userId !== null && row.at) last.set(row.userId, row.at);
  return last;
}
