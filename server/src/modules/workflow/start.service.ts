import { and, desc, eq } from 'drizzle-orm';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { Hooks } from '../../platform/hooks.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formForReview } from '../form/public.js';
import { projectForReview } from '../project/public.js';
import { boundVersion } from './definition.service.js';
import { advance } from './engine.js';
import { approveForm, makeRun, record } from './run.js';
import { workflowInstances, workflowVersions } from './workflow.table.js';

/**
 * Called in the transaction that submits a form (formSubmitted, startOrApprove): a form sent
 * back resumes its instance in a new round from the top; otherwise, when an enabled published
 * definition is bound to its template or family, an instance starts on that definition's latest
 * version, which it keeps. A node that finds nobody under the `refuse` rule throws (code 0), and the
 * submission with it. Answers the instance's id, or null for a form no workflow reviews.
 */
export async function startReview(tx: Db, ctx: OwnerCtx, formId: number, hooks: Hooks): Promise<number | null> {
  const form = await formForReview(tx, ctx.owner.id, formId);
  const project = form.projectId === null ? null : await projectForReview(tx, ctx.owner.id, form.projectId);
  const snapshot = {
    formNumber: form.number,
    templateId: form.templateId,
    templateName: form.templateName,
    family: form.family,
    projectName: project?.name ?? '',
    submitterId: ctx.user.id,
    submitterName: ctx.user.name,
  };
  const [previous] = await tx
    .select()
    .from(workflowInstances)
    .where(eq(workflowInstances.formInstanceId, formId))
    .orderBy(desc(workflowInstances.id))
    .limit(1)
    .for('update');
  let instance = previous?.status === 'sent_back' ? previous : undefined;
  let resumed = false;
  if (instance) {
    resumed = true;
    const [row] = await tx
      .update(workflowInstances)
      .set({
        ...snapshot,
        status: 'in_review',
        round: instance.round + 1,
        revision: instance.revision + 1,
        nodeStates: {},
        activations: {},
      })
      .where(eq(workflowInstances.id, instance.id))
      .returning();
    instance = row;
  } else {
    const version = await boundVersion(tx, ctx.owner.id, form.templateId, form.family);
    if (!version) return null;
    const [row] = await tx
      .insert(workflowInstances)
      .values({
        ownerId: ctx.owner.id,
        versionId: version.id,
        formInstanceId: formId,
        createdBy: ctx.user.id,
        ...snapshot,
      })
      .returning();
    instance = row;
  }
  if (!instance) throw new Error('workflow instance write returned nothing');
  const [version] = await tx
    .select({ flow: workflowVersions.flow })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.id, instance.versionId)));
  const actor = { userId: ctx.user.id, name: ctx.user.name, ctx };
  const run = makeRun(tx, instance, version?.flow ?? [], form, actor, hooks);
  await record(run, resumed ? 'resubmit' : 'submit');
  await advance(run);
  await recordChange(tx, ctx, {
    entity: 'workflow_instances',
    entityId: instance.id,
    action: resumed ? 'update' : 'create',
    after: { status: run.instance.status, round: run.instance.round, form_instance_id: formId },
  });
  return instance.id;
}

/**
 * The workflow's handler of formSubmitted: the review its template or family is bound to starts (or a
 * sent-back one resumes); a form nobody reviews counts from its submission (formApproved).
 */
export async function startOrApprove(tx: Db, ctx: OwnerCtx, formId: number, hooks: Hooks): Promise<void> {
  const review = await startReview(tx, ctx, formId, hooks);
  if (review === null) await approveForm(tx, ctx.owner.id, formId, hooks);
}
