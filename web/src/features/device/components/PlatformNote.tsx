import { Alert } from 'antd';

/** Says on a page of the platform's catalogue that owners copy from it, so edits here change no owner. */
export const PlatformNote = ({ text }: { text: string }) => (
  <Alert type="info" showIcon title={text} style={{ marginBottom: 16 }} />
);
