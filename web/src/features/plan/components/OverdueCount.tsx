import { Typography } from 'antd';

/** A count of overdue points: red when there are any. */
export function OverdueCount({ count }: { count: number }) {
  return (
    <Typography.Text type={count > 0 ? 'danger' : undefined} strong={count > 0}>
      {count}
    </Typography.Text>
  );
}
