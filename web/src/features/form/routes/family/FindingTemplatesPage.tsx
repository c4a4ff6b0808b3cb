import '../../texts';
import type { FormFamily } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { TemplateList } from '../../components/TemplateList';

const FAMILIES: FormFamily[] = ['finding'];

/** The templates of the finding family under 报告数据. */
export default function FindingTemplatesPage() {
  const { t } = useTranslation();
  return (
    <TemplateList families={FAMILIES} pageKey="project-template-found-detail" title={t('form.familyPage.finding')} />
  );
}
