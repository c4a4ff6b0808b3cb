import '../texts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import { useProjectOptions } from '../api/reports';
import { ReportList } from '../components/ReportList';

const ID = /^[1-9][0-9]{0,9}$/;

/** The project's own page (its basics tab), as the project screens link to it. */
const projectPath = (groupId: number, projectId: number) =>
  `/project/engineering/detail/basics/${groupId}/${projectId}`;

/**
 * 检验报告 (`/project/found/report/list/:gid/:pid`): the reports of one project under its name and
 * number, with the way back to the project. A project the caller may not read is not found.
 */
export default function ProjectReportsPage() {
  const { t } = useTranslation();
  const { pid } = useParams();
  const projectId = ID.test(pid ?? '') ? Number(pid) : null;
  const projects = useProjectOptions();
  const project = projects.data?.find((candidate) => candidate.id === projectId);

  if (projects.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (projectId === null || !project) {
    return (
      <Card variant="borderless">
        <LazyResult status="404" title={t('report.projectReports.notFound')} />
      </Card>
    );
  }
  const header = (
    <div>
      <Typography.Text strong>{project.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
        {t('report.projectReports.number', { number: project.number })}
      </Typography.Text>
      <Link to={projectPath(project.group_id, project.id)} style={{ marginInlineStart: 16, fontWeight: 'normal' }}>
        <ArrowLeftOutlined /> {t('report.projectReports.back')}
      </Link>
    </div>
  );
  return <ReportList pageKey="project-found-report-list" title={header} scope={{ projectId: project.id }} />;
}
