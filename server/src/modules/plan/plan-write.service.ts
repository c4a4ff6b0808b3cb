import { Code, type NoticeBody, type PlannedDateBody, WITNESS_SYMBOL } from '@app/contract';
import type { z } from 'zod';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { lockScopedPoints, setPlannedDates, setPointNotice } from '../equipment/public.js';
import { LIST_PAGE, noticeScope, plannableScope } from './plan-scope.js';

/** A browser's clock may run a little ahead of the server's: a notice "now" is not in the future. */
const CLOCK_SKEW_MS = 60_000;
const ENTITY = 'equipment_points';

/**
 * Sets the planned day of the points of `ids` (设定计划日期): an administrator's, or a manager's on
 * the projects he manages. One point outside that (another project, another owner, none at all)
 * refuses the whole batch with a field error on `ids`, and nothing changes. Each point whose day
 * changes is audited. Answers how many points were given the day.
 */
export async function setPlannedDate(
  ctx: OwnerCtx,
  body: z.output<typeof PlannedDateBody>,
): Promise<{ count: number }> {
  await requirePermission(ctx, LIST_PAGE, 'update');
  const scope = plannableScope(ctx);
  const ids = [...new Set(body.ids)];
  return ctx.db.transaction(async (tx) => {
    const points = await lockScopedPoints(tx, ctx, scope, ids);
    if (points.length !== ids.length) throw fieldError('ids', 'plan.pointsNotPlannable');
    await setPlannedDates(tx, ctx.owner.id, ids, body.planned_date);
    for (const point of points.filter((candidate) => candidate.plannedDate !== body.planned_date)) {
      await recordChange(tx, ctx, {
        entity: ENTITY,
        entityId: point.id,
        action: 'update',
        before: { planned_date: point.plannedDate },
        after: { planned_date: body.planned_date },
      });
    }
    return { count: ids.length };
  });
}

/** The witness point of `id` the caller may notify, open, locked; not found outside his equipment. */
async function lockWitnessPoint(tx: Db, ctx: OwnerCtx, id: number) {
  const [point] = await lockScopedPoints(tx, ctx, noticeScope(ctx), [id]);
  if (!point) throw notFound();
  if (point.planSymbol !== WITNESS_SYMBOL) throw new AppError(Code.IllegalOperation, 'plan.notWitness');
  if (point.actualDate !== null) throw new AppError(Code.IllegalOperation, 'plan.pointDone');
  return point;
}

const noticeOf = (point: { noticeAt: Date | null; noticeBy: number | null; noticeNote: string }) => ({
  notice_at: point.noticeAt?.toISOString() ?? null,
  notice_by: point.noticeBy,
  notice_note: point.noticeNote,
});

/**
 * Records that the client was told of an open witness point and did not come (已通知未到场): by an
 * inspector assigned to its equipment, a manager of its project or an administrator, at a time not
 * in the future. A notice recorded again replaces the earlier one. Audited.
 */
export async function recordNotice(ctx: OwnerCtx, id: number, body: z.output<typeof NoticeBody>): Promise<void> {
  await requirePermission(ctx, LIST_PAGE, 'update');
  const at = new Date(body.notice_at);
  if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw fieldError('notice_at', 'plan.noticeInFuture');
  await ctx.db.transaction(async (tx) => {
    const point = await lockWitnessPoint(tx, ctx, id);
    const notice = { at, by: ctx.user.id, note: body.note };
    await setPointNotice(tx, ctx.owner.id, id, notice);
    await recordChange(tx, ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      before: noticeOf(point),
      after: noticeOf({ noticeAt: at, noticeBy: ctx.user.id, noticeNote: body.note }),
    });
  });
}

/** Takes back a witness notice (recorded by mistake, or the client came after all), by the same people. Audited. */
export async function clearNotice(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, LIST_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    const point = await lockWitnessPoint(tx, ctx, id);
    if (point.noticeAt === null) throw new AppError(Code.IllegalOperation, 'plan.noNotice');
    await setPointNotice(tx, ctx.owner.id, id, null);
    await recordChange(tx, ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      before: noticeOf(point),
      after: noticeOf({ noticeAt: null, noticeBy: null, noticeNote: '' }),
    });
  });
}
