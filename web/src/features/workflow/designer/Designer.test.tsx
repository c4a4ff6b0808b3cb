import {
  Code,
  type FormItem,
  formSchemas,
  INDEPENDENCE_KINDS,
  type WorkflowDefinitionDetail,
  type WorkflowNode,
  type WorkflowUpdateBody,
} from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, setUpScreenTests, success } from '../../../test/fake-api';
import WorkflowDesignPage from '../routes/WorkflowDesignPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const ITEMS: FormItem[] = [
  { key: 'look', title: '外观检查', kind: 'passFail', required: true },
  { key: 'amount', title: '金额', kind: 'number' },
];

const FLOW: WorkflowNode[] = [
  {
    id: 'a1',
    kind: 'approver',
    name: '项目经理审核',
    assignees: [{ kind: 'projectManager' }],
    mode: 'any',
    empty_rule: 'admin',
  },
  {
    id: 'c1',
    kind: 'condition',
    name: '条件分支',
    branches: [
      {
        id: 'b1',
        name: '不合格',
        conditions: [{ subject: 'item:look', operator: 'eq', value: 'fail' }],
        flow: [
          {
            id: 'a2',
            kind: 'approver',
            name: '总监复核',
            assignees: [{ kind: 'user', user_id: 5 }],
            mode: 'any',
            empty_rule: 'skip',
          },
        ],
      },
      { id: 'b2', name: '其他情况', conditions: [], flow: [] },
    ],
  },
];

function detail(flow: WorkflowNode[]): WorkflowDefinitionDetail {
  return {
    id: 3,
    name: '检验报告审批',
    families: ['inspection'],
    template_ids: [7],
    template_names: ['变压器检查表'],
    enabled: true,
    latest_version: 1,
    changed: false,
    updated_at: '2026-12-01T08:00:00Z',
    updated_by_name: '系统管理员',
    flow,
    versions: [
      { version: 1, published_at: '2026-12-01T08:00:00Z', published_by_name: '系统管理员', instance_count: 4 },
    ],
  };
}

/** The owner's four-eyes rules, form reviews relaxed or not (the others play no part here). */
const rules = (formReviewRelaxed: boolean) => () =>
  success(
    INDEPENDENCE_KINDS.map((kind) => {
      const relaxed = kind === 'form_review' && formReviewRelaxed;
      return {
        kind,
        relaxed,
        relaxed_by_name: relaxed ? '系统管理员' : null,
        relaxed_at: relaxed ? '2026-12-01T08:00:00Z' : null,
      };
    }),
  );

function serve(flow: WorkflowNode[] = FLOW, extra: Parameters<typeof fakeApi>[0] = {}) {
  const { schema, uiSchema } = formSchemas('变压器检查表', ITEMS);
  return fakeApi({
    '/organization/get-page-permission': permissions(),
    '/workflow/independence': rules(false),
    '/workflow/definition/view': () => success(detail(flow)),
    '/workflow/definition/update': () => success(null),
    '/workflow/definition/publish': () => success({ version: 2 }),
    '/project/member-options': () => success([{ id: 5, name: '王总监', username: 'wang', role: 'manager' }]),
    '/role/options': () => success([{ name: 'manager', title: '项目经理', builtin: true }]),
    '/form/template/list': () =>
      success({
        result: [
          {
            id: 7,
            name: '变压器检查表',
            family: 'inspection',
            description: '',
            latest_version: 2,
            unpublished: false,
            instance_count: 0,
            updated_at: '',
          },
        ],
        paging: { count: 1, page: 1, perPage: -1 },
      }),
    '/form/template/view': () =>
      success({
        id: 7,
        name: '变压器检查表',
        family: 'inspection',
        description: '',
        latest_version: 2,
        unpublished: false,
        instance_count: 0,
        updated_at: '',
        schema: {},
        ui_schema: {},
        versions: [],
      }),
    '/form/template/version': () =>
      success({ template_id: 7, name: '变压器检查表', version: 2, schema, ui_schema: uiSchema }),
    ...extra,
  });
}

