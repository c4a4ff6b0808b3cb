import { Code, NCR_TRANSITIONS, type NcrAction, type NcrDetail, type PageKey } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formForReview } from '../form/public.js';
import { visibleProjectRefs } from '../project/public.js';
import { isRelaxed } from '../workflow/public.js';
import { type NcrCaseRecord, ncrCases, ncrSteps } from './ncr.table.js';
import { presentNcr } from './ncr-detail.js';
import { tellAboutStep } from './ncr-notices.js';
import { independenceKindOf, judgesOwnWork, type NcrAuthors, roleMayTake } from './ncr-rules.js';
import { type NcrActInput, recordOf } from './ncr-step.js';

/**
 * 报告列表: the NCR loop is part of an NCR report's page, which the report lists open, so its index
 * right governs reading the loop and taking its steps alike. There is no page of the loop's own to
 * grant: who takes which step is the role rule of ncr-rules.ts, on the NCRs of projects he may read.
 */
export const NCR_PAGE: PageKey = 'project-report-list';

const caseOf = (ctx: OwnerCtx, id: number) => and(eq(ncrCases.ownerId, ctx.owner.id), eq(ncrCases.formInstanceId, id));

/**
 * The NCR of report form `id` and its form, as the caller may see them: of his owner, on a project he
 * may read, and submitted unless it is his own draft (as the report lists show forms). Not found
 * otherwise. `lock` holds the case for the step that follows, so two steps never cross.
 */
async function readableNcr(ctx: OwnerCtx, id: number, lock = false) {
  const query = ctx.db.select().from(ncrCases).where(caseOf(ctx, id));
  const [ncr] = lock ? await query.for('update') : await query;
  if (!ncr) throw notFound();
  const form = await formForReview(ctx.db, ctx.owner.id, id);
  if (form.status !== 'submitted' && form.createdBy !== ctx.user.id) throw notFound();
  const project = visibleProjectRefs(ctx);
  const [readable] =
    form.projectId === null
      ? []
      : await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, form.projectId));
  if (!readable) throw notFound();
  return { ncr, form };
}

/** An NCR's loop (GET /ncr/detail). */
export async function ncrDetail(ctx: OwnerCtx, id: number): Promise<NcrDetail> {
  await requirePermission(ctx, NCR_PAGE, 'index');
  const { ncr, form } = await readableNcr(ctx, id);
  return presentNcr(ctx, ncr, form);
}

/** How a case shows in the audit log. */
const audited = (ncr: NcrCaseRecord) => ({
  state: ncr.state,
  disposition: ncr.disposition,
  disposition_note: ncr.dispositionNote,
  plan: ncr.plan,
  responsible_id: ncr.responsibleId,
  due_date: ncr.dueDate,
  planned_by: ncr.plannedBy,
  disposed_by: ncr.disposedBy,
  executed_by: ncr.executedBy,
  execution_note: ncr.executionNote,
  closed_at: ncr.closedAt?.toISOString() ?? null,
});

/**
 * Whether the step is the caller's judgement on his own work (ncr-rules.ts): refused with code 7
 * saying why, unless the owner relaxed the rule for its kind; then it is allowed and marked.
 */
async function selfReviewOf(ctx: OwnerCtx, ncr: NcrAuthors, action: NcrAction): Promise<boolean> {
  const kind = independenceKindOf(action);
  if (!kind || !judgesOwnWork(ctx.user.id, ncr, action)) return false;
  if (!(await isRelaxed(ctx.db, ctx.owner.id, kind))) {
    throw new AppError(Code.IllegalOperation, kind === 'ncr_plan_review' ? 'ncr.ownPlanReview' : 'ncr.ownVerification');
  }
  return true;
}

/**
 * Takes one step of an NCR's loop (POST /ncr/act): only once its form is submitted (code 7), by a
 * role that takes the step (code 3), in the state the step is taken in (else code 0: someone moved
 * it on, nothing changes), a judgement on the caller's own work refused (code 7), with what the
 * step carries checked (code 2). In one transaction: the case, its step row, the audit record and
 * the notice to whoever the step hands the NCR to. Answers the loop as it now stands.
 */
export async function actOnNcr(ctx: OwnerCtx, id: number, body: NcrActInput): Promise<NcrDetail> {
  await requirePermission(ctx, NCR_PAGE, 'index');
  await ctx.db.transaction(async (tx) => {
    const scoped: OwnerCtx = { ...ctx, db: tx };
    const { ncr, form } = await readableNcr(scoped, id, true);
    if (form.status !== 'submitted') throw new AppError(Code.IllegalOperation, 'ncr.notRaised');
    if (!roleMayTake(ctx.role, body.action)) throw new AppError(Code.NoPermission, 'ncr.roleRefused');
    const { from, to } = NCR_TRANSITIONS[body.action];
    if (ncr.state !== from) throw new AppError(Code.Warning, 'ncr.movedOn');
    const selfReview = await selfReviewOf(scoped, { ...ncr, raisedBy: form.createdBy }, body.action);
    const record = await recordOf(scoped, form, body);
    const [after] = await tx
      .update(ncrCases)
      .set({ ...record.set, state: to })
      .where(caseOf(ctx, id))
      .returning();
    if (!after) throw notFound();
    await tx.insert(ncrSteps).values({
      ownerId: ctx.owner.id,
      ncrId: id,
      action: body.action,
      fromState: from,
      toState: to,
      note: record.note,
      fileIds: record.fileIds,
      actorId: ctx.user.id,
      selfReview,
    });
    await recordChange(tx, ctx, {
      entity: 'ncr_cases',
      entityId: id,
      action: 'update',
      before: audited(ncr),
      after: {
        ...audited(after),
        step: body.action,
        note: record.note,
        ...(selfReview ? { self_review: true } : {}),
        ...(record.fileIds.length > 0 ? { file_ids: record.fileIds } : {}),
      },
    });
    await tellAboutStep(tx, scoped, { action: body.action, note: record.note }, after, form);
  });
  const { ncr, form } = await readableNcr(ctx, id);
  return presentNcr(ctx, ncr, form);
}
