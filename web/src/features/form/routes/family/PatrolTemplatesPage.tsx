import '../../texts';
import type { FormFamily } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { TemplateList } from '../../components/TemplateList';

const FAMILIES: FormFamily[] = ['patrol'];

/** The templates of the patrol family under 报告数据. */
export default function PatrolTemplatesPage() {
  const { t } = useTranslation();
  return (
    <TemplateList families={FAMILIES} pageKey="project-template-found-patrol" title={t('form.familyPage.patrol')} />
  );
}
