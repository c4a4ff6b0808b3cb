import '../texts';
import { useTranslation } from 'react-i18next';
import { ReportControl } from '../components/ReportControl';

/** 报告管理 (`/report/control`): the client's reports by inspection unit, over the reports beneath. */
export default function ReportControlPage() {
  const { t } = useTranslation();
  return <ReportControl by="unit" pageKey="report-control" title={t('report.control.unitTitle')} />;
}
