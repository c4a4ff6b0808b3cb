import { CalendarOutlined } from '@ant-design/icons';
import { type DatePickerProps, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const load = () => import('./LoadedDatePicker');
const LoadedDatePicker = lazy(() => load().then((m) => ({ default: m.LoadedDatePicker })));

type Props = Pick<
  DatePickerProps,
  'id' | 'size' | 'disabled' | 'placeholder' | 'style' | 'format' | 'inputReadOnly'
> & {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
};

const DEFAULT_FORMAT = 'YYYY-MM-DD';

/**
 * A date field for forms (a drop-in for antd's DatePicker in a Form.Item). antd's picker is about
 * 31 KB of JS gzip, a twentieth of a screen's budget: a stand-in input with the same look shows the
 * date until the field is clicked or focused (the code starts loading when the pointer reaches it),
 * then the picker takes its place, focused, with its calendar open.
 */
export function DateInput({ value, onChange, placeholder, format = DEFAULT_FORMAT, ...rest }: Props) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const hint = typeof placeholder === 'string' && placeholder ? placeholder : t('common.pickDate');
  const standIn = (
    <Input
      id={rest.id}
      readOnly
      size={rest.size}
      value={value ? value.format(typeof format === 'string' ? format : DEFAULT_FORMAT) : ''}
      disabled={rest.disabled}
      placeholder={hint}
      suffix={<CalendarOutlined style={{ color: 'var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25))' }} />}
      style={rest.style}
      onPointerEnter={() => void load()}
      onFocus={() => setActive(true)}
      onClick={() => setActive(true)}
    />
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LoadedDatePicker
        {...rest}
        format={format}
        placeholder={hint}
        value={value ?? null}
        // A single picker (not `multiple`): one date or none.
        onChange={(next) => onChange?.((next as Dayjs | null) ?? null)}
        autoOpen
      />
    </Suspense>
  );
}
