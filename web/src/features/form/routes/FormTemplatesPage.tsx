import '../texts';
import { useTranslation } from 'react-i18next';
import { TemplateList } from '../components/TemplateList';

/** Every form template of the owner (表单模板). */
export default function FormTemplatesPage() {
  const { t } = useTranslation();
  return <TemplateList pageKey="control-form" title={t('form.templatesTitle')} />;
}
