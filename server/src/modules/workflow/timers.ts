import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import { formForReview } from '../form/public.js';
import { resolveAssignees } from './assignees.js';
import { afterApproval, finish, saveInstance } from './engine.js';
import { approverOf } from './flow-paths.js';
import { fourEyesOf, mayReview } from './four-eyes.js';
import { closeTasks, formTitle, insertTasks, makeRun, openTasks, type Run, record, tell } from './run.js';
import { flowOf } from './take.js';
import { type TaskRowDb, workflowInstances, workflowTasks, workflowTimers } from './workflow.table.js';

/** How often a server node looks for due reminders and timeouts; WORKFLOW_TIMER_MS overrides it (main.ts). */
export const TIMER_POLL_MS = 5000;
export const WORKFLOW_TIMER_JOB = 'workflow timers';
const BATCH = 20;

/** Hands a timed-out task to whom the node's timeout names; it stays where it is when that is nobody. */
async function escalate(run: Run, task: TaskRowDb): Promise<void> {
  const node = approverOf(run.placed, task.nodeId);
  const to = node?.timeout?.escalate_to;
  if (!node || !to) return;
  // The four-eyes rule holds here too: an escalation never lands on one of the form's authors.
  const rule = await fourEyesOf(run);
  const [target] = (
    await resolveAssignees(run.tx, { ownerId: run.instance.ownerId, projectId: run.form.projectId }, [to])
  ).filter((id) => mayReview(rule, id));
  if (target === undefined || target === task.assigneeId) return;
  await closeTasks(run, [task.id], 'transferred');
  const [moved] = await insertTasks(run, node, [
    {
      assigneeId: target,
      sortOrder: task.sortOrder,
      waitsFor: task.waitsFor,
      activation: task.activation,
      selfReview: rule.authors.has(target),
    },
  ]);
  if (!moved) return;
  await run.tx.update(workflowTasks).set({ waitsFor: moved.id }).where(eq(workflowTasks.waitsFor, task.id));
  await openTasks(run, node, [moved]);
  await record(run, 'escalate', { nodeId: node.id, target, system: true });
  await saveInstance(run);
}

/** Fires one claimed timer: a reminder tells the assignee; a timeout approves, rejects or escalates. */
async function fire(tx: Db, timer: typeof workflowTimers.$inferSelect, hooks: Hooks): Promise<void> {
  const [task] = await tx.select().from(workflowTasks).where(eq(workflowTasks.id, timer.taskId));
  if (task?.status !== 'open') return;
  const [instance] = await tx
    .select()
    .from(workflowInstances)
    .where(eq(workflowInstances.id, task.instanceId))
    .for('update');
  if (instance?.status !== 'in_review') return;
  instance.revision += 1;
  await tx.update(workflowInstances).set({ revision: instance.revision }).where(eq(workflowInstances.id, instance.id));
  const form = await formForReview(tx, instance.ownerId, instance.formInstanceId);
  const run = makeRun(tx, instance, await flowOf(tx, instance), form, { userId: null, name: '', ctx: null }, hooks);
  const node = approverOf(run.placed, task.nodeId);
  if (!node) return;
  if (timer.kind === 'remind') {
    await tell(run, {
      userIds: [task.assigneeId],
      kind: 'overdue',
      title: { key: 'workflow.notice.overdue', params: { form: formTitle(run) } },
      body: { key: 'workflow.notice.overdueBody', params: { node: node.name } },
    });
    await record(run, 'remind', { nodeId: node.id, target: task.assigneeId, system: true });
    return;
  }
  const action = node.timeout?.action;
  if (action === 'escalate') return escalate(run, task);
  await record(run, 'timeout', { nodeId: node.id, target: task.assigneeId, system: true });
  if (action === 'approve') {
    await closeTasks(run, [task.id], 'approved');
    await afterApproval(run, node, task.id);
  } else if (action === 'reject') {
    await closeTasks(run, [task.id], 'rejected');
    await finish(run, 'rejected');
    await saveInstance(run);
  }
}

/**
 * Fires the reminders and timeouts due by `now`, a batch per transaction. Each row is claimed with
 * FOR UPDATE SKIP LOCKED and marked fired in the transaction that acts on it, so two server nodes
 * never fire one twice, and one a stopped server left due fires on the next start. Answers how many
 * fired.
 */
export async function fireDueTimers(db: Db, hooks: Hooks, now = new Date()): Promise<number> {
  let fired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(workflowTimers)
        .where(and(isNull(workflowTimers.firedAt), lte(workflowTimers.fireAt, now)))
        .orderBy(asc(workflowTimers.fireAt), asc(workflowTimers.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const timer of due) {
        await tx.update(workflowTimers).set({ firedAt: now }).where(eq(workflowTimers.id, timer.id));
        // In a savepoint: a timeout that cannot act (its next node finds nobody to ask under `refuse`)
        // is dropped, not retried for ever, and the batch's other timers still fire.
        await tx.transaction((savepoint) => fire(savepoint, timer, hooks)).catch(() => undefined);
      }
      return due.length;
    });
    fired += batch;
    if (batch < BATCH) return fired;
  }
}
