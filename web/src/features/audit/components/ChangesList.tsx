import type { AuditEntry } from '@app/contract';
import { Typography } from 'antd';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** A change's fields, one line each: field: before → after. */
export function ChangesList({ changes }: { changes: AuditEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {fields.map(([field, { before, after }]) => (
        <li key={field}>
          <Typography.Text code>{field}</Typography.Text> {show(before)} → {show(after)}
        </li>
      ))}
    </ul>
  );
}
