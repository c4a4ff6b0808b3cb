import { CalendarOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlSize } from './common';
import { DATE_INPUT_STYLE } from './date-format';
import { DateValue } from './values';

export { DATE_FORMAT } from './date-format';

// antd's date picker is a twentieth of a screen's code: it loads when a date is first picked (or the
// pointer reaches the field), never for a form only read or only looked at.
const loadPicker = () => import('./DatePickerInput');
const DatePickerInput = lazy(() => loadPicker().then((m) => ({ default: m.DatePickerInput })));

/** A date, stored as YYYY-MM-DD. */
export function DateWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const { t } = useTranslation();
  const size = useControlSize();
  const [active, setActive] = useState(false);
  if (readonly) return <DateValue value={value} />;
  const hint = placeholder || t('form.pickDate');
  // Looks like the picker and stands in for it until it is wanted, and while it loads.
  const standIn = (
    <Input
      id={id}
      readOnly
      size={size}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      placeholder={hint}
      suffix={<CalendarOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />}
      style={DATE_INPUT_STYLE}
      onPointerEnter={() => void loadPicker()}
      onFocus={() => setActive(true)}
      onClick={() => setActive(true)}
    />
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DatePickerInput
        id={id}
        size={size}
        value={value}
        disabled={disabled}
        placeholder={hint}
        opened
        onChange={(next) => onChange(next)}
      />
    </Suspense>
  );
}
