import type { Title } from '@app/contract';
import { Space, Typography } from 'antd';
import { pick } from '../../../lib/localize';

/** A page as the permission screens name it: its title, and its path below in small grey text. */
export function PageLabel({ page }: { page: { title: Title; path: string } }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{pick(page.title)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {page.path}
      </Typography.Text>
    </Space>
  );
}
