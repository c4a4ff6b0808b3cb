import '../texts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import { FormFillPage } from '../../form/public';
import { ReportSummary } from '../components/ReportSummary';

const isId = (value: string | undefined) => /^[1-9]\d{0,9}$/.test(value ?? '');

/**
 * A report's page (`/project/found/report/list/detail/:instanceId/:templateId`): its header (with the
 * export menu, a release report's conditions, an NCR's loop) above the form page of its instance,
 * which reads `instanceId` and shows the body and its review.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const { instanceId, templateId } = useParams();
  if (!isId(instanceId) || !isId(templateId)) return <LazyResult status="404" title={t('form.notFound')} />;
  return <FormFillPage before={<ReportSummary reportId={Number(instanceId)} />} />;
}
