import '../texts';
import { useTranslation } from 'react-i18next';
import { REPORT_FAMILIES } from '../api/forms';
import { InstanceList } from '../components/InstanceList';

/** The filled forms of the report families (报告数据). */
export default function ReportDataPage() {
  const { t } = useTranslation();
  return <InstanceList families={REPORT_FAMILIES} pageKey="project-report-data" title={t('form.reportDataTitle')} />;
}
