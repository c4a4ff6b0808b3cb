import type { ReportStatus } from '@app/contract';
import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * Where a report is. A draft is its writer's work, or the review's when sent back or withdrawn
 * (both reopen the form); a submitted form is in, or through, its latest review, or was submitted
 * where no review applied (a review withdrawn earlier does not count once submitted again).
 */
export const statusOf = (formStatus: AnyColumn, reviewStatus: AnyColumn) => sql<ReportStatus>`case
  when ${formStatus} = 'draft' then
    case when ${reviewStatus} in ('sent_back', 'withdrawn') then ${reviewStatus} else 'draft' end
  when ${reviewStatus} in ('in_review', 'approved', 'rejected', 'terminated') then ${reviewStatus}
  else 'submitted' end`;
