import { Code, type RouteEntry } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import RouteAdminPage from './RouteAdminPage';

const entry = (key: string, section: RouteEntry['section'], zh: string, en: string, own = ['', '']) => ({
  key,
  path: `/${key}`,
  section,
  default_zh: zh,
  default_en: en,
  title_zh: own[0] ?? '',
  title_en: own[1] ?? '',
});
const ROUTES = [
  entry('control-menu', 'control', '菜单管理', 'Menus', ['导航菜单', '']),
  entry('control-route', 'control', '路由管理', 'Routes'),
  entry('project-engineering', 'project', '工程项目', 'Projects'),
];

setUpScreenTests({ signInTo: { key: 'hdny' } });

function serve(options: { on?: string[]; update?: (call: ApiCall) => ReturnType<typeof success> } = {}) {
  return fakeApi({
    '/organization/get-page-permission': permissions(options.on),
    '/route/index': () => success({ result: ROUTES, paging: { count: 3, page: 1, perPage: -1 } }),
    '/route/titles': () => success({}),
    '/route/update': options.update ?? ((call) => success({ ...ROUTES[1], ...(call.body as object) })),
  });
}
const rowOf = async (key: string) => {
  const row = (await screen.findByText(key)).closest('tr');
  if (!row) throw new Error(`no row for ${key}`);
  return within(row);
};

describe('RouteAdminPage', { timeout: 20_000 }, () => {
  it("lists the pages under their sections with the owner's titles", async () => {
    serve();
    renderScreen(<RouteAdminPage />);
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(screen.getByText('项目管理')).toBeTruthy();
    const menu = await rowOf('control-menu');
    // Shown as the page's title and as its custom Chinese title.
    expect(menu.getAllByText('导航菜单')).toHaveLength(2);
    expect(menu.getByText('已自定义')).toBeTruthy();
    // Both titles unset: said once for the row, not once per language.
    expect((await rowOf('control-route')).getAllByText('使用默认标题')).toHaveLength(1);
  });

  it('saves a title from the dialog on Enter and says so', async () => {
    const api = serve();
    renderScreen(<RouteAdminPage />);
    fireEvent.click((await rowOf('control-route')).getByRole('button', { name: /修改/ }));
    const input = await screen.findByLabelText('中文标题');
    fireEvent.change(input, { target: { value: '页面路由' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.posts('/route/update')).toHaveLength(1));
    const [call] = api.posts('/route/update');
    expect(call?.query.get('key')).toBe('control-route');
    expect(call?.body).toEqual({ title_zh: '页面路由', title_en: '' });
    await waitFor(() => expect(api.banners).toContainEqual(expect.objectContaining({ content: '页面标题已保存' })));
  });

  it("shows the server's field errors under their fields", async () => {
    serve({ update: () => ({ code: Code.FieldErrors, msg: '', data: null, errdata: { title_en: ['过长'] } }) });
    renderScreen(<RouteAdminPage />);
    fireEvent.click((await rowOf('control-route')).getByRole('button', { name: /修改/ }));
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('过长')).toBeTruthy();
  });

  it('resets a customised page after confirmation', async () => {
    const api = serve();
    renderScreen(<RouteAdminPage />);
    fireEvent.click((await rowOf('control-menu')).getByRole('button', { name: /恢复默认/ }));
    await waitFor(() => expect(api.posts('/route/update')[0]?.body).toEqual({ title_zh: '', title_en: '' }));
    expect((await rowOf('control-route')).getByRole('button', { name: /恢复默认/ })).toHaveProperty('disabled', true);
  });

  it('offers no changes without the update permission', async () => {
    serve({ on: ['index'] });
    renderScreen(<RouteAdminPage />);
    await rowOf('control-menu');
    expect(screen.queryByRole('button', { name: /修改/ })).toBeNull();
  });
});
