import {
  Code,
  type ListData,
  WORKFLOW_INSTANCE_LIST,
  type WorkflowActed,
  type WorkflowInstanceActionBody,
  type WorkflowInstanceDetail,
  type WorkflowInstanceQuery,
  type WorkflowInstanceRow,
  walkNodes,
} from '@app/contract';
import { and, asc, count, desc, eq, exists, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, found, noPermission, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { Lang } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formForReview, requireReadableForm } from '../form/public.js';
import { namesOf } from './assignees.js';
import { finish, saveInstance } from './engine.js';
import { approverOf, placeNodes } from './flow-paths.js';
import { actionsOn, fourEyesOver } from './four-eyes.js';
import { record } from './run.js';
import { sendBackTargets } from './send-back.js';
import { conflict, runFor, takeInstance } from './take.js';
import {
  type InstanceRowDb,
  type TaskRowDb,
  workflowDefinitions,
  workflowHistory,
  workflowInstances,
  workflowTasks,
  workflowVersions,
} from './workflow.table.js';

type Acted = z.infer<typeof WorkflowActed>;
type ActionInput = z.output<typeof WorkflowInstanceActionBody>;

const COLUMNS: ListColumns<typeof WORKFLOW_INSTANCE_LIST> = {
  started_at: workflowInstances.startedAt,
  ended_at: workflowInstances.endedAt,
  status: workflowInstances.status,
  form_number: workflowInstances.formNumber,
  template_name: workflowInstances.templateName,
  submitter_name: workflowInstances.submitterName,
};

/** Whom an instance involves: the caller has (or had) a task in it. */
const involving = (ctx: OwnerCtx) =>
  exists(
    ctx.db
      .select({ one: workflowTasks.id })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.instanceId, workflowInstances.id), eq(workflowTasks.assigneeId, ctx.user.id))),
  );

const isAdmin = (ctx: OwnerCtx) => ctx.role === 'admin';

/** The reviews of the owner: those the caller submitted, those he has tasks in, or all (administrators). */
export async function listReviews(
  ctx: OwnerCtx,
  query: z.output<typeof WorkflowInstanceQuery>,
): Promise<ListData<WorkflowInstanceRow>> {
  if (query.scope === 'all' && !isAdmin(ctx)) throw noPermission();
  const scope: SQL | undefined =
    query.scope === 'mine'
      ? eq(workflowInstances.submitterId, ctx.user.id)
      : query.scope === 'involved'
        ? involving(ctx)
        : undefined;
  const window = listWindow(query, WORKFLOW_INSTANCE_LIST, { columns: COLUMNS, tieBreaker: workflowInstances.id });
  const where = and(
    eq(workflowInstances.ownerId, ctx.owner.id),
    scope,
    listFilters(query, WORKFLOW_INSTANCE_LIST, COLUMNS),
  );
  return listPage(
    window,
    ctx.db
      .select({ instance: workflowInstances, version: workflowVersions.version, definition: workflowDefinitions.name })
      .from(workflowInstances)
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
      .innerJoin(workflowDefinitions, eq(workflowDefinitions.id, workflowVersions.definitionId))
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(workflowInstances).where(where),
    (row) => toRow(row.instance, row.version, row.definition),
  );
}

const toRow = (i: InstanceRowDb, version: number, definition: string): WorkflowInstanceRow => ({
  id: i.id,
  form_instance_id: i.formInstanceId,
  form_number: i.formNumber,
  template_name: i.templateName,
  family: i.family,
  project_name: i.projectName,
  submitter_name: i.submitterName,
  definition_name: definition,
  version,
  status: i.status,
  step: i.step,
  started_at: i.startedAt.toISOString(),
  ended_at: i.endedAt?.toISOString() ?? null,
});

