import { Code, type NcrDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { describe, expect, it, vi } from 'vitest';
import { connectFeedback } from '../../../lib/feedback';
import { PHONE_QUERY } from '../../../lib/use-is-phone';
import { type ApiCall, fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import NcrPanel from './NcrPanel';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const people = [
  { id: 4, name: '周检验' },
  { id: 5, name: '吴经理' },
];

const ncr = (over: Partial<NcrDetail> = {}): NcrDetail => ({
  id: 31,
  state: 'disposition',
  raised: true,
  disposition: null,
  disposition_note: '',
  plan: '',
  responsible: null,
  due_date: null,
  overdue: false,
  planned_by_name: '',
  execution_note: '',
  closed_at: null,
  steps: [],
  actions: ['dispose'],
  responsible_candidates: people,
  ...over,
});

/** An NCR in execution, past its due date, with its history so far. */
const executing = ncr({
  state: 'execution',
  disposition: 'repair',
  disposition_note: '返修后复检',
  plan: '更换密封圈并复测',
  responsible: people[0] ?? null,
  due_date: '2026-03-01',
  overdue: true,
  planned_by_name: '孙检验',
  steps: [
    {
      action: 'dispose',
      from_state: 'disposition',
      to_state: 'plan',
      note: '返修后复检',
      files: [],
      actor_name: '郑业主',
      self_review: false,
      at: '2026-02-20T02:00:00Z',
    },
    {
      action: 'plan',
      from_state: 'plan',
      to_state: 'approval',
      note: '更换密封圈并复测',
      files: [],
      actor_name: '孙检验',
      self_review: false,
      at: '2026-02-21T02:00:00Z',
    },
    {
      action: 'approve',
      from_state: 'approval',
      to_state: 'execution',
      note: '',
      files: [{ id: '0b7e4c1a-1111-4222-8333-444455556666', name: '密封圈.jpg' }],
      actor_name: '吴经理',
      self_review: false,
      at: '2026-02-22T02:00:00Z',
    },
  ],
  actions: ['execute'],
});

function serve(detail: () => ReturnType<typeof success<NcrDetail>>, act?: (call: ApiCall) => unknown) {
  return fakeApi({
    '/ncr/detail': detail,
    '/ncr/act': (call) => (act ? act(call) : success(ncr())) as ReturnType<typeof success<NcrDetail>>,
  });
}

/** Records the confirmations asked (and accepts them) and the banners shown, in place of the fake API's. */
function recordFeedback() {
  const asked: string[] = [];
  const banners: { type: string; content: string }[] = [];
  const message = { open: (o: { type: string; content: string }) => banners.push(o) } as unknown as MessageInstance;
  const modal = {
    confirm: (o: { content: string; onOk: () => void }) => {
      asked.push(o.content);
      o.onOk();
    },
  } as unknown as ModalApi;
  connectFeedback({ message, modal });
  return { asked, banners };
}

const open = () => renderScreen(<NcrPanel reportId={31} />);
const dialog = () => screen.findByRole('dialog');
const stepTitles = (status: string) =>
  [...document.querySelectorAll(`.ant-steps-item-${status} .ant-steps-item-title`)].map((node) => node.textContent);

describe('NcrPanel', { timeout: 20_000 }, () => {
  it('shows the loop: the stage waiting, what is settled, the overdue date in red, the history with its evidence', async () => {
    const api = serve(() => success(executing));
    open();
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('待整改')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/ncr/detail')?.query.get('id')).toBe('31');
    expect(stepTitles('process')).toEqual(['整改执行']);
    expect(stepTitles('finish')).toEqual(['处置', '整改计划', '计划审批']);
    expect(screen.getByText('返修')).toBeTruthy();
    expect(screen.getByText('周检验')).toBeTruthy();
    const due = screen.getByText('2026-03-01');
    expect(due.closest('.ant-typography-danger')).not.toBeNull();
    expect(screen.getAllByText('已逾期').length).toBeGreaterThan(0);
    const steps = screen.getAllByTestId('ncr-step');
    expect(steps).toHaveLength(3);
    expect(within(steps[0] as HTMLElement).getByText('郑业主')).toBeTruthy();
    expect(within(steps[0] as HTMLElement).getByText('确定处置')).toBeTruthy();
    const photo = within(steps[2] as HTMLElement).getByRole('link', { name: /密封圈\.jpg/ });
    expect(photo.getAttribute('href')).toContain('/api/files/download?path=0b7e4c1a-1111-4222-8333-444455556666');
    expect(screen.getByRole('button', { name: '记录整改' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '验证通过' })).toBeNull();
  });

  it('shows a closed NCR with every stage done and nothing to do', async () => {
    serve(() =>
      success(ncr({ ...executing, state: 'closed', overdue: false, actions: [], closed_at: '2026-03-05T08:00:00Z' })),
    );
    open();
    expect(await screen.findByText('已关闭')).toBeTruthy();
    expect(stepTitles('finish')).toEqual(['处置', '整改计划', '计划审批', '整改执行', '验证', '关闭']);
    expect(screen.queryByText('已逾期')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why nothing can be done on a draft, and that nothing is recorded yet', async () => {
    serve(() => success(ncr({ raised: false, actions: [] })));
    open();
    expect(await screen.findByText('报告提交后开始处置流程。')).toBeTruthy();
    expect(screen.getByText('暂无处置记录')).toBeTruthy();
  });

  it('disposes: checks the fields, sends the step, and shows the loop it answers with', async () => {
    const api = serve(
      () => success(ncr()),
      () => success(ncr({ state: 'plan', disposition: 'repair', disposition_note: '返修后复检', actions: [] })),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '确定处置' }));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: '确定处置' }));
    expect(await within(box).findByText('请选择处置方式')).toBeTruthy();
    expect(within(box).getByText('请填写处置说明')).toBeTruthy();
    expect(api.posts('/ncr/act')).toHaveLength(0);

    fireEvent.click(within(box).getByLabelText('返修'));
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '返修后复检' } });
    fireEvent.click(within(box).getByRole('button', { name: '确定处置' }));
    await waitFor(() => expect(api.posts('/ncr/act')).toHaveLength(1));
    expect(api.posts('/ncr/act')[0]?.query.get('id')).toBe('31');
    expect(api.posts('/ncr/act')[0]?.body).toEqual({ action: 'dispose', disposition: 'repair', note: '返修后复检' });
    await waitFor(() =>
      expect(api.banners).toContainEqual(expect.objectContaining({ type: 'success', content: '已确定处置方式' })),
    );
    expect(await screen.findByText('待制定整改计划')).toBeTruthy();
    expect(screen.getByText('当前步骤无需您处理。')).toBeTruthy();
  });

  it('asks a plan for its measures, its responsible and its due date, offering the project’s people', async () => {
    const api = serve(() => success(ncr({ state: 'plan', actions: ['plan'] })));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '制定整改计划' }));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: '制定整改计划' }));
    for (const text of ['请填写整改措施', '请选择责任人', '请选择整改期限']) {
      expect(await within(box).findByText(text)).toBeTruthy();
    }
    fireEvent.mouseDown(within(box).getByRole('combobox'));
    expect(await screen.findByTitle('吴经理')).toBeTruthy();
    expect(api.posts('/ncr/act')).toHaveLength(0);
  });

  it('confirms a verification, and on a code 0 answer tells it and reads the loop again', async () => {
    const verifying = ncr({ ...executing, state: 'verification', actions: ['verify', 'fail'] });
    const api = serve(
      () => success(verifying),
      () => ({ code: Code.Warning, msg: '该不符合项已被他人处理，请查看最新进度', data: null }),
    );
    const feedback = recordFeedback();
    open();
    fireEvent.click(await screen.findByRole('button', { name: '验证通过' }));
    const box = await dialog();
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '复检合格' } });
    const reads = api.calls.filter((c) => c.path === '/ncr/detail').length;
    fireEvent.click(within(box).getByRole('button', { name: '验证通过' }));
    await waitFor(() => expect(api.posts('/ncr/act')).toHaveLength(1));
    expect(feedback.asked).toEqual(['确认验证通过？不符合项将被关闭。']);
    expect(api.posts('/ncr/act')[0]?.body).toEqual({ action: 'verify', note: '复检合格' });
    await waitFor(() =>
      expect(feedback.banners).toContainEqual(
        expect.objectContaining({ type: 'warning', content: '该不符合项已被他人处理，请查看最新进度' }),
      ),
    );
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/ncr/detail').length).toBeGreaterThan(reads));
  });

  it('records the corrective action with its evidence photos', async () => {
    const api = serve(() => success(executing));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '记录整改' }));
    const box = await dialog();
    expect(within(box).getByText('证据照片')).toBeTruthy();
    expect(within(box).getByText('已上传 0 / 9 张')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: '记录整改' }));
    expect(await within(box).findByText('请填写整改情况')).toBeTruthy();
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '已更换密封圈' } });
    fireEvent.click(within(box).getByRole('button', { name: '记录整改' }));
    await waitFor(() => expect(api.posts('/ncr/act')).toHaveLength(1));
    expect(api.posts('/ncr/act')[0]?.body).toEqual({ action: 'execute', note: '已更换密封圈', file_ids: [] });
  });

  it('puts a field the server refuses under its field', async () => {
    const api = serve(
      () => success(ncr({ state: 'approval', actions: ['approve', 'reject'] })),
      () => ({ code: Code.FieldErrors, msg: 'note', data: null, errdata: { note: ['过长'] } }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '退回计划' }));
    const box = await dialog();
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '措施不具体' } });
    fireEvent.click(within(box).getByRole('button', { name: '退回计划' }));
    expect(await within(box).findByText('过长')).toBeTruthy();
    expect(api.posts('/ncr/act')[0]?.body).toEqual({ action: 'reject', note: '措施不具体' });
  });

  it('shows a four-eyes refusal above the fields, the dialog left open', async () => {
    const refusal = '不能验证自己执行的整改（四眼原则），请由其他人员验证';
    const api = serve(
      () => success(ncr({ ...executing, state: 'verification', actions: ['verify', 'fail'] })),
      () => ({ code: Code.IllegalOperation, msg: refusal, data: null }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '验证通过' }));
    const box = await dialog();
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '复检合格' } });
    fireEvent.click(within(box).getByRole('button', { name: '验证通过' }));
    await waitFor(() => expect(api.posts('/ncr/act')).toHaveLength(1));
    expect((await within(box).findByRole('alert')).textContent).toContain(refusal);
    expect(screen.getByRole('dialog')).toBe(box);
  });

  it('offers a retry when the loop cannot be read', async () => {
    let fail = true;
    serve(() => (fail ? ({ code: Code.Error, msg: '服务器忙', data: null } as never) : success(ncr({ actions: [] }))));
    open();
    expect(await screen.findByText('不符合项处置信息加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('待处置')).toBeTruthy();
  });

  it('is empty for a report without a loop', async () => {
    serve(() => ({ code: Code.NotFound, msg: '不存在', data: null }) as never);
    open();
    expect(await screen.findByText('该报告没有处置流程')).toBeTruthy();
  });

  it('lists the stages down a phone’s screen, with full-width buttons', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve(() => success(executing));
    open();
    const button = await screen.findByRole('button', { name: '记录整改' });
    expect(button.className).toContain('ant-btn-block');
    expect(document.querySelector('.ant-steps-vertical')).not.toBeNull();
    expect(document.querySelector('.ant-descriptions')?.querySelectorAll('tr').length).toBe(6);
  });
});
