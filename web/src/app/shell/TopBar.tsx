import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { BRAND_COLOR, type MenuData } from '@app/contract';
import { Button, Layout, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TodoButton } from '../../features/backlog/public';
import { InboxButton } from '../../features/inbox/public';
import { OwnerSwitchButton } from '../../features/owner/public';
import { isConfigOwner, useSessionStore } from '../../stores/session';
import { ConnectionState } from './ConnectionState';
import { LanguageMenu } from './LanguageMenu';
import { MoreMenu } from './MoreMenu';
import { QuickLinks } from './QuickLinks';
import { UserMenu } from './UserMenu';

interface Props {
  /** On a phone the menu button opens the drawer, and only the to-do, "more" and user buttons stay. */
  phone: boolean;
  collapsed: boolean;
  onToggle: () => void;
  menu: MenuData | undefined;
}

export function TopBar(props: Props) {
  const { t } = useTranslation();
  const owner = useSessionStore((s) => s.owner);
  // Notifications are an ordinary owner's (its workflows); the configuration owner has none.
  const inConfig = useSessionStore(isConfigOwner);
  const { phone } = props;
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: phone ? 4 : 12,
        paddingInline: phone ? 4 : 16,
        background: BRAND_COLOR,
        height: 56,
      }}
    >
      {phone && (
        <Button
          type="text"
          onClick={props.onToggle}
          icon={<MenuOutlined />}
          aria-label={t('shell.openMenu')}
          style={{ color: '#fff', flex: 'none' }}
        />
      )}
      {/* The owner's name gives way (ellipsis) before any button does. */}
      <Link
        to="/"
        style={{ display: 'flex', alignItems: 'center', gap: phone ? 8 : 10, color: '#fff', minWidth: 0 }}
        aria-label={t('app.name')}
      >
        <img
          src={owner?.logo || '/static/logo.svg'}
          alt=""
          width={32}
          height={32}
          style={{ borderRadius: 6, background: '#fff', flex: 'none' }}
        />
        <span
          style={{
            fontSize: phone ? 16 : 17,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {owner?.name ?? t('app.name')}
        </span>
      </Link>
      {!phone && (
        <Tooltip title={props.collapsed ? t('shell.expand') : t('shell.collapse')}>
          <Button
            type="text"
            onClick={props.onToggle}
            icon={props.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={props.collapsed ? t('shell.expand') : t('shell.collapse')}
            style={{ color: '#fff' }}
          />
        </Tooltip>
      )}
      <div style={{ flex: 1 }} />
      <Space size={phone ? 0 : 4} className="topbar-actions" style={{ flex: 'none' }}>
        {phone ? (
          <MoreMenu menu={props.menu} />
        ) : (
          <>
            <OwnerSwitchButton />
            <QuickLinks menu={props.menu} />
            <LanguageMenu light />
          </>
        )}
        <ConnectionState />
        <TodoButton />
        {!inConfig && <InboxButton />}
        <UserMenu compact={phone} />
      </Space>
    </Layout.Header>
  );
}
