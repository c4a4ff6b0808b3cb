import type { WorkflowInstanceRow } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import WorkflowListPage from './WorkflowListPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const row: WorkflowInstanceRow = {
  id: 31,
  form_instance_id: 9,
  form_number: 'JY-0001',
  template_name: '焊缝检验记录',
  family: 'inspection',
  project_name: '华东变电站',
  submitter_name: '张三',
  definition_name: '检验报告审批',
  version: 2,
  status: 'in_review',
  step: '监理审核',
  started_at: '2026-03-05T08:00:00Z',
  ended_at: null,
};

const serve = () =>
  fakeApi({
    '/workflow/instance/list': () => success({ result: [row], paging: { count: 1, page: 1, perPage: 15 } }),
    '/table-setting/view': () => success(null),
  });
const scopes = (api: ReturnType<typeof serve>) =>
  api.calls.filter((c) => c.path === '/workflow/instance/list').map((c) => c.query.get('scope'));

describe('WorkflowListPage', { timeout: 20_000 }, () => {
  it('lists the instances of each scope tab', async () => {
    const api = serve();
    renderScreen(<WorkflowListPage />, { route: '/default/dashboard/workflow-list' });
    expect(await screen.findByText('JY-0001')).toBeTruthy();
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(screen.getByText('监理审核')).toBeTruthy();
    expect(scopes(api)).toEqual(['involved']);
    fireEvent.click(screen.getByRole('tab', { name: '我发起的' }));
    await waitFor(() => expect(scopes(api)).toContain('mine'));
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(scopes(api)).toContain('all'));
  });

  it('offers all instances only to administrators', async () => {
    useSessionStore.getState().setRole('staff');
    serve();
    renderScreen(<WorkflowListPage />, { route: '/default/dashboard/workflow-list' });
    expect(await screen.findByText('JY-0001')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我发起的' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '全部' })).toBeNull();
  });
});
