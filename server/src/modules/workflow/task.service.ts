import { type ApproverNode, Code, type WorkflowActBody, type WorkflowStatus } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import type { Lang, MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { ownFinishedUploads } from '../files/public.js';
import { answerErrors, requireReviewerImages, saveReviewedAnswers } from '../form/public.js';
import { enabledMembers } from './assignees.js';
import { afterApproval, finish, saveInstance, sendBackTo, sendBackToSubmitter } from './engine.js';
import { approverOf } from './flow-paths.js';
import { actionsOn, DECISIONS, fourEyesOf, mayReview } from './four-eyes.js';
import { announceClosed, closeTasks, insertTasks, openTasks, type Run, record } from './run.js';
import { sendBackTargets } from './send-back.js';
import { conflict, runFor, takeInstance } from './take.js';
import { type TaskRowDb, workflowTasks } from './workflow.table.js';

type ActInput = z.output<typeof WorkflowActBody>;

/** Code 2 unless every attachment is a finished upload of the caller's in this owner. */
async function requireOwnAttachments(tx: Db, ctx: OwnerCtx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const own = { ...ctx, db: tx };
  const usable = new Set(
    [...(await ownFinishedUploads(own, 'photo', ids)), ...(await ownFinishedUploads(own, 'library', ids))].map(
      (file) => file.id,
    ),
  );
  if (ids.some((id) => !usable.has(id))) throw fieldError('attachments', 'workflow.attachmentInvalid');
}

/**
 * The member a transfer, delegation or added signer goes to: another enabled member of the owner, and
 * not one of the form's authors while the four-eyes rule holds (code 7, saying so).
 */
async function requireOtherMember(run: Run, ctx: OwnerCtx, userId: number | undefined): Promise<number> {
  if (userId === undefined) throw fieldError('user_id', 'validation.required');
  const [member] = await enabledMembers(run.tx, ctx.owner.id, [userId]);
  if (member === undefined || member === ctx.user.id) throw fieldError('user_id', 'workflow.userInvalid');
  if (!mayReview(await fourEyesOf(run), member)) {
    throw new AppError(Code.IllegalOperation, 'workflow.handOverToAuthor');
  }
  return member;
}

/**
 * Whether the caller acts on his own form: refused (code 7) unless the task was given to him under the
 * relaxed rule or the owner relaxed it since; allowed, it is marked as a self-review. Handing the task
 * on to someone else and commenting stay open to him.
 */
async function selfReviewOf(run: Run, ctx: OwnerCtx, task: TaskRowDb, action: ActInput['action']) {
  const rule = await fourEyesOf(run);
  if (!rule.authors.has(ctx.user.id) || !DECISIONS.has(action)) return false;
  if (!actionsOn(rule, ctx.user.id, task).includes(action))
    throw new AppError(Code.IllegalOperation, 'workflow.ownForm');
  return true;
}

/** Approves, after saving the answers the node may edit (checked again against the form's version). */
async function approve(
  run: Run,
  ctx: OwnerCtx,
  node: ApproverNode,
  task: TaskRowDb,
  body: ActInput,
  lang: Lang,
  selfReview: boolean,
) {
  if (body.data && Object.keys(body.data).length > 0) {
    const refused = Object.keys(body.data).filter((key) => node.field_rights?.[key] !== 'edit');
    if (refused.length > 0) {
      const fields = Object.fromEntries(refused.map((key) => [key, ['workflow.fieldNotEditable' as MessageKey]]));
      throw new AppError(Code.FieldErrors, 'workflow.fieldNotEditable', { fields });
    }
    const data = { ...run.form.data, ...body.data };
    const errors = answerErrors(run.tx, run.form.versionId, run.form.schema, data, lang);
    if (Object.keys(errors).length > 0) {
      // The schema's errors are texts in the caller's language already; the envelope shows them as they are.
      throw new AppError(Code.FieldErrors, 'form.answersInvalid', { fields: errors as Record<string, MessageKey[]> });
    }
    await requireReviewerImages({ ...ctx, db: run.tx }, run.form, data);
    await saveReviewedAnswers(run.tx, run.form, data, run.actor.userId ?? 0);
    run.form.data = data;
  }
  await closeTasks(run, [task.id], 'approved');
  await record(run, 'approve', { nodeId: node.id, comment: body.comment, attachments: body.attachments, selfReview });
  await afterApproval(run, node, task.id);
}

/** Hands the caller's task to another member: a transfer, or a delegation that records for whom he acts. */
async function handOver(run: Run, node: ApproverNode, task: TaskRowDb, to: number, delegated: boolean) {
  await closeTasks(run, [task.id], 'transferred');
  const [moved] = await insertTasks(run, node, [
    {
      assigneeId: to,
      selfReview: (await fourEyesOf(run)).authors.has(to),
      sortOrder: task.sortOrder,
      waitsFor: task.waitsFor,
      delegatedFrom: delegated ? task.assigneeId : task.delegatedFrom,
      activation: task.activation,
    },
  ]);
  if (!moved) return;
  await run.tx.update(workflowTasks).set({ waitsFor: moved.id }).where(eq(workflowTasks.waitsFor, task.id));
  await openTasks(run, node, [moved]);
}

/** An extra signer: before the caller (who then waits for him) or after (who waits for the caller). */
async function addSigner(run: Run, node: ApproverNode, task: TaskRowDb, to: number, position: 'before' | 'after') {
  const base = {
    assigneeId: to,
    sortOrder: task.sortOrder,
    activation: task.activation,
    selfReview: (await fourEyesOf(run)).authors.has(to),
  };
  if (position === 'before') {
    const [added] = await insertTasks(run, node, [{ ...base, waitsFor: null }]);
    if (!added) return;
    await run.tx
      .update(workflowTasks)
      .set({ status: 'waiting', waitsFor: added.id, openedAt: null })
      .where(eq(workflowTasks.id, task.id));
    await announceClosed(run, [task.id]);
    await openTasks(run, node, [added]);
    return;
  }
  const [added] = await insertTasks(run, node, [{ ...base, waitsFor: task.id }]);
  if (!added) return;
  // Whoever waited for the caller (the next of a sequential node) now waits for the added signer.
  await run.tx
    .update(workflowTasks)
    .set({ waitsFor: added.id })
    .where(and(eq(workflowTasks.waitsFor, task.id), eq(workflowTasks.status, 'waiting')));
  await run.tx.update(workflowTasks).set({ waitsFor: task.id }).where(eq(workflowTasks.id, added.id));
}

async function perform(
  run: Run,
  ctx: OwnerCtx,
  node: ApproverNode,
  task: TaskRowDb,
  body: ActInput,
  lang: Lang,
  selfReview: boolean,
) {
  const said = { nodeId: node.id, comment: body.comment, attachments: body.attachments, selfReview };
  switch (body.action) {
    case 'approve':
      return approve(run, ctx, node, task, body, lang, selfReview);
    case 'reject':
      await closeTasks(run, [task.id], 'rejected');
      await record(run, 'reject', said);
      await finish(run, 'rejected');
      return saveInstance(run);
    case 'send_back': {
      const target = body.target_node_id;
      if (target !== undefined && !sendBackTargets(run, node.id).some((t) => t.node_id === target)) {
        throw fieldError('target_node_id', 'workflow.badTarget');
      }
      await closeTasks(run, [task.id], 'sent_back');
      await record(run, 'send_back', {
        ...said,
        ...(target === undefined ? { target: run.instance.submitterId } : { targetNodeId: target }),
      });
      return target === undefined ? sendBackToSubmitter(run) : sendBackTo(run, target);
    }
    case 'transfer':
    case 'delegate': {
      const to = await requireOtherMember(run, ctx, body.user_id);
      await handOver(run, node, task, to, body.action === 'delegate');
      await record(run, body.action, { ...said, target: to });
      return saveInstance(run);
    }
    case 'add_signer': {
      const to = await requireOtherMember(run, ctx, body.user_id);
      if (!body.position) throw fieldError('position', 'workflow.positionRequired');
      await addSigner(run, node, task, to, body.position);
      await record(run, 'add_signer', { ...said, target: to });
      return saveInstance(run);
    }
    case 'comment':
      await record(run, 'comment', said);
      return;
  }
}

/**
 * One action of the caller on one of his open tasks, in one transaction: another owner's or another
 * member's task is not found; a closed task or an instance changed since `revision` answers code 0
 * saying what happened; bad input changes nothing.
 */
export async function actOnTask(
  ctx: OwnerCtx,
  body: ActInput,
  lang: Lang,
  hooks: Hooks,
): Promise<{ revision: number; status: WorkflowStatus }> {
  return ctx.db.transaction(async (tx) => {
    const read = async () =>
      (
        await tx
          .select()
          .from(workflowTasks)
          .where(and(eq(workflowTasks.id, body.task_id), eq(workflowTasks.ownerId, ctx.owner.id)))
      )[0];
    const task = await read();
    if (!task || task.assigneeId !== ctx.user.id) throw notFound();
    if (task.status !== 'open') throw await conflict(tx, task.instanceId, lang, true);
    await requireOwnAttachments(tx, ctx, body.attachments);
    const instance = await takeInstance(tx, ctx, task.instanceId, body.revision);
    // Read again once the instance is ours: an action that committed meanwhile may have closed it.
    const current = await read();
    if (!instance || current?.status !== 'open') {
      throw await conflict(tx, task.instanceId, lang, current?.status !== 'open');
    }
    if (instance.status !== 'in_review') throw new AppError(Code.Warning, 'workflow.ended');
    const run = await runFor(tx, ctx, instance, hooks);
    const node = approverOf(run.placed, task.nodeId);
    if (!node) throw new AppError(Code.Warning, 'workflow.notAllowed');
    const selfReview = await selfReviewOf(run, ctx, current, body.action);
    await perform(run, ctx, node, current, body, lang, selfReview);
    await recordChange(tx, ctx, {
      entity: 'workflow_tasks',
      entityId: task.id,
      action: 'update',
      before: { status: 'open', revision: body.revision },
      after: {
        action: body.action,
        instance_status: run.instance.status,
        revision: instance.revision,
        ...(selfReview ? { self_review: true } : {}),
      },
    });
    return { revision: instance.revision, status: run.instance.status };
  });
}
