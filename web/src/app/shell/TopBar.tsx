import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { BRAND_COLOR, type MenuData } from '@app/contract';
import { Button, Layout, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TodoButton } from '../../features/backlog/components/TodoButton';
import { OwnerSwitchButton } from '../../features/owner/components/OwnerSwitchButton';
import { useSessionStore } from '../../stores/session';
import { LanguageMenu } from './LanguageMenu';
import { QuickLinks } from './QuickLinks';
import { UserMenu } from './UserMenu';

export function TopBar(props: { collapsed: boolean; onToggle: () => void; menu: MenuData | undefined }) {
  const { t } = useTranslation();
  const owner = useSessionStore((s) => s.owner);
  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 12, paddingInline: 16, background: BRAND_COLOR, height: 56 }}
    >
      <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 10, color: '#fff' }} aria-label={t('app.name')}>
        <img
          src={owner?.logo || '/static/logo.svg'}
          alt=""
          width={32}
          height={32}
          style={{ borderRadius: 6, background: '#fff' }}
        />
        <span style={{ fontSize: 17, fontWeight: 600, whiteSpace: 'nowrap' }}>{owner?.name ?? t('app.name')}</span>
      </Link>
      <Tooltip title={props.collapsed ? t('shell.expand') : t('shell.collapse')}>
        <Button
          type="text"
          onClick={props.onToggle}
          icon={props.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={props.collapsed ? t('shell.expand') : t('shell.collapse')}
          style={{ color: '#fff' }}
        />
      </Tooltip>
      <div style={{ flex: 1 }} />
      <Space size={4} className="topbar-actions">
        <OwnerSwitchButton />
        <QuickLinks menu={props.menu} />
        <LanguageMenu light />
        <TodoButton />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
