import '../texts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { useIsPhone } from '../../../lib/use-is-phone';
import { UploadForm } from '../components/UploadForm';
import { reportPath } from '../report-paths';

/** 报告上传 (`/report/index`): the report's header, then its page to fill in the body. */
export default function ReportUploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useIsPhone();
  return (
    <Panel title={t('report.uploadTitle')} variant="borderless" bodyStyle={phone ? { padding: 12 } : undefined}>
      <UploadForm onCreated={(report) => void navigate(reportPath(report.id, report.template_id))} />
    </Panel>
  );
}
