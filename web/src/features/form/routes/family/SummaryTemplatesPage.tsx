import '../../texts';
import type { FormFamily } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { TemplateList } from '../../components/TemplateList';

const FAMILIES: FormFamily[] = ['summary'];

/** The templates of the summary family under 报告数据. */
export default function SummaryTemplatesPage() {
  const { t } = useTranslation();
  return (
    <TemplateList families={FAMILIES} pageKey="project-template-found-reports" title={t('form.familyPage.summary')} />
  );
}
