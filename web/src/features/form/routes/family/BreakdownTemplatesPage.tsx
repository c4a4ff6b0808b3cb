import '../../texts';
import type { FormFamily } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { TemplateList } from '../../components/TemplateList';

const FAMILIES: FormFamily[] = ['breakdown'];

/** The templates of the breakdown family under 报告数据. */
export default function BreakdownTemplatesPage() {
  const { t } = useTranslation();
  return (
    <TemplateList
      families={FAMILIES}
      pageKey="project-template-found-breakdown"
      title={t('form.familyPage.breakdown')}
    />
  );
}
