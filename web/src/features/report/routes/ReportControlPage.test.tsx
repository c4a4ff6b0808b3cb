import type { ReportSummaryRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import ManagerReportControlPage from './ManagerReportControlPage';
import ReportControlPage from './ReportControlPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const counts = { submitted: 0, in_review: 0, approved: 0, returned: 0, failed: 0, last_report_date: null };
const byUnit: ReportSummaryRow[] = [
  {
    id: 3,
    name: '华东监造中心',
    submitted: 4,
    in_review: 1,
    approved: 2,
    returned: 1,
    failed: 3,
    last_report_date: '2025-07-10',
  },
  { id: 4, name: '江苏检测公司', ...counts },
  { id: null, name: '', ...counts, submitted: 2, approved: 1, last_report_date: '2025-08-01' },
];
const byInspector: ReportSummaryRow[] = [
  { id: 21, name: '吴一', ...counts, submitted: 3, in_review: 1, last_report_date: '2025-08-01' },
  { id: 22, name: '吴二', ...counts },
];

function serve(rows: ReportSummaryRow[]) {
  return fakeApi({
    '/report/summary': () => success(rows),
    '/project/options': () => success([{ id: 5, name: '华东变电站', number: 'P-005', group_id: 2 }]),
    '/report/list': () => success({ result: [], paging: { count: 0, page: 1, perPage: 15 } }),
    '/organization/get-page-permission': permissions(['index']),
    '/table-setting/view': () => success(null),
    '/device/options': () => success([]),
    '/ins-unit/options': () => success([{ id: 3, name: '华东监造中心' }]),
  });
}
type Api = ReturnType<typeof serve>;
const callsTo = (api: Api, path: string) => api.calls.filter((c) => c.path === path);
const lastList = (api: Api) => callsTo(api, '/report/list').at(-1)?.query;
const lastSummary = (api: Api) => callsTo(api, '/report/summary').at(-1)?.query;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

async function choose(label: string, text: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === text);
    if (!found) throw new Error(`no option ${text}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

/** Types a day into the date field showing `placeholder` (its picker loads when the field is clicked). */
async function typeDay(placeholder: string, day: string) {
  fireEvent.click(screen.getByPlaceholderText(placeholder));
  const input = await waitFor(
    () => {
      const field = screen.getByPlaceholderText(placeholder) as HTMLInputElement;
      if (field.readOnly) throw new Error('the picker is still loading');
      return field;
    },
    { timeout: 5000 },
  );
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('报告管理: the reports by inspection unit', { timeout: 30_000 }, () => {
  it('sums up each unit, the reports of none last, over the list of every report', async () => {
    const api = serve(byUnit);
    renderScreen(<ReportControlPage />, { route: '/report/control' });
    const east = await rowOf('华东监造中心');
    expect(
      within(east)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '华东监造中心', '4', '1', '2', '1', '3', '2025-07-10']);
    expect(within(await rowOf('江苏检测公司')).getByText('—')).toBeTruthy();
    expect(await screen.findByText('未指定检验单位')).toBeTruthy();
    expect(lastSummary(api)?.get('by')).toBe('unit');
    expect(await screen.findByText('全部报告')).toBeTruthy();
    await waitFor(() => expect(lastList(api)?.has('filter[ins_unit]')).toBe(false));
  });

  it("shows a unit's reports when its row is picked, and all of them again on demand", async () => {
    const api = serve(byUnit);
    renderScreen(<ReportControlPage />, { route: '/report/control' });
    fireEvent.click(await rowOf('华东监造中心'));
    expect(await screen.findByText('华东监造中心的报告')).toBeTruthy();
    await waitFor(() => expect(lastList(api)?.get('filter[ins_unit]')).toBe('3'));
    // The unit is fixed by the row: its column offers no filter of its own.
    const unitHeader = screen.getAllByRole('columnheader').find((cell) => cell.textContent === '检验单位');
    expect(unitHeader?.querySelector('.ant-table-filter-trigger')).toBeNull();
    // The row of no unit cannot be picked.
    fireEvent.click(await rowOf('未指定检验单位'));
    expect(screen.getByText('华东监造中心的报告')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '显示全部' }));
    await waitFor(() => expect(lastList(api)?.has('filter[ins_unit]')).toBe(false));
    expect(await screen.findByText('全部报告')).toBeTruthy();
  });

  it('asks for one project and a period, in the summary and the list alike', async () => {
    const api = serve(byUnit);
    renderScreen(<ReportControlPage />, { route: '/report/control' });
    await rowOf('华东监造中心');
    await choose('项目', '华东变电站');
    await waitFor(() => expect(lastSummary(api)?.get('project_id')).toBe('5'));
    await waitFor(() => expect(lastList(api)?.get('project_id')).toBe('5'));
    await typeDay('开始日期', '2025-07-01');
    await waitFor(() => expect(lastSummary(api)?.get('from')).toBe('2025-07-01'));
    expect(lastSummary(api)?.has('to')).toBe(false);
    await waitFor(() => expect(lastList(api)?.get('filter[report_date]')).toBe('2025-07-01|'));
    await typeDay('结束日期', '2025-07-31');
    await waitFor(() => expect(lastSummary(api)?.get('to')).toBe('2025-07-31'));
    await waitFor(() => expect(lastList(api)?.get('filter[report_date]')).toBe('2025-07-01|2025-07-31'));
    expect(lastSummary(api)?.get('project_id')).toBe('5');
  });
});

describe('项目经理报告管理: the reports by inspector', { timeout: 30_000 }, () => {
  it("sums up each inspector and shows one's reports by the writer's id when picked", async () => {
    const api = serve(byInspector);
    renderScreen(<ManagerReportControlPage />, { route: '/report/manager-control' });
    expect(await screen.findByRole('columnheader', { name: '检验员' })).toBeTruthy();
    expect(within(await rowOf('吴一')).getByText('2025-08-01')).toBeTruthy();
    expect(lastSummary(api)?.get('by')).toBe('inspector');
    fireEvent.click(await rowOf('吴二'));
    expect(await screen.findByText('吴二的报告')).toBeTruthy();
    await waitFor(() => expect(lastList(api)?.get('writer_id')).toBe('22'));
    expect(lastList(api)?.has('filter[ins_unit]')).toBe(false);
    // Picking the row again lets it go.
    fireEvent.click(await rowOf('吴二'));
    await waitFor(() => expect(lastList(api)?.has('writer_id')).toBe(false));
  });
});
