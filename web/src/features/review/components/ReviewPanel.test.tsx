import { Code, type FormInstanceDetail, formSchemas, type WorkflowInstanceDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { FormFillPage } from '../../form/public';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const { schema, uiSchema } = formSchemas('焊缝检验', [
  { key: 'place', title: '部位', kind: 'text' },
  { key: 'cost', title: '费用', kind: 'text' },
]);
const form: FormInstanceDetail = {
  id: 9,
  number: 'JY-0001',
  template_id: 2,
  template_name: '焊缝检验记录',
  family: 'inspection',
  version: 3,
  status: 'submitted',
  project_name: '华东变电站',
  flag_count: 0,
  created_by_name: '张三',
  updated_at: '2026-03-05T08:00:00Z',
  submitted_at: '2026-03-05T08:00:00Z',
  project_id: 1,
  schema,
  ui_schema: uiSchema,
  data: { place: '焊缝 A', cost: '500' },
  flags: [],
  revision: 4,
  updated_by_name: '张三',
  editable: false,
};

const detail = (over: Partial<WorkflowInstanceDetail> = {}): WorkflowInstanceDetail => ({
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
  revision: 7,
  flow: [
    {
      id: 'pm',
      kind: 'approver',
      name: '项目经理审核',
      assignees: [{ kind: 'projectManager' }],
      mode: 'any',
      empty_rule: 'skip',
    },
    {
      id: 'cond',
      kind: 'condition',
      name: '金额判断',
      branches: [
        {
          id: 'big',
          name: '大额',
          conditions: [{ subject: 'item:cost', operator: 'gt', value: 1000 }],
          flow: [
            {
              id: 'boss',
              kind: 'approver',
              name: '总监审批',
              assignees: [{ kind: 'projectChiefSupervisor' }],
              mode: 'any',
              empty_rule: 'skip',
            },
          ],
        },
        { id: 'other', name: '其他', conditions: [], flow: [] },
      ],
    },
    {
      id: 'sup',
      kind: 'approver',
      name: '监理审核',
      assignees: [{ kind: 'projectSupervisor' }],
      mode: 'all',
      empty_rule: 'skip',
    },
  ],
  node_states: { pm: 'done', cond: 'done', boss: 'skipped', sup: 'active' },
  tasks: [
    {
      id: 51,
      node_id: 'pm',
      node_name: '项目经理审核',
      assignee_name: '李四',
      status: 'approved',
      opened_at: null,
      acted_at: null,
      due_at: null,
    },
    {
      id: 52,
      node_id: 'sup',
      node_name: '监理审核',
      assignee_name: '系统管理员',
      status: 'open',
      opened_at: null,
      acted_at: null,
      due_at: null,
    },
  ],
  history: [
    {
      id: 1,
      event: 'submit',
      actor_name: '张三',
      node_id: null,
      node_name: null,
      target_name: null,
      comment: '',
      attachments: [],
      self_review: false,
      at: '2026-03-05T08:00:00Z',
    },
    {
      id: 2,
      event: 'approve',
      actor_name: '李四',
      node_id: 'pm',
      node_name: '项目经理审核',
      target_name: null,
      comment: '同意，请监理复核',
      attachments: [],
      self_review: false,
      at: '2026-03-05T09:00:00Z',
    },
  ],
  my_task: {
    id: 52,
    node_id: 'sup',
    node_name: '监理审核',
    actions: ['approve', 'reject', 'send_back', 'comment'],
    field_rights: { cost: 'hidden' },
  },
  send_back_targets: [{ node_id: 'pm', node_name: '项目经理审核' }],
  can_withdraw: false,
  can_terminate: false,
  ...over,
});

const open = () =>
  renderScreen(<FormFillPage />, { route: '/control/form/example/setup/9', path: '/control/form/example/setup/:id' });
const count = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).length;
const button = (name: RegExp) => screen.findByRole('button', { name });
const dialog = () => screen.findByRole('dialog');

function serve(over: Partial<WorkflowInstanceDetail> = {}, act?: () => ReturnType<typeof success>) {
  return fakeApi({
    '/form/instance/view': () => success(form),
    '/workflow/instance/of-form': () => success(detail(over)),
    '/workflow/task/act': act ?? (() => success({ revision: 8, status: 'in_review' })),
    '/workflow/instance/withdraw': () => success({ revision: 8, status: 'withdrawn' }),
  });
}

