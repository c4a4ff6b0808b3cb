import '../texts';
import { Code, type IndependenceRule } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dates';
import { connectFeedback } from '../../../lib/feedback';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { FourEyesCard } from './FourEyesCard';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const RELAXED_AT = '2026-12-01T08:00:00Z';
const rule = (kind: IndependenceRule['kind'], relaxedBy?: string): IndependenceRule => ({
  kind,
  relaxed: relaxedBy !== undefined,
  relaxed_by_name: relaxedBy ?? null,
  relaxed_at: relaxedBy === undefined ? null : RELAXED_AT,
});

/** The server's rules, changed by each update it accepts, as the real one does. */
function serve(initial: IndependenceRule[]) {
  let rules = initial;
  const api = fakeApi({
    '/workflow/independence': () => success(rules),
    '/workflow/independence/update': (call) => {
      const body = call.body as { kind: IndependenceRule['kind']; relaxed: boolean };
      rules = rules.map((r) => (r.kind === body.kind ? rule(r.kind, body.relaxed ? '系统管理员' : undefined) : r));
      return { code: Code.Success, msg: '已更新四眼原则设置', data: null };
    },
  });
  return api;
}

/** Records the confirmations asked, answering each with `accept`, and the banners shown. */
function answerConfirmations(accept: boolean) {
  const asked: { title: string; content: string }[] = [];
  const banners: { type: string; content: string }[] = [];
  const message = { open: (o: { type: string; content: string }) => banners.push(o) } as unknown as MessageInstance;
  const modal = {
    confirm: (o: { title: string; content: string; onOk: () => void; onCancel: () => void }) => {
      asked.push({ title: o.title, content: o.content });
      if (accept) o.onOk();
      else o.onCancel();
    },
  } as unknown as ModalApi;
  connectFeedback({ message, modal });
  return { asked, banners };
}

const row = (kind: IndependenceRule['kind']) => screen.findByTestId(`four-eyes-${kind}`);
const toggle = (box: HTMLElement) => within(box).getByRole('switch') as HTMLButtonElement;

describe('FourEyesCard', { timeout: 30_000 }, () => {
  it('lists the three kinds, each with what it keeps apart, whether it holds, and who relaxed it when', async () => {
    serve([rule('form_review'), rule('ncr_plan_review', '王主任'), rule('ncr_verification')]);
    renderScreen(<FourEyesCard canUpdate />);
    const form = await row('form_review');
    expect(within(form).getByText('表单审核')).toBeTruthy();
    expect(within(form).getByText(/提交人、创建人和报告署名的填写人不参与审核/)).toBeTruthy();
    expect(within(form).getByText('生效中')).toBeTruthy();
    expect(toggle(form).getAttribute('aria-checked')).toBe('false');
    expect(toggle(form).getAttribute('aria-label')).toBe('允许本人审核：表单审核');
    expect(within(form).queryByText(/放宽$/)).toBeNull();

    const plan = await row('ncr_plan_review');
    expect(within(plan).getByText('已放宽')).toBeTruthy();
    expect(toggle(plan).getAttribute('aria-checked')).toBe('true');
    expect(within(plan).getByText(`王主任 于 ${dayjs(RELAXED_AT).format('YYYY-MM-DD HH:mm')} 放宽`)).toBeTruthy();
    expect(within(await row('ncr_verification')).getByText(/执行整改的人/)).toBeTruthy();
  });

  it('relaxes a rule only once its weakening is confirmed, then shows who relaxed it', async () => {
    const api = serve([rule('form_review'), rule('ncr_plan_review'), rule('ncr_verification')]);
    const feedback = answerConfirmations(true);
    renderScreen(<FourEyesCard canUpdate />);
    fireEvent.click(toggle(await row('ncr_verification')));
    await waitFor(() => expect(api.posts('/workflow/independence/update')).toHaveLength(1));
    expect(feedback.asked).toHaveLength(1);
    expect(feedback.asked[0]?.title).toBe('允许本人审核？');
    expect(feedback.asked[0]?.content).toContain('“不符合项整改验证”');
    expect(feedback.asked[0]?.content).toContain('削弱一项审计保障');
    expect(feedback.asked[0]?.content).toContain('审批记录、审计日志和导出的报告中标记');
    expect(api.posts('/workflow/independence/update')[0]?.body).toEqual({ kind: 'ncr_verification', relaxed: true });
    const verification = await row('ncr_verification');
    await waitFor(() => expect(toggle(verification).getAttribute('aria-checked')).toBe('true'));
    expect(within(verification).getByText(/^系统管理员 于 .* 放宽$/)).toBeTruthy();
    expect(feedback.banners).toContainEqual(
      expect.objectContaining({ type: 'success', content: '已允许本人审核：不符合项整改验证' }),
    );
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = serve([rule('form_review'), rule('ncr_plan_review'), rule('ncr_verification')]);
    const feedback = answerConfirmations(false);
    renderScreen(<FourEyesCard canUpdate />);
    const form = await row('form_review');
    fireEvent.click(toggle(form));
    await waitFor(() => expect(feedback.asked).toHaveLength(1));
    expect(api.posts('/workflow/independence/update')).toHaveLength(0);
    expect(toggle(form).getAttribute('aria-checked')).toBe('false');
  });

  it('restores a rule without asking', async () => {
    const api = serve([rule('form_review', '王主任'), rule('ncr_plan_review'), rule('ncr_verification')]);
    const feedback = answerConfirmations(true);
    renderScreen(<FourEyesCard canUpdate />);
    fireEvent.click(toggle(await row('form_review')));
    await waitFor(() => expect(api.posts('/workflow/independence/update')).toHaveLength(1));
    expect(api.posts('/workflow/independence/update')[0]?.body).toEqual({ kind: 'form_review', relaxed: false });
    expect(feedback.asked).toHaveLength(0);
    await waitFor(() => expect(within(screen.getByTestId('four-eyes-form_review')).getByText('生效中')).toBeTruthy());
  });

  it('shows a refusal as the server words it and keeps what the server holds', async () => {
    const api = fakeApi({
      '/workflow/independence': () => success([rule('form_review'), rule('ncr_plan_review'), rule('ncr_verification')]),
      '/workflow/independence/update': () => ({ code: Code.IllegalOperation, msg: '无法更新', data: null }),
    });
    renderScreen(<FourEyesCard canUpdate />);
    const form = await row('form_review');
    fireEvent.click(toggle(form));
    await waitFor(() => expect(api.banners).toContainEqual(expect.objectContaining({ content: '非法操作：无法更新' })));
    expect(toggle(form).getAttribute('aria-checked')).toBe('false');
  });

  it('offers no switch to turn without the update right', async () => {
    serve([rule('form_review'), rule('ncr_plan_review', '王主任'), rule('ncr_verification')]);
    renderScreen(<FourEyesCard canUpdate={false} />);
    await row('form_review');
    const switches = screen.getAllByRole('switch') as HTMLButtonElement[];
    expect(switches).toHaveLength(3);
    for (const one of switches) expect(one.disabled).toBe(true);
  });

  it('shows a failed read with a retry', async () => {
    let fail = true;
    fakeApi({
      '/workflow/independence': () =>
        fail ? { code: Code.Error, msg: '数据库不可用', data: null } : success([rule('form_review')]),
    });
    renderScreen(<FourEyesCard canUpdate />);
    expect(await screen.findByText('四眼原则设置加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await row('form_review')).toBeTruthy();
  });
});
