import '../texts';
import { useTranslation } from 'react-i18next';
import { InstanceList } from '../components/InstanceList';

/** Every filled form of the owner (表单实例). */
export default function FormInstancesPage() {
  const { t } = useTranslation();
  return <InstanceList pageKey="control-form-example-list" title={t('form.instancesTitle')} />;
}
