import { type FormInstanceDetail, formSchemas, type ReleaseCheck, type ReportDetail, routeByName } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import ReportPage from './ReportPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const { schema, uiSchema } = formSchemas('焊缝检验', [{ key: 'place', title: '部位', kind: 'text' }]);
const report: FormInstanceDetail = {
  id: 9,
  number: 'JY-0001',
  template_id: 2,
  template_name: '焊缝检验记录',
  family: 'inspection',
  version: 3,
  status: 'submitted',
  project_name: '华东变电站',
  flag_count: 0,
  created_by_name: '李四',
  updated_at: '2026-03-05T08:00:00Z',
  submitted_at: '2026-03-05T08:00:00Z',
  project_id: 1,
  schema,
  ui_schema: uiSchema,
  data: { place: '焊缝 A' },
  flags: [],
  revision: 4,
  updated_by_name: '李四',
  editable: false,
};

const header: ReportDetail = {
  id: 9,
  template_id: 2,
  number: 'JY-0001',
  report_type: 'inspection',
  project_id: 1,
  project_name: '华东变电站',
  report_date: '2026-03-05',
  conclusion: 'pass',
  writer_name: '李四',
  equipment_id: 7,
  equipment_name: '1# 主变压器',
  equipment_number: 'ZB-01',
  batch: 'A',
  point: {
    id: 3,
    step: 2,
    step_name: '铁心叠装',
    category_name: '停止点',
    plan_symbol: 'H',
    planned_date: null,
    actual_date: null,
  },
};

const path = routeByName('project-found-report-detail')?.path;
const serve = (detail: ReportDetail = header, check?: ReleaseCheck) =>
  fakeApi({
    '/form/instance/view': () => success(report),
    '/workflow/instance/of-form': () => success(null),
    '/report/detail': () => success(detail),
    '/report/release-check': () => success(check ?? { ready: true, blockers: [] }),
  });
const viewed = (api: ReturnType<typeof serve>) =>
  api.calls.filter((c) => c.path === '/form/instance/view').map((c) => c.query.get('id'));

describe('ReportPage', { timeout: 20_000 }, () => {
  it('is the form page of the report’s instance', async () => {
    const api = serve();
    renderScreen(<ReportPage />, { route: '/project/found/report/list/detail/9/2', path });
    expect(await screen.findByText('焊缝检验记录')).toBeTruthy();
    expect(screen.getByText('编号 JY-0001')).toBeTruthy();
    expect(viewed(api)).toEqual(['9']);
  });

  it('shows the header above the body: equipment with its number and batch, the ITP point', async () => {
    serve();
    renderScreen(<ReportPage />, { route: '/project/found/report/list/detail/9/2', path });
    expect(await screen.findByText('报告信息')).toBeTruthy();
    expect(screen.getByText('1# 主变压器（ZB-01 · A）')).toBeTruthy();
    expect(screen.getByText('2. 铁心叠装 · 停止点 H')).toBeTruthy();
    expect(screen.queryByText('放行条件')).toBeNull();
  });

  it('lists what keeps a release report back, each with the page that settles it', async () => {
    const release: ReportDetail = { ...header, report_type: 'release', point: null };
    serve(release, {
      ready: false,
      blockers: [
        {
          kind: 'hold',
          point: { ...(header.point as NonNullable<ReportDetail['point']>) },
          link: '/project/found/report/list/detail/12/2',
        },
        {
          kind: 'ncr',
          ncr: { id: 15, number: 'NCR-0003', state: 'execution' },
          link: '/project/found/report/list/detail/15/4',
        },
      ],
    });
    renderScreen(<ReportPage />, { route: '/project/found/report/list/detail/9/2', path });
    const gate = (await screen.findByText('放行条件')).closest('.ant-alert') as HTMLElement;
    expect(within(gate).getByText('停止点 2. 铁心叠装 H 还没有通过的报告')).toBeTruthy();
    expect(within(gate).getByText('不符合项 NCR-0003 尚未关闭')).toBeTruthy();
    const links = within(gate).getAllByRole('link', { name: '查看' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/project/found/report/list/detail/12/2',
      '/project/found/report/list/detail/15/4',
    ]);
  });

  it('says when a release report is clear to approve', async () => {
    serve({ ...header, report_type: 'release', point: null }, { ready: true, blockers: [] });
    renderScreen(<ReportPage />, { route: '/project/found/report/list/detail/9/2', path });
    expect(await screen.findByText(/放行条件已满足/)).toBeTruthy();
  });

  it('is not found for an address whose template is not a number', async () => {
    const api = serve();
    renderScreen(<ReportPage />, { route: '/project/found/report/list/detail/9/abc', path });
    expect(await screen.findByText('表单不存在或已被删除')).toBeTruthy();
    expect(viewed(api)).toEqual([]);
  });
});
