import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { useControlSize } from './common';
import { TextareaValue, TextValue } from './values';

const maxLengthOf = (schema: WidgetProps['schema']) =>
  typeof schema.maxLength === 'number' ? schema.maxLength : undefined;

/** One line of text; read-only, the text itself. */
export function TextWidget({ id, value, onChange, onBlur, disabled, readonly, schema, placeholder }: WidgetProps) {
  const size = useControlSize();
  if (readonly) return <TextValue value={value} />;
  return (
    <Input
      id={id}
      size={size}
      value={typeof value === 'string' ? value : ''}
      maxLength={maxLengthOf(schema)}
      disabled={disabled}
      placeholder={placeholder || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
    />
  );
}

/** Several lines of text; read-only, the text with its line breaks. */
export function TextareaWidget({ id, value, onChange, onBlur, disabled, readonly, schema, placeholder }: WidgetProps) {
  if (readonly) return <TextareaValue value={value} />;
  return (
    <Input.TextArea
      id={id}
      value={typeof value === 'string' ? value : ''}
      maxLength={maxLengthOf(schema)}
      disabled={disabled}
      placeholder={placeholder || undefined}
      autoSize={{ minRows: 3, maxRows: 10 }}
      showCount={maxLengthOf(schema) !== undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
    />
  );
}
