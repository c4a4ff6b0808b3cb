import type { TodayPoint } from '@app/contract';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { OwnerCtx } from '../../platform/session.js';
import { scopedPointRefs } from '../equipment/public.js';
import { visibleProjectRefs } from '../project/public.js';
import { pointCounts } from './plan-groups.service.js';
import { chinaDay, planScope } from './plan-scope.js';

/** Which ITP points an analysis counts: of these projects, of a unit's or a kind's equipment, planned in a period. */
export interface PointFilters {
  projectIds: number[];
  unitId?: number;
  deviceId?: number;
  from?: string;
  to?: string;
}

/**
 * The ITP points of each project under `filters`, counted on today's date in China: all, with a
 * planned day, done (or witnessed by notice) and overdue. With a period, only the points planned in it.
 */
export async function completionByProject(ctx: OwnerCtx, filters: PointFilters) {
  if (filters.projectIds.length === 0) return [];
  const p = scopedPointRefs(ctx, undefined);
  const rows = await ctx.db
    .select({ projectId: p.projectId, ...pointCounts(p, chinaDay()) })
    .from(p)
    .where(
      and(
        inArray(p.projectId, filters.projectIds),
        filters.unitId === undefined ? undefined : eq(p.unitId, filters.unitId),
        filters.deviceId === undefined ? undefined : eq(p.deviceId, filters.deviceId),
        filters.from === undefined ? undefined : gte(p.plannedDate, filters.from),
        filters.to === undefined ? undefined : lte(p.plannedDate, filters.to),
      ),
    )
    .groupBy(p.projectId);
  return rows.map(({ projectId, points, done, overdue, unscheduled }) => ({
    projectId,
    points,
    planned: points - unscheduled,
    done,
    overdue,
  }));
}

/** The caller's ITP points (the plan's scope: an inspector's assigned pieces) planned for today in China, 50 at most. */
export async function pointsPlannedToday(ctx: OwnerCtx): Promise<TodayPoint[]> {
  const p = scopedPointRefs(ctx, planScope(ctx));
  const project = visibleProjectRefs(ctx);
  return ctx.db
    .select({
      id: p.id,
      equipment_id: p.equipmentId,
      equipment_name: p.equipmentName,
      e_number: p.eNumber,
      project_name: project.name,
      plan_symbol: p.planSymbol,
      done: sql<boolean>`(${or(sql`${p.actualDate} is not null`, sql`${p.noticeAt} is not null`)})`.mapWith(Boolean),
    })
    .from(p)
    .innerJoin(project, eq(project.id, p.projectId))
    .where(eq(p.plannedDate, chinaDay()))
    .orderBy(asc(project.name), asc(p.equipmentName), asc(p.id))
    .limit(50);
}
