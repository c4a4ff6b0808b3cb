import type { Db } from '../../platform/db.js';
import { remindOverdue } from '../../platform/overdue-job.js';
import { formForReview } from '../form/public.js';
import { type NcrCaseRecord, ncrCases } from './ncr.table.js';
import { raiserOf, tellAboutNcr } from './ncr-notices.js';
import { chinaDay } from './ncr-rules.js';

export const NCR_OVERDUE_JOB = 'ncr overdue reminders';
/** How often the reminders are looked for: a reminder waits at most this long into its day. */
export const NCR_OVERDUE_EVERY_MS = 10 * 60 * 1000;

/**
 * Reminds of each NCR not closed whose due date is before `today` (China's calendar) and which was
 * not reminded today (remindOverdue): one inbox notice to its responsible member, else to who raised
 * it. Answers how many were reminded.
 */
export function remindOverdueNcrs(db: Db, today: string = chinaDay()): Promise<number> {
  const due = { table: ncrCases, key: ncrCases.formInstanceId, keyOf: (ncr: NcrCaseRecord) => ncr.formInstanceId };
  return remindOverdue(db, today, due, async (tx, ncr) => {
    const form = await formForReview(tx, ncr.ownerId, ncr.formInstanceId);
    const to = ncr.responsibleId ?? raiserOf(ncr, form);
    await tellAboutNcr(tx, form, {
      userIds: to === null ? [] : [to],
      kind: 'overdue',
      title: 'ncr.notice.overdue',
      body: { key: 'ncr.notice.overdueBody', params: { due: ncr.dueDate ?? '' } },
    });
  });
}
