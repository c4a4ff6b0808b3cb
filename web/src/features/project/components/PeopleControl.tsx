import { ProjectOutlined } from '@ant-design/icons';
import type { PageKey, ProjectPerson, ProjectRole } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Input, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { useIsPhone } from '../../../lib/use-is-phone';
import { refreshProjects, savePersonProjects, usePeople, useProjectOptions } from '../api/projects';
import { projectPath } from '../project-paths';

const PAGES: Record<ProjectRole, { page: PageKey; title: string; intro: string }> = {
  staff: { page: 'unitmanager-person-control', title: 'project.personControl', intro: 'project.personIntro' },
  manager: { page: 'unitmanager-manager-control', title: 'project.managerControl', intro: 'project.managerIntro' },
};

/**
 * The owner's inspectors (or project managers) with the projects each works on, and a dialog that
 * sets one person's projects among those the caller may change.
 */
export function PeopleControl({ projectRole: role }: { projectRole: ProjectRole }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const page = PAGES[role];
  const canAssign = usePagePermission(page.page).can('assign');
  const people = usePeople(role);
  const projects = useProjectOptions();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<ProjectPerson | null>(null);
  const [form] = Form.useForm<{ project_ids: number[] }>();
  const projectOf = new Map((projects.data ?? []).map((p) => [p.id, p]));
  const phone = useIsPhone();
  const needle = query.trim().toLowerCase();
  const rows = (people.data ?? []).filter(
    (person) => !needle || person.name.toLowerCase().includes(needle) || person.username.toLowerCase().includes(needle),
  );

  const projectTags = (person: ProjectPerson) =>
    person.project_ids.length === 0 ? (
      <Typography.Text type="secondary">{t('project.noProjects')}</Typography.Text>
    ) : (
      <Space size={[4, 8]} wrap>
        {person.project_ids.map((id) => {
          const project = projectOf.get(id);
          return (
            <Tag key={id}>
              {project ? (
                <Link to={projectPath('people', project.group_id, id)}>
                  {project.number} {project.name}
                </Link>
              ) : (
                id
              )}
            </Tag>
          );
        })}
      </Space>
    );
  const assignButton = (person: ProjectPerson) => (
    <Button type="link" size="small" icon={<ProjectOutlined />} onClick={() => setEditing(person)}>
      {t('project.assign')}
    </Button>
  );
  // On a phone each person is a card, so the assign button is not scrolled out of sight.
  const phoneList = () => {
    if (people.isLoading) return <Skeleton active />;
    if (rows.length === 0) return <Empty description={t('project.nobody')} />;
    return (
      <Flex vertical gap={12}>
        {rows.map((person) => (
          <Card
            key={person.id}
            size="small"
            title={`${person.name}（${person.username}）`}
            extra={canAssign && assignButton(person)}
          >
            {projectTags(person)}
          </Card>
        ))}
      </Flex>
    );
  };

  const submit = async (values: { project_ids: number[] }) => {
    if (!editing) return;
    await savePersonProjects({ user_id: editing.id, role, project_ids: values.project_ids });
    await refreshProjects(queryClient);
    alertBanner('success', t('project.saved'));
    setEditing(null);
  };

  return (
    <Card
      title={t(page.title)}
      variant="borderless"
      extra={
        <Input.Search
          allowClear
          placeholder={t('project.searchPerson')}
          onChange={(e) => setQuery(e.target.value)}
          style={{ width: 220 }}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t(page.intro)}</Typography.Paragraph>
      {phone ? (
        phoneList()
      ) : (
        <Table<ProjectPerson>
          rowKey="id"
          loading={people.isLoading}
          dataSource={rows}
          pagination={{ pageSize: 30, hideOnSinglePage: true }}
          scroll={{ x: 640 }}
          locale={{ emptyText: <Empty description={t('project.nobody')} /> }}
          columns={[
            { key: 'name', title: t('project.personName'), dataIndex: 'name', width: 140 },
            { key: 'username', title: t('project.username'), dataIndex: 'username', width: 140 },
            { key: 'projects', title: t('project.projects'), render: (_, person) => projectTags(person) },
            ...(canAssign
              ? [
                  {
                    key: 'operation',
                    title: t('project.operation'),
                    width: 130,
                    render: (_: unknown, person: ProjectPerson) => assignButton(person),
                  },
                ]
              : []),
          ]}
        />
      )}
      <FormDialog<{ project_ids: number[] }>
        title={t('project.assignTitle', { name: editing?.name ?? '' })}
        open={editing !== null}
        onClose={() => setEditing(null)}
        form={form}
        onSubmit={submit}
        width={560}
        intro={<Typography.Paragraph type="secondary">{t('project.assignHint')}</Typography.Paragraph>}
        initialValues={{ project_ids: editing?.project_ids ?? [] }}
      >
        <Form.Item name="project_ids" label={t('project.projects')}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={projects.isLoading}
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: `${p.number} ${p.name}` }))}
          />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
