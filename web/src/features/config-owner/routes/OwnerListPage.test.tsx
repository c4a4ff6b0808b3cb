import type { OwnerAdminRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import OwnerListPage from './OwnerListPage';

const owner = (key: string, name: string, extra: Partial<OwnerAdminRow> = {}): OwnerAdminRow => ({
  key,
  name,
  full_name: `${name}有限公司`,
  alphabet: key.toUpperCase(),
  abridge: '',
  province: '江苏省',
  city: '南京市',
  town: '',
  logo: '',
  is_config: false,
  config_admin: true,
  enabled: true,
  member_count: 3,
  created_at: '2026-11-20T08:00:00.000Z',
  ...extra,
});
const OWNERS = [
  owner('config', '平台配置中心', { is_config: true }),
  owner('hdny', '华东能源工程项目部'),
  owner('xnsd', '西南水电检验中心', { enabled: false, config_admin: false }),
];

setUpScreenTests({ signInTo: { key: 'config', isConfig: true } });

const serve = (on?: string[]) =>
  fakeApi({
    '/organization/get-page-permission': permissions(on),
    '/config/owner/index': () => success({ result: OWNERS, paging: { count: 3, page: 1, perPage: -1 } }),
    '/config/owner/create': (call) => success(owner('bhfd', String((call.body as { name: string }).name))),
    '/config/owner/disable': () => success(null),
    '/config/owner/accounts': () => success([{ username: 'manager', name: '李项目' }]),
  });
const show = () => renderScreen(<OwnerListPage />, { route: '/' });
const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('OwnerListPage', { timeout: 20_000 }, () => {
  it('lists owners with region, administrator flag and status', async () => {
    serve();
    show();
    const hdny = await rowOf('华东能源工程项目部');
    expect(hdny.getByText('江苏省 / 南京市')).toBeTruthy();
    expect(hdny.getByText('启用')).toBeTruthy();
    const xnsd = await rowOf('西南水电检验中心');
    expect(xnsd.getByText('停用')).toBeTruthy();
    expect(xnsd.getByText('否')).toBeTruthy();
    // The configuration owner can never be disabled, so it is not offered.
    expect((await rowOf('平台配置中心')).queryByText('停用')).toBeNull();
  });

  it('creates an owner from the dialog on Enter', async () => {
    const api = serve();
    show();
    fireEvent.click(await screen.findByText('新增业主'));
    const dialog = within((await screen.findByText('业主标识', { selector: 'label' })).closest('form') as HTMLElement);
    fireEvent.change(dialog.getByLabelText('业主标识'), { target: { value: 'bhfd' } });
    fireEvent.change(dialog.getByLabelText('简称'), { target: { value: '滨海风电' } });
    fireEvent.change(dialog.getByLabelText('拼音首字母'), { target: { value: 'bhfd' } });
    const fullName = dialog.getByLabelText('全称');
    fireEvent.change(fullName, { target: { value: '滨海风电有限公司' } });
    fireEvent.keyDown(fullName, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.posts('/config/owner/create')).toHaveLength(1));
    expect(api.posts('/config/owner/create')[0]?.body).toMatchObject({
      key: 'bhfd',
      name: '滨海风电',
      full_name: '滨海风电有限公司',
      alphabet: 'BHFD',
      config_admin: true,
      admin_username: '',
    });
    await waitFor(() => expect(api.banners).toContainEqual(expect.objectContaining({ content: '业主已创建' })));
  });

  it('disables an owner after confirmation', async () => {
    const api = serve();
    show();
    fireEvent.click((await rowOf('华东能源工程项目部')).getByText('停用'));
    await waitFor(() => expect(api.posts('/config/owner/disable')).toHaveLength(1));
    expect(api.posts('/config/owner/disable')[0]?.query.get('key')).toBe('hdny');
  });

  it('offers no changes without the permissions', async () => {
    serve(['index']);
    show();
    await rowOf('华东能源工程项目部');
    expect(screen.queryByText('新增业主')).toBeNull();
    expect(screen.queryByText('编辑业主')).toBeNull();
    expect(screen.queryByText('停用', { selector: 'button span' })).toBeNull();
  });
});
