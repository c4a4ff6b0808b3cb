import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { avatarSrc } from '../../../lib/images';
import { useSessionStore } from '../../../stores/session';
import { useCurrentRoleTitle } from '../../role/public';

function greetingKey(hour: number) {
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

export function Greeting({ subtitle }: { subtitle?: string }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const owner = useSessionStore((s) => s.owner);
  const roleName = useCurrentRoleTitle();
  return (
    <Card variant="borderless">
      <Space size={20} align="center">
        <Avatar size={64} src={avatarSrc(user?.avatarUrl)} icon={<UserOutlined />} style={{ background: '#B0002E' }} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('home.welcome', { greeting: t(greetingKey(dayjs().hour())), name: user?.name ?? '' })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {subtitle ?? t('home.subtitle', { owner: owner?.name ?? '', role: roleName })}
          </Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Tag color="#B0002E">{roleName}</Tag>
            {owner && <Tag>{owner.name}</Tag>}
          </div>
        </div>
      </Space>
    </Card>
  );
}
