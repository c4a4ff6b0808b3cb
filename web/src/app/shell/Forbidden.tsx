import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a page shows to someone without its permission; loaded only then (Result carries its pictures). */
export default function Forbidden() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('envelope.noPermission')} />;
}
