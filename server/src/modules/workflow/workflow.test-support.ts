import type { Role } from '@app/contract';
import {
  BacklogCalls,
  Code,
  FormCalls,
  type FormItem,
  InboxCalls,
  type InboxItem,
  type ListData,
  type TodoItem,
  type WorkflowActBody,
  WorkflowCalls,
  type WorkflowInstanceDetail,
  type WorkflowNode,
} from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import type { TestApp } from '../../../test/app.js';
import { envelope, type Response } from '../../../test/http.js';
import { auditLog } from '../../core/audit.table.js';
import { workflowHistory, workflowTasks, workflowTimers } from './workflow.table.js';

export type Member = Awaited<ReturnType<typeof signedIn>>;

/** A small form: a required note, and an amount a node may be allowed to change. */
export const REVIEW_ITEMS: FormItem[] = [
  { key: 'note', kind: 'text', title: '说明', required: true },
  { key: 'amount', kind: 'number', title: '金额', minimum: 0, maximum: 1000 },
];

let serial = 0;

/** Everything a review test needs in one owner: an administrator and helpers bound to it. */
export function reviewKit(t: TestApp, ownerKey = 'hdny') {
  const member = (role: Role = 'staff') => signedIn(t, ownerKey, role);

  /** A published template of its own (so a binding by template clashes with no other test). */
  async function template(admin: Member, family = 'general', items: FormItem[] = REVIEW_ITEMS): Promise<number> {
    const name = `审核表${++serial}${Date.now().toString(36)}`;
    const created = envelope<{ id: number }>(await admin.call(FormCalls.createTemplate, { body: { name, family } }));
    await admin.call(FormCalls.saveDraft, { body: { id: created.data.id, name, family, items } });
    await admin.call(FormCalls.publish, { body: { id: created.data.id } });
    return created.data.id;
  }

  /** A published definition with `flow`, bound to `templateIds`. */
  async function definition(admin: Member, flow: WorkflowNode[], templateIds: number[]): Promise<number> {
    const name = `流程${++serial}`;
    const created = envelope<{ id: number }>(
      await admin.call(WorkflowCalls.create, { body: { name, template_ids: templateIds } }),
    );
    expect(created.code, created.msg).toBe(Code.Success);
    const id = created.data.id;
    const saved = envelope(
      await admin.call(WorkflowCalls.update, {
        body: {
          id,
          name,
          families: [],
          template_ids: templateIds,
          enabled: true,
          flow,
        },
      }),
    );
    expect(saved.code, saved.msg).toBe(Code.Success);
    const published = envelope(await admin.call(WorkflowCalls.publish, { body: { id } }));
    expect(published.code, published.msg).toBe(Code.Success);
    return id;
  }

  /** A new template (of `items`) reviewed by `flow`: its administrator and id. */
  async function reviewed(flow: WorkflowNode[], items: FormItem[] = REVIEW_ITEMS) {
    const admin = await member('admin');
    const templateId = await template(admin, 'general', items);
    await definition(admin, flow, [templateId]);
    return { admin, templateId };
  }

  /** Fills and submits a form on the template; answers the form's id and the submit's envelope. */
  async function submit(
    submitter: Member,
    templateId: number,
    data: Record<string, unknown> = { note: '合格', amount: 5 },
  ) {
    const draft = envelope<{ id: number }>(
      await submitter.call(FormCalls.createInstance, { body: { template_id: templateId } }),
    );
    expect(draft.code, draft.msg).toBe(Code.Success);
    const res = envelope<{ number: string }>(
      await submitter.call(FormCalls.submitInstance, { body: { id: draft.data.id, revision: 0, data } }),
    );
    return { formId: draft.data.id, res };
  }

  /** Submits and expects success. */
  async function started(submitter: Member, templateId: number, data?: Record<string, unknown>) {
    const { formId, res } = await submit(submitter, templateId, data);
    expect(res.code, res.msg).toBe(Code.Success);
    return formId;
  }

  const detail = async (who: Member, formId: number) =>
    envelope<WorkflowInstanceDetail | null>(
      await who.call(WorkflowCalls.instanceOfForm, { query: { form_id: formId } }),
    );

  /** The review as `who` sees it, expected to exist. */
  async function review(who: Member, formId: number): Promise<WorkflowInstanceDetail> {
    const res = await detail(who, formId);
    expect(res.code, res.msg).toBe(Code.Success);
    if (!res.data) throw new Error('the form has no review');
    return res.data;
  }

  /** `who` acts on his open task of the form's review at its current revision. */
  async function act(who: Member, formId: number, body: Omit<WorkflowActBody, 'task_id' | 'revision'>) {
    const current = await review(who, formId);
    if (!current.my_task) throw new Error(`${who.user.username} has no open task`);
    return envelope<{ revision: number; status: string }>(
      await who.call(WorkflowCalls.act, {
        body: {
          task_id: current.my_task.id,
          revision: current.revision,
          ...body,
        },
      }),
    );
  }

  async function acted(who: Member, formId: number, body: Omit<WorkflowActBody, 'task_id' | 'revision'>) {
    const res = await act(who, formId, body);
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  }

  /**
   * `bodies.length` acts of `who` on his open task of the form's review, all at the revision he read
   * and sent at once: the task, the instance and the raw answers, in the order of `bodies`.
   */
  async function actAtOnce(who: Member, formId: number, bodies: Omit<WorkflowActBody, 'task_id' | 'revision'>[]) {
    const current = await review(who, formId);
    if (!current.my_task) throw new Error(`${who.user.username} has no open task`);
    const read = { task_id: current.my_task.id, revision: current.revision };
    const answers = await Promise.all(
      bodies.map((body) => who.call(WorkflowCalls.act, { body: { ...read, ...body } })),
    );
    return { taskId: read.task_id, instanceId: current.id, revision: current.revision, answers };
  }

  const todo = async (who: Member) =>
    envelope<ListData<TodoItem>>(await who.call(BacklogCalls.list, { query: { 'per-page': 100 } })).data.result;
  const inbox = async (who: Member) =>
    envelope<ListData<InboxItem>>(await who.call(InboxCalls.list, { query: { 'per-page': 100 } })).data.result;

  return {
    member,
    template,
    definition,
    reviewed,
    submit,
    started,
    detail,
    review,
    act,
    acted,
    actAtOnce,
    todo,
    inbox,
  };
}

