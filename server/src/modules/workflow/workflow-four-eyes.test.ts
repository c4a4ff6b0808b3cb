import { Code, FormCalls, OwnerAdminCalls, OwnerCalls, WorkflowCalls } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { createUser } from '../../../test/factories.js';
import { caller, envelope, login } from '../../../test/http.js';
import { workflowHistory, workflowInstances, workflowTasks } from './workflow.table.js';
import { approver, type Member, reviewKit, tasksOf } from './workflow.test-support.js';

/** Issue 32: nobody reviews a form he submitted or wrote, unless the owner relaxed the rule. */
const t = useTestApp();
const kit = reviewKit(t);

const OWN_FORM = '不能审核自己提交或填写的表单（四眼原则）；可转交他人处理';
const TO_AUTHOR = '不能交给表单的提交人或填写人审核（四眼原则）';

/** Runs `call`, expects code 7 with `msg`, and that nothing in the database changed. */
async function refused(call: () => Promise<{ code: number; msg: string }>, msg: string) {
  const digest = await databaseDigest(t.db, ['sessions']);
  const res = await call();
  expect(res.code, res.msg).toBe(Code.IllegalOperation);
  expect(res.msg).toBe(msg);
  expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
}

const instanceOf = async (formId: number) =>
  (await t.db.select().from(workflowInstances).where(eq(workflowInstances.formInstanceId, formId)))[0];

let serial = 0;
/**
 * A small team: an owner made as the configuration administrator makes one, its only member its
 * administrator (signed in and working in it), and a review kit bound to it.
 */
async function smallTeam() {
  const config = await signedIn(t, 'config');
  const user = await createUser(t.db);
  const key = `team${++serial}${Date.now().toString(36)}`;
  const made = envelope(
    await config.call(OwnerAdminCalls.create, {
      body: {
        name: '小型项目部',
        full_name: '小型项目部',
        alphabet: 'XX',
        abridge: 'XX',
        province: '江苏省',
        city: '盐城市',
        town: '滨海县',
        logo: '',
        config_admin: true,
        key,
        admin_username: user.username,
      },
    }),
  );
  expect(made.code, made.msg).toBe(Code.Success);
  const cookie = await login(t.app, user.username);
  const admin: Member = { user, cookie, call: caller(t.app, cookie) };
  expect(envelope(await admin.call(OwnerCalls.change, { query: { key } })).code).toBe(Code.Success);
  return { admin, team: reviewKit(t, key) };
}

async function relax(admin: Member, relaxed: boolean) {
  const res = envelope(await admin.call(WorkflowCalls.setIndependence, { body: { kind: 'form_review', relaxed } }));
  expect(res.code, res.msg).toBe(Code.Success);
}

