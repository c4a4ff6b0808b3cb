import type { WidgetProps } from '@rjsf/utils';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useControlSize } from './common';
import { DATE_INPUT_STYLE } from './date-format';
import { DateValue } from './values';

export { DATE_FORMAT } from './date-format';

// antd's date picker is large: it loads when a date is edited, never for a form only read.
const DatePickerInput = lazy(() => import('./DatePickerInput').then((m) => ({ default: m.DatePickerInput })));

/** A date, stored as YYYY-MM-DD. */
export function DateWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const size = useControlSize();
  if (readonly) return <DateValue value={value} />;
  return (
    <Suspense
      fallback={<Skeleton.Input active size={size === 'large' ? 'large' : 'default'} style={DATE_INPUT_STYLE} />}
    >
      <DatePickerInput
        id={id}
        size={size}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(next) => onChange(next)}
      />
    </Suspense>
  );
}
