import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import { dayjs } from '../../../../lib/dates';
import { Plain, useControlSize } from './common';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** A date, stored as YYYY-MM-DD. */
export function DateWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const size = useControlSize();
  if (readonly) return <Plain>{typeof value === 'string' ? value : undefined}</Plain>;
  const date = typeof value === 'string' && value ? dayjs(value, DATE_FORMAT) : null;
  return (
    <DatePicker
      id={id}
      size={size}
      value={date?.isValid() ? date : null}
      format={DATE_FORMAT}
      disabled={disabled}
      placeholder={placeholder || undefined}
      inputReadOnly
      onChange={(next) => onChange(next ? next.format(DATE_FORMAT) : undefined)}
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
