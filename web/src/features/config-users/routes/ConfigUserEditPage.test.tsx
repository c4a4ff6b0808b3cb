import type { ConfigUserView } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectFeedback } from '../../../lib/feedback';
import { ok, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import ConfigUserEditPage from './ConfigUserEditPage';

const roles = (...names: string[]) => names.map((name) => ({ name, title: `${name}-title`, builtin: true }));
const view = (id: number): ConfigUserView => ({
  user: {
    id,
    username: id === 1 ? 'admin' : 'manager',
    name: id === 1 ? '系统管理员' : '李项目',
    gender: 'unknown',
    phone: '',
    email: '',
    language: 'zh-CN',
    enabled: true,
    created_at: '2026-11-01T08:00:00.000Z',
  },
  memberships: [
    { owner_key: 'config', owner_name: '平台配置中心', role: 'admin', enabled: true, roles: roles('admin') },
    {
      owner_key: 'hdny',
      owner_name: '华东能源工程项目部',
      role: 'manager',
      enabled: true,
      roles: roles('admin', 'manager'),
    },
  ],
  owners: [
    { key: 'config', name: '平台配置中心', is_config: true, enabled: true, roles: roles('admin') },
    { key: 'hdny', name: '华东能源工程项目部', is_config: false, enabled: true, roles: roles('admin', 'manager') },
    { key: 'xnsd', name: '西南水电检验中心', is_config: false, enabled: true, roles: roles('admin', 'staff') },
  ],
});

function serve() {
  const saved: unknown[] = [];
  stubFetch((url, init) => {
    switch (url.pathname) {
      case '/api/organization/get-page-permission':
        return ok(['index', 'update'].map((type) => ({ type, status: 'on' })));
      case '/api/config/user/view':
        return ok(view(Number(url.searchParams.get('id'))));
      case '/api/config/user/memberships':
        saved.push(JSON.parse(String(init?.body)));
        return ok(null);
      default:
        return undefined;
    }
  });
  return saved;
}

setUpScreenTests({ signInTo: { key: 'config', name: '平台配置中心', isConfig: true } });
beforeAll(() => {
  connectFeedback({ message: { open: () => undefined } as never, modal: { confirm: () => undefined } as never });
});

const renderPage = (id: number) =>
  renderScreen(<ConfigUserEditPage />, { route: `/config/users/edit/${id}`, path: '/config/users/edit/:uid' });

const membershipsCard = async () => {
  const title = await screen.findByText('所属项目来源', {}, { timeout: 5000 });
  return title.closest('.ant-card') as HTMLElement;
};

describe('ConfigUserEditPage', { timeout: 20_000 }, () => {
  it('saves the memberships as listed, without the one removed', async () => {
    const saved = serve();
    renderPage(2);
    const card = await membershipsCard();
    expect(within(card).getByText('华东能源工程项目部')).toBeTruthy();
    const [removeConfig] = within(card).getAllByText('移除');
    fireEvent.click(removeConfig as HTMLElement);
    fireEvent.click(within(card).getByText('保存'));
    await waitFor(() =>
      expect(saved).toEqual([{ memberships: [{ owner_key: 'hdny', role: 'manager', enabled: true }] }]),
    );
  });

  it('asks for an owner and a role on a new row before saving anything', async () => {
    const saved = serve();
    renderPage(2);
    const card = await membershipsCard();
    fireEvent.click(within(card).getByText('添加项目来源'));
    fireEvent.click(within(card).getByText('保存'));
    expect(await within(card).findByText('请为每一行选择项目来源和角色')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("keeps the administrator's own configuration membership out of reach", async () => {
    serve();
    renderPage(1);
    const card = await membershipsCard();
    const [removeConfig, removeHdny] = within(card)
      .getAllByText('移除')
      .map((el) => el.closest('button'));
    expect(removeConfig?.hasAttribute('disabled')).toBe(true);
    expect(removeHdny?.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('不能停用自己的账号')).toBeTruthy();
  });
});
