import '../texts';
import { useTranslation } from 'react-i18next';
import { ReportList } from '../components/ReportList';

/** 报告列表 (`/project/report/list`): the reports of the caller's projects. */
export default function ReportListPage() {
  const { t } = useTranslation();
  return <ReportList pageKey="project-report-list" title={t('report.listTitle')} />;
}
