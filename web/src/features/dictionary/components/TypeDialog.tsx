import { DICT_CODE_PATTERN, DICT_NAME_MAX, DICT_SORT_MAX, type DictType } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { NameField, SortField } from '../../../components/form-dialog/row-fields';
import { refreshDictionaries } from '../api/dict-items';
import { createDictType, updateDictType } from '../api/dict-types';

interface Values {
  code: string;
  name: string;
  sort: number;
}

interface Props {
  open: boolean;
  /** The type being edited; none to create one. */
  type: DictType | null;
  onClose(): void;
  onSaved(type: DictType): void;
}

/** Create or edit a dictionary type. The code is fixed once created: records refer to it. */
export function TypeDialog({ open, type, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = async (values: Values) => {
    const saved = type
      ? await updateDictType(type.id, { name: values.name, sort: values.sort })
      : await createDictType(values);
    await refreshDictionaries(queryClient);
    return saved;
  };

  return (
    <RowFormDialog<Values, DictType>
      title={t(type ? 'dictionary.editType' : 'dictionary.createType')}
      open={open}
      onClose={onClose}
      save={save}
      savedText={t('dictionary.saved')}
      onSaved={onSaved}
      width={460}
      initialValues={type ?? { code: '', name: '', sort: 0 }}
    >
      <Form.Item
        name="code"
        label={t('dictionary.code')}
        extra={type ? undefined : t('dictionary.codeHint')}
        rules={[
          { required: true, message: t('dictionary.codeRequired') },
          { pattern: DICT_CODE_PATTERN, message: t('dictionary.codePattern') },
        ]}
      >
        <Input disabled={type !== null} maxLength={48} autoFocus={!type} />
      </Form.Item>
      <NameField
        label={t('dictionary.name')}
        requiredText={t('dictionary.nameRequired')}
        max={DICT_NAME_MAX}
        autoFocus={type !== null}
      />
      <SortField label={t('dictionary.sort')} hint={t('dictionary.sortHint')} max={DICT_SORT_MAX} />
    </RowFormDialog>
  );
}
