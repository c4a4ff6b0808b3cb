import { KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarSrc } from '../../../lib/images';
import { useSessionStore } from '../../../stores/session';
import { useCurrentRoleTitle } from '../../role/public';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { ProfileForm } from '../components/ProfileForm';

/** The caller's own account: details to edit, where they work, and the password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const owners = useSessionStore((s) => s.owners);
  const owner = useSessionStore((s) => s.owner);
  const roleTitle = useCurrentRoleTitle();
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={16}>
        <Card title={t('profile.title')} variant="borderless">
          <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Avatar
              size={88}
              src={avatarSrc(user?.avatarUrl)}
              icon={<UserOutlined />}
              style={{ background: '#B0002E', flex: 'none' }}
            />
            <div style={{ flex: 1, minWidth: 280 }}>
              <ProfileForm />
            </div>
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={t('profile.memberships')} variant="borderless" style={{ marginBottom: 24 }}>
          <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('profile.role')}>{roleTitle}</Descriptions.Item>
            <Descriptions.Item label={t('profile.owner')}>{owner?.name ?? '—'}</Descriptions.Item>
          </Descriptions>
          {owners.map((item) => (
            <Tag key={item.key} color={item.selected ? '#B0002E' : undefined} style={{ marginBottom: 8 }}>
              {item.name}
            </Tag>
          ))}
        </Card>
        <Card title={t('profile.security')} variant="borderless">
          <Typography.Paragraph type="secondary">{t('profile.passwordTip')}</Typography.Paragraph>
          <Button icon={<KeyOutlined />} onClick={() => setPasswordOpen(true)}>
            {t('shell.changePassword')}
          </Button>
        </Card>
      </Col>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Row>
  );
}
