import {
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MailOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadChangePasswordDialog } from '../../features/account/public';
import { useCurrentRoleTitle } from '../../features/role/public';
import { logout } from '../../features/session/public';
import { confirmDialog } from '../../lib/feedback';
import { avatarSrc } from '../../lib/images';
import { lazyOnOpen } from '../../lib/lazy-on-open';
import { isConfigOwner, useSessionStore } from '../../stores/session';

const ChangePasswordDialog = lazyOnOpen(() => loadChangePasswordDialog().then((m) => m.ChangePasswordDialog));

export const MANUAL_URL = '/static/manual.pdf';

/** `compact` (on a phone) shows only the avatar; the name and role head the menu instead. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const roleTitle = useCurrentRoleTitle();
  const inConfig = useSessionStore(isConfigOwner);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const who = t('shell.who', { name: user?.name ?? '', role: roleTitle });
  const items: MenuProps['items'] = [
    // A heading, not a choice: shown in the text colour although it cannot be chosen.
    ...(compact
      ? [
          {
            key: 'who',
            label: <Typography.Text strong>{who}</Typography.Text>,
            disabled: true,
            style: { cursor: 'default' },
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'profile', icon: <UserOutlined />, label: t('shell.profile') },
    // Notifications are an ordinary owner's (its workflows); the configuration owner has none.
    ...(inConfig ? [] : [{ key: 'inbox', icon: <MailOutlined />, label: t('shell.inbox') }]),
    { key: 'help', icon: <QuestionCircleOutlined />, label: t('shell.help') },
    { key: 'password', icon: <KeyOutlined />, label: t('shell.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(inConfig ? '/config/users/user-profile' : '/default/users/user-profile');
    if (key === 'inbox') navigate('/inbox');
    if (key === 'help') window.open(MANUAL_URL, '_blank', 'noopener');
    if (key === 'password') setPasswordOpen(true);
    if (key === 'logout') {
      void confirmDialog(t('shell.logoutConfirm')).then((yes) => {
        if (yes) void logout();
      });
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" aria-label={t('shell.userMenu')} style={{ height: 48, color: '#fff' }}>
          <Space>
            <Avatar size="small" src={avatarSrc(user?.avatarUrl)} icon={<UserOutlined />} />
            {!compact && (
              <span>
                <Typography.Text style={{ color: '#fff' }}>{user?.name}</Typography.Text>
                <Typography.Text style={{ color: 'rgba(255,255,255,.7)', marginInlineStart: 6, fontSize: 12 }}>
                  {roleTitle}
                </Typography.Text>
              </span>
            )}
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
