import { and, asc, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import { findings } from './finding.table.js';
import { tellOverdue } from './finding-notices.js';

export const FINDING_OVERDUE_JOB = 'finding overdue reminders';
/** How often overdue findings are looked for: a reminder waits at most this long into its day. */
export const FINDING_OVERDUE_EVERY_MS = 60 * 60 * 1000;
/** Findings reminded per transaction; the rest wait for the next batch, so one never holds many locks. */
const BATCH = 200;

/**
 * Reminds of each finding not closed whose due date is before `today` (China's calendar) and which
 * was not reminded today: one inbox notice to its responsible member (else to who raised it), and
 * `reminded_on` set so later runs of the day leave it. Rows are claimed with SKIP LOCKED, so server
 * nodes running this at once never remind twice (as the NCR reminders do). Answers how many.
 */
export async function remindOverdueFindings(db: Db, today: string = chinaDay()): Promise<number> {
  let reminded = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(findings)
        .where(
          and(
            ne(findings.state, 'closed'),
            lt(findings.dueDate, today),
            or(isNull(findings.remindedOn), lt(findings.remindedOn, today)),
          ),
        )
        .orderBy(asc(findings.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .update(findings)
        .set({ remindedOn: today })
        .where(
          inArray(
            findings.id,
            due.map((finding) => finding.id),
          ),
        );
      for (const finding of due) await tellOverdue(tx, finding);
      return due.length;
    });
    reminded += batch;
    if (batch < BATCH) return reminded;
  }
}
