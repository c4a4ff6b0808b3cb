import type { WidgetProps } from '@rjsf/utils';
import { InputNumber, Space } from 'antd';
import { type ItemOptions, useControlSize } from './common';
import { NumberValue } from './values';

/** A number with its unit (the schema's minimum and maximum bound it). */
export function NumberUnitWidget({ id, value, onChange, disabled, readonly, options, schema }: WidgetProps) {
  const size = useControlSize();
  const unit = (options as ItemOptions).unit;
  if (readonly) return <NumberValue value={value} unit={unit} />;
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 320 }}>
      <InputNumber
        id={id}
        size={size}
        inputMode="decimal"
        min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
        max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
        value={typeof value === 'number' ? value : null}
        disabled={disabled}
        onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        style={{ width: '100%' }}
      />
      {unit && <Space.Addon>{unit}</Space.Addon>}
    </Space.Compact>
  );
}
