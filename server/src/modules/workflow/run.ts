import type { ApproverNode, WorkflowEvent, WorkflowNode } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { addTodoItem, closeTodoItemsOfTasks } from '../backlog/backlog.service.js';
import type { FormForReview } from '../form/review-support.js';
import { formLink } from '../form/review-support.js';
import { type Notice, notify } from '../inbox/inbox.service.js';
import { type Placed, placeNodes } from './flow-paths.js';
import {
  type InstanceRowDb,
  type TaskRowDb,
  type TaskStatus,
  workflowHistory,
  workflowTasks,
  workflowTimers,
} from './workflow.table.js';

/** Who acts: a member through a request, or the system (a timer) with no one. */
export interface Actor {
  userId: number | null;
  name: string;
  ctx: OwnerCtx | null;
}

/** One action on one instance, inside its transaction: what the engine reads and changes. */
export interface Run {
  tx: Db;
  instance: InstanceRowDb;
  flow: WorkflowNode[];
  placed: Map<string, Placed>;
  form: FormForReview;
  actor: Actor;
  now: Date;
}

export function makeRun(tx: Db, instance: InstanceRowDb, flow: WorkflowNode[], form: FormForReview, actor: Actor): Run {
  return { tx, instance, flow, placed: placeNodes(flow), form, actor, now: new Date() };
}

export const formTitle = (run: Run) =>
  run.instance.formNumber ? `${run.instance.templateName} ${run.instance.formNumber}` : run.instance.templateName;

export async function record(
  run: Run,
  event: WorkflowEvent,
  input: {
    nodeId?: string | null;
    target?: number | null;
    targetNodeId?: string | null;
    comment?: string;
    attachments?: string[];
    system?: boolean;
  } = {},
): Promise<void> {
  await run.tx.insert(workflowHistory).values({
    instanceId: run.instance.id,
    round: run.instance.round,
    event,
    actorId: input.system ? null : run.actor.userId,
    nodeId: input.nodeId ?? null,
    targetUserId: input.target ?? null,
    targetNodeId: input.targetNodeId ?? null,
    comment: input.comment ?? '',
    attachments: input.attachments ?? [],
    at: run.now,
  });
}

export async function tell(run: Run, notice: Omit<Notice, 'ownerId' | 'link'>): Promise<void> {
  await notify(run.tx, { ...notice, ownerId: run.instance.ownerId, link: formLink(run.form) });
}

const hours = (at: Date, count: number) => new Date(at.getTime() + count * 60 * 60 * 1000);

/**
 * Opens tasks: each gets its to-do row, an inbox notice and, when its node has a timeout, its
 * reminder and timeout rows.
 */
export async function openTasks(run: Run, node: ApproverNode, tasks: readonly TaskRowDb[]): Promise<void> {
  if (tasks.length === 0) return;
  const timeout = node.timeout;
  const dueAt = timeout?.act_after_hours && timeout.action ? hours(run.now, timeout.act_after_hours) : null;
  await run.tx
    .update(workflowTasks)
    .set({ status: 'open', openedAt: run.now, dueAt })
    .where(
      inArray(
        workflowTasks.id,
        tasks.map((task) => task.id),
      ),
    );
  for (const task of tasks) {
    await addTodoItem(run.tx, {
      ownerId: run.instance.ownerId,
      reportTempId: run.instance.templateId,
      reportType: run.instance.family,
      projectName: run.instance.projectName,
      submitBy: run.instance.submitterName,
      submitAt: run.form.submittedAt ?? run.now,
      step: node.name,
      assignee: { userId: task.assigneeId },
      link: formLink(run.form),
      taskId: task.id,
      createdBy: run.actor.userId,
    });
    const timers: (typeof workflowTimers.$inferInsert)[] = [];
    if (timeout?.remind_after_hours) {
      timers.push({ taskId: task.id, kind: 'remind', fireAt: hours(run.now, timeout.remind_after_hours) });
    }
    if (dueAt) timers.push({ taskId: task.id, kind: 'timeout', fireAt: dueAt });
    if (timers.length > 0) await run.tx.insert(workflowTimers).values(timers);
  }
  await tell(run, {
    userIds: tasks.map((task) => task.assigneeId),
    kind: 'task',
    title: { key: 'workflow.notice.task', params: { form: formTitle(run) } },
    body: { key: 'workflow.notice.taskBody', params: { submitter: run.instance.submitterName, node: node.name } },
  });
}

/** Makes tasks of an activation: open ones, or waiting ones opened later (sequential signing, added signers). */
export async function insertTasks(
  run: Run,
  node: ApproverNode,
  rows: {
    assigneeId: number;
    sortOrder: number;
    waitsFor?: number | null;
    delegatedFrom?: number | null;
    activation: number;
  }[],
): Promise<TaskRowDb[]> {
  if (rows.length === 0) return [];
  return run.tx
    .insert(workflowTasks)
    .values(
      rows.map((row) => ({
        ownerId: run.instance.ownerId,
        instanceId: run.instance.id,
        round: run.instance.round,
        nodeId: node.id,
        activation: row.activation,
        assigneeId: row.assigneeId,
        status: 'waiting' as const,
        sortOrder: row.sortOrder,
        waitsFor: row.waitsFor ?? null,
        delegatedFrom: row.delegatedFrom ?? null,
      })),
    )
    .returning();
}

/** Closes tasks with a status; their to-do rows close with them (they lose the reviewer's read access too). */
export async function closeTasks(run: Run, ids: readonly number[], status: TaskStatus): Promise<void> {
  if (ids.length === 0) return;
  await run.tx
    .update(workflowTasks)
    .set({ status, actedAt: run.now })
    .where(inArray(workflowTasks.id, [...ids]));
  await closeTodoItemsOfTasks(run.tx, ids, run.now);
}

/** The open and waiting tasks of the instance, or of one node's current activation. */
export async function liveTasks(run: Run, nodeId?: string): Promise<TaskRowDb[]> {
  const rows = await run.tx
    .select()
    .from(workflowTasks)
    .where(
      and(
        eq(workflowTasks.instanceId, run.instance.id),
        eq(workflowTasks.round, run.instance.round),
        inArray(workflowTasks.status, ['open', 'waiting']),
        nodeId === undefined ? undefined : eq(workflowTasks.nodeId, nodeId),
      ),
    );
  if (nodeId === undefined) return rows;
  const activation = run.instance.activations[nodeId];
  return rows.filter((task) => task.activation === activation);
}
