import {
  DICT_KEY_PATTERN,
  DICT_PLATFORM_SCOPE,
  DICT_SORT_MAX,
  DICT_VALUE_MAX,
  type DictItem,
  type DictType,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createDictItem, refreshDictionaries, updateDictItem } from '../api/dict-items';
import { ScopeSelect } from './ScopeSelect';

interface Values {
  /** DICT_PLATFORM_SCOPE or an owner key; named as the server names it, so its errors land here. */
  owner_key: string;
  key: string;
  value: string;
  sort: number;
  enabled: boolean;
}

interface Props {
  open: boolean;
  type: DictType;
  /** The item being edited; none to create one. */
  item: DictItem | null;
  onClose(): void;
}

const initialValues = (item: DictItem | null): Values =>
  item
    ? {
        owner_key: item.owner_key ?? DICT_PLATFORM_SCOPE,
        key: item.key,
        value: item.value,
        sort: item.sort,
        enabled: item.enabled,
      }
    : { owner_key: DICT_PLATFORM_SCOPE, key: '', value: '', sort: 0, enabled: true };

/** Create or edit an option of a dictionary, for the platform or for one owner. */
export function ItemDialog({ open, type, item, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    const body = { ...values, owner_key: values.owner_key === DICT_PLATFORM_SCOPE ? null : values.owner_key };
    if (item) await updateDictItem(item.id, body);
    else await createDictItem({ ...body, type_id: type.id });
    await refreshDictionaries(queryClient);
    alertBanner('success', t('dictionary.saved'));
    onClose();
  };

  return (
    <FormDialog<Values>
      title={`${t(item ? 'dictionary.editItem' : 'dictionary.createItem')} · ${type.name}`}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={500}
      initialValues={initialValues(item)}
    >
      <Form.Item name="owner_key" label={t('dictionary.scope')} extra={t('dictionary.scopeHint')}>
        <ScopeSelect />
      </Form.Item>
      <Form.Item
        name="key"
        label={t('dictionary.key')}
        extra={t('dictionary.keyHint')}
        rules={[
          { required: true, message: t('dictionary.keyRequired') },
          { pattern: DICT_KEY_PATTERN, message: t('dictionary.keyPattern') },
        ]}
      >
        <Input maxLength={64} autoFocus />
      </Form.Item>
      <Form.Item
        name="value"
        label={t('dictionary.value')}
        rules={[{ required: true, whitespace: true, message: t('dictionary.valueRequired') }]}
      >
        <Input maxLength={DICT_VALUE_MAX} />
      </Form.Item>
      <Flex gap={24}>
        <Form.Item name="sort" label={t('dictionary.sort')} extra={t('dictionary.sortHint')}>
          <InputNumber min={0} max={DICT_SORT_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('dictionary.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
    </FormDialog>
  );
}
