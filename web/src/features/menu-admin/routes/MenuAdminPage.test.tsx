import type { MenuTree } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import MenuAdminPage from './MenuAdminPage';

const TREE: MenuTree = {
  groups: [
    {
      id: 1,
      title: '工作台',
      icon: 'DashboardOutlined',
      items: [{ id: 11, group_id: 1, title: '首页', icon: 'HomeOutlined', path: '/home', page_key: 'home' }],
    },
    {
      id: 2,
      title: '系统管理',
      icon: 'SettingOutlined',
      items: [
        {
          id: 21,
          group_id: 2,
          title: '菜单管理',
          icon: 'MenuOutlined',
          path: '/control/menu',
          page_key: 'control-menu',
        },
      ],
    },
  ],
};

setUpScreenTests({ signInTo: { key: 'hdny' } });

function serve(on?: string[]) {
  const echo = (call: ApiCall) => success({ id: 99, items: [], ...(call.body as object) });
  return fakeApi({
    '/organization/get-page-permission': permissions(on),
    '/menu/index': () => success(TREE),
    '/route/titles': () => success({}),
    '/menu-group/create': echo,
    '/menu-item/update': (call) => success({ ...TREE.groups[0]?.items[0], ...(call.body as object) }),
  });
}

describe('MenuAdminPage', () => {
  it('shows the groups and their entries, with nothing to save yet', async () => {
    serve();
    renderScreen(<MenuAdminPage />);
    expect(await screen.findByText('工作台')).toBeTruthy();
    expect(screen.getByText('/control/menu')).toBeTruthy();
    expect(screen.getByRole('button', { name: /保存排序/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('在左侧选择分组或菜单项进行编辑')).toBeTruthy();
  });

  it('will not delete a group that still holds entries', async () => {
    serve();
    renderScreen(<MenuAdminPage />);
    fireEvent.click(await screen.findByText('系统管理'));
    expect(await screen.findByText('编辑分组')).toBeTruthy();
    expect(screen.getByLabelText('分组名称')).toHaveProperty('value', '系统管理');
    expect(screen.getByRole('button', { name: /删\s*除/ })).toHaveProperty('disabled', true);
  });

  it('adds a group and reloads the menu', async () => {
    const api = serve();
    renderScreen(<MenuAdminPage />);
    await screen.findByText('工作台');
    fireEvent.click(screen.getByRole('button', { name: /新增分组/ }));
    fireEvent.change(await screen.findByLabelText('分组名称'), { target: { value: '质量管理' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存$/ }));
    await waitFor(() =>
      expect(api.posts('/menu-group/create')[0]?.body).toEqual({ title: '质量管理', icon: 'AppstoreOutlined' }),
    );
    await waitFor(() => expect(api.banners).toContainEqual(expect.objectContaining({ content: '已新增' })));
    expect(api.calls.filter((c) => c.path === '/menu/index').length).toBeGreaterThan(1);
  });

  it('edits an entry still titled as its page with an empty title, and saves a new one', async () => {
    const api = serve();
    renderScreen(<MenuAdminPage />);
    fireEvent.click(await screen.findByText('/home'));
    const title = await screen.findByLabelText('菜单名称');
    expect(title).toHaveProperty('value', '');
    expect(screen.getByLabelText('链接路径')).toHaveProperty('value', '/home');
    fireEvent.change(title, { target: { value: '我的首页' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存$/ }));
    await waitFor(() => expect(api.posts('/menu-item/update')).toHaveLength(1));
    const [call] = api.posts('/menu-item/update');
    expect(call?.query.get('id')).toBe('11');
    expect(call?.body).toEqual({ group_id: 1, page_key: 'home', title: '我的首页', icon: 'HomeOutlined' });
  });

  it('hides what the role may not do', async () => {
    serve(['index']);
    renderScreen(<MenuAdminPage />);
    await screen.findByText('工作台');
    await waitFor(() => expect(screen.queryByRole('button', { name: /保存排序/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /新增分组/ })).toBeNull();
    fireEvent.click(screen.getByText('/home'));
    await screen.findByText('编辑菜单项');
    expect(screen.queryByRole('button', { name: /保\s*存|删\s*除/ })).toBeNull();
  });
});
