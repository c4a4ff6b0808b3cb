import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import FormFillPage from '../../form/routes/FormFillPage';

const isId = (value: string | undefined) => /^[1-9]\d{0,9}$/.test(value ?? '');

/**
 * A report's page (`/project/found/report/list/detail/:instanceId/:templateId`): the form page of its
 * instance, which reads `instanceId`. No texts of its own: the form page's (form.*) are all it says,
 * and it stays as light as the form page, which is near the JS budget.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const { templateId } = useParams();
  if (!isId(templateId)) return <LazyResult status="404" title={t('form.notFound')} />;
  return <FormFillPage />;
}
