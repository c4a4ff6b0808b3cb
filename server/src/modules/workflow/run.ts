import type { ApproverNode, WorkflowEvent, WorkflowNode } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FormForReview } from '../form/public.js';
import { formLink } from '../form/public.js';
import { type Notice, notify } from '../inbox/public.js';
import { type Placed, placeNodes } from './flow-paths.js';
import type { OpenedTask } from './workflow.hooks.js';
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
  /** The hooks the run fires: its tasks opening and closing, the form approved. */
  hooks: Hooks;
}

export function makeRun(
  tx: Db,
  instance: InstanceRowDb,
  flow: WorkflowNode[],
  form: FormForReview,
  actor: Actor,
  hooks: Hooks,
): Run {
  return { tx, instance, flow, placed: placeNodes(flow), form, actor, now: new Date(), hooks };
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
    /** The act of one of the form's authors, allowed by the relaxed four-eyes rule. */
    selfReview?: boolean;
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
    selfReview: input.selfReview ?? false,
    at: run.now,
  });
}

export async function tell(run: Run, notice: Omit<Notice, 'ownerId' | 'link'>): Promise<void> {
  await notify(run.tx, { ...notice, ownerId: run.instance.ownerId, link: formLink(run.form) });
}

const hours = (at: Date, count: number) => new Date(at.getTime() + count * 60 * 60 * 1000);

/**
 * Opens tasks: each is announced (taskOpened: the to-do list queues it) and gets an inbox notice and,
 * when its node has a timeout, its reminder and timeout rows.
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
    const opened: OpenedTask = {
      ownerId: run.instance.ownerId,
      taskId: task.id,
      assigneeId: task.assigneeId,
      step: node.name,
      templateId: run.instance.templateId,
      family: run.instance.family,
      projectName: run.instance.projectName,
      submitterName: run.instance.submitterName,
      submittedAt: run.form.submittedAt ?? run.now,
      link: formLink(run.form),
      openedBy: run.actor.userId,
    };
    for (const announce of run.hooks.taskOpened ?? []) await announce(run.tx, opened, run.hooks);
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
    /** Given to one of the form's authors under the relaxed four-eyes rule. */
    selfReview?: boolean;
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
        selfReview: row.selfReview ?? false,
      })),
    )
    .returning();
}

/** Fires formApproved: the form counts (the reports module accepts a report, or refuses a blocked one). */
export async function approveForm(tx: Db, ownerId: number, formId: number, hooks: Hooks): Promise<void> {
  for (const approved of hooks.formApproved ?? []) await approved(tx, ownerId, formId, hooks);
}

/** Announces that tasks closed (tasksClosed: their to-do rows close with them). */
export async function announceClosed(run: Run, ids: readonly number[]): Promise<void> {
  for (const announce of run.hooks.tasksClosed ?? []) await announce(run.tx, ids, run.now, run.hooks);
}

/** Closes tasks with a status, announced (they lose the reviewer's read access too). */
export async function closeTasks(run: Run, ids: readonly number[], status: TaskStatus): Promise<void> {
  if (ids.length === 0) return;
  await run.tx
    .update(workflowTasks)
    .set({ status, actedAt: run.now })
    .where(inArray(workflowTasks.id, [...ids]));
  await announceClosed(run, ids);
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
