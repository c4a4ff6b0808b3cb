import '../texts';
import { FINDING_CATEGORY_NAME_MAX, type FindingCategory, type FindingCategoryKind } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createCategory, refreshFindings, updateCategory } from '../api/finding';

interface Values {
  name: string;
  sort: number;
  enabled: boolean;
}

interface Props {
  /** The list to add to, with the entry to edit (none to add one); null while closed. */
  editing: { kind: FindingCategoryKind; item: FindingCategory | null } | null;
  onClose(): void;
}

/** Add or edit a finding type or theme item: its name, order and whether it is offered. */
export function CategoryDialog({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    if (!editing) return;
    const body = { ...values, kind: editing.kind };
    await (editing.item ? updateCategory(editing.item.id, body) : createCategory(body));
    await refreshFindings(queryClient);
    alertBanner('success', t('finding.saved'));
    onClose();
  };
  const item = editing?.item;
  const title = item
    ? t('finding.editCategory')
    : t(editing?.kind === 'theme' ? 'finding.addTheme' : 'finding.addType');
  return (
    <FormDialog<Values>
      title={title}
      open={editing !== null}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={440}
      initialValues={{ name: item?.name ?? '', sort: item?.sort ?? 0, enabled: item?.enabled ?? true }}
    >
      <Form.Item
        name="name"
        label={t('finding.categoryName')}
        rules={[{ required: true, whitespace: true, message: t('finding.nameRequired') }]}
      >
        <Input maxLength={FINDING_CATEGORY_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="sort" label={t('finding.categorySort')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('finding.categoryEnabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
