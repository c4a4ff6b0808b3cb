import { Result } from 'antd';

/** A form that is not there (or not the user's to see); loaded only then, see FormFillPage. */
export function NotFound({ title }: { title: string }) {
  return <Result status="404" title={title} />;
}
