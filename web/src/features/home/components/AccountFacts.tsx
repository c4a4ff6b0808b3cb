import { Card, Descriptions, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { useCurrentRoleTitle } from '../../role/public';

/** Who the user is here and which project sources they can work in. */
export function AccountFacts() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const owners = useSessionStore((s) => s.owners);
  const owner = useSessionStore((s) => s.owner);
  const roleTitle = useCurrentRoleTitle();
  return (
    <Card title={t('home.owners')} variant="borderless">
      <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('home.account')}>{user?.username}</Descriptions.Item>
        <Descriptions.Item label={t('home.role')}>{roleTitle}</Descriptions.Item>
        <Descriptions.Item label={t('home.owner')}>{owner?.name ?? '—'}</Descriptions.Item>
      </Descriptions>
      <List
        size="small"
        bordered
        dataSource={owners}
        renderItem={(item) => (
          <List.Item>
            <Typography.Text>{item.name}</Typography.Text>
            {item.selected && <Tag color="success">{t('profile.current')}</Tag>}
          </List.Item>
        )}
      />
    </Card>
  );
}
