import '../texts';
import { DeleteOutlined, EditOutlined, FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProjectGroup } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useSessionStore } from '../../../stores/session';
import { deleteGroup, refreshProjects, useGroups } from '../api/projects';
import { ProjectMapCard } from '../components/ProjectMapCard';
import { groupPath } from '../project-paths';

const GroupDialog = lazyOnOpen(() => import('../components/GroupDialog').then((m) => m.GroupDialog));

type Dialog = { kind: 'none' } | { kind: 'group'; group: ProjectGroup | null };

/** 工程项目: the owner's project groups as cards, and a map of where the projects are. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const role = useSessionStore((s) => s.role);
  const permission = usePagePermission('project-engineering');
  const groups = useGroups();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });

  const remove = async (group: ProjectGroup) => {
    if (!(await confirmDanger(t('project.deleteGroupConfirm', { name: group.name }), () => deleteGroup(group.id)))) {
      return;
    }
    alertBanner('success', t('project.deleted'));
    await refreshProjects(queryClient);
  };

  const actions = (group: ProjectGroup) => {
    const list = [
      <Link key="open" to={groupPath(group.id)}>
        <FolderOpenOutlined /> {t('project.openGroup')}
      </Link>,
    ];
    if (permission.can('update')) {
      list.push(
        <Button
          key="edit"
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => setDialog({ kind: 'group', group })}
        >
          {t('project.edit')}
        </Button>,
      );
    }
    if (permission.can('delete')) {
      const button = (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={group.project_count > 0}
          onClick={() => void remove(group)}
        >
          {t('project.delete')}
        </Button>
      );
      list.push(
        group.project_count > 0 ? (
          <Tooltip key="delete" title={t('project.groupHasProjects', { count: group.project_count })}>
            {button}
          </Tooltip>
        ) : (
          <span key="delete">{button}</span>
        ),
      );
    }
    return list;
  };

  const scoped = role === 'manager' || role === 'staff';
  const body = () => {
    if (groups.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (!groups.data?.length) {
      return (
        <Empty description={t(scoped ? 'project.noGroupsScoped' : 'project.noGroups')}>
          {permission.can('create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'group', group: null })}>
              {t('project.addGroup')}
            </Button>
          )}
        </Empty>
      );
    }
    return (
      <Row gutter={[16, 16]}>
        {groups.data.map((group) => (
          <Col key={group.id} xs={24} sm={12} xl={8}>
            <Card size="small" actions={actions(group)} style={{ height: '100%' }}>
              <Link to={groupPath(group.id)} style={{ display: 'block' }}>
                <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ tooltip: group.name }}>
                  {group.name}
                </Typography.Title>
              </Link>
              <Typography.Text type="secondary">
                {t('project.projectCount', { count: group.project_count })}
              </Typography.Text>
              {group.note && (
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 2, tooltip: group.note }}
                  style={{ margin: '8px 0 0' }}
                >
                  {group.note}
                </Typography.Paragraph>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('project.groups')}
        variant="borderless"
        extra={
          <Space wrap>
            <Link to="/project/engineering/list/all">{t('project.allProjects')}</Link>
            {permission.can('create') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'group', group: null })}>
                {t('project.addGroup')}
              </Button>
            )}
          </Space>
        }
      >
        {body()}
      </Card>
      <ProjectMapCard />
      <GroupDialog
        open={dialog.kind === 'group'}
        group={dialog.kind === 'group' ? dialog.group : null}
        onClose={() => setDialog({ kind: 'none' })}
      />
    </Space>
  );
}
