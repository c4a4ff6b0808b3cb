import { LAW_STATUSES, type LawStatus } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LawStatus, string> = { current: 'green', replaced: 'orange', withdrawn: 'default' };

/** 现行 / 被代替 / 废止, coloured. */
export function LawStatusTag({ status }: { status: LawStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`law.statuses.${status}`)}</Tag>;
}

/** The statuses as choices of a filter or a select, in the interface language. */
export const useStatusOptions = () => {
  const { t } = useTranslation();
  return LAW_STATUSES.map((status) => ({ value: status, label: t(`law.statuses.${status}`) }));
};
