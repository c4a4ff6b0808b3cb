import { APP_VERSION, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { Layout, Spin, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { lazyOnOpen } from '../../lib/lazy-on-open';
import { queryClient } from '../../lib/query';
import { useSocketWithSession } from '../../lib/socket';
import { useIsPhone } from '../../lib/use-is-phone';
import { isConfigOwner, useSessionStore } from '../../stores/session';
import { PageBar } from './PageBar';
import { PhoneConfig } from './PhoneConfig';
import { RouteGuard } from './RouteGuard';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useInactivityLogout } from './useInactivityLogout';
import { type MenuKind, useMenu } from './useMenu';
import { useMenuDrawer } from './useMenuDrawer';

// Only a phone opens the menu drawer: antd's drawer loads the first time it does.
const MenuDrawer = lazyOnOpen(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

const COLLAPSED_KEY = 'sidebarCollapsed';

/**
 * The default and the configuration layouts: top bar, side menu, page bar and the page. A route of
 * one layout opened while working in the other kind of owner goes to that owner's home (SPEC §4).
 * On a phone the side menu is a drawer opened from the top bar, and the margins shrink.
 */
export function ShellLayout({ kind }: { kind: MenuKind }) {
  const { t } = useTranslation();
  const inConfig = useSessionStore(isConfigOwner);
  const switchingOwner = useSessionStore((s) => s.switchingOwner);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const menu = useMenu(kind);
  const phone = useIsPhone();
  const drawer = useMenuDrawer(phone);
  useInactivityLogout();
  useSocketWithSession();

  if ((kind === 'config') !== inConfig && !switchingOwner) return <Navigate to={inConfig ? '/config' : '/'} replace />;

  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  return (
    <PhoneConfig phone={phone}>
      <Layout style={{ minHeight: '100vh' }}>
        <TopBar phone={phone} collapsed={collapsed} onToggle={phone ? drawer.show : toggle} menu={menu.data} />
        <Layout>
          {phone ? (
            <MenuDrawer open={drawer.open} onClose={drawer.hide} menu={menu} />
          ) : (
            <Layout.Sider
              width={SIDEBAR_WIDTH}
              collapsedWidth={SIDEBAR_MINI_WIDTH}
              collapsed={collapsed}
              theme="light"
              style={{ borderInlineEnd: '1px solid #f0f0f0' }}
            >
              <nav aria-label="menu" style={{ paddingTop: 8 }}>
                <SideMenu menu={menu} collapsed={collapsed} />
              </nav>
            </Layout.Sider>
          )}
          <Layout>
            <PageBar />
            <Layout.Content style={{ padding: phone ? 12 : 24 }}>
              <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
                <RouteGuard>
                  <Outlet />
                </RouteGuard>
              </Suspense>
            </Layout.Content>
            <Layout.Footer
              style={{ textAlign: 'center', color: 'rgba(0,0,0,.45)', padding: phone ? '8px 12px' : '12px 24px' }}
            >
              <Typography.Text type="secondary">
                {t('app.name')} · {t('app.version', { version: APP_VERSION })}
              </Typography.Text>
            </Layout.Footer>
          </Layout>
        </Layout>
      </Layout>
    </PhoneConfig>
  );
}

// Server state lives with the signed-in pages, so the login page does not load the query library.
export const DefaultShell = () => (
  <QueryClientProvider client={queryClient}>
    <ShellLayout kind="default" />
  </QueryClientProvider>
);
export const ConfigShell = () => (
  <QueryClientProvider client={queryClient}>
    <ShellLayout kind="config" />
  </QueryClientProvider>
);
