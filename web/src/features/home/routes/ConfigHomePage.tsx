import { useTranslation } from 'react-i18next';
import { WorkspaceOverview } from '../components/WorkspaceOverview';

export default function ConfigHomePage() {
  const { t } = useTranslation();
  return <WorkspaceOverview kind="config" subtitle={`${t('home.configTitle')} · ${t('home.configSubtitle')}`} />;
}
