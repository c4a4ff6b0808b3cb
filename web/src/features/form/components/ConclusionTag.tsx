import '../texts';
import type { ReportConclusion } from '@app/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ReportConclusion, string> = { pass: 'success', fail: 'error', na: 'default' };

/** 检验结论 as a coloured tag: 合格 green, 不合格 red, 不适用 grey. */
export function ConclusionTag({ conclusion }: { conclusion: ReportConclusion }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[conclusion]}>{t(`form.passFail.${conclusion}`)}</Tag>;
}
