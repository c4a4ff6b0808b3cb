import type { PlanGroupRow, PlanGroupView } from '@app/contract';
import { count, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../platform/app-error.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { scopedEquipmentRefs, scopedPointRefs } from '../equipment/public.js';
import { categoriesOf } from '../inspection-category/public.js';
import { groupsOf, isScopedRole, projectOptions } from '../project/public.js';
import { mayPlanIn } from './plan-rights.js';
import { chinaDay, GROUPS_PAGE, LIST_PAGE, planScope, type StateColumns, stateConditions } from './plan-scope.js';

const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The aggregates of a set of points on `today`: how many, done (or notified), overdue, not planned yet. */
export function pointCounts(p: StateColumns, today: string) {
  const states = stateConditions(p, today);
  return {
    points: count(),
    done: counted(or(states.done, states.notified)),
    overdue: counted(states.overdue),
    unscheduled: counted(states.unscheduled),
  };
}

/**
 * The owner's groups the caller sees, with his projects in each: a manager or an inspector only the
 * groups holding a project of his, the others every group, as the project module lists them.
 */
async function visibleGroups(ctx: OwnerCtx) {
  const [groups, projects] = await Promise.all([groupsOf(ctx.db, ctx.owner.id), projectOptions(ctx)]);
  const scoped = isScopedRole(ctx);
  return groups
    .map((group) => ({ ...group, projects: projects.filter((project) => project.group_id === group.id) }))
    .filter((group) => !scoped || group.projects.length > 0);
}

/** The group of `gid` the caller sees, with his projects in it; not found otherwise. */
async function visibleGroup(ctx: OwnerCtx, gid: number) {
  const group = (await visibleGroups(ctx)).find((candidate) => candidate.id === gid);
  if (!group) throw notFound();
  return group;
}

/** The caller's projects of the group of `gid` he sees (the plan list's); not found otherwise. */
export const groupProjects = async (ctx: OwnerCtx, gid: number) => (await visibleGroup(ctx, gid)).projects;

/**
 * 检验计划: each group the caller sees with what he may read of it: his projects, their equipment he
 * reads, and its points counted by state on today's date in China.
 */
export async function listPlanGroups(ctx: OwnerCtx): Promise<PlanGroupRow[]> {
  await requirePermission(ctx, GROUPS_PAGE, 'index');
  const p = scopedPointRefs(ctx, planScope(ctx));
  const e = scopedEquipmentRefs(ctx, planScope(ctx));
  const [groups, points, equipment] = await Promise.all([
    visibleGroups(ctx),
    ctx.db
      .select({ projectId: p.projectId, ...pointCounts(p, chinaDay()) })
      .from(p)
      .groupBy(p.projectId),
    ctx.db.select({ projectId: e.projectId, n: count() }).from(e).groupBy(e.projectId),
  ]);
  const pointsOf = new Map(points.map((row) => [row.projectId, row]));
  const equipmentOf = new Map(equipment.map((row) => [row.projectId, row.n]));
  return groups.map((group) => {
    const sum = (read: (projectId: number) => number) =>
      group.projects.reduce((total, project) => total + read(project.id), 0);
    return {
      id: group.id,
      name: group.name,
      projects: group.projects.length,
      equipment: sum((id) => equipmentOf.get(id) ?? 0),
      points: sum((id) => pointsOf.get(id)?.points ?? 0),
      done: sum((id) => pointsOf.get(id)?.done ?? 0),
      overdue: sum((id) => pointsOf.get(id)?.overdue ?? 0),
      unscheduled: sum((id) => pointsOf.get(id)?.unscheduled ?? 0),
    };
  });
}

/** 计划列表's header: the group, its projects and the owner's categories to filter by, and the caller's right to plan. */
export async function planGroupView(ctx: OwnerCtx, gid: number): Promise<PlanGroupView> {
  await requirePermission(ctx, LIST_PAGE, 'index');
  const group = await visibleGroup(ctx, gid);
  const categories = await categoriesOf(ctx.db, ctx.owner.id);
  return {
    id: group.id,
    name: group.name,
    projects: group.projects.map(({ id, name, number }) => ({ id, name, number })),
    categories: categories.map(({ id, name, planSymbol }) => ({ id, name, plan_symbol: planSymbol })),
    can_plan: await mayPlanIn(
      ctx,
      group.projects.map((project) => project.id),
    ),
  };
}
