import type { ReportStatus } from '@app/contract';
import { type AnyColumn, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';

/** The states of a review that a submitted report shows; a review sent back or withdrawn reopens the form. */
const REVIEWED: readonly ReportStatus[] = ['in_review', 'approved', 'rejected', 'terminated'];
const REOPENED: readonly ReportStatus[] = ['sent_back', 'withdrawn'];

/**
 * Where a report is, from its form's state and its latest review's (form_instances.review_status). A
 * draft is its writer's work, or the review's when sent back or withdrawn (both reopen the form); a
 * submitted form is in, or through, its latest review, or was submitted where no review applied (a
 * review withdrawn earlier does not count once submitted again).
 */
export const statusOf = (formStatus: AnyColumn, reviewStatus: AnyColumn) => sql<ReportStatus>`case
  when ${formStatus} = 'draft' then
    case when ${reviewStatus} in ('sent_back', 'withdrawn') then ${reviewStatus} else 'draft' end
  when ${reviewStatus} in ('in_review', 'approved', 'rejected', 'terminated') then ${reviewStatus}
  else 'submitted' end`;

/** Whether a report in `status` is a submitted form, which any reader sees, rather than its writer's draft. */
export const isSubmittedStatus = (status: ReportStatus) => status === 'submitted' || REVIEWED.includes(status);

/**
 * statusOf(…) = `status`, said as conditions on the two columns so that an index on the submitted forms'
 * review state (reports_owner_review_idx) finds the reports in a state without computing the
 * state of each. The form's state is written into the SQL, as the partial indexes' conditions name it.
 */
export function statusIs(formStatus: AnyColumn, reviewStatus: AnyColumn, status: ReportStatus): SQL {
  const submitted = sql`${formStatus} = 'submitted'`;
  const draft = sql`${formStatus} = 'draft'`;
  const noneOf = (states: readonly ReportStatus[]) =>
    sql`(${isNull(reviewStatus)} or ${notInArray(reviewStatus, [...states])})`;
  if (REVIEWED.includes(status)) return sql`(${submitted} and ${eq(reviewStatus, status)})`;
  if (status === 'submitted') return sql`(${submitted} and ${noneOf(REVIEWED)})`;
  if (REOPENED.includes(status)) return sql`(${draft} and ${eq(reviewStatus, status)})`;
  return sql`(${draft} and ${noneOf(REOPENED)})`;
}
