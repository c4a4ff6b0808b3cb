import { DatePicker, type DatePickerProps } from 'antd';
import { useState } from 'react';

/** antd's picker, drawn where a DateInput's stand-in was used: focused, its calendar open. */
export function LoadedDatePicker({ autoOpen, ...props }: DatePickerProps & { autoOpen: boolean }) {
  const [open, setOpen] = useState(autoOpen);
  return <DatePicker {...props} autoFocus={autoOpen} open={open} onOpenChange={setOpen} />;
}
