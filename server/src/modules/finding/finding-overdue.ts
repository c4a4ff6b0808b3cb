import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import { remindOverdue } from '../../platform/overdue-job.js';
import { findings } from './finding.table.js';
import { tellOverdue } from './finding-notices.js';

export const FINDING_OVERDUE_JOB = 'finding overdue reminders';
/** How often overdue findings are looked for: a reminder waits at most this long into its day. */
export const FINDING_OVERDUE_EVERY_MS = 60 * 60 * 1000;

/**
 * Reminds of each finding not closed whose due date is before `today` (China's calendar) and which
 * was not reminded today (remindOverdue): one inbox notice to its responsible member, else to who
 * raised it. Answers how many.
 */
export function remindOverdueFindings(db: Db, today: string = chinaDay()): Promise<number> {
  return remindOverdue(db, today, { table: findings, key: findings.id, keyOf: (finding) => finding.id }, tellOverdue);
}
