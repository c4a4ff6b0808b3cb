import {
  type ListData,
  type ListQuery,
  PLAN_POINT_LIST,
  type PlanPointRow,
  POINT_STATES,
  type PointState,
} from '@app/contract';
import { and, ilike, inArray, or, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/app-error.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { likeLiteral, listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow, rememberedCount } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { scopedPointRefs } from '../equipment/public.js';
import { groupProjects } from './plan-groups.service.js';
import { pointFields, toPointRows } from './plan-point-rows.js';
import { chinaDay, LIST_PAGE, planScope, stateConditions } from './plan-scope.js';

type PlanListQuery = ListQuery & { gid: number };

const isState = (value: string): value is PointState => (POINT_STATES as readonly string[]).includes(value);

/** The list's columns on the scoped points: a state filter reads its condition on `today`. */
function columnsOf(p: ReturnType<typeof scopedPointRefs>, today: string): ListColumns<typeof PLAN_POINT_LIST> {
  const states = stateConditions(p, today);
  return {
    planned_date: p.plannedDate,
    project: p.projectId,
    category: p.categoryId,
    equipment: (value) => {
      const pattern = `%${likeLiteral(value)}%`;
      return sql`${or(ilike(p.equipmentName, pattern), ilike(p.eNumber, pattern), ilike(p.batch, pattern))}`;
    },
    state: (value) => {
      // A state no point can be in: refused as a select filter's unknown value is.
      if (!isState(value)) throw fieldError('filter[state]', 'validation.invalid');
      return states[value];
    },
  };
}

/**
 * The page query and the count of the plan list of the projects of `projectIds` on `today`, as they
 * run (the scale test EXPLAINs them).
 */
export function planPointQueries(ctx: OwnerCtx, query: ListQuery, projectIds: readonly number[], today: string) {
  const p = scopedPointRefs(ctx, planScope(ctx));
  const columns = columnsOf(p, today);
  const window = listWindow(query, PLAN_POINT_LIST, { columns, tieBreaker: p.id });
  const where = and(inArray(p.projectId, [...projectIds]), listFilters(query, PLAN_POINT_LIST, columns));
  return {
    window,
    rows: ctx.db
      .select(pointFields(p, today))
      .from(p)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    counted: countUpToCap(ctx.db, ctx.db.select({ id: p.id }).from(p).where(where)),
  };
}

/**
 * 计划列表: the points of the equipment the caller may read in the projects of a group he may see
 * (not found otherwise), by planned day, with their state on today's date in China.
 */
export async function listPlanPoints(ctx: OwnerCtx, query: PlanListQuery): Promise<ListData<PlanPointRow>> {
  await requirePermission(ctx, LIST_PAGE, 'index');
  const { gid, ...listQuery } = query;
  const projects = await groupProjects(ctx, gid);
  const { window, rows, counted } = planPointQueries(
    ctx,
    listQuery,
    projects.map((project) => project.id),
    chinaDay(),
  );
  const page = await listPage(
    window,
    rows,
    rememberedCount(ctx, `plan:${gid}`, listQuery, () => counted),
    (row) => row,
  );
  return { result: await toPointRows(ctx, page.result), paging: page.paging };
}
