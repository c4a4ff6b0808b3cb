import '../texts';
import { AlertOutlined } from '@ant-design/icons';
import type { ReportDetail } from '@app/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';

const FindingDialog = lazyOnOpen(() => import('./FindingDialog').then((m) => m.FindingDialog));

/**
 * 发现问题 on a report's page: raises a finding with the report, its project and its equipment filled
 * in, then opens it in its project's list. Shown to whoever may raise findings.
 */
export default function RaiseFromReport({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permission = usePagePermission('project-found-list');
  const [open, setOpen] = useState(false);
  if (!permission.can('create')) return null;
  return (
    <>
      <Button size="small" icon={<AlertOutlined />} onClick={() => setOpen(true)}>
        {t('finding.add')}
      </Button>
      <FindingDialog
        open={open}
        projectId={report.project_id}
        reportId={report.id}
        equipmentId={report.equipment_id}
        onClose={() => setOpen(false)}
        onRaised={(finding) => navigate(`/project/found/list/${finding.project_id}?finding=${finding.id}`)}
      />
    </>
  );
}
