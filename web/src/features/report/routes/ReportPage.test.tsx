import { type FormInstanceDetail, formSchemas, routeByName } from '@app/contract';
import { screen } from '@testing-library/react';
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

const path = routeByName('project-found-report-detail')?.path;
const serve = () =>
  fakeApi({
    '/form/instance/view': () => success(report),
    '/workflow/instance/of-form': () => success(null),
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

  it('is not found for an address whose template is not a number', async () => {
    const api = serve();
    renderScreen(<ReportPage />, { route: '/project/found/report/list/detail/9/abc', path });
    expect(await screen.findByText('表单不存在或已被删除')).toBeTruthy();
    expect(viewed(api)).toEqual([]);
  });
});