describe('ReviewPanel', { timeout: 20_000 }, () => {
  // A form sent back is filled again with the renderer, which the page loads on demand: loaded here
  // first, so that no import is left pending when this file's environment is torn down (the next
  // files of the worker would then fail to load it).
  beforeAll(async () => {
    await import('../../form/components/FormRenderer');
  }, 30_000);

  it('shows the status, the progress through the tree and the history; hides the hidden items', async () => {
    const api = serve();
    open();
    const status = await screen.findByTestId('review-status', {}, { timeout: 10_000 });
    expect(within(status).getByText('审核中')).toBeTruthy();
    expect(within(status).getByText('当前步骤：监理审核')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/workflow/instance/of-form')?.query.get('form_id')).toBe('9');
    expect(screen.getByTestId('node-pm').dataset.state).toBe('done');
    expect(screen.getByTestId('node-sup').dataset.state).toBe('active');
    expect(screen.getByTestId('node-boss').dataset.state).toBe('skipped');
    expect(screen.getByTestId('branch-big').dataset.state).toBe('skipped');
    expect(screen.getByText('系统管理员')).toBeTruthy();
    const entries = screen.getAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[1] as HTMLElement).getByText('同意')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText('同意，请监理复核')).toBeTruthy();
    expect(screen.getByText('部位')).toBeTruthy();
    expect(screen.queryByText('费用')).toBeNull();
    expect(screen.queryByRole('button', { name: /撤\s?回/ })).toBeNull();
  });

  it('approves with the comment and the revision, then reads the form and the workflow again', async () => {
    const api = serve();
    open();
    fireEvent.click(await button(/同\s?意/));
    const box = await dialog();
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '可以' } });
    const before = count(api.calls, '/workflow/instance/of-form');
    fireEvent.click(within(box).getByRole('button', { name: /同\s?意/ }));
    await waitFor(() => expect(api.posts('/workflow/task/act')).toHaveLength(1));
    expect(api.posts('/workflow/task/act')[0]?.body).toEqual({
      task_id: 52,
      revision: 7,
      action: 'approve',
      comment: '可以',
    });
    await waitFor(() =>
      expect(api.banners).toContainEqual(expect.objectContaining({ type: 'success', content: '已同意' })),
    );
    await waitFor(() => expect(count(api.calls, '/workflow/instance/of-form')).toBeGreaterThan(before));
  });

  it('sends back only with a reason, to the submitter or a node done before', async () => {
    const api = serve();
    open();
    fireEvent.click(await button(/退\s?回/));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: /退\s?回/ }));
    expect(await within(box).findByText('请填写原因')).toBeTruthy();
    expect(api.posts('/workflow/task/act')).toHaveLength(0);
    fireEvent.mouseDown(within(box).getByRole('combobox'));
    expect(await screen.findByTitle('项目经理审核')).toBeTruthy();
    fireEvent.click(screen.getByTitle('项目经理审核'));
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '照片不清楚' } });
    fireEvent.click(within(box).getByRole('button', { name: /退\s?回/ }));
    await waitFor(() => expect(api.posts('/workflow/task/act')).toHaveLength(1));
    expect(api.posts('/workflow/task/act')[0]?.body).toEqual({
      task_id: 52,
      revision: 7,
      action: 'send_back',
      comment: '照片不清楚',
      target_node_id: 'pm',
    });
  });

  it('lets an approver change the items his node may edit, and approves with what he changed', async () => {
    const editing = detail().my_task;
    const api = serve({ my_task: editing && { ...editing, field_rights: { cost: 'edit' } } });
    open();
    const section = await screen.findByRole('region', { name: '本节点可修改的项' }, { timeout: 10_000 });
    const cost = await within(section).findByDisplayValue('500', {}, { timeout: 10_000 });
    expect(within(section).queryByDisplayValue('焊缝 A')).toBeNull();
    fireEvent.change(cost, { target: { value: '800' } });
    fireEvent.click(await button(/同\s?意/));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: /同\s?意/ }));
    await waitFor(() => expect(api.posts('/workflow/task/act')).toHaveLength(1));
    expect(api.posts('/workflow/task/act')[0]?.body).toEqual({
      task_id: 52,
      revision: 7,
      action: 'approve',
      comment: '',
      data: { cost: '800' },
    });
  });

  it('shows the message of a code 0 answer and reads the workflow again', async () => {
    const api = serve({}, () => ({ code: Code.Warning, msg: '李四已处理此任务', data: null }) as never);
    open();
    fireEvent.click(await button(/同\s?意/));
    const box = await dialog();
    const before = count(api.calls, '/workflow/instance/of-form');
    fireEvent.click(within(box).getByRole('button', { name: /同\s?意/ }));
    await waitFor(() =>
      expect(api.banners).toContainEqual(expect.objectContaining({ type: 'warning', content: '李四已处理此任务' })),
    );
    await waitFor(() => expect(count(api.calls, '/workflow/instance/of-form')).toBeGreaterThan(before));
  });

  it('shows a four-eyes refusal as the server words it and keeps the dialog open', async () => {
    const refusal = '不能审核自己提交或填写的表单（四眼原则）；可转交他人处理';
    const api = serve({}, () => ({ code: Code.IllegalOperation, msg: refusal, data: null }) as never);
    open();
    fireEvent.click(await button(/同\s?意/));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: /同\s?意/ }));
    await waitFor(() =>
      expect(api.banners).toContainEqual(expect.objectContaining({ type: 'warning', content: `非法操作：${refusal}` })),
    );
    expect(api.banners.some((b) => b.type === 'success')).toBe(false);
    expect(screen.getByRole('dialog')).toBe(box);
  });

  it('offers the submitter withdrawing only while allowed', async () => {
    const api = serve({ my_task: null, can_withdraw: true });
    open();
    fireEvent.click(await button(/撤\s?回/));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: /撤\s?回/ }));
    await waitFor(() => expect(api.posts('/workflow/instance/withdraw')).toHaveLength(1));
    expect(api.posts('/workflow/instance/withdraw')[0]?.body).toEqual({ id: 31, revision: 7, comment: '' });
    expect(screen.queryByRole('button', { name: /同\s?意/ })).toBeNull();
  });

  it('shows the send-back reason above a form sent back to its submitter', async () => {
    fakeApi({
      '/form/instance/view': () => success({ ...form, editable: true }),
      '/workflow/instance/of-form': () =>
        success(
          detail({
            status: 'sent_back',
            step: '',
            my_task: null,
            history: [
              ...detail().history,
              {
                id: 3,
                event: 'send_back',
                actor_name: '王五',
                node_id: 'sup',
                node_name: '监理审核',
                target_name: null,
                comment: '照片不清楚',
                attachments: [],
                self_review: false,
                at: '2026-03-05T10:00:00Z',
              },
            ],
          }),
        ),
    });
    open();
    expect(await screen.findByText('表单已退回，请修改后重新提交', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('退回原因：照片不清楚（王五）')).toBeTruthy();
    expect(await button(/提\s?交/)).toBeTruthy();
    // Editable again: the renderer draws it (and is done loading before the file ends).
    await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 10_000 });
  });
});
