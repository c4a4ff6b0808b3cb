import { Code, FormCalls, WorkflowCalls, type WorkflowNode } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest, rowsOf } from '../../../test/db-digest.js';
import { envelope } from '../../../test/http.js';
import { approver, reviewKit } from './workflow.test-support.js';

const t = useTestApp();
const kit = reviewKit(t);

describe('walking the tree', () => {
  it('a condition node takes the first branch whose conditions hold, on the answers and the submitter role', async () => {
    const [submitter, big, small] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const flow: WorkflowNode[] = [
      {
        id: 'route',
        kind: 'condition',
        name: '金额',
        branches: [
          {
            id: 'large',
            name: '大额',
            conditions: [
              { subject: 'item:amount', operator: 'gte', value: 100 },
              { subject: 'submitterRole', operator: 'in', value: ['staff', 'manager'] },
            ],
            flow: [approver('bigBoss', [big.user.id])],
          },
          { id: 'rest', name: '其他', conditions: [], flow: [approver('smallBoss', [small.user.id])] },
        ],
      },
    ];
    const { templateId } = await kit.reviewed(flow);
    const large = await kit.started(submitter, templateId, { note: 'x', amount: 500 });
    const minor = await kit.started(submitter, templateId, { note: 'x', amount: 5 });
    expect((await kit.review(big, large)).node_states).toEqual({
      route: 'active',
      bigBoss: 'active',
      smallBoss: 'skipped',
    });
    expect((await kit.review(big, large)).my_task?.node_id).toBe('bigBoss');
    expect((await kit.review(small, minor)).my_task?.node_id).toBe('smallBoss');
    expect((await kit.acted(small, minor, { action: 'approve' })).status).toBe('approved');
  });

  it("a condition on the equipment's device kind asks the equipment module (its equipmentKind hook)", async () => {
    const [submitter, kindBoss, other] = await Promise.all([
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
    ]);
    const [piece] = await rowsOf<{ id: number; kind: number }>(
      t.db,
      sql`select e.id, e.device_id as kind from equipment e join owners o on o.id = e.owner_id
          where o.key = 'hdny' order by e.id limit 1`,
    );
    if (!piece) throw new Error('the demo owner has no equipment');
    const flow: WorkflowNode[] = [
      {
        id: 'route',
        kind: 'condition',
        name: '设备类型',
        branches: [
          {
            id: 'kind',
            name: '此类设备',
            conditions: [{ subject: 'equipmentKind', operator: 'eq', value: piece.kind }],
            flow: [approver('kindBoss', [kindBoss.user.id])],
          },
          { id: 'rest', name: '其他', conditions: [], flow: [approver('other', [other.user.id])] },
        ],
      },
    ];
    const items = [
      { key: 'note', kind: 'text', title: '说明' },
      { key: 'equipment', kind: 'equipment', title: '设备' },
    ] as const;
    const { templateId } = await kit.reviewed(flow, [...items]);
    const formId = await kit.started(submitter, templateId, { note: 'x', equipment: piece.id });
    expect((await kit.review(kindBoss, formId)).my_task?.node_id).toBe('kindBoss');
  });

  it('a parallel node runs every branch and goes on when all have ended; a copy notifies and passes', async () => {
    const [submitter, a, b, last, reader] = await Promise.all([
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
      kit.member('wtf'),
      kit.member('wtf'),
    ]);
    const flow: WorkflowNode[] = [
      {
        id: 'both',
        kind: 'parallel',
        name: '并行',
        branches: [
          { id: 'left', name: '左', flow: [approver('a', [a.user.id])] },
          { id: 'right', name: '右', flow: [approver('b', [b.user.id])] },
        ],
      },
      { id: 'copy', kind: 'cc', name: '抄送', assignees: [{ kind: 'user', user_id: reader.user.id }] },
      approver('end', [last.user.id]),
    ];
    const { templateId } = await kit.reviewed(flow);
    const formId = await kit.started(submitter, templateId);
    expect((await kit.review(a, formId)).step).toBe('节点a、节点b');
    await kit.acted(a, formId, { action: 'approve' });
    expect(await kit.todo(last)).toHaveLength(0);
    await kit.acted(b, formId, { action: 'approve' });
    expect(await kit.todo(last)).toHaveLength(1);
    expect((await kit.inbox(reader)).map((item) => item.kind)).toEqual(['cc']);
    const review = await kit.review(last, formId);
    expect(review.node_states).toMatchObject({ both: 'done', a: 'done', b: 'done', copy: 'done', end: 'active' });
    expect(review.history.find((h) => h.event === 'cc')?.target_name).toBe('测试用户');
  });

  it('nobody to ask: skip passes the node, admin asks the administrators, refuse fails the submission and stores nothing', async () => {
    const [submitter, last] = await Promise.all([kit.member(), kit.member('manager')]);
    const nobody = { kind: 'role' as const, role: 'no-such-role' };
    const skipped = await kit.reviewed([
      { ...approver('empty', []), assignees: [nobody], empty_rule: 'skip' } as WorkflowNode,
      approver('last', [last.user.id]),
    ]);
    const formId = await kit.started(submitter, skipped.templateId);
    const review = await kit.review(last, formId);
    expect(review.node_states).toEqual({ empty: 'skipped', last: 'active' });
    expect(review.history.map((h) => h.event)).toEqual(['submit', 'skip']);

    const toAdmins = await kit.reviewed([
      { ...approver('empty', []), assignees: [nobody], empty_rule: 'admin' } as WorkflowNode,
    ]);
    const second = await kit.started(submitter, toAdmins.templateId);
    expect((await kit.review(toAdmins.admin, second)).my_task?.node_id).toBe('empty');

    const refusing = await kit.reviewed([
      { ...approver('empty', []), assignees: [nobody], empty_rule: 'refuse' } as WorkflowNode,
    ]);
    const draft = envelope<{ id: number }>(
      await submitter.call(FormCalls.createInstance, { body: { template_id: refusing.templateId } }),
    );
    const before = await databaseDigest(t.db, ['sessions', 'audit_log']);
    const res = envelope(
      await submitter.call(FormCalls.submitInstance, { body: { id: draft.data.id, revision: 0, data: { note: 'x' } } }),
    );
    expect(res).toMatchObject({ code: Code.Warning, msg: '审批节点“节点empty”找不到审批人，无法提交' });
    expect(await databaseDigest(t.db, ['sessions', 'audit_log'])).toEqual(before);
  });
});

