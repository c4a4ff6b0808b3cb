import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { templateUrl } from '../../../test/templates.js';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../platform/db.js';
import { startJobs } from '../../platform/module.js';
import { HOOKS } from '../index.js';
import { workflowModule } from './index.js';
import { fireDueTimers } from './timers.js';
import { approver, reviewKit, tasksOf, timersOf } from './workflow.test-support.js';

const t = useTestApp();
const kit = reviewKit(t);
const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reminders and timeouts', () => {
  it('reminds once, then approves on timeout; a timer fires once however often the worker looks', async () => {
    const [submitter, a, b] = await Promise.all([kit.member(), kit.member('manager'), kit.member('manager')]);
    const { templateId } = await kit.reviewed([
      approver('one', [a.user.id], { timeout: { remind_after_hours: 1, act_after_hours: 2, action: 'approve' } }),
      approver('two', [b.user.id]),
    ]);
    const formId = await kit.started(submitter, templateId);
    const review = await kit.review(a, formId);
    const taskId = review.my_task?.id ?? 0;
    expect(review.tasks[0]?.due_at).not.toBeNull();
    expect((await timersOf(t, taskId)).map((x) => x.kind).sort()).toEqual(['remind', 'timeout']);

    await fireDueTimers(t.db, HOOKS, later(1.5));
    await fireDueTimers(t.db, HOOKS, later(1.5));
    expect((await kit.inbox(a)).filter((item) => item.kind === 'overdue')).toHaveLength(1);
    await fireDueTimers(t.db, HOOKS, later(3));
    const after = await kit.review(b, formId);
    expect(after.node_states).toEqual({ one: 'done', two: 'active' });
    expect(after.history.map((h) => [h.event, h.actor_name])).toEqual([
      ['submit', '测试用户'],
      ['remind', null],
      ['timeout', null],
    ]);
    expect(await kit.todo(a)).toHaveLength(0);
    expect((await timersOf(t, taskId)).every((timer) => timer.firedAt !== null)).toBe(true);
  });

  it('rejects or escalates on timeout, and a closed task’s timers do nothing', async () => {
    const [submitter, a, boss, c] = await Promise.all([
      kit.member(),
      kit.member('manager'),
      kit.member('manager'),
      kit.member('manager'),
    ]);
    const rejecting = await kit.reviewed([
      approver('one', [a.user.id], { timeout: { act_after_hours: 1, action: 'reject' } }),
    ]);
    const escalating = await kit.reviewed([
      approver('one', [a.user.id], {
        timeout: { act_after_hours: 1, action: 'escalate', escalate_to: { kind: 'user', user_id: boss.user.id } },
      }),
    ]);
    const answered = await kit.reviewed([
      approver('one', [c.user.id], { timeout: { act_after_hours: 1, action: 'reject' } }),
    ]);
    const rejected = await kit.started(submitter, rejecting.templateId);
    const escalated = await kit.started(submitter, escalating.templateId);
    const done = await kit.started(submitter, answered.templateId);
    await kit.acted(c, done, { action: 'approve' });
    await fireDueTimers(t.db, HOOKS, later(2));
    expect((await kit.review(submitter, rejected)).status).toBe('rejected');
    const moved = await kit.review(boss, escalated);
    expect(moved.my_task).not.toBeNull();
    expect(moved.history.at(-1)).toMatchObject({ event: 'escalate', target_name: '测试用户', actor_name: null });
    expect((await kit.review(submitter, done)).status).toBe('approved');
  });

  it('fires what came due while no server ran, on the next start’s worker', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const { templateId } = await kit.reviewed([
      approver('one', [a.user.id], { timeout: { act_after_hours: 1, action: 'approve' } }),
    ]);
    const formId = await kit.started(submitter, templateId);
    const review = await kit.review(a, formId);
    // As if the timer came due during a restart: the row is all there is.
    await t.db.execute(
      sql`update workflow_timers set fire_at = now() - interval '1 minute' where task_id = ${review.my_task?.id}`,
    );
    const restarted = await buildApp({ db: t.db });
    await restarted.ready();
    await workflowModule.jobs?.[0]?.run({ db: t.db, hooks: HOOKS });
    await restarted.close();
    expect((await kit.review(submitter, formId)).status).toBe('approved');
    expect((await tasksOf(t, review.id)).map((task) => task.status)).toEqual(['approved']);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('timers across server nodes (PostgreSQL)', () => {
  it('two apps on one database, each running the timer job, fire each due timer exactly once', async () => {
    const [submitter, a] = await Promise.all([kit.member(), kit.member('manager')]);
    const { templateId } = await kit.reviewed([approver('one', [a.user.id], { timeout: { remind_after_hours: 1 } })]);
    for (let i = 0; i < 30; i++) await kit.started(submitter, templateId);
    await t.db.execute(sql`update workflow_timers set fire_at = now() - interval '1 minute' where fired_at is null`);
    const [database] = await rowsOf<{ name: string }>(t.db, sql`select current_database() as name`);
    // A second server node: its own connection pool and app on the same database.
    const second = openPostgres(templateUrl(serverUrl ?? '', database?.name ?? ''));
    const secondApp = await buildApp({ db: second.db });
    await secondApp.ready();
    const nodes = [
      startJobs([workflowModule], { db: t.db, hooks: HOOKS }, t.app.log, () => 5),
      startJobs([workflowModule], { db: second.db, hooks: HOOKS }, secondApp.log, () => 5),
    ];
    try {
      const unfired = async () =>
        (
          await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from workflow_timers where fired_at is null`)
        )[0]?.n;
      for (let waited = 0; waited < 10_000 && (await unfired()) !== 0; waited += 50) await sleep(50);
      // Both nodes keep polling for a while after the last timer fired: nothing fires twice.
      await sleep(300);
      const [counted] = await rowsOf<{ reminders: number }>(
        t.db,
        sql`select count(*)::int as reminders from inbox_items where user_id = ${a.user.id} and kind = 'overdue'`,
      );
      expect(counted?.reminders).toBe(30);
    } finally {
      for (const node of nodes) node.stop();
      await secondApp.close();
      await second.close();
    }
  });
});
