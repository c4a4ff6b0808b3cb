import type { UserTableRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import UserTablePage from './UserTablePage';

const row = (over: Partial<UserTableRow>): UserTableRow => ({
  id: 2,
  username: 'staff',
  name: '王检验',
  gender: 'male',
  phone: '',
  email: '',
  role: 'staff',
  role_title: '检验员',
  organization_id: null,
  organization: null,
  department_id: null,
  department: null,
  enabled: true,
  is_admin: false,
  shared: false,
  created_at: '2026-11-01T08:00:00.000Z',
  ...over,
});
const ROWS = [
  row({ id: 1, username: 'admin', name: '系统管理员', role: 'admin', role_title: '系统管理员', is_admin: true }),
  row({}),
];

/** The server as the page sees it; `granted` are the user table's actions that are on. */
function serve(granted: string[]) {
  const uploads: Blob[] = [];
  stubFetch((url, init) => {
    switch (url.pathname) {
      case '/api/organization/get-page-permission':
        return ok(
          ['index', 'create', 'update', 'delete', 'assign', 'import', 'export'].map((type) => ({
            type,
            status: granted.includes(type) ? 'on' : 'off',
          })),
        );
      case '/api/user/index':
        return ok({ result: ROWS, paging: { count: ROWS.length, page: 1, perPage: 30 } });
      case '/api/role/options':
        return ok([{ name: 'staff', title: '检验员', builtin: true }]);
      case '/api/organization/options':
        return ok([]);
      case '/api/table-setting/view':
        return ok({ key: url.searchParams.get('key'), columns: [] });
      case '/api/user/import':
        uploads.push(init?.body as Blob);
        return Response.json({
          code: 2,
          msg: '导入失败：发现 2 处错误，未导入任何数据',
          data: null,
          errdata: { 'row 3 账号': ['该账号名不可用，请换一个'], 'row 2 初始密码': ['密码至少 8 个字符'] },
        });
      default:
        return undefined;
    }
  });
  return uploads;
}

setUpScreenTests({ signInTo: { key: 'hdny', name: '华东能源工程项目部' } });

const renderPage = () => renderScreen(<UserTablePage />, { route: '/' });

// A whole screen of antd in jsdom takes a few seconds to draw the first time.
describe('UserTablePage', { timeout: 20_000 }, () => {
  it('lists the members with their role and status, and offers every action the role holds', async () => {
    serve(['index', 'create', 'update', 'delete', 'assign', 'import', 'export']);
    renderPage();
    expect(await screen.findByText('王检验', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('检验员').length).toBeGreaterThan(0);
    expect(screen.getAllByText('启用').length).toBeGreaterThan(0);
    expect(screen.getByText('我')).toBeTruthy();
    expect(await screen.findByText('新增用户')).toBeTruthy();
    expect(screen.getByText('导入')).toBeTruthy();
    expect(screen.getAllByText('权限')).toHaveLength(2);
    expect(screen.getAllByText('编辑')).toHaveLength(2);
  });

  it('hides what the role may not do', async () => {
    serve(['index']);
    renderPage();
    expect(await screen.findByText('王检验', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('新增用户')).toBeNull());
    expect(screen.queryByText('导入')).toBeNull();
    expect(screen.queryByText('权限')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });

  it('sends the chosen workbook as it is and lists every problem by row and column', async () => {
    const uploads = serve(['index', 'import']);
    renderPage();
    fireEvent.click(await screen.findByText('导入', {}, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['xlsx'], '用户.xlsx')] } });
    expect(await within(dialog).findByText('用户.xlsx')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('开始导入'));

    expect(await within(dialog).findByText('该账号名不可用，请换一个')).toBeTruthy();
    expect(within(dialog).getByText('发现 2 处问题，未导入任何数据。请修改后重新导入：')).toBeTruthy();
    const rows = within(dialog)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(-2)).toEqual(['第 2 行初始密码密码至少 8 个字符', '第 3 行账号该账号名不可用，请换一个']);
    expect(uploads[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
