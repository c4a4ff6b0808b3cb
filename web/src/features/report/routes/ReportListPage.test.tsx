import type { ReportRow } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NARROW_QUERY } from '../../../lib/use-is-phone';
import { openColumnFilter, pickInColumnFilter } from '../../../test/column-filter';
import { fakeApi, permissions, setUpScreenTests, success } from '../../../test/fake-api';
import MyReportsPage from './MyReportsPage';
import ReportListPage from './ReportListPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  id: 31,
  template_id: 12,
  template_name: '不符合项报告',
  number: 'NCR-2026-001',
  report_type: 'ncr',
  project_id: 1,
  project_name: '华东变电站',
  report_date: '2026-03-05',
  conclusion: 'fail',
  writer_name: '李四',
  equipment_name: '离心泵',
  equipment_number: 'E-007',
  batch: 'B1',
  device_name: '离心泵组',
  factory_name: '沈鼓集团',
  unit_name: '华东监造中心',
  status: 'in_review',
  step: '项目经理审核',
  submit_by_name: '李四',
  submit_at: '2026-03-05T08:00:00Z',
  ...over,
});
const draft = row({
  id: 32,
  template_id: 11,
  number: '',
  report_type: 'inspection',
  equipment_name: '',
  equipment_number: '',
  batch: '',
  device_name: '',
  factory_name: '',
  unit_name: '',
  status: 'draft',
  step: '',
  submit_by_name: '',
  submit_at: null,
});

function serve(allowed?: string[]) {
  return fakeApi({
    '/report/list': () => success({ result: [row(), draft], paging: { count: 2, page: 1, perPage: 15 } }),
    '/organization/get-page-permission': permissions(allowed),
    '/table-setting/view': () => success(null),
    '/device/options': () => success([{ id: 7, name: '离心泵组', code: 'BZ' }]),
    '/ins-unit/options': () => success([{ id: 3, name: '华东监造中心' }]),
  });
}
const listCalls = (api: ReturnType<typeof serve>) => api.calls.filter((c) => c.path === '/report/list');

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
const open = (page: ReactElement, path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the report lists', { timeout: 30_000 }, () => {
  it('list the reports newest submitted first, each row leading to its report page', async () => {
    const api = serve();
    open(<ReportListPage />, '/project/report/list');
    const number = await screen.findByRole('link', { name: 'NCR-2026-001' });
    expect(number.getAttribute('href')).toBe('/project/found/report/list/detail/31/12');
    expect(listCalls(api)[0]?.query.get('sort')).toBe('-submit_at');
    expect(listCalls(api)[0]?.query.has('mine')).toBe(false);
    expect(screen.getByText('离心泵 · E-007 · B1')).toBeTruthy();
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(screen.getByText('项目经理审核')).toBeTruthy();
    // A draft has no number yet; its page opens from the row's view link.
    expect(screen.getByText('提交后生成')).toBeTruthy();
    expect(screen.getByText('草稿')).toBeTruthy();
    const views = screen.getAllByRole('link', { name: '查看' }).map((link) => link.getAttribute('href'));
    expect(views).toEqual(['/project/found/report/list/detail/31/12', '/project/found/report/list/detail/32/11']);
  });

  it('send a column filter in the list query', async () => {
    const api = serve();
    open(<ReportListPage />, '/project/report/list');
    await screen.findByText('NCR-2026-001');
    const [header] = screen.getAllByRole('columnheader', { name: /项目/ });
    const trigger = header?.querySelector('.ant-table-filter-trigger');
    if (!trigger) throw new Error('no filter on 项目');
    fireEvent.click(trigger);
    // The filter's inputs load when a filter first opens.
    const input = await screen.findByPlaceholderText('输入关键字', {}, { timeout: 5000 });
    fireEvent.change(input, { target: { value: '华东' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('filter[project_name]')).toBe('华东'));
    expect(listCalls(api).at(-1)?.query.get('sort')).toBe('-submit_at');
  });

  it("show the equipment's kind, factory and unit, and filter by kind, unit and inspector", async () => {
    const api = serve();
    open(<ReportListPage />, '/project/report/list');
    await screen.findByText('NCR-2026-001');
    expect(screen.getByText('沈鼓集团')).toBeTruthy();
    openColumnFilter('设备类型');
    await pickInColumnFilter('离心泵组');
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('filter[device]')).toBe('7'));
    openColumnFilter('检验单位');
    await pickInColumnFilter('华东监造中心');
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('filter[ins_unit]')).toBe('3'));
    expect(listCalls(api).at(-1)?.query.get('filter[device]')).toBe('7');
    openColumnFilter('编写人');
    const input = await screen.findByPlaceholderText('输入关键字', {}, { timeout: 5000 });
    fireEvent.change(input, { target: { value: '李' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('filter[inspector]')).toBe('李'));
  });

  it('show the reports as cards on a phone held upright, each opening its report', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const api = serve();
    open(<ReportListPage />, '/project/report/list');
    const cards = await screen.findAllByTestId('report-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = cards;
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'NCR-2026-001' })
        .getAttribute('href'),
    ).toBe('/project/found/report/list/detail/31/12');
    for (const text of ['审核中', '不符合项报告', '不合格', '2026-03-05', '华东变电站', '编写人：李四'])
      expect(within(first as HTMLElement).getByText(text)).toBeTruthy();
    expect(listCalls(api)[0]?.query.get('sort')).toBe('-submit_at');
  });

  it('offer the upload to those who may upload, and go there', async () => {
    serve();
    open(<ReportListPage />, '/project/report/list');
    // By its text: a role query walks the whole table, and a busy run took more than findBy's second.
    const label = await screen.findByText('上传报告', { selector: 'button span' });
    fireEvent.click(label.closest('button') as HTMLButtonElement);
    expect((await screen.findByTestId('where')).textContent).toBe('/report/index');
  });

  it('offer a batch export of what the list shows to those with the export right', async () => {
    const api = serve(['index', 'export']);
    open(<ReportListPage />, '/project/report/list');
    await screen.findByText('NCR-2026-001');
    expect(await screen.findByText('批量导出', {}, { timeout: 5_000 })).toBeTruthy();
    expect(listCalls(api)[0]?.query.get('sort')).toBe('-submit_at');
  });

  it('list only the caller’s own reports on the personal page, without the upload for one who may not', async () => {
    const api = serve(['index']);
    open(<MyReportsPage />, '/report/person-index');
    expect(await screen.findByText('我的报告')).toBeTruthy();
    await screen.findByText('NCR-2026-001');
    expect(listCalls(api)[0]?.query.get('mine')).toBe('true');
    expect(listCalls(api)[0]?.query.get('sort')).toBe('-submit_at');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/organization/get-page-permission')).toBe(true));
    expect(screen.queryByRole('button', { name: /上传报告/ })).toBeNull();
    expect(screen.queryByText('批量导出')).toBeNull();
  });
});
