import '../texts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { useIsPhone } from '../../../lib/use-is-phone';
import { UploadForm } from '../components/UploadForm';
import { reportPath } from '../report-paths';

const isId = (value: string | null) => value !== null && /^[1-9]\d{0,9}$/.test(value);

/**
 * 新建报告 (`/project/report-create`): the project manager's upload, opened from the project section
 * or from a project (`?project_id=`, which comes chosen); he may name the inspector who writes it.
 */
export default function ReportCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const [search] = useSearchParams();
  const projectId = search.get('project_id');
  return (
    <Panel title={t('report.createTitle')} variant="borderless" bodyStyle={phone ? { padding: 12 } : undefined}>
      <UploadForm
        projectId={isId(projectId) ? Number(projectId) : undefined}
        onCreated={(report) => void navigate(reportPath(report.id, report.template_id))}
      />
    </Panel>
  );
}
