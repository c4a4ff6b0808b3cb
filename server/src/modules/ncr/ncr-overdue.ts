import { and, asc, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { formForReview } from '../form/review-support.js';
import { ncrCases } from './ncr.table.js';
import { raiserOf, tellAboutNcr } from './ncr-notices.js';
import { chinaDay } from './ncr-rules.js';

export const NCR_OVERDUE_JOB = 'ncr overdue reminders';
/** How often the reminders are looked for: a reminder waits at most this long into its day. */
export const NCR_OVERDUE_EVERY_MS = 10 * 60 * 1000;
/** NCRs reminded per transaction; the rest wait for the next run, so one run never holds many locks. */
const BATCH = 200;

/**
 * Reminds of each NCR not closed whose due date is before `today` (China's calendar) and which was
 * not reminded today: one inbox notice to its responsible member (else to who raised it), and
 * `reminded_on` set so the next runs of the day leave it. The rows are claimed with SKIP LOCKED, so
 * server nodes running this at once never remind twice. Answers how many were reminded.
 */
export async function remindOverdueNcrs(db: Db, today: string = chinaDay()): Promise<number> {
  let reminded = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(ncrCases)
        .where(
          and(
            ne(ncrCases.state, 'closed'),
            lt(ncrCases.dueDate, today),
            or(isNull(ncrCases.remindedOn), lt(ncrCases.remindedOn, today)),
          ),
        )
        .orderBy(asc(ncrCases.formInstanceId))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .update(ncrCases)
        .set({ remindedOn: today })
        .where(
          inArray(
            ncrCases.formInstanceId,
            due.map((ncr) => ncr.formInstanceId),
          ),
        );
      for (const ncr of due) {
        const form = await formForReview(tx, ncr.ownerId, ncr.formInstanceId);
        const to = ncr.responsibleId ?? raiserOf(ncr, form);
        await tellAboutNcr(tx, form, {
          userIds: to === null ? [] : [to],
          kind: 'overdue',
          title: 'ncr.notice.overdue',
          body: { key: 'ncr.notice.overdueBody', params: { due: ncr.dueDate ?? '' } },
        });
      }
      return due.length;
    });
    reminded += batch;
    if (batch < BATCH) return reminded;
  }
}
