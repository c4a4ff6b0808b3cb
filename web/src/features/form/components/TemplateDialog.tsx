import { FORM_DESCRIPTION_MAX, FORM_FAMILIES, FORM_NAME_MAX, type FormFamily } from '@app/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { createTemplate } from '../api/forms';
import { familyOptions } from './family-options';

interface Values {
  name: string;
  family: FormFamily;
  description: string;
}

interface Props {
  open: boolean;
  /** The families offered; the first is chosen at first. */
  families?: readonly FormFamily[];
  onClose(): void;
  onCreated(id: number): void;
}

/** A new template: its name, family and description; the designer opens next. */
export function TemplateDialog({ open, families = FORM_FAMILIES, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    const { id } = await createTemplate(values);
    onCreated(id);
  };
  return (
    <FormDialog<Values>
      title={t('form.newTemplate')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={520}
      initialValues={{ name: '', family: families[0] ?? 'general', description: '' }}
    >
      <Form.Item
        name="name"
        label={t('form.templateName')}
        rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
      >
        <Input maxLength={FORM_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="family" label={t('form.familyLabel')} rules={[{ required: true }]}>
        <Select options={familyOptions(families)} />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea maxLength={FORM_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 5 }} showCount />
      </Form.Item>
    </FormDialog>
  );
}
