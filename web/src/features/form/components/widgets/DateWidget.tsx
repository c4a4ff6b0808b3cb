import type { WidgetProps } from '@rjsf/utils';
import { DateInput } from '../../../../components/date-input/DateInput';
import { dayjs } from '../../../../lib/dates';
import { useControlSize } from './common';
import { DATE_FORMAT, DATE_INPUT_STYLE } from './date-format';
import { DateValue } from './values';

export { DATE_FORMAT } from './date-format';

/** A date, stored as YYYY-MM-DD; antd's picker loads when the date is first picked (see DateInput). */
export function DateWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const size = useControlSize();
  if (readonly) return <DateValue value={value} />;
  const date = typeof value === 'string' && value ? dayjs(value, DATE_FORMAT) : null;
  return (
    <DateInput
      id={id}
      size={size}
      value={date?.isValid() ? date : null}
      format={DATE_FORMAT}
      disabled={disabled}
      placeholder={placeholder || undefined}
      inputReadOnly
      onChange={(next) => onChange(next ? next.format(DATE_FORMAT) : undefined)}
      style={DATE_INPUT_STYLE}
    />
  );
}
