import { DatePicker } from 'antd';
import { useState } from 'react';
import { dayjs } from '../../../../lib/dates';
import { DATE_FORMAT, DATE_INPUT_STYLE } from './date-format';

interface Props {
  id: string;
  size: 'large' | 'middle';
  value: unknown;
  disabled?: boolean;
  placeholder?: string;
  /** Drawn in place of a stand-in the user just clicked or tabbed to: focused with its calendar open. */
  opened?: boolean;
  onChange(value: string | undefined): void;
}

/** The editable date: antd's picker, loaded only when a form with a date is edited (see DateWidget). */
export function DatePickerInput({ id, size, value, disabled, placeholder, opened, onChange }: Props) {
  const [open, setOpen] = useState(opened ?? false);
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
      autoFocus={opened}
      open={open}
      onOpenChange={setOpen}
      onChange={(next) => onChange(next ? next.format(DATE_FORMAT) : undefined)}
      style={DATE_INPUT_STYLE}
    />
  );
}
