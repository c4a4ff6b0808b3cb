import type { OwnerView } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import OwnerSettingPage from './OwnerSettingPage';

const view = (admins: OwnerView['admins'], configAdmin = true): OwnerView => ({
  owner: {
    key: 'hdny',
    name: '华东能源工程项目部',
    full_name: '华东能源集团有限公司工程项目部',
    alphabet: 'HDNY',
    abridge: 'HD',
    province: '上海市',
    city: '',
    town: '浦东新区',
    logo: '',
    is_config: false,
    config_admin: configAdmin,
    enabled: true,
    member_count: 4,
    created_at: '2026-11-20T08:00:00.000Z',
  },
  admins,
  roles: [
    { name: 'admin', title: '系统管理员', builtin: true, member_count: 2 },
    { name: 'qa', title: '质量专员', builtin: false, member_count: 0 },
  ],
  menus: [
    {
      id: 1,
      title: '工作台',
      icon: 'DashboardOutlined',
      items: [{ id: 2, title: '首页', icon: 'HomeOutlined', path: '/home' }],
    },
  ],
});
const TWO = [
  { username: 'zhou', name: '周管理', enabled: true },
  { username: 'manager', name: '李项目', enabled: false },
];

setUpScreenTests({ signInTo: { key: 'config', isConfig: true } });

const serve = (data: OwnerView) =>
  fakeApi({
    '/organization/get-page-permission': permissions(),
    '/config/owner/view': () => success(data),
    '/config/owner/admins': (call) => success((call.body as { usernames: string[] }).usernames),
    '/config/owner/accounts': () => success([]),
    '/config/owner/update': () => success(null),
  });
// Found by text: role queries walk the whole accessibility tree and are slow on a page this size.
const removeButton = (row: HTMLElement) => within(row).getByText('移除').closest('button') as HTMLButtonElement;
const show = () =>
  renderScreen(<OwnerSettingPage />, { route: '/config/owner/setting/hdny', path: '/config/owner/setting/:pid' });

describe('OwnerSettingPage', { timeout: 20_000 }, () => {
  it("shows the owner's facts, administrators, roles and menus", async () => {
    const api = serve(view(TWO));
    show();
    expect(await screen.findByText('华东能源集团有限公司工程项目部')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/config/owner/view')?.query.get('key')).toBe('hdny');
    expect(screen.getByText('上海市 / 浦东新区')).toBeTruthy();
    expect(screen.getByText('李项目')).toBeTruthy();
    expect(screen.getByText('已停用')).toBeTruthy();
    expect(screen.getByText('质量专员')).toBeTruthy();
    expect(screen.getByText('/home')).toBeTruthy();
  });

  it('removes an administrator after confirmation, keeping the others', async () => {
    const api = serve(view(TWO));
    show();
    const row = (await screen.findByText('李项目')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(removeButton(row));
    await waitFor(() => expect(api.posts('/config/owner/admins')).toHaveLength(1));
    expect(api.posts('/config/owner/admins')[0]?.body).toEqual({ usernames: ['zhou'] });
  });

  it('does not offer to remove the last administrator while one is required', async () => {
    serve(view([TWO[0] as OwnerView['admins'][number]]));
    show();
    const row = (await screen.findByText('周管理')).closest('tr');
    if (!row) throw new Error('no row');
    expect(removeButton(row)).toHaveProperty('disabled', true);
  });

  it('warns when an owner that needs an administrator has none', async () => {
    serve(view([]));
    show();
    expect(await screen.findByText('该业主需要配置系统管理员，请至少添加一名。')).toBeTruthy();
  });
});
