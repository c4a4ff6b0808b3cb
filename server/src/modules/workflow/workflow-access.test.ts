import { Code, FormCalls, WorkflowCalls, type WorkflowInstanceDetail } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { envelope } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import { approver, reviewKit } from './workflow.test-support.js';

const t = useTestApp();
const kit = reviewKit(t);

describe('who may read and act', () => {
  it('a reviewer reads the form while his task is open, without the page permission, audited; and loses it after', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('wtf')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const formId = await kit.started(submitter, templateId);
    await revoke(t.db, { ownerKey: 'hdny', role: 'wtf', pageKey: 'control-form-example-list', action: 'index' });
    await revoke(t.db, { ownerKey: 'hdny', role: 'wtf', pageKey: 'project-report-data', action: 'index' });
    const view = () => a.call(FormCalls.instance, { query: { id: formId } });
    expect(envelope(await view()).code).toBe(Code.Success);
    expect(await lastAudit(t.db, 'form_review_reads', formId)).toMatchObject({ actorId: a.user.id, action: 'create' });
    await kit.acted(a, formId, { action: 'approve' });
    expect(envelope(await view()).code).toBe(Code.NoPermission);
    expect((await kit.detail(a, formId)).code).toBe(Code.NoPermission);
  });

  it('answers null for a form that went through no workflow', async () => {
    const submitter = await kit.member();
    const admin = await kit.member('admin');
    const templateId = await kit.template(admin);
    const formId = await kit.started(submitter, templateId);
    expect((await kit.detail(submitter, formId)).data).toBeNull();
  });

  it('two approvers racing on an or-sign node: exactly one wins, the other is told who did', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([
      approver('one', [a.user.id, b.user.id]),
      approver('two', [submitter.user.id]),
    ]);
    const formId = await kit.started(submitter, templateId);
    const [ofA, ofB] = await Promise.all([kit.review(a, formId), kit.review(b, formId)]);
    const body = (d: WorkflowInstanceDetail) => ({ task_id: d.my_task?.id, revision: d.revision, action: 'approve' });
    const answers = (
      await Promise.all([
        a.call(WorkflowCalls.act, { body: body(ofA) }),
        b.call(WorkflowCalls.act, { body: body(ofB) }),
      ])
    ).map((res) => envelope(res));
    expect(answers.map((x) => x.code).sort()).toEqual([Code.Warning, Code.Success].sort());
    const loser = answers.find((x) => x.code === Code.Warning);
    expect(loser?.msg).toMatch(/已由 测试用户 于 \d\d:\d\d 同意/);
    const review = await kit.review(submitter, formId);
    expect(review.tasks.filter((x) => x.status === 'approved')).toHaveLength(1);
    expect(review.history.filter((h) => h.event === 'approve')).toHaveLength(1);
  });

  it('a stale revision answers code 0 and changes nothing', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id, b.user.id], { mode: 'all' })]);
    const formId = await kit.started(submitter, templateId);
    const stale = await kit.review(b, formId);
    await kit.acted(a, formId, { action: 'approve' });
    const before = await databaseDigest(t.db, ['sessions', 'audit_log']);
    const res = envelope(
      await b.call(WorkflowCalls.act, {
        body: {
          task_id: stale.my_task?.id,
          revision: stale.revision,
          action: 'approve',
        },
      }),
    );
    expect(res.code).toBe(Code.Warning);
    expect(res.msg).toMatch(/^审批已有变化：已由 测试用户 于 \d\d:\d\d 同意，请刷新后再操作$/);
    expect(await databaseDigest(t.db, ['sessions', 'audit_log'])).toEqual(before);
  });

  it('bad input gets a clear error and changes nothing: unknown task, another member’s or owner’s task, bad node id', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const formId = await kit.started(submitter, templateId);
    const review = await kit.review(a, formId);
    const foreign = await signedIn(t, 'xnsd', 'manager');
    const before = await databaseDigest(t.db, ['sessions', 'audit_log']);
    const act = (who: typeof a, body: Record<string, unknown>) => who.call(WorkflowCalls.act, { body });
    const task = { task_id: review.my_task?.id, revision: review.revision };
    expect(envelope(await act(a, { task_id: 999_999, revision: 0, action: 'approve' })).code).toBe(Code.NotFound);
    expect(envelope(await act(b, { ...task, action: 'approve' })).code).toBe(Code.NotFound);
    expect(envelope(await act(foreign, { ...task, action: 'approve' })).code).toBe(Code.NotFound);
    expect(envelope(await act(a, { ...task, action: 'fly' })).code).toBe(Code.FieldErrors);
    expect(envelope(await act(a, { ...task, action: 'send_back', target_node_id: 'nope' })).code).toBe(
      Code.FieldErrors,
    );
    expect(envelope(await foreign.call(WorkflowCalls.instanceOfForm, { query: { form_id: formId } })).code).not.toBe(
      Code.Success,
    );
    expect(await databaseDigest(t.db, ['sessions', 'audit_log'])).toEqual(before);
  });
});

describe('instance lists', () => {
  it('lists mine, involved and (administrators only) all, newest first, with the waiting step', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const { admin, templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const first = await kit.started(submitter, templateId);
    const second = await kit.started(submitter, templateId);
    const list = async (who: typeof a, scope: string) =>
      envelope<{ result: { form_instance_id: number; step: string }[] }>(
        await who.call(WorkflowCalls.instances, { query: { scope } }),
      );
    expect((await list(submitter, 'mine')).data.result.map((r) => r.form_instance_id)).toEqual([second, first]);
    expect((await list(a, 'involved')).data.result.map((r) => r.step)).toEqual(['节点one', '节点one']);
    expect((await list(a, 'mine')).data.result).toEqual([]);
    expect((await list(a, 'all')).code).toBe(Code.NoPermission);
    expect((await list(admin, 'all')).data.result.length).toBeGreaterThanOrEqual(2);
    const foreign = await signedIn(t, 'xnsd', 'admin');
    const theirs = (await list(foreign, 'all')).data.result.map((r) => r.form_instance_id);
    expect(theirs).not.toContain(first);
  });
});
