import {
  CATEGORY_NAME_MAX,
  CATEGORY_NOTE_MAX,
  CATEGORY_SORT_MAX,
  CATEGORY_SYMBOL_MAX,
  type InspectionCategory,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow, fieldShare } from '../../../components/form-dialog/FieldRow';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { NameField, NoteField, SortField } from '../../../components/form-dialog/row-fields';
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
  const save = async (values: Values) => {
    await (category ? updateCategory(category.id, values) : createCategory(values));
    await refreshCategories(queryClient);
  };
  const symbolRules = [{ required: true, whitespace: true, message: t('category.symbolRequired') }];

  return (
    <RowFormDialog<Values>
      title={t(category ? 'category.edit' : 'category.create')}
      open={open}
      onClose={onClose}
      save={save}
      savedText={t('category.saved')}
      initialValues={category ?? { name: '', plan_symbol: '', actual_symbol: '', note: '', sort: 0 }}
    >
      <NameField label={t('category.name')} requiredText={t('category.nameRequired')} max={CATEGORY_NAME_MAX} />
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
      <NoteField label={t('category.note')} max={CATEGORY_NOTE_MAX} />
      <SortField label={t('category.sort')} hint={t('category.sortHint')} max={CATEGORY_SORT_MAX} />
    </RowFormDialog>
  );
}