describe('send-backs, withdrawal and termination', () => {
  it('sends back to a middle node: that node opens again and the later ones are cancelled', async () => {
    const [submitter, a, b, c] = await Promise.all([
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
      kit.member('wtf'),
    ]);
    const { templateId } = await kit.reviewed([
      approver('one', [a.user.id]),
      approver('two', [b.user.id]),
      approver('three', [c.user.id]),
    ]);
    const formId = await kit.started(submitter, templateId);
    await kit.acted(a, formId, { action: 'approve' });
    await kit.acted(b, formId, { action: 'approve' });
    expect((await kit.review(c, formId)).send_back_targets.map((x) => x.node_id)).toEqual(['one', 'two']);
    const bad = await kit.act(c, formId, { action: 'send_back', target_node_id: 'three' });
    expect(bad.code).toBe(Code.FieldErrors);
    await kit.acted(c, formId, { action: 'send_back', target_node_id: 'two', comment: '请复核' });
    const review = await kit.review(b, formId);
    expect(review.node_states).toEqual({ one: 'done', two: 'active', three: 'pending' });
    expect(review.history.at(-1)).toMatchObject({ event: 'send_back', node_name: '节点three', target_name: '节点two' });
    expect(review.tasks.map((x) => [x.node_id, x.status])).toEqual([
      ['one', 'approved'],
      ['two', 'approved'],
      ['three', 'sent_back'],
      ['two', 'open'],
    ]);
    await kit.acted(b, formId, { action: 'approve' });
    expect((await kit.acted(c, formId, { action: 'approve' })).status).toBe('approved');
  });

  it('sends back to the submitter, whose resubmission resumes the same instance in a new round from the top', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id]), approver('two', [b.user.id])]);
    const formId = await kit.started(submitter, templateId);
    await kit.acted(a, formId, { action: 'approve' });
    expect((await kit.acted(b, formId, { action: 'send_back', comment: '补充说明' })).status).toBe('sent_back');
    expect((await kit.inbox(submitter)).map((item) => item.kind)).toContain('sent_back');
    const form = envelope<{ editable: boolean; revision: number; status: string }>(
      await submitter.call(FormCalls.instance, { query: { id: formId } }),
    );
    expect(form.data).toMatchObject({ status: 'draft', editable: true });
    const first = await kit.review(submitter, formId);
    const again = envelope(
      await submitter.call(FormCalls.submitInstance, {
        body: {
          id: formId,
          revision: form.data.revision,
          data: { note: '已补充', amount: 6 },
        },
      }),
    );
    expect(again.code, again.msg).toBe(Code.Success);
    const resumed = await kit.review(a, formId);
    expect(resumed.id).toBe(first.id);
    expect(resumed.status).toBe('in_review');
    expect(resumed.node_states).toEqual({ one: 'active', two: 'pending' });
    expect(resumed.history.map((h) => h.event)).toEqual(['submit', 'approve', 'send_back', 'resubmit']);
    // A form once reviewed is a record: its draft cannot be deleted.
    await kit.acted(a, formId, { action: 'send_back' });
    const removed = envelope(await submitter.call(FormCalls.deleteInstance, { body: { id: formId } }));
    expect(removed.code).toBe(Code.IllegalOperation);
  });

  it('the submitter withdraws while nobody has acted, and not after', async () => {
    const [submitter, other, a, b] = await Promise.all([
      kit.member(),
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
    ]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id]), approver('two', [b.user.id])]);
    const early = await kit.started(submitter, templateId);
    const review = await kit.review(submitter, early);
    expect(review.can_withdraw).toBe(true);
    const notHis = envelope(
      await other.call(WorkflowCalls.withdraw, { body: { id: review.id, revision: review.revision } }),
    );
    expect(notHis.code).not.toBe(Code.Success);
    const withdrawn = envelope<{ status: string }>(
      await submitter.call(WorkflowCalls.withdraw, { body: { id: review.id, revision: review.revision } }),
    );
    expect(withdrawn.data.status).toBe('withdrawn');
    expect(await kit.todo(a)).toHaveLength(0);

    const late = await kit.started(submitter, templateId);
    await kit.acted(a, late, { action: 'approve' });
    const after = await kit.review(submitter, late);
    expect(after.can_withdraw).toBe(false);
    const refused = envelope(
      await submitter.call(WorkflowCalls.withdraw, { body: { id: after.id, revision: after.revision } }),
    );
    expect(refused).toMatchObject({ code: Code.Warning, msg: '已有审批人处理，不能撤回' });
  });

  it('only an administrator terminates', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const { admin, templateId } = await kit.reviewed([approver('one', [a.user.id])]);
    const formId = await kit.started(submitter, templateId);
    const review = await kit.review(submitter, formId);
    expect(review.can_terminate).toBe(false);
    const denied = envelope(
      await a.call(WorkflowCalls.terminate, { body: { id: review.id, revision: review.revision } }),
    );
    expect(denied.code).toBe(Code.NoPermission);
    expect((await kit.review(admin, formId)).can_terminate).toBe(true);
    const ended = envelope<{ status: string }>(
      await admin.call(WorkflowCalls.terminate, { body: { id: review.id, revision: review.revision } }),
    );
    expect(ended.data.status).toBe('terminated');
    expect(await kit.todo(a)).toHaveLength(0);
  });
});
