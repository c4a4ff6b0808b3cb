import { FORM_FAMILIES, type FormFamily, WORKFLOW_NAME_MAX } from '@app/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { createWorkflow, useTemplateOptions } from '../api/workflows';

interface Values {
  name: string;
  families: FormFamily[];
  template_ids: number[];
}

interface Props {
  open: boolean;
  onClose(): void;
  onCreated(id: number): void;
}

/** A new workflow: its name and what starts it (families, templates); the designer opens next. */
export function NewWorkflowDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const templates = useTemplateOptions();
  const submit = async (values: Values) => {
    const { id } = await createWorkflow({ ...values, name: values.name.trim() });
    onCreated(id);
  };
  return (
    <FormDialog<Values>
      title={t('workflow.newWorkflow')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={560}
      initialValues={{ name: '', families: [], template_ids: [] }}
    >
      <Form.Item
        name="name"
        label={t('workflow.name')}
        rules={[{ required: true, whitespace: true, message: t('workflow.namePlaceholder') }]}
      >
        <Input maxLength={WORKFLOW_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="families" label={t('workflow.families')} extra={t('workflow.bindingHint')}>
        <Select
          mode="multiple"
          placeholder={t('workflow.familiesPlaceholder')}
          options={FORM_FAMILIES.map((family) => ({ value: family, label: t(`workflow.family.${family}`) }))}
        />
      </Form.Item>
      <Form.Item name="template_ids" label={t('workflow.templates')}>
        <Select
          mode="multiple"
          placeholder={t('workflow.templatesPlaceholder')}
          loading={templates.isLoading}
          options={templates.data ?? []}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </FormDialog>
  );
}
