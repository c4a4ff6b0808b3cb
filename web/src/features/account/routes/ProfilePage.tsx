import { KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Row, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarSrc } from '../../../lib/images';
import { useSessionStore } from '../../../stores/session';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';

/** The caller's own account: who they are, where they work, language and password. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const owners = useSessionStore((s) => s.owners);
  const owner = useSessionStore((s) => s.owner);
  const role = useSessionStore((s) => s.role);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={16}>
        <Card title={t('profile.title')} variant="borderless">
          <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
            <Avatar
              size={88}
              src={avatarSrc(user?.avatarUrl)}
              icon={<UserOutlined />}
              style={{ background: '#B0002E', flex: 'none' }}
            />
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" style={{ flex: 1 }}>
              <Descriptions.Item label={t('profile.account')}>{user?.username}</Descriptions.Item>
              <Descriptions.Item label={t('profile.name')}>{user?.name}</Descriptions.Item>
              <Descriptions.Item label={t('profile.role')}>
                {role ? t(`shell.roles.${role}`) : t('shell.noRole')}
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.owner')}>{owner?.name ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('profile.language')} span={2}>
                <Select
                  value={i18n.language}
                  style={{ width: 180 }}
                  onChange={(value) => void i18n.changeLanguage(value)}
                  options={[
                    { value: 'zh-CN', label: '简体中文' },
                    { value: 'en', label: 'English' },
                  ]}
                  aria-label={t('profile.language')}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.memberships')} span={2}>
                {owners.map((item) => (
                  <Tag key={item.key} color={item.selected ? '#B0002E' : undefined}>
                    {item.name}
                  </Tag>
                ))}
              </Descriptions.Item>
            </Descriptions>
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
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
