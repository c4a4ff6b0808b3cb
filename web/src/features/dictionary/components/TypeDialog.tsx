import { DICT_CODE_PATTERN, DICT_NAME_MAX, DICT_SORT_MAX, type DictType } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
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
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    const saved = type
      ? await updateDictType(type.id, { name: values.name, sort: values.sort })
      : await createDictType(values);
    await refreshDictionaries(queryClient);
    alertBanner('success', t('dictionary.saved'));
    onSaved(saved);
  };

  return (
    <FormDialog<Values>
      title={t(type ? 'dictionary.editType' : 'dictionary.createType')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
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
      <Form.Item
        name="name"
        label={t('dictionary.name')}
        rules={[{ required: true, whitespace: true, message: t('dictionary.nameRequired') }]}
      >
        <Input maxLength={DICT_NAME_MAX} autoFocus={type !== null} />
      </Form.Item>
      <Form.Item name="sort" label={t('dictionary.sort')} extra={t('dictionary.sortHint')}>
        <InputNumber min={0} max={DICT_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
