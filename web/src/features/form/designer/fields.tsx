import type { MeasureOptions } from '@app/contract';
import { Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictionaryTypes } from './api';
import { measureRange } from './model';

/** A number from an InputNumber: empty is undefined. */
export const numberOrUndefined = (value: number | string | null) =>
  value === null || value === '' ? undefined : Number(value);

/** Unit, nominal value and tolerances of a measured value, with the range they accept. */
export function MeasureFields({
  measure,
  error,
  id,
  onChange,
}: {
  measure: MeasureOptions | undefined;
  error?: string;
  id: (name: string) => string;
  onChange: (measure: MeasureOptions, edit: string) => void;
}) {
  const { t } = useTranslation();
  const current = measure ?? { unit: '', nominal: 0, plus: 0, minus: 0 };
  const number = (name: 'nominal' | 'plus' | 'minus', label: string, min?: number) => (
    <div style={{ flex: 1, minWidth: 0 }}>
      <label htmlFor={id(name)} style={{ fontSize: 12 }}>
        {label}
      </label>
      <InputNumber
        id={id(name)}
        value={current[name]}
        min={min}
        style={{ width: '100%' }}
        onChange={(value) => onChange({ ...current, [name]: numberOrUndefined(value) ?? 0 }, `measure.${name}`)}
      />
    </div>
  );
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 12 }}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <div>
          <label htmlFor={id('unit')} style={{ fontSize: 12 }}>
            {t('formDesigner.unit')}
          </label>
          <Input
            id={id('unit')}
            value={current.unit}
            maxLength={16}
            onChange={(e) => onChange({ ...current, unit: e.target.value }, 'measure.unit')}
          />
        </div>
        <div style={{ display: 'flex', gap: 8 }}>
          {number('nominal', t('formDesigner.nominal'))}
          {number('plus', t('formDesigner.plus'), 0)}
          {number('minus', t('formDesigner.minus'), 0)}
        </div>
        <Typography.Text type="secondary" data-testid="measure-range">
          {t('formDesigner.range', { range: measureRange(current) })}
        </Typography.Text>
      </Space>
    </Form.Item>
  );
}

/** A dictionary's code: chosen from the owner's dictionaries, or typed when they cannot be read. */
export function DictCodeInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const types = useDictionaryTypes(true);
  if (types.isError) {
    return (
      <Input
        id={id}
        value={value ?? ''}
        maxLength={64}
        placeholder={t('formDesigner.dictCodePlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const options = (types.data ?? []).map((type) => ({ value: type.code, label: `${type.name} (${type.code})` }));
  // A code the owner no longer has stays visible, so it can be seen and replaced.
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={id}
      value={value || undefined}
      loading={types.isPending}
      placeholder={t('formDesigner.dictPlaceholder')}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      onChange={(code: string) => onChange(code)}
    />
  );
}
