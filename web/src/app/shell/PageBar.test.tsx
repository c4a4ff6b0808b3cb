import { findRoute, type RouteDef } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeApi, setUpScreenTests, success } from '../../test/fake-api';
import type { RouteHandle } from '../router';
import { SECTION_REDIRECTS } from '../section-redirects';
import { PageBar } from './PageBar';
import { documentTitle } from './usePageTitle';

setUpScreenTests({ signInTo: { key: 'hdny' } });
afterEach(() => i18n.changeLanguage('zh-CN'));

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

const page = (path: string) => {
  const route = findRoute(path) as RouteDef;
  return { path: route.path, handle: { route } satisfies RouteHandle, element: <Where /> };
};

/** The page bar over a page of the route table, with the section redirects of the app. */
function drawAt(path: string, ownTitles: Record<string, { zh: string; en: string }> = {}) {
  fakeApi({ '/route/titles': () => success(ownTitles) });
  const router = createMemoryRouter(
    [
      ...SECTION_REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      {
        element: (
          <>
            <PageBar />
            <Outlet />
          </>
        ),
        children: [
          page('/home'),
          page('/control/role'),
          page('/control/authority'),
          page('/project/engineering/index'),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const breadcrumb = () => screen.getByLabelText('面包屑导航');

describe('PageBar', () => {
  it('links the section crumb and leaves the current page as text', async () => {
    drawAt('/control/role');
    const section = await screen.findByRole('link', { name: '系统管理' });
    expect(section.getAttribute('href')).toBe('/control');
    const current = screen.getByText('角色管理');
    expect(current.closest('a')).toBeNull();
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it("follows the section crumb to the section's first page", async () => {
    drawAt('/control/role');
    fireEvent.click(await screen.findByRole('link', { name: '系统管理' }));
    expect(await screen.findByText('权限项管理')).toBeTruthy();
    expect(screen.getByLabelText('where').textContent).toBe('/control/authority');
  });

  it('leads the crumb of the default section home', async () => {
    drawAt('/home');
    const crumbs = await screen.findAllByText('首页');
    expect(crumbs[0]?.closest('a')?.getAttribute('href')).toBe('/');
  });

  it("titles the browser tab with the page's title, the owner's own first, in the chosen language", async () => {
    const view = drawAt('/control/role', { 'control-role': { zh: '岗位管理', en: '' } });
    expect(await screen.findByText('岗位管理')).toBeTruthy();
    expect(document.title).toBe('岗位管理 - 检验监理平台');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Roles')).toBeTruthy();
    expect(document.title).toBe('Roles - Inspection Supervision Platform');
    view.unmount();
    expect(document.title).toBe('Inspection Supervision Platform');
  });

  it('shows the breadcrumb of a page whose screen is not built yet, reached from its section', async () => {
    drawAt('/project');
    expect(await screen.findByText('工程项目')).toBeTruthy();
    expect(breadcrumb().textContent).toContain('项目管理');
    expect(screen.getByLabelText('where').textContent).toBe('/project/engineering/index');
    expect(document.title).toBe('工程项目 - 检验监理平台');
  });
});

describe('documentTitle', () => {
  it("is the page's title and the app's name, or the app's name alone", () => {
    expect(documentTitle('角色管理', '检验监理平台')).toBe('角色管理 - 检验监理平台');
    expect(documentTitle(undefined, '检验监理平台')).toBe('检验监理平台');
  });
});