function renderDesigner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/control/workflow/design/:id', element: <WorkflowDesignPage /> }], {
    initialEntries: ['/control/workflow/design/3'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (id: string) => screen.getByTestId(`workflow-card-${id}`);
const openCard = (id: string) => fireEvent.click(within(card(id)).getAllByRole('button').at(-1) as HTMLElement);
const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('WorkflowDesignPage', { timeout: 60_000 }, () => {
  it('draws the tree from the submitter to the end, with who and how on each card', async () => {
    serve();
    renderDesigner();
    expect(await screen.findByDisplayValue('检验报告审批')).toBeTruthy();
    expect(screen.getByText('发起人')).toBeTruthy();
    expect(screen.getByText('流程结束')).toBeTruthy();
    expect(within(card('a1')).getByText('项目经理 · 或签')).toBeTruthy();
    await waitFor(() => expect(within(card('a2')).getByText('王总监')).toBeTruthy());
    await waitFor(() => expect(within(card('b1')).getByText('外观检查 等于 不合格')).toBeTruthy());
    expect(within(card('b2')).getByText('未满足其他条件时进入此分支')).toBeTruthy();
    expect(screen.getByText('最新版本 v1')).toBeTruthy();
  });

  it('edits an approver in the drawer and saves the draft with it', async () => {
    const api = serve();
    renderDesigner();
    await screen.findByDisplayValue('检验报告审批');
    openCard('a1');
    const name = (await screen.findByLabelText('节点名称')) as HTMLInputElement;
    expect(name.value).toBe('项目经理审核');
    fireEvent.change(name, { target: { value: '经理初审' } });
    fireEvent.click(screen.getByRole('radio', { name: /会签/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: '超时提醒' }));
    // The bound template's published items, each read until changed.
    const amount = (await screen.findByText('金额')).closest('tr') as HTMLElement;
    fireEvent.click(within(amount).getByRole('radio', { name: '可编辑' }));
    expect(within(card('a1')).getByText('经理初审')).toBeTruthy();
    expect(within(card('a1')).getByText('项目经理 · 会签')).toBeTruthy();
    expect(screen.getByText('有未保存的修改')).toBeTruthy();

    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(api.posts('/workflow/definition/update')).toHaveLength(1));
    const body = api.posts('/workflow/definition/update')[0]?.body as WorkflowUpdateBody & { flow: WorkflowNode[] };
    expect(body).toMatchObject({
      id: 3,
      name: '检验报告审批',
      families: ['inspection'],
      template_ids: [7],
      enabled: true,
    });
    expect(body.flow[0]).toEqual({
      id: 'a1',
      kind: 'approver',
      name: '经理初审',
      assignees: [{ kind: 'projectManager' }],
      mode: 'all',
      empty_rule: 'admin',
      timeout: { remind_after_hours: 24 },
      field_rights: { amount: 'edit' },
    });
    expect(body.flow[1]).toEqual(FLOW[1]);
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  });

  it('says on each approver node whom the four-eyes rule keeps out of its review', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('检验报告审批');
    await waitFor(() => expect(screen.getAllByTestId('four-eyes-note')).toHaveLength(2));
    expect(within(card('a1')).getByTestId('four-eyes-note').textContent?.trim()).toBe('四眼原则');
    expect(within(card('a2')).getByTestId('four-eyes-note')).toBeTruthy();
    expect(within(card('b1')).queryByTestId('four-eyes-note')).toBeNull();
    openCard('a1');
    const hint = await screen.findByTestId('four-eyes-hint');
    expect(hint.textContent).toBe('四眼原则：提交人和填写人不参与本节点审核；若只有他们可审，转给其他管理员。');
  });

  it('says so on each approver node when the owner has relaxed the rule', async () => {
    serve(FLOW, { '/workflow/independence': rules(true) });
    renderDesigner();
    await screen.findByDisplayValue('检验报告审批');
    await waitFor(() =>
      expect(within(card('a1')).getByTestId('four-eyes-note').textContent).toContain('四眼原则已放宽'),
    );
    openCard('a2');
    const hint = await screen.findByTestId('four-eyes-hint');
    expect(hint.textContent).toBe('四眼原则已放宽：作者可审核本人表单（将被标记）。');
    expect(hint.className).toContain('ant-alert-warning');
  });

  it('says nothing of the rule when it cannot be read', async () => {
    serve(FLOW, { '/workflow/independence': () => ({ code: Code.NoPermission, msg: '无权限', data: null }) });
    renderDesigner();
    await screen.findByDisplayValue('检验报告审批');
    openCard('a1');
    await screen.findByLabelText('节点名称');
    expect(screen.queryByTestId('four-eyes-hint')).toBeNull();
    expect(screen.queryByTestId('four-eyes-note')).toBeNull();
  });

  it('adds nodes with "+", undoes and redoes them', async () => {
    serve();
    renderDesigner();
    await screen.findByDisplayValue('检验报告审批');
    const plusses = screen.getAllByRole('button', { name: '添加节点' });
    fireEvent.click(plusses.at(-1) as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: /抄送人/ }));
    await waitFor(() => expect(screen.getByText('未设置抄送人')).toBeTruthy());
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(screen.queryByText('未设置抄送人')).toBeNull());
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(screen.getByText('未设置抄送人')).toBeTruthy());
  });

  it('refuses to publish a tree with problems, lists them and outlines their nodes', async () => {
    const api = serve();
    renderDesigner();
    await screen.findByDisplayValue('检验报告审批');
    // A new approver in the otherwise branch, with nobody to ask yet.
    const plusses = within(screen.getByTestId('workflow-group-c1')).getAllByRole('button', { name: '添加节点' });
    fireEvent.click(plusses.at(-1) as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: /审批人/ }));
    await waitFor(() => expect(screen.getByText('未设置审批人')).toBeTruthy());
    fireEvent.click(button(/发\s*布/));
    const problems = await screen.findByTestId('workflow-problems');
    expect(problems.textContent).toContain('审批人：请设置审批人或抄送人');
    const added = screen.getByText('未设置审批人').closest('[data-testid^="workflow-card-"]') as HTMLElement;
    expect(added.getAttribute('data-invalid')).toBe('true');
    expect(api.posts('/workflow/definition/update')).toHaveLength(0);
    expect(api.posts('/workflow/definition/publish')).toHaveLength(0);
  });

  it('shows the problems the server finds on publishing', async () => {
    const api = serve(FLOW, {
      '/workflow/definition/view': () => success({ ...detail(FLOW), changed: true }),
      '/workflow/definition/publish': () => ({
        code: Code.FieldErrors,
        msg: '流程有误',
        data: null,
        errdata: { 'flow.1.branches.0.flow.0.assignees': ['审批人已离职'] },
      }),
    });
    renderDesigner();
    await screen.findByDisplayValue('检验报告审批');
    // Nothing unsaved: the saved draft goes straight to the server.
    fireEvent.click(button(/发\s*布/));
    await waitFor(() => expect(api.posts('/workflow/definition/publish')).toHaveLength(1));
    const problems = await screen.findByTestId('workflow-problems');
    expect(problems.textContent).toContain('总监复核：审批人已离职');
    expect(card('a2').getAttribute('data-invalid')).toBe('true');
  });
});
