import type { PointState } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PointState, string> = {
  done: 'success',
  notified: 'cyan',
  overdue: 'error',
  due_soon: 'warning',
  planned: 'processing',
  unscheduled: 'default',
};

/** Where a point of the plan is; overdue in red. */
export function PointStateTag({ state }: { state: PointState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`plan.states.${state}`)}</Tag>;
}
