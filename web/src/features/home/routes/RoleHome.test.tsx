import type { AnalysisActivity, AnalysisData, FindingRate, Role, TodayPoint, TodoItem } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session';
import { drawnCharts, fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import HomePage from './HomePage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const analysis: AnalysisData = {
  by_month: [{ month: '2026-10', report_type: 'inspection', conclusion: 'pass', count: 3 }],
  completion: [],
  dispositions: [],
  inspectors: [{ id: 4, name: '王检验', total: 3, pass: 3, fail: 0, na: 0 }],
  units: [{ id: 2, name: '华东电力设备监造中心', total: 3, pass: 2, fail: 1, na: 0 }],
};
const todo: TodoItem = {
  id: 9,
  report_temp_id: 5,
  report_type: 'ncr',
  project_name: '华东 500kV 变电站',
  submit_by: '李项目',
  submit_at: '2026-11-26 10:00',
  step: '项目经理审核',
  link: '/form/fill/9',
};
const point: TodayPoint = {
  id: 1,
  equipment_id: 3,
  equipment_name: '1号主变压器',
  e_number: 'DW-ZB-01',
  project_name: '华东 500kV 变电站',
  plan_symbol: 'W',
  done: false,
};
/** The findings by type: 4 raised, 3 closed, 2 answered in time, so 75 % closed and 50 % in time. */
const findingTypes: FindingRate[] = [
  {
    id: 1,
    name: '质量问题',
    raised: 3,
    closed: 3,
    rectified: 3,
    answered_in_time: 2,
    reports: 2,
    overdue: 0,
    closure_rate: 1,
    response_rate: 2 / 3,
  },
  {
    id: 2,
    name: '安全问题',
    raised: 1,
    closed: 0,
    rectified: 0,
    answered_in_time: 0,
    reports: 1,
    overdue: 1,
    closure_rate: 0,
    response_rate: 0,
  },
];
const activity: AnalysisActivity = { days: [{ day: '2026-11-27', count: 2 }], active_writers: 2 };

function serve(role: Role) {
  useSessionStore.getState().setRole(role);
  return fakeApi({
    '/organization/get-page-permission': permissions(['index']),
    '/news/index': () => success({ result: [], paging: { count: 0, page: 1, perPage: 15 } }),
    '/analysis/overview': () => success(analysis),
    '/analysis/today-points': () => success([point]),
    '/analysis/activity': () => success(activity),
    '/finding/rates': () => success(findingTypes),
    '/backlog/index': () => success({ result: [todo], paging: { count: 7, page: 1, perPage: 15 } }),
  });
}

/** The findings' closure and response rates over all types, as the client's and manager's homes show them. */
async function expectFindingRates() {
  const closure = (await screen.findByText('问题闭合率')).closest('.ant-statistic');
  const response = screen.getByText('问题响应率').closest('.ant-statistic');
  await waitFor(() => expect(closure?.textContent).toContain('75%'));
  expect(response?.textContent).toContain('50%');
}

const asked = (api: ReturnType<typeof serve>, path: string) => api.calls.some((c) => c.path === path);

describe('the role homes', { timeout: 20_000 }, () => {
  it('shows the client the reports and conclusions per inspection unit', async () => {
    const api = serve('wtf');
    renderScreen(<HomePage />, { route: '/home' });
    // The first home of the file loads the lazy sections' code.
    expect(await screen.findByText('各检验单位报告与结论', undefined, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(drawnCharts().length).toBeGreaterThan(0));
    await expectFindingRates();
    expect(asked(api, '/analysis/activity')).toBe(false);
    expect(asked(api, '/backlog/index')).toBe(false);
  });

  it('shows the manager his to-do count and the reports per inspector', async () => {
    serve('manager');
    renderScreen(<HomePage />, { route: '/home' });
    expect(await screen.findByText('各检验人员报告数量')).toBeTruthy();
    expect(await screen.findByText('我的待办')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('7')).toBeTruthy());
    await expectFindingRates();
  });

  it("shows the inspector his to-do items and today's ITP points", async () => {
    const api = serve('staff');
    renderScreen(<HomePage />, { route: '/home' });
    expect(await screen.findByText('华东 500kV 变电站 · 项目经理审核')).toBeTruthy();
    expect(await screen.findByText('1号主变压器（W）')).toBeTruthy();
    expect(screen.getByText('今日检验点')).toBeTruthy();
    expect(asked(api, '/analysis/overview')).toBe(false);
  });

  it("shows the administrator the platform's activity", async () => {
    serve('admin');
    renderScreen(<HomePage />, { route: '/home' });
    expect(await screen.findByText('近 30 天提交报告的人员')).toBeTruthy();
    await waitFor(() => expect(drawnCharts().length).toBeGreaterThan(0));
  });
});
