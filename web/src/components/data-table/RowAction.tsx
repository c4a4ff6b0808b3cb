import { Button, type ButtonProps } from 'antd';

/** One action in a table row's operation column: a small link button. */
export function RowAction(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} />;
}
