import '../texts';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import type { ProjectBody } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { loadProjectEquipmentTab } from '../../equipment/public';
import { createProject, refreshProjects, updateProject, useProject } from '../api/projects';
import { ProjectBasics } from '../components/ProjectBasics';
import { groupPath, isProjectTab, PROJECT_TABS, type ProjectTab, projectPath } from '../project-paths';

// The form (date pickers, the map picker) loads only when a project is edited or made.
const ProjectForm = lazy(() => import('../components/ProjectForm').then((m) => ({ default: m.ProjectForm })));

// Each tab other than the basics loads when it is first opened: the documents tab carries the file
// list, its previews and the uploader, the others a table each.
const ProjectDocumentsTab = lazy(() =>
  import('../components/ProjectDocumentsTab').then((m) => ({ default: m.ProjectDocumentsTab })),
);
const ProjectEquipmentTab = lazy(() => loadProjectEquipmentTab().then((m) => ({ default: m.ProjectEquipmentTab })));
const ProjectPeopleTab = lazy(() =>
  import('../components/ProjectPeopleTab').then((m) => ({ default: m.ProjectPeopleTab })),
);
const ProjectProgressTab = lazy(() =>
  import('../components/ProjectProgressTab').then((m) => ({ default: m.ProjectProgressTab })),
);
const tabFallback = <Skeleton active paragraph={{ rows: 4 }} />;

const ID = /^[1-9][0-9]{0,9}$/;
const formFallback = <Skeleton active paragraph={{ rows: 10 }} />;

/**
 * `/project/engineering/detail/:type/:gid/:pid`: one project in tabs (`type` names the open tab),
 * read by default and edited with `?mode=edit` (SPEC §3 "project detail state": mode, default view);
 * `pid` `new` makes a project in group `gid`.
 */
export default function ProjectDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  const tab: ProjectTab = isProjectTab(params.type) ? params.type : 'basics';
  const groupId = ID.test(params.gid ?? '') ? Number(params.gid) : 0;
  const creating = params.pid === 'new';
  const projectId = ID.test(params.pid ?? '') ? Number(params.pid) : null;
  const canCreate = usePagePermission('project-engineering-list').can('create');
  const view = useProject(projectId);
  const editing = creating || search.get('mode') === 'edit';
  const back = () => navigate(groupId ? groupPath(groupId) : '/project/engineering/index');
  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={back}>
      {t('project.backToGroups')}
    </Button>
  );

  const save = async (body: ProjectBody) => {
    const saved = projectId === null ? await createProject(body) : await updateProject(projectId, body);
    await refreshProjects(queryClient);
    alertBanner('success', t('project.saved'));
    navigate(projectPath('basics', saved.group_id, saved.id), { replace: true });
  };

  if (creating) {
    if (!canCreate || !groupId)
      return (
        <Card variant="borderless">
          <LazyResult status="403" title={t('project.notFound')} extra={backButton} />
        </Card>
      );
    return (
      <Card variant="borderless" title={t('project.newProject')}>
        <Suspense fallback={formFallback}>
          <ProjectForm project={null} groupId={groupId} onSave={save} onCancel={back} />
        </Suspense>
      </Card>
    );
  }
  if (projectId === null || view.isError) {
    return (
      <Card variant="borderless">
        <LazyResult status="404" title={t('project.notFound')} extra={backButton} />
      </Card>
    );
  }
  if (!view.data) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  const project = view.data;
  if (editing && project.can_update) {
    return (
      <Card variant="borderless" title={`${t('project.edit')}：${project.name}`}>
        <Suspense fallback={formFallback}>
          <ProjectForm
            project={project}
            groupId={project.group_id}
            onSave={save}
            onCancel={() => navigate(projectPath(tab, project.group_id, project.id), { replace: true })}
          />
        </Suspense>
      </Card>
    );
  }

  const content: Record<ProjectTab, React.ReactNode> = {
    basics: <ProjectBasics project={project} />,
    equipment: (
      <Suspense fallback={tabFallback}>
        <ProjectEquipmentTab projectId={project.id} />
      </Suspense>
    ),
    people: (
      <Suspense fallback={tabFallback}>
        <ProjectPeopleTab project={project} />
      </Suspense>
    ),
    documents: (
      <Suspense fallback={tabFallback}>
        <ProjectDocumentsTab project={project} />
      </Suspense>
    ),
    progress: (
      <Suspense fallback={tabFallback}>
        <ProjectProgressTab project={project} />
      </Suspense>
    ),
  };
  return (
    <Card
      variant="borderless"
      title={
        <Space wrap size={8}>
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('project.backToGroups')} onClick={back} />
          <Typography.Text strong>{project.name}</Typography.Text>
          <Tag>{project.number}</Tag>
          {!project.can_update && <Tag color="default">{t('project.readOnly')}</Tag>}
        </Space>
      }
      extra={
        project.can_update && (
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => navigate(projectPath(tab, project.group_id, project.id, true))}
          >
            {t('project.edit')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(projectPath(key as ProjectTab, project.group_id, project.id), { replace: true })}
        items={PROJECT_TABS.map((key) => ({ key, label: t(`project.tabs.${key}`), children: content[key] }))}
      />
    </Card>
  );
}
