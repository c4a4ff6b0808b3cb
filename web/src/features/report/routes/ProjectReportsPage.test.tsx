import type { ProjectOption } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import ProjectReportsPage from './ProjectReportsPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const projects: ProjectOption[] = [
  { id: 5, name: '华东变电站', number: 'P-005', group_id: 2 },
  { id: 6, name: '东吴变电站', number: 'P-006', group_id: 2 },
];

function serve() {
  return fakeApi({
    '/project/options': () => success(projects),
    '/report/list': () => success({ result: [], paging: { count: 0, page: 1, perPage: 15 } }),
    '/organization/get-page-permission': permissions(['index']),
    '/table-setting/view': () => success(null),
    '/device/options': () => success([]),
    '/ins-unit/options': () => success([]),
  });
}
const listCalls = (api: ReturnType<typeof serve>) => api.calls.filter((c) => c.path === '/report/list');
const open = (path: string) =>
  renderScreen(<ProjectReportsPage />, { route: path, path: '/project/found/report/list/:gid/:pid' });

describe('a project’s reports (检验报告)', { timeout: 30_000 }, () => {
  it('names the project, links back to it, and lists its reports only', async () => {
    const api = serve();
    open('/project/found/report/list/2/6');
    expect(await screen.findByText('东吴变电站')).toBeTruthy();
    expect(screen.getByText('项目编号：P-006')).toBeTruthy();
    const back = screen.getByRole('link', { name: /返回项目/ });
    expect(back.getAttribute('href')).toBe('/project/engineering/detail/basics/2/6');
    await waitFor(() => expect(listCalls(api)[0]?.query.get('project_id')).toBe('6'));
    expect(listCalls(api)[0]?.query.get('sort')).toBe('-submit_at');
    // The project is fixed: no project column to read or filter.
    await screen.findByText('暂无报告');
    expect(screen.queryByRole('columnheader', { name: '项目' })).toBeNull();
  });

  it('says a project the caller does not see is not found, and lists nothing', async () => {
    const api = serve();
    open('/project/found/report/list/2/9');
    expect(await screen.findByText('项目不存在，或您无权查看该项目')).toBeTruthy();
    expect(listCalls(api)).toHaveLength(0);
  });

  it('says an address whose project is no id is not found', async () => {
    serve();
    open('/project/found/report/list/2/abc');
    expect(await screen.findByText('项目不存在，或您无权查看该项目')).toBeTruthy();
  });
});
