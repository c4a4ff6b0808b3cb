import { Code, type PlanGroupView, type PlanPointRow } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dates';
import { openColumnFilter, pickInColumnFilter } from '../../../test/column-filter';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import PlanListPage from './PlanListPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const view = (over: Partial<PlanGroupView> = {}): PlanGroupView => ({
  id: 3,
  name: '华东特高压输变电工程',
  projects: [{ id: 1, name: '皖南变电站', number: 'HDNY-2026-001' }],
  categories: [
    { id: 11, name: '停止点', plan_symbol: 'H' },
    { id: 12, name: '见证点', plan_symbol: 'W' },
  ],
  can_plan: true,
  ...over,
});

const point = (over: Partial<PlanPointRow> = {}): PlanPointRow => ({
  id: 51,
  project_id: 1,
  project_name: '皖南变电站',
  equipment_id: 7,
  equipment_name: '主变压器 A 相',
  e_number: 'WN-ZB-1A',
  batch: '第一批',
  step: 4,
  step_name: '器身装配',
  category_name: '停止点',
  plan_symbol: 'H',
  planned_date: '2026-11-01',
  actual_symbol: 'Ⓗ',
  actual_date: '2026-11-02',
  state: 'done',
  notice_at: null,
  notice_by_name: '',
  notice_note: '',
  report: { id: 31, template_id: 12, number: 'JY-2026-001' },
  can_plan: true,
  can_notice: false,
  ...over,
});
const overdue = point({
  id: 52,
  step: 1,
  step_name: '铁心叠装',
  category_name: '见证点',
  plan_symbol: 'W',
  planned_date: '2026-11-20',
  actual_symbol: null,
  actual_date: null,
  state: 'overdue',
  report: null,
  can_notice: true,
});
const notified = point({
  ...overdue,
  id: 53,
  step: 2,
  step_name: '线圈绕制',
  state: 'notified',
  notice_at: '2026-11-21T02:00:00Z',
  notice_by_name: '张检验',
  notice_note: '电话通知',
});

function serve(group = view(), rows = [point(), overdue, notified]) {
  return fakeApi({
    '/plan/group': () => success(group),
    '/plan/points': () => success({ result: rows, paging: { count: rows.length, page: 1, perPage: 30 } }),
    '/plan/planned-date': (call) => success({ count: (call.body as { ids: number[] }).ids.length }),
    '/plan/notice': () => success(null),
    '/plan/notice/clear': () => success(null),
    '/organization/get-page-permission': permissions(),
    '/table-setting/view': () => success(null),
  });
}
const open = () => renderScreen(<PlanListPage />, { route: '/project/plan/list/3', path: '/project/plan/list/:gid' });
/** Waits for the first page of points (the table's code and the page come in one after the other). */
const loaded = () => screen.findByText('JY-2026-001', {}, { timeout: 10_000 });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('PlanListPage', { timeout: 30_000 }, () => {
  it('lists the group’s points by planned date with state, symbols and the covering report', async () => {
    const api = serve();
    open();
    expect(await screen.findByText('华东特高压输变电工程 · 计划列表')).toBeTruthy();
    const report = (await loaded()).closest('a') as HTMLElement;
    expect(report.getAttribute('href')).toBe('/project/found/report/list/detail/31/12');
    const calls = api.calls.filter((c) => c.path === '/plan/points');
    expect(calls[0]?.query.get('gid')).toBe('3');
    expect(calls[0]?.query.get('sort')).toBe('planned_date');
    expect(within(rowOf('4. 器身装配')).getByText('已完成')).toBeTruthy();
    expect(within(rowOf('1. 铁心叠装')).getByText('已逾期').closest('.ant-tag-error')).toBeTruthy();
    expect(screen.getAllByText('主变压器 A 相 · WN-ZB-1A · 第一批')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /返回检验计划/ }).getAttribute('href')).toBe('/project/plan');
  });

  it('sends a state filter in the list query', async () => {
    const api = serve();
    open();
    await loaded();
    openColumnFilter('状态');
    await pickInColumnFilter('已逾期');
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/plan/points')
          .at(-1)
          ?.query.get('filter[state]'),
      ).toBe('overdue'),
    );
  });

  it('sets the planned date of the selected points', async () => {
    const api = serve();
    open();
    await loaded();
    const setDate = screen.getByRole('button', { name: /设定计划日期/ }) as HTMLButtonElement;
    expect(setDate.disabled).toBe(true);
    expect(screen.getByText('勾选检验点后可批量设定计划日期')).toBeTruthy();
    fireEvent.click(within(rowOf('4. 器身装配')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('1. 铁心叠装')).getByRole('checkbox'));
    expect(await screen.findByText('已选 2 个检验点')).toBeTruthy();
    fireEvent.click(setDate);
    // The dialog's code (with the date picker) loads when it first opens.
    expect(await screen.findByText('为所选的 2 个检验点设定计划日期：', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('计划日期'));
    fireEvent.click(screen.getByLabelText('计划日期'));
    const day = dayjs().date(15).format('YYYY-MM-DD');
    const cell = await waitFor(() => {
      const found = document.querySelector(`td[title="${day}"]`);
      if (!found) throw new Error(`no cell ${day}`);
      return found as HTMLElement;
    });
    fireEvent.click(cell);
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.posts('/plan/planned-date')).toHaveLength(1));
    expect(api.posts('/plan/planned-date')[0]?.body).toEqual({ ids: [51, 52], planned_date: day });
    await waitFor(() => expect(screen.getByText('勾选检验点后可批量设定计划日期')).toBeTruthy());
  });

  it('offers no selection to one who may not plan', async () => {
    serve(view({ can_plan: false }), [point({ can_plan: false })]);
    open();
    await loaded();
    expect(screen.queryByRole('button', { name: /设定计划日期/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('records that the client was notified of an open witness point, and takes a notice back', async () => {
    const api = serve();
    open();
    await loaded();
    fireEvent.click(within(rowOf('1. 铁心叠装')).getByRole('button', { name: '已通知未到场' }));
    expect(await screen.findByText('登记“已通知未到场”', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('说明'), { target: { value: '电话通知委托方' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.posts('/plan/notice')).toHaveLength(1));
    const [notice] = api.posts('/plan/notice');
    expect(notice?.query.get('id')).toBe('52');
    const body = notice?.body as { notice_at: string; note: string };
    expect(body.note).toBe('电话通知委托方');
    expect(Math.abs(Date.parse(body.notice_at) - Date.now())).toBeLessThan(60_000);

    fireEvent.click(within(rowOf('2. 线圈绕制')).getByRole('button', { name: '撤销登记' }));
    await waitFor(() => expect(api.posts('/plan/notice/clear')).toHaveLength(1));
    expect(api.posts('/plan/notice/clear')[0]?.query.get('id')).toBe('53');
  });

  it('says so for a group that does not exist or is not the caller’s', async () => {
    fakeApi({ '/plan/group': () => ({ code: Code.NotFound, msg: '未找到', data: null }) });
    open();
    expect(await screen.findByText('该项目组不存在，或您无权查看')).toBeTruthy();
  });
});
