import { Code, INDEPENDENCE_KINDS, type IndependenceRule, type WorkflowDefinitionRow } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, setUpScreenTests, success } from '../../../test/fake-api';
import WorkflowListPage from './WorkflowListPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const row = (over: Partial<WorkflowDefinitionRow>): WorkflowDefinitionRow => ({
  id: 1,
  name: '检验报告审批',
  families: ['inspection'],
  template_ids: [7],
  template_names: ['变压器检查表'],
  enabled: true,
  latest_version: 2,
  changed: false,
  updated_at: '2026-12-01T08:00:00Z',
  updated_by_name: '系统管理员',
  ...over,
});
const list = (rows: WorkflowDefinitionRow[]) =>
  success({ result: rows, paging: { count: rows.length, page: 1, perPage: -1 } });
const templates = () =>
  success({
    result: [
      {
        id: 7,
        name: '变压器检查表',
        family: 'inspection',
        description: '',
        latest_version: 1,
        unpublished: false,
        instance_count: 0,
        updated_at: '',
      },
    ],
    paging: { count: 1, page: 1, perPage: -1 },
  });

const holding: IndependenceRule[] = INDEPENDENCE_KINDS.map((kind) => ({
  kind,
  relaxed: false,
  relaxed_by_name: null,
  relaxed_at: null,
}));
/** The owner's four-eyes rules, all holding as by default: the page reads them below its list. */
const RULES = { '/workflow/independence': () => success(holding) };

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/control/workflow']}>
        <Routes>
          <Route path="/control/workflow" element={<WorkflowListPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('WorkflowListPage', { timeout: 60_000 }, () => {
  it('lists definitions with bindings, switch, version and unpublished changes', async () => {
    fakeApi({
      ...RULES,
      '/organization/get-page-permission': permissions(),
      '/workflow/definition/list': () =>
        list([
          row({}),
          row({
            id: 2,
            name: '不符合项审批',
            families: [],
            template_names: [],
            enabled: false,
            latest_version: null,
            changed: true,
          }),
        ]),
    });
    show();
    const first = (await screen.findByText('检验报告审批')).closest('tr') as HTMLElement;
    expect(within(first).getByText('检验报告')).toBeTruthy();
    expect(within(first).getByText('变压器检查表')).toBeTruthy();
    expect(within(first).getByText('已启用')).toBeTruthy();
    expect(within(first).getByText('v2')).toBeTruthy();
    const second = screen.getByText('不符合项审批').closest('tr') as HTMLElement;
    expect(within(second).getByText('未绑定')).toBeTruthy();
    expect(within(second).getByText('已停用')).toBeTruthy();
    expect(within(second).getByText('未发布')).toBeTruthy();
    expect(within(second).getByText('有未发布的修改')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: /设\s?计/ }));
    expect(screen.getByTestId('where').textContent).toBe('/control/workflow/design/2');
  });

  it('says when there is none', async () => {
    fakeApi({
      ...RULES,
      '/organization/get-page-permission': permissions(),
      '/workflow/definition/list': () => list([]),
    });
    show();
    expect(await screen.findByText('还没有流程，点击“新建流程”开始设计。')).toBeTruthy();
  });

  it('shows a failed list with a retry', async () => {
    fakeApi({
      ...RULES,
      '/organization/get-page-permission': permissions(),
      '/workflow/definition/list': () => ({ code: Code.Error, msg: '数据库不可用', data: null }),
    });
    show();
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeTruthy();
  });

  it('creates a workflow with its bindings and opens the designer', async () => {
    const api = fakeApi({
      ...RULES,
      '/organization/get-page-permission': permissions(),
      '/workflow/definition/list': () => list([]),
      '/form/template/list': templates,
      '/workflow/definition/create': () => success({ id: 9 }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /新建流程/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('流程名称'), { target: { value: ' 放行报告审批 ' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('表单类别'));
    fireEvent.click(await screen.findByTitle('放行报告'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/control/workflow/design/9'));
    expect(api.posts('/workflow/definition/create')[0]?.body).toEqual({
      name: '放行报告审批',
      families: ['release'],
      template_ids: [],
    });
  });

  it('deletes after confirmation, and a refusal shows as the server words it', async () => {
    let refuse = false;
    const api = fakeApi({
      ...RULES,
      '/organization/get-page-permission': permissions(),
      '/workflow/definition/list': () => list([row({})]),
      '/workflow/definition/delete': () =>
        refuse ? { code: Code.Warning, msg: '该流程有进行中的审批，不能删除', data: null } : success(null),
    });
    show();
    const first = (await screen.findByText('检验报告审批')).closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(api.posts('/workflow/definition/delete')).toHaveLength(1));
    expect(api.posts('/workflow/definition/delete')[0]?.body).toEqual({ id: 1 });
    await waitFor(() => expect(api.banners.some((b) => b.content === '已删除')).toBe(true));

    refuse = true;
    fireEvent.click(within(first).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(api.banners.some((b) => b.content === '该流程有进行中的审批，不能删除')).toBe(true));
    expect(api.banners.filter((b) => b.content === '已删除')).toHaveLength(1);
  });

  it('hides what the page does not allow', async () => {
    fakeApi({
      ...RULES,
      '/organization/get-page-permission': permissions(['index']),
      '/workflow/definition/list': () => list([row({})]),
    });
    show();
    await screen.findByText('检验报告审批');
    expect(screen.queryByRole('button', { name: /新建流程/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /设\s?计/ })).toBeNull();
    // The four-eyes rules show below the list, for reading only.
    const switches = (await screen.findAllByRole('switch')) as HTMLButtonElement[];
    expect(switches.map((one) => one.disabled)).toEqual([true, true, true]);
  });

  it('shows the four-eyes rules below the list, to be turned with the update right', async () => {
    fakeApi({
      ...RULES,
      '/organization/get-page-permission': permissions(),
      '/workflow/definition/list': () => list([row({})]),
    });
    show();
    const rules = await screen.findByTestId('four-eyes');
    expect(within(rules).getByText('四眼原则')).toBeTruthy();
    const switches = (await within(rules).findAllByRole('switch')) as HTMLButtonElement[];
    await waitFor(() => expect(switches.map((one) => one.disabled)).toEqual([false, false, false]));
  });
});
