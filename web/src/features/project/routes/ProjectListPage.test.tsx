import type { ProjectGroup, ProjectRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { describe, expect, it } from 'vitest';
import { connectFeedback } from '../../../lib/feedback';
import { ok, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import ProjectListPage from './ProjectListPage';

const GROUP: ProjectGroup = { id: 3, name: '华东项目组', note: '', sort: 0, project_count: 0, updated_at: '' };
const ACTIONS = ['index', 'create', 'update', 'delete', 'assign', 'import', 'export'];

/** The server as the page sees it; `granted` are the project list's actions that are on. */
function serve(granted: string[], importAnswer: () => Response) {
  const seen = { lists: 0, uploads: [] as Blob[], banners: [] as string[] };
  const message = { open: (o: { content: string }) => seen.banners.push(o.content) } as unknown as MessageInstance;
  connectFeedback({ message, modal: {} as ModalApi });
  stubFetch((url, init) => {
    switch (url.pathname) {
      case '/api/organization/get-page-permission':
        return ok(ACTIONS.map((type) => ({ type, status: granted.includes(type) ? 'on' : 'off' })));
      case '/api/project-group/index':
        return ok([GROUP]);
      case '/api/project/index':
        seen.lists += 1;
        return ok({ result: [] as ProjectRow[], paging: { count: 0, page: 1, perPage: 30 } });
      case '/api/data-dictionary/get-dict-value':
        return ok([]);
      case '/api/table-setting/view':
        return ok({ key: url.searchParams.get('key'), columns: [] });
      case '/api/project/import':
        seen.uploads.push(init?.body as Blob);
        return importAnswer();
      default:
        return undefined;
    }
  });
  return seen;
}

setUpScreenTests({ signInTo: { key: 'hdny', name: '华东能源工程项目部' } });

const renderPage = () =>
  renderScreen(<ProjectListPage />, { route: '/project/engineering/list/all', path: '/project/engineering/list/:id' });

async function importFile() {
  fireEvent.click(await screen.findByText('导入', {}, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['xlsx'], '项目.xlsx')] } });
  expect(await within(dialog).findByText('项目.xlsx')).toBeTruthy();
  fireEvent.click(within(dialog).getByText('开始导入'));
  return dialog;
}

// A whole screen of antd in jsdom takes a few seconds to draw the first time.
describe('ProjectListPage import', { timeout: 20_000 }, () => {
  it('is offered only with the import right', async () => {
    serve(['index', 'create'], () => ok(null));
    renderPage();
    expect(await screen.findByText('新增项目', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('导入')).toBeNull();
  });

  it('sends the workbook, names the groups it created and refreshes the list', async () => {
    const seen = serve(['index', 'import'], () => ok({ count: 2, groups_created: ['新组甲', '新组乙'] }));
    renderPage();
    await importFile();
    await waitFor(() => expect(seen.banners).toContain('已导入 2 个项目，并新建了项目组：新组甲、新组乙'));
    expect(seen.uploads[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await waitFor(() => expect(seen.lists).toBeGreaterThan(1));
  });

  it("lists the server's problems by row and column and imports nothing", async () => {
    const seen = serve(['index', 'import'], () =>
      Response.json({
        code: 2,
        msg: '导入失败：发现 2 处错误，未导入任何数据',
        data: null,
        errdata: { 'row 3 项目类型': ['不是数据字典中的选项'], 'row 2 项目编号': ['与文件中的其他行重复'] },
      }),
    );
    renderPage();
    const dialog = await importFile();
    expect(await within(dialog).findByText('不是数据字典中的选项')).toBeTruthy();
    const rows = within(dialog)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(-2)).toEqual(['第 2 行项目编号与文件中的其他行重复', '第 3 行项目类型不是数据字典中的选项']);
    expect(seen.banners).toEqual([]);
  });
});
