import { FormCalls, type FormFamily, ProjectCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { call } from '../../../lib/http';
import { createInstance } from '../api/forms';
import { familyOptions } from './family-options';

interface Values {
  template_id?: number;
  project_id?: number;
}

interface Props {
  open: boolean;
  /** The families offered; all when left out. */
  families?: readonly FormFamily[];
  onClose(): void;
  onCreated(id: number): void;
}

const quiet = { hideLoading: true, silent: true } as const;

/**
 * A new filled form: which published template, and the project it records (which numbers it). The
 * templates are those the caller may read, published at least once; the projects those he sees.
 */
export function NewFormDialog({ open, families, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const templates = useQuery({
    queryKey: ['form', 'published-templates', families ?? 'all'],
    queryFn: () =>
      call(FormCalls.templates, {
        query: { 'per-page': -1, sort: 'name', ...(families ? { family: families.join(',') } : {}) },
        ...quiet,
      }),
    enabled: open,
    select: (list) => list.result.filter((row) => row.latest_version > 0),
  });
  const projects = useQuery({
    queryKey: ['form', 'project-options'],
    queryFn: () => call(ProjectCalls.options, quiet).catch(() => []),
    enabled: open,
  });
  const familyName = new Map(familyOptions(families).map((option) => [option.value, option.label]));
  const submit = async (values: Values) => {
    const { id } = await createInstance({
      template_id: values.template_id as number,
      ...(values.project_id ? { project_id: values.project_id } : {}),
    });
    onCreated(id);
  };
  return (
    <FormDialog<Values>
      title={t('form.newForm')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={520}
      initialValues={{}}
    >
      <Form.Item
        name="template_id"
        label={t('form.templateName')}
        rules={[{ required: true, message: t('form.templateRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={templates.isLoading}
          notFoundContent={t('form.noPublishedTemplates')}
          options={(templates.data ?? []).map((row) => ({
            value: row.id,
            label: `${row.name}（${familyName.get(row.family) ?? row.family} v${row.latest_version}）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="project_id" label={t('form.project')} extra={t('form.projectHint')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={projects.isLoading}
          options={(projects.data ?? []).map((project) => ({
            value: project.id,
            label: `${project.number} ${project.name}`,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
