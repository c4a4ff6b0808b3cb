import type { FindingState } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A rate as a percentage with at most one decimal; — when there is none (nothing raised). */
export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);

const STATE_COLORS: Record<FindingState, string> = { open: 'orange', submitted: 'blue', closed: 'green' };

export function StateTag({ state, overdue = false }: { state: FindingState; overdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={STATE_COLORS[state]}>{t(`finding.stateName.${state}`)}</Tag>
      {overdue && <Tag color="red">{t('finding.overdue')}</Tag>}
    </>
  );
}
