import { Form, Input, InputNumber } from 'antd';

/** A row's name: required, not blank, and the field the dialog focuses unless `autoFocus` says not. */
export function NameField({
  label,
  requiredText,
  max,
  autoFocus = true,
}: {
  label: string;
  requiredText: string;
  max: number;
  autoFocus?: boolean;
}) {
  return (
    <Form.Item name="name" label={label} rules={[{ required: true, whitespace: true, message: requiredText }]}>
      <Input maxLength={max} autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** A row's free note, growing with its text up to `maxRows`. */
export function NoteField({ label, max, maxRows = 4 }: { label: string; max: number; maxRows?: number }) {
  return (
    <Form.Item name="note" label={label}>
      <Input.TextArea maxLength={max} autoSize={{ minRows: 2, maxRows }} showCount />
    </Form.Item>
  );
}

/** Where a row sorts among its siblings: a whole number from 0, `hint` saying which way. */
export function SortField({ label, hint, max }: { label: string; hint: string; max: number }) {
  return (
    <Form.Item name="sort" label={label} extra={hint}>
      <InputNumber min={0} max={max} precision={0} style={{ width: 160 }} />
    </Form.Item>
  );
}
