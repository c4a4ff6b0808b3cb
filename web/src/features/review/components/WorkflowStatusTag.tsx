// Offered to other features (report/'s list), which may not have loaded this feature's texts.
import '../texts';
import type { WorkflowStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<WorkflowStatus, string> = {
  in_review: 'processing',
  sent_back: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  terminated: 'default',
};

/** An instance's state as a coloured tag: 审核中, 已退回, 已通过… */
export function WorkflowStatusTag({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`review.status.${status}`)}</Tag>;
}