describe('the four-eyes rule in form reviews', () => {
  it('gives the submitter no task at a node that names him: the others review, his to-do stays empty', async () => {
    const [manager, colleague] = await Promise.all([kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('managers', [manager.user.id, colleague.user.id])]);
    const formId = await kit.started(manager, templateId);
    const instance = await instanceOf(formId);
    expect((await tasksOf(t, instance?.id ?? 0)).map((task) => task.assigneeId)).toEqual([colleague.user.id]);
    expect(await kit.todo(manager)).toHaveLength(0);
    expect((await kit.review(manager, formId)).my_task).toBeNull();
    expect((await kit.acted(colleague, formId, { action: 'approve' })).status).toBe('approved');
  });

  it('sends a node only the author could review to the other administrators, told why, instead of approving it', async () => {
    const manager = await kit.member('manager');
    const { admin, templateId } = await kit.reviewed([approver('self', [manager.user.id])]);
    const formId = await kit.started(manager, templateId);
    const instance = await instanceOf(formId);
    expect(instance?.status).toBe('in_review');
    const assignees = (await tasksOf(t, instance?.id ?? 0)).map((task) => task.assigneeId);
    expect(assignees).toContain(admin.user.id);
    expect(assignees).not.toContain(manager.user.id);
    expect((await kit.inbox(admin)).map((notice) => notice.title)).toContainEqual(
      expect.stringMatching(/^需指派独立审核人：/),
    );
    expect((await kit.acted(admin, formId, { action: 'approve' })).status).toBe('approved');
  });

  it('refuses the submission, storing nothing, when the author is the only administrator left to ask', async () => {
    const { admin, team: alone } = await smallTeam();
    const templateId = await alone.template(admin);
    await alone.definition(admin, [approver('self', [admin.user.id])], [templateId]);
    const draft = envelope<{ id: number }>(
      await admin.call(FormCalls.createInstance, { body: { template_id: templateId } }),
    );
    await refused(
      async () =>
        envelope(
          await admin.call(FormCalls.submitInstance, {
            body: {
              id: draft.data.id,
              revision: 0,
              data: { note: '合格', amount: 5 },
            },
          }),
        ),
      '审批节点“节点self”只有表单作者本人可审，且没有其他管理员；请指定其他审批人，或由管理员在“工作流”页面的四眼原则中允许本人审核',
    );
  });

  it('refuses a hand-over of the task to the submitter, by transfer, delegation or added signer', async () => {
    const [submitter, reviewer] = await Promise.all([kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [reviewer.user.id])]);
    const formId = await kit.started(submitter, templateId);
    const to = submitter.user.id;
    await refused(() => kit.act(reviewer, formId, { action: 'transfer', user_id: to }), TO_AUTHOR);
    await refused(() => kit.act(reviewer, formId, { action: 'delegate', user_id: to }), TO_AUTHOR);
    await refused(() => kit.act(reviewer, formId, { action: 'add_signer', user_id: to, position: 'after' }), TO_AUTHOR);
    expect(await kit.todo(submitter)).toHaveLength(0);
  });

  it('refuses the author’s decision on a task given him before the rule, changing nothing; he may still hand it on', async () => {
    const [submitter, other] = await Promise.all([kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [other.user.id])]);
    const formId = await kit.started(submitter, templateId);
    // As the upgrade leaves a task opened before the rule existed: the author holds it, unmarked.
    const instance = await instanceOf(formId);
    await t.db
      .update(workflowTasks)
      .set({ assigneeId: submitter.user.id })
      .where(eq(workflowTasks.instanceId, instance?.id ?? 0));
    // His page offers him only handing it on and commenting.
    expect((await kit.review(submitter, formId)).my_task?.actions).toEqual(['transfer', 'delegate', 'comment']);
    for (const body of [
      { action: 'approve' },
      { action: 'reject' },
      { action: 'send_back' },
      { action: 'add_signer', user_id: other.user.id, position: 'before' },
    ] as const) {
      await refused(() => kit.act(submitter, formId, body), OWN_FORM);
    }
    await kit.acted(submitter, formId, { action: 'transfer', user_id: other.user.id });
    expect((await kit.acted(other, formId, { action: 'approve' })).status).toBe('approved');
  });

  it('lets the author review once the owner relaxes the rule, marked in the history and the audit log', async () => {
    const { admin, team: small } = await smallTeam();
    const templateId = await small.template(admin);
    await small.definition(admin, [approver('self', [admin.user.id])], [templateId]);
    await relax(admin, true);
    const formId = await small.started(admin, templateId);
    const task = (await small.review(admin, formId)).my_task;
    expect(task?.node_id).toBe('self');
    expect((await small.acted(admin, formId, { action: 'approve', comment: '小团队自审' })).status).toBe('approved');

    const history = (await small.review(admin, formId)).history;
    expect(history.map((entry) => [entry.event, entry.self_review])).toEqual([
      ['submit', false],
      ['approve', true],
      ['approved', false],
    ]);
    const instance = await instanceOf(formId);
    const [marked] = await t.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.instanceId, instance?.id ?? 0), eq(workflowHistory.event, 'approve')));
    expect(marked?.selfReview).toBe(true);
    expect((await lastAudit(t.db, 'workflow_tasks', task?.id ?? 0))?.changes).toMatchObject({
      self_review: { after: true },
    });
    expect((await lastAudit(t.db, 'review_relaxations', 'form_review'))?.changes).toMatchObject({
      relaxed: { before: false, after: true },
    });

    // Restored, the rule holds again for the next form.
    await relax(admin, false);
    const next = await small.submit(admin, templateId);
    expect(next.res.code).toBe(Code.IllegalOperation);
  });

  it('shows the owner’s rules to the workflow page and refuses a change without its update right or of an unknown kind', async () => {
    const admin = await kit.member('admin');
    const rules = envelope<{ kind: string; relaxed: boolean }[]>(await admin.call(WorkflowCalls.independence));
    expect(rules.data.map((rule) => rule.kind)).toEqual(['form_review', 'ncr_plan_review', 'ncr_verification']);
    const inspector = await kit.member('staff');
    expect(envelope(await inspector.call(WorkflowCalls.independence)).code).toBe(Code.NoPermission);
    const digest = await databaseDigest(t.db, ['sessions']);
    const denied = envelope(
      await inspector.call(WorkflowCalls.setIndependence, { body: { kind: 'form_review', relaxed: true } }),
    );
    expect(denied.code).toBe(Code.NoPermission);
    const bad = envelope(await admin.call(WorkflowCalls.setIndependence, { body: { kind: 'everything', relaxed: 1 } }));
    expect(bad.code).toBe(Code.FieldErrors);
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
  });

  it('keeps each owner’s rules its own', async () => {
    const { admin: other } = await smallTeam();
    await relax(other, true);
    const admin = await kit.member('admin');
    const mine = envelope<{ kind: string; relaxed: boolean }[]>(await admin.call(WorkflowCalls.independence));
    expect(mine.data.find((rule) => rule.kind === 'form_review')?.relaxed).toBe(false);
  });
});
