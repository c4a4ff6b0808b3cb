import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictValues } from '../../../../components/data-table/dict-values';
import { type ItemOptions, useControlSize } from './common';
import { DictLabel } from './labels';

/** An item of a data dictionary (the item's `dictCode`); stores the item's key. */
export function DictWidget({ id, value, onChange, disabled, readonly, options, placeholder }: WidgetProps) {
  const { t } = useTranslation();
  const size = useControlSize();
  const code = (options as ItemOptions).dictCode ?? '';
  const { data, isLoading } = useDictValues(code);
  if (readonly) return <DictLabel code={code} value={value} />;
  return (
    <Select
      id={id}
      size={size}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={isLoading}
      disabled={disabled}
      placeholder={placeholder || t('form.pick')}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      options={(data ?? []).map((item) => ({ value: item.key, label: item.value }))}
      onChange={(next: string | undefined) => onChange(next ?? undefined)}
      style={{ width: '100%' }}
    />
  );
}
