import { WITNESS_SYMBOL } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { inspectorRefs } from '../equipment/public.js';
import { changeableProjectIds } from '../project/public.js';
import { LIST_PAGE } from './plan-scope.js';

/** What the rights of a point depend on. */
export interface PointKeys {
  projectId: number;
  equipmentId: number;
  planSymbol: string;
  actualDate: string | null;
}

export interface PointRights {
  plan(point: PointKeys): boolean;
  notice(point: PointKeys): boolean;
}

const none: PointRights = { plan: () => false, notice: () => false };

/**
 * Which of `points` the caller may plan and notify, as the writes decide it (plan-scope.ts): with the
 * plan list's `update` right, an administrator any, a manager those of the projects he manages, an
 * inspector the witness notices of the pieces assigned to him; a notice only on an open witness point.
 */
export async function rightsOn(ctx: OwnerCtx, points: readonly PointKeys[]): Promise<PointRights> {
  if (points.length === 0 || !(await hasPermission(ctx, LIST_PAGE, 'update'))) return none;
  const witnessOpen = (point: PointKeys) => point.planSymbol === WITNESS_SYMBOL && point.actualDate === null;
  if (ctx.role === 'admin') return { plan: () => true, notice: witnessOpen };
  if (ctx.role === 'manager') {
    const managed = new Set((await changeableProjectIds(ctx)).map((row) => row.id));
    return {
      plan: (point) => managed.has(point.projectId),
      notice: (point) => managed.has(point.projectId) && witnessOpen(point),
    };
  }
  if (ctx.role === 'staff') {
    const inspector = inspectorRefs(ctx);
    const ids = [...new Set(points.map((point) => point.equipmentId))];
    const assigned = await ctx.db
      .select({ id: inspector.equipmentId })
      .from(inspector)
      .where(and(eq(inspector.userId, ctx.user.id), inArray(inspector.equipmentId, ids)));
    const mine = new Set(assigned.map((row) => row.id));
    return { plan: () => false, notice: (point) => mine.has(point.equipmentId) && witnessOpen(point) };
  }
  return none;
}

/** Whether the caller may plan some point of the projects of `projectIds` (the plan page's button). */
export async function mayPlanIn(ctx: OwnerCtx, projectIds: readonly number[]): Promise<boolean> {
  if (projectIds.length === 0 || !(await hasPermission(ctx, LIST_PAGE, 'update'))) return false;
  if (ctx.role === 'admin') return true;
  if (ctx.role !== 'manager') return false;
  const managed = await changeableProjectIds(ctx);
  return managed.some((row) => projectIds.includes(row.id));
}
