import { Code, WorkflowCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { envelope } from '../../../test/http.js';
import { approver, reviewKit } from './workflow.test-support.js';

const t = useTestApp();
const kit = reviewKit(t);

describe('signing modes', () => {
  it('or-sign: the first approval closes the others, and the to-do rows and notices follow the tasks', async () => {
    const [submitter, a, b, c] = await Promise.all([
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
      kit.member('wtf'),
    ]);
    const { templateId } = await kit.reviewed([
      approver('first', [a.user.id, b.user.id]),
      approver('second', [c.user.id]),
    ]);
    const formId = await kit.started(submitter, templateId);

    const todoOfA = await kit.todo(a);
    expect(todoOfA).toHaveLength(1);
    expect(todoOfA[0]).toMatchObject({
      step: '节点first',
      link: `/control/form/example/setup/${formId}`,
      submit_by: '测试用户',
    });
    expect((await kit.inbox(a))[0]).toMatchObject({ kind: 'task', read: false });
    expect(await kit.todo(c)).toHaveLength(0);

    await kit.acted(a, formId, { action: 'approve', comment: '同意' });
    expect(await kit.todo(a)).toHaveLength(0);
    expect(await kit.todo(b)).toHaveLength(0);
    expect(await kit.todo(c)).toHaveLength(1);
    const review = await kit.review(c, formId);
    expect(review.node_states).toEqual({ first: 'done', second: 'active' });
    expect(review.tasks.map((task) => [task.node_id, task.status])).toEqual([
      ['first', 'approved'],
      ['first', 'cancelled'],
      ['second', 'open'],
    ]);
    expect(review.step).toBe('节点second');
    expect(review.send_back_targets).toEqual([{ node_id: 'first', node_name: '节点first' }]);

    const done = await kit.acted(c, formId, { action: 'approve' });
    expect(done.status).toBe('approved');
    const ended = await kit.review(submitter, formId);
    expect(ended.status).toBe('approved');
    expect(ended.ended_at).not.toBeNull();
    expect(ended.history.map((h) => h.event)).toEqual(['submit', 'approve', 'approve', 'approved']);
    expect(ended.history[1]).toMatchObject({ actor_name: '测试用户', node_name: '节点first', comment: '同意' });
    expect((await kit.inbox(submitter)).map((item) => item.kind)).toContain('result');
  });

  it('countersign: every assignee must approve', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('all', [a.user.id, b.user.id], { mode: 'all' })]);
    const formId = await kit.started(submitter, templateId);
    expect((await kit.acted(a, formId, { action: 'approve' })).status).toBe('in_review');
    expect(await kit.todo(b)).toHaveLength(1);
    expect((await kit.acted(b, formId, { action: 'approve' })).status).toBe('approved');
  });

  it('sequential: one task open at a time, in order', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('seq', [a.user.id, b.user.id], { mode: 'sequential' })]);
    const formId = await kit.started(submitter, templateId);
    expect((await kit.review(b, formId)).my_task).toBeNull();
    expect((await kit.review(a, formId)).tasks.map((task) => task.status)).toEqual(['open', 'waiting']);
    expect(await kit.todo(b)).toHaveLength(0);
    await kit.acted(a, formId, { action: 'approve' });
    expect(await kit.todo(b)).toHaveLength(1);
    expect((await kit.acted(b, formId, { action: 'approve' })).status).toBe('approved');
  });

  it('reject ends the review, closes every task and tells the submitter', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('all', [a.user.id, b.user.id], { mode: 'all' })]);
    const formId = await kit.started(submitter, templateId);
    expect((await kit.acted(a, formId, { action: 'reject', comment: '数据不全' })).status).toBe('rejected');
    expect(await kit.todo(b)).toHaveLength(0);
    const review = await kit.review(submitter, formId);
    expect(review.tasks.map((task) => task.status)).toEqual(['rejected', 'cancelled']);
    expect((await kit.inbox(submitter)).find((item) => item.kind === 'result')?.title).toContain('审批驳回');
    const late = await kit.act(a, formId, { action: 'approve' }).catch((error: Error) => error);
    expect(late).toBeInstanceOf(Error);
    const res = envelope(
      await b.call(WorkflowCalls.act, {
        body: {
          task_id: review.tasks[1]?.id,
          revision: review.revision,
          action: 'approve',
        },
      }),
    );
    expect(res.code).toBe(Code.Warning);
    expect(res.msg).toMatch(/^该任务已处理：已由 测试用户 于 \d\d:\d\d 驳回$/);
  });
});
