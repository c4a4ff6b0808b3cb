import type { PlanPointRow, PointState } from '@app/contract';
import { inArray } from 'drizzle-orm';
import { users } from '../../core/user.table.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { scopedPointRefs } from '../equipment/public.js';
import { categoriesOf } from '../inspection-category/public.js';
import { projectOptions } from '../project/public.js';
import { reportsOfPoints } from '../report/public.js';
import { rightsOn } from './plan-rights.js';
import { stateOf } from './plan-scope.js';
import { byRoute, stepsOf } from './route-order.js';

type Points = ReturnType<typeof scopedPointRefs>;

/** What a list of points selects of the scoped points subquery, with each point's state on `today`. */
export const pointFields = (p: Points, today: string) => ({
  id: p.id,
  equipmentId: p.equipmentId,
  processId: p.processId,
  categoryId: p.categoryId,
  planSymbol: p.planSymbol,
  plannedDate: p.plannedDate,
  actualSymbol: p.actualSymbol,
  actualDate: p.actualDate,
  noticeAt: p.noticeAt,
  noticeBy: p.noticeBy,
  noticeNote: p.noticeNote,
  projectId: p.projectId,
  deviceId: p.deviceId,
  equipmentName: p.equipmentName,
  eNumber: p.eNumber,
  batch: p.batch,
  state: stateOf(p, today),
});

export interface SelectedPoint {
  id: number;
  equipmentId: number;
  processId: number;
  categoryId: number;
  planSymbol: string;
  plannedDate: string | null;
  actualSymbol: string | null;
  actualDate: string | null;
  noticeAt: Date | null;
  noticeBy: number | null;
  noticeNote: string;
  projectId: number;
  deviceId: number;
  equipmentName: string;
  eNumber: string;
  batch: string;
  state: PointState;
}

async function namesOf(ctx: OwnerCtx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The points as the plan shows them: their project's and step's names, category, who recorded a
 * notice, the covering report, and what the caller may do with each. In the order given, or with
 * `routeOrder` by step and then the owner's order of categories (one equipment's ITP).
 */
export async function toPointRows(
  ctx: OwnerCtx,
  points: SelectedPoint[],
  { routeOrder = false } = {},
): Promise<PlanPointRow[]> {
  const [projects, steps, categories, noticers, reports, rights] = await Promise.all([
    projectOptions(ctx),
    stepsOf(
      ctx.db,
      points.map((point) => point.deviceId),
    ),
    categoriesOf(ctx.db, ctx.owner.id),
    namesOf(ctx, [...new Set(points.flatMap((point) => (point.noticeBy === null ? [] : [point.noticeBy])))]),
    reportsOfPoints(
      ctx,
      points.map((point) => point.id),
    ),
    rightsOn(ctx, points),
  ]);
  const projectName = new Map(projects.map((project) => [project.id, project.name]));
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const ordered = routeOrder ? [...points].sort(byRoute(steps, categories)) : points;
  return ordered.map((point) => {
    const step = steps.get(point.processId);
    const report = reports.get(point.id);
    return {
      id: point.id,
      project_id: point.projectId,
      project_name: projectName.get(point.projectId) ?? '',
      equipment_id: point.equipmentId,
      equipment_name: point.equipmentName,
      e_number: point.eNumber,
      batch: point.batch,
      step: step?.step ?? 0,
      step_name: step?.name ?? '',
      category_name: categoryName.get(point.categoryId) ?? '',
      plan_symbol: point.planSymbol,
      planned_date: point.plannedDate,
      actual_symbol: point.actualSymbol,
      actual_date: point.actualDate,
      state: point.state,
      notice_at: point.noticeAt?.toISOString() ?? null,
      notice_by_name: point.noticeBy === null ? '' : (noticers.get(point.noticeBy) ?? ''),
      notice_note: point.noticeNote,
      report: report ? { id: report.id, template_id: report.templateId, number: report.number } : null,
      can_plan: rights.plan(point),
      can_notice: rights.notice(point),
    };
  });
}
