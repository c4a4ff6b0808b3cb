import { type ReportStatus, WORKFLOW_STATUSES, type WorkflowStatus } from '@app/contract';
import { WorkflowStatusTag } from '../../review/public';
import { StatusTag } from './StatusTag';

const inReview = (status: ReportStatus): status is WorkflowStatus =>
  (WORKFLOW_STATUSES as readonly string[]).includes(status);

/** Where a report is: 草稿, 已提交 (no review), or its review's state as the review lists show it. */
export function ReportStatusTag({ status }: { status: ReportStatus }) {
  if (inReview(status)) return <WorkflowStatusTag status={status} />;
  return <StatusTag status={status} />;
}