/** Whether any member acted on a task of this round (a comment does not count). */
async function actedThisRound(db: Db, instance: InstanceRowDb): Promise<boolean> {
  const [row] = await db
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .where(
      and(
        eq(workflowTasks.instanceId, instance.id),
        eq(workflowTasks.round, instance.round),
        isNotNull(workflowTasks.actedAt),
        inArray(workflowTasks.status, ['approved', 'rejected', 'sent_back', 'transferred']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the caller may do on his task: an author, under the four-eyes rule, only hands it on or comments. */
async function myActions(ctx: OwnerCtx, instance: InstanceRowDb, task: TaskRowDb, hooks: Hooks) {
  const form = await formForReview(ctx.db, ctx.owner.id, instance.formInstanceId);
  const rule = await fourEyesOver(ctx.db, hooks, {
    ownerId: ctx.owner.id,
    formId: form.id,
    submitterId: instance.submitterId,
    createdBy: form.createdBy,
  });
  return actionsOn(rule, ctx.user.id, task);
}

/** The review of a filled form the caller may read, as its page shows it; null when it had none. */
export async function reviewOfForm(
  ctx: OwnerCtx,
  formId: number,
  hooks: Hooks,
): Promise<WorkflowInstanceDetail | null> {
  await requireReadableForm(ctx, formId, hooks);
  const [row] = await ctx.db
    .select({ instance: workflowInstances, version: workflowVersions, definition: workflowDefinitions.name })
    .from(workflowInstances)
    .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
    .innerJoin(workflowDefinitions, eq(workflowDefinitions.id, workflowVersions.definitionId))
    .where(and(eq(workflowInstances.ownerId, ctx.owner.id), eq(workflowInstances.formInstanceId, formId)))
    .orderBy(desc(workflowInstances.id))
    .limit(1);
  if (!row) return null;
  const { instance, version } = row;
  const placed = placeNodes(version.flow);
  const tasks = await ctx.db
    .select()
    .from(workflowTasks)
    .where(eq(workflowTasks.instanceId, instance.id))
    .orderBy(asc(workflowTasks.id));
  const history = await ctx.db
    .select()
    .from(workflowHistory)
    .where(eq(workflowHistory.instanceId, instance.id))
    .orderBy(asc(workflowHistory.id));
  const names = await namesOf(ctx.db, [
    ...tasks.flatMap((t) => [t.assigneeId, t.delegatedFrom]),
    ...history.flatMap((h) => [h.actorId, h.targetUserId]),
  ]);
  const nodeName = (id: string | null) => (id === null ? null : (placed.get(id)?.node.name ?? null));
  const mine = tasks.find((t) => t.assigneeId === ctx.user.id && t.status === 'open');
  const myNode = mine ? approverOf(placed, mine.nodeId) : null;
  const assigneeName = (assignee: number, from: number | null) => {
    const name = names.get(assignee) ?? '';
    return from === null ? name : `${name}（${names.get(from) ?? ''}）`;
  };
  return {
    ...toRow(instance, version.version, row.definition),
    revision: instance.revision,
    flow: version.flow,
    node_states: Object.fromEntries(
      walkNodes(version.flow).map((node) => [node.id, instance.nodeStates[node.id] ?? 'pending']),
    ),
    tasks: tasks.map((t) => ({
      id: t.id,
      node_id: t.nodeId,
      node_name: nodeName(t.nodeId) ?? '',
      assignee_name: assigneeName(t.assigneeId, t.delegatedFrom),
      status: t.status,
      opened_at: t.openedAt?.toISOString() ?? null,
      acted_at: t.actedAt?.toISOString() ?? null,
      due_at: t.dueAt?.toISOString() ?? null,
    })),
    history: history.map((h) => ({
      id: h.id,
      event: h.event,
      actor_name: h.actorId === null ? null : (names.get(h.actorId) ?? ''),
      node_id: h.nodeId,
      node_name: nodeName(h.nodeId),
      target_name: h.targetUserId !== null ? (names.get(h.targetUserId) ?? '') : nodeName(h.targetNodeId),
      comment: h.comment,
      attachments: h.attachments,
      self_review: h.selfReview,
      at: h.at.toISOString(),
    })),
    my_task:
      mine && myNode && instance.status === 'in_review'
        ? {
            id: mine.id,
            node_id: myNode.id,
            node_name: myNode.name,
            actions: await myActions(ctx, instance, mine, hooks),
            field_rights: myNode.field_rights ?? {},
          }
        : null,
    send_back_targets:
      mine && instance.status === 'in_review' ? sendBackTargets({ placed, instance }, mine.nodeId) : [],
    can_withdraw:
      instance.status === 'in_review' &&
      instance.submitterId === ctx.user.id &&
      !(await actedThisRound(ctx.db, instance)),
    can_terminate: isAdmin(ctx) && (instance.status === 'in_review' || instance.status === 'sent_back'),
  };
}

async function takeForAction(tx: Db, ctx: OwnerCtx, body: ActionInput, lang: Lang) {
  const [row] = await tx
    .select()
    .from(workflowInstances)
    .where(and(eq(workflowInstances.ownerId, ctx.owner.id), eq(workflowInstances.id, body.id)));
  const before = found(row);
  return {
    before,
    taken: await takeInstance(tx, ctx, before.id, body.revision),
    stale: () => conflict(tx, before.id, lang, false),
  };
}

/** The submitter takes his form back while nobody has acted in this round: it is his draft again. */
export async function withdrawReview(ctx: OwnerCtx, body: ActionInput, lang: Lang, hooks: Hooks): Promise<Acted> {
  return ctx.db.transaction(async (tx) => {
    const { before, taken, stale } = await takeForAction(tx, ctx, body, lang);
    if (before.submitterId !== ctx.user.id) throw notFound();
    if (!taken) throw await stale();
    if (taken.status !== 'in_review') throw new AppError(Code.Warning, 'workflow.ended');
    if (await actedThisRound(tx, taken)) throw new AppError(Code.Warning, 'workflow.withdrawRefused');
    return endReview(tx, ctx, taken, 'withdrawn', body.comment, hooks);
  });
}

/** An administrator of the owner ends a review in progress. */
export async function terminateReview(ctx: OwnerCtx, body: ActionInput, lang: Lang, hooks: Hooks): Promise<Acted> {
  if (!isAdmin(ctx)) throw noPermission();
  return ctx.db.transaction(async (tx) => {
    const { taken, stale } = await takeForAction(tx, ctx, body, lang);
    if (!taken) throw await stale();
    if (taken.status !== 'in_review' && taken.status !== 'sent_back')
      throw new AppError(Code.Warning, 'workflow.ended');
    return endReview(tx, ctx, taken, 'terminated', body.comment, hooks);
  });
}

async function endReview(
  tx: Db,
  ctx: OwnerCtx,
  instance: InstanceRowDb,
  status: 'withdrawn' | 'terminated',
  comment: string,
  hooks: Hooks,
): Promise<Acted> {
  const run = await runFor(tx, ctx, instance, hooks);
  await record(run, status === 'withdrawn' ? 'withdraw' : 'terminate', { comment });
  await finish(run, status);
  await saveInstance(run);
  await recordChange(tx, ctx, {
    entity: 'workflow_instances',
    entityId: instance.id,
    action: 'update',
    before: { status: instance.status },
    after: { status, revision: instance.revision },
  });
  return { revision: instance.revision, status };
}
