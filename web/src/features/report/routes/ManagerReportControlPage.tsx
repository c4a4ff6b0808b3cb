import '../texts';
import { useTranslation } from 'react-i18next';
import { ReportControl } from '../components/ReportControl';

/** 项目经理报告管理 (`/report/manager-control`): the manager's reports by inspector, over the reports beneath. */
export default function ManagerReportControlPage() {
  const { t } = useTranslation();
  return <ReportControl by="inspector" pageKey="report-manager-control" title={t('report.control.inspectorTitle')} />;
}