/** An approver node asking the given members. */
export const approver = (
  id: string,
  userIds: number[],
  extra: Partial<Extract<WorkflowNode, { kind: 'approver' }>> = {},
): WorkflowNode => ({
  id,
  kind: 'approver',
  name: `节点${id}`,
  assignees: userIds.map((user_id) => ({ kind: 'user' as const, user_id })),
  mode: 'any',
  empty_rule: 'skip',
  ...extra,
});

export const tasksOf = (t: TestApp, instanceId: number) =>
  t.db.select().from(workflowTasks).where(eq(workflowTasks.instanceId, instanceId));

export const timersOf = (t: TestApp, taskId: number) =>
  t.db.select().from(workflowTimers).where(eq(workflowTimers.taskId, taskId));

/** The events of an instance's history, oldest first, as stored (no presenter to hide a duplicate). */
export const historyOf = async (t: TestApp, instanceId: number) =>
  (
    await t.db
      .select({ event: workflowHistory.event })
      .from(workflowHistory)
      .where(eq(workflowHistory.instanceId, instanceId))
      .orderBy(asc(workflowHistory.id))
  ).map((row) => row.event);

/** How many audit rows one entity has: one per change that took effect. */
export const auditCount = async (t: TestApp, entity: string, id: number) =>
  (
    await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
  ).length;

/**
 * The refusal of an act on a task someone closed meanwhile, naming who did what and when:
 * "该任务已处理：已由 张三 于 10:32 同意" (the date goes before the time on another day).
 */
export const closedBy = (name: string, event: string) =>
  new RegExp(`^该任务已处理：已由 ${name} 于 (\\d{2}-\\d{2} )?\\d{2}:\\d{2} ${event}$`);

/**
 * Racing calls were decided once: every answer is HTTP 200, exactly one is code 1 and every other is
 * code 0 with `refusal` as its message. Answers the index of the one that took effect.
 */
export function decidedOnce(answers: Response[], refusal: RegExp | string): number {
  expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
  const envelopes = answers.map((res) => envelope(res));
  const won = envelopes.flatMap((res, index) => (res.code === Code.Success ? [index] : []));
  expect(won, JSON.stringify(envelopes.map((res) => [res.code, res.msg]))).toHaveLength(1);
  const winner = won[0] as number;
  const losers = envelopes.filter((_, index) => index !== winner);
  const message = typeof refusal === 'string' ? refusal : expect.stringMatching(refusal);
  expect(losers).toMatchObject(losers.map(() => ({ code: Code.Warning, msg: message })));
  return winner;
}
