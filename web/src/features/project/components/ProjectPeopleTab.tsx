import { TeamOutlined } from '@ant-design/icons';
import type { ProjectDetail } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { refreshProjects, saveProjectPeople, useMemberOptions } from '../api/projects';

interface Values {
  managers: number[];
  inspectors: number[];
}

const tags = (people: { id: number; name: string }[], empty: string) =>
  people.length === 0 ? (
    <Typography.Text type="secondary">{empty}</Typography.Text>
  ) : (
    <Space size={[4, 8]} wrap>
      {people.map((person) => (
        <Tag key={person.id}>{person.name}</Tag>
      ))}
    </Space>
  );

/** Who runs and inspects the project; those with the assign right change both lists. */
export function ProjectPeopleTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const members = useMemberOptions(open);
  const optionsOf = (role: string) =>
    (members.data ?? [])
      .filter((m) => m.role === role)
      .map((m) => ({ value: m.id, label: `${m.name}（${m.username}）` }));
  const submit = async (values: Values) => {
    await saveProjectPeople(project.id, values);
    await refreshProjects(queryClient);
    alertBanner('success', t('project.saved'));
    setOpen(false);
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('project.peopleIntro')}
      </Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'managers', label: t('project.managers'), children: tags(project.managers, t('project.noManagers')) },
          {
            key: 'inspectors',
            label: t('project.inspectors'),
            children: tags(project.inspectors, t('project.noInspectors')),
          },
        ]}
      />
      {project.can_assign && (
        <Button icon={<TeamOutlined />} onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
          {t('project.editPeople')}
        </Button>
      )}
      <FormDialog<Values>
        title={t('project.peopleTitle', { name: project.name })}
        open={open}
        onClose={() => setOpen(false)}
        form={form}
        onSubmit={submit}
        width={560}
        initialValues={{
          managers: project.managers.map((person) => person.id),
          inspectors: project.inspectors.map((person) => person.id),
        }}
      >
        <Form.Item name="managers" label={t('project.managers')}>
          <Select
            mode="multiple"
            placeholder={t('project.pickManagers')}
            loading={members.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={optionsOf('manager')}
          />
        </Form.Item>
        <Form.Item name="inspectors" label={t('project.inspectors')}>
          <Select
            mode="multiple"
            placeholder={t('project.pickInspectors')}
            loading={members.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={optionsOf('staff')}
          />
        </Form.Item>
      </FormDialog>
    </Space>
  );
}
