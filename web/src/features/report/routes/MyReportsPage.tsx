import '../texts';
import { useTranslation } from 'react-i18next';
import { ReportList } from '../components/ReportList';

const MINE = { mine: true } as const;

/** 个人报告上传 (`/report/person-index`): the caller's own reports, and the way to upload another. */
export default function MyReportsPage() {
  const { t } = useTranslation();
  return <ReportList pageKey="report-person-index" title={t('report.mineTitle')} scope={MINE} />;
}
