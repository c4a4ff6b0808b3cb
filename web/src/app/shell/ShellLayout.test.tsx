import { findRoute, type MenuData, type RouteDef } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../lib/use-is-phone';
import { fakeApi, permissions, setUpScreenTests, success } from '../../test/fake-api';
import type { RouteHandle } from '../router';
import { ShellLayout } from './ShellLayout';

setUpScreenTests({ signInTo: { key: 'hdny', name: '华东能源工程项目部' } });

const MENU: MenuData = {
  assignments: ['admin'],
  datamenu: [
    {
      title: '工作台',
      icon: 'dashboard',
      action: 'show',
      items: [{ title: '首页', icon: 'home', fontend_path: '/home' }],
    },
    {
      title: '系统管理',
      icon: 'setting',
      action: 'show',
      items: [{ title: '用户管理', icon: 'user', fontend_path: '/default/dashboard/usertable' }],
    },
  ],
};

/** The window is as wide as a phone (below antd's md breakpoint) or a desktop. */
function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

const page = (path: string) => ({
  path,
  handle: { route: findRoute(path) as RouteDef } satisfies RouteHandle,
  element: <Where />,
});

function drawShell(at = '/home') {
  fakeApi({
    '/top-menu/index': () => success(MENU),
    '/route/titles': () => success({}),
    '/organization/get-page-permission': permissions(),
    '/backlog/index': () => success({ result: [], paging: { count: 0, page: 1, perPage: 1 } }),
  });
  const router = createMemoryRouter(
    [{ element: <ShellLayout kind="default" />, children: [page('/home'), page('/default/dashboard/usertable')] }],
    { initialEntries: [at] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const where = () => screen.getByLabelText('where').textContent;
const drawerOpen = () => document.querySelector('.ant-drawer-open') !== null;

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
  await waitFor(() => expect(drawerOpen()).toBe(true));
  return screen.findByRole('navigation', { name: 'menu' });
}

describe('ShellLayout on a phone', () => {
  it('keeps the menu in a drawer and the top bar to its menu, more, to-do and user buttons', async () => {
    screenIs(true);
    drawShell();
    expect(await screen.findByRole('button', { name: '打开菜单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '更多' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '待办' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '用户菜单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '语言' })).toBeNull();
    expect(screen.queryByRole('button', { name: '快速导航' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'menu' })).toBeNull();
    expect(drawerOpen()).toBe(false);
  });

  it('closes the drawer once a page is chosen from it', async () => {
    screenIs(true);
    drawShell();
    const menu = await openDrawer();
    fireEvent.click(await within(menu).findByText('系统管理'));
    fireEvent.click(await within(menu).findByRole('link', { name: '用户管理' }));
    await waitFor(() => expect(where()).toBe('/default/dashboard/usertable'));
    expect(drawerOpen()).toBe(false);
  });

  it('closes the drawer when the current page is chosen again', async () => {
    screenIs(true);
    drawShell();
    const menu = await openDrawer();
    fireEvent.click(await within(menu).findByRole('link', { name: '首页' }));
    await waitFor(() => expect(drawerOpen()).toBe(false));
    expect(where()).toBe('/home');
  });

  it('closes the drawer when the page changes another way (the back button)', async () => {
    screenIs(true);
    const router = drawShell('/default/dashboard/usertable');
    await act(() => router.navigate('/home'));
    await openDrawer();
    await act(() => router.navigate(-1));
    expect(where()).toBe('/default/dashboard/usertable');
    expect(drawerOpen()).toBe(false);
  });
});

describe('ShellLayout on a desktop', () => {
  it('keeps the side menu and every top bar button, with no drawer', async () => {
    screenIs(false);
    drawShell();
    expect(await screen.findByRole('navigation', { name: 'menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起菜单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '语言' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '快速导航' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
  });
});
