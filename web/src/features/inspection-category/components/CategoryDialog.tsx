import {
  CATEGORY_NAME_MAX,
  CATEGORY_NOTE_MAX,
  CATEGORY_SORT_MAX,
  CATEGORY_SYMBOL_MAX,
  type InspectionCategory,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow, fieldShare } from '../../../components/form-dialog/FieldRow';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createCategory, refreshCategories, updateCategory } from '../api/categories';

interface Values {
  name: string;
  plan_symbol: string;
  actual_symbol: string;
  note: string;
  sort: number;
}

interface Props {
  open: boolean;
  /** The category being edited; none to create one. */
  category: InspectionCategory | null;
  onClose(): void;
}

/** Create or edit an inspection category: its name and the symbols an ITP shows. */
export function CategoryDialog({ open, category, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    await (category ? updateCategory(category.id, values) : createCategory(values));
    await refreshCategories(queryClient);
    alertBanner('success', t('category.saved'));
    onClose();
  };
  const symbolRules = [{ required: true, whitespace: true, message: t('category.symbolRequired') }];

  return (
    <FormDialog<Values>
      title={t(category ? 'category.edit' : 'category.create')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={520}
      initialValues={category ?? { name: '', plan_symbol: '', actual_symbol: '', note: '', sort: 0 }}
    >
      <Form.Item
        name="name"
        label={t('category.name')}
        rules={[{ required: true, whitespace: true, message: t('category.nameRequired') }]}
      >
        <Input maxLength={CATEGORY_NAME_MAX} autoFocus />
      </Form.Item>
      <FieldRow>
        <Form.Item
          name="plan_symbol"
          label={t('category.planSymbol')}
          extra={t('category.symbolHint')}
          rules={symbolRules}
          style={fieldShare(180)}
        >
          <Input maxLength={CATEGORY_SYMBOL_MAX} />
        </Form.Item>
        <Form.Item name="actual_symbol" label={t('category.actualSymbol')} rules={symbolRules} style={fieldShare(180)}>
          <Input maxLength={CATEGORY_SYMBOL_MAX} />
        </Form.Item>
      </FieldRow>
      <Form.Item name="note" label={t('category.note')}>
        <Input.TextArea maxLength={CATEGORY_NOTE_MAX} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
      </Form.Item>
      <Form.Item name="sort" label={t('category.sort')} extra={t('category.sortHint')}>
        <InputNumber min={0} max={CATEGORY_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
