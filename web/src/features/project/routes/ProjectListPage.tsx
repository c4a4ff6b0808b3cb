import '../texts';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { PROJECT_DICTS, PROJECT_LIST, type ProjectRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { dictColumn, timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { regionText } from '../../../components/region/region-text';
import { LazyResult } from '../../../components/result/LazyResult';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { deleteProject, fetchProjects, refreshProjects, useGroups } from '../api/projects';
import { projectPath } from '../project-paths';

const ProjectImportDialog = lazyOnOpen(() =>
  import('../components/ProjectImportDialog').then((m) => m.ProjectImportDialog),
);

/** `/project/engineering/list/:id`: the projects of one group, or of all groups when `id` is `all`. */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const param = useParams().id ?? 'all';
  const groupId = /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : null;
  const groups = useGroups();
  const permission = usePagePermission('project-engineering-list');
  const group = groups.data?.find((row) => row.id === groupId);
  const [importing, setImporting] = useState(false);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/project/engineering/index')}>
      {t('project.backToGroups')}
    </Button>
  );

  if (param !== 'all' && (groupId === null || (groups.isSuccess && !group))) {
    return (
      <Card variant="borderless">
        <LazyResult status="404" title={t('project.groupNotFound')} extra={back} />
      </Card>
    );
  }

  const remove = async (row: ProjectRow) => {
    if (!(await confirmDanger(t('project.deleteConfirm', { name: row.name }), () => deleteProject(row.id)))) return;
    alertBanner('success', t('project.deleted'));
    await refreshProjects(queryClient);
  };

  const operations = (row: ProjectRow) => (
    <Space size={0} wrap>
      <Link to={projectPath('basics', row.group_id, row.id)}>
        <Button type="link" size="small" icon={<EyeOutlined />}>
          {t('project.view')}
        </Button>
      </Link>
      {permission.can('update') && (
        <Link to={projectPath('basics', row.group_id, row.id, true)}>
          <Button type="link" size="small" icon={<EditOutlined />}>
            {t('project.edit')}
          </Button>
        </Link>
      )}
      {permission.can('delete') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
          {t('project.delete')}
        </Button>
      )}
    </Space>
  );

  const columns: DataTableColumn<ProjectRow>[] = [
    { key: 'number', title: t('project.number'), width: 150 },
    {
      key: 'name',
      title: t('project.name'),
      width: 260,
      render: (row) => <Link to={projectPath('basics', row.group_id, row.id)}>{row.name}</Link>,
    },
    ...(groupId === null ? [{ key: 'group_name', title: t('project.group'), width: 180 }] : []),
    dictColumn<ProjectRow>('project_type', t('project.projectType'), PROJECT_DICTS.project_type),
    dictColumn<ProjectRow>('stage', t('project.stage'), PROJECT_DICTS.stage),
    dictColumn<ProjectRow>('level', t('project.level'), PROJECT_DICTS.level),
    dictColumn<ProjectRow>('inspection_status', t('project.inspectionStatus'), PROJECT_DICTS.inspection_status),
    dictColumn<ProjectRow>('inspection_type', t('project.inspectionType'), PROJECT_DICTS.inspection_type),
    { key: 'region', title: t('project.region'), width: 200, render: (row) => regionText(row) || '—' },
    {
      key: 'location',
      title: t('project.location'),
      width: 200,
      render: (row) => (
        <Typography.Text ellipsis={{ tooltip: row.location }} style={{ maxWidth: 190 }}>
          {row.location || '—'}
        </Typography.Text>
      ),
    },
    {
      key: 'total_invest',
      title: t('project.totalInvest'),
      width: 150,
      render: (row) => (row.total_invest === null ? '—' : row.total_invest.toLocaleString()),
    },
    {
      key: 'contract_start',
      title: t('project.contractStart'),
      width: 140,
      render: (row) => row.contract_start ?? '—',
    },
    {
      key: 'progress',
      title: t('project.progress'),
      width: 140,
      render: (row) => <Progress percent={row.progress} size="small" />,
    },
    timeColumn<ProjectRow>('updated_at', t('project.updatedAt')),
    { key: 'operation', title: t('project.operation'), width: 220, render: operations },
  ];

  return (
    <Card
      title={
        <Space wrap>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('project.backToGroups')}
            onClick={() => navigate('/project/engineering/index')}
          />
          {group?.name ?? t('project.allProjects')}
        </Space>
      }
      variant="borderless"
      extra={
        <Space wrap>
          {permission.can('import') && (
            <Button
              icon={<ImportOutlined />}
              onClick={() => setImporting(true)}
              onPointerEnter={ProjectImportDialog.preload}
            >
              {t('project.import')}
            </Button>
          )}
          {permission.can('create') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!groups.data?.length}
              onClick={() => navigate(projectPath('basics', groupId ?? groups.data?.[0]?.id ?? 0, 'new'))}
            >
              {t('project.add')}
            </Button>
          )}
        </Space>
      }
    >
      <DataTable<ProjectRow>
        queryKey={['project', ownerKey, 'list', groupId]}
        fetch={fetchProjects(groupId)}
        columns={columns}
        rowKey="id"
        list={PROJECT_LIST}
        defaultPerPage={30}
        emptyText={t('project.empty')}
        settingsKey="project-engineering-list"
        exportUrl={groupId === null ? '/project/export' : `/project/export?group_id=${groupId}`}
        canExport={permission.can('export')}
        onRowDoubleClick={(row) => navigate(projectPath('basics', row.group_id, row.id))}
      />
      <ProjectImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void refreshProjects(queryClient)}
      />
    </Card>
  );
}
