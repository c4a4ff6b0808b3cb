import '../../texts';
import type { FormFamily } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { TemplateList } from '../../components/TemplateList';

const FAMILIES: FormFamily[] = ['inspection', 'ncr', 'release', 'witness'];

/** The templates of the report family under 报告数据. */
export default function ReportTemplatesPage() {
  const { t } = useTranslation();
  return (
    <TemplateList families={FAMILIES} pageKey="project-template-found-report" title={t('form.familyPage.report')} />
  );
}
