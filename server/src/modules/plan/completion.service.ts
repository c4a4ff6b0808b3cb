import {
  COMPLETION_LIST,
  type CompletionOptions,
  type CompletionRow,
  type ListData,
  type ListQuery,
  type PlanPointRow,
} from '@app/contract';
import { and, asc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { found } from '../../platform/app-error.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { likeLiteral, listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow, rememberedCount } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { inspectorRefs, scopedEquipmentRefs, scopedPointRefs } from '../equipment/public.js';
import { requireAny } from '../form/public.js';
import { unitsOf } from '../inspection-unit/public.js';
import { projectOptions } from '../project/public.js';
import { completionFigures } from './completion-figures.js';
import { pointFields, toPointRows } from './plan-point-rows.js';
import { COMPLETION_PAGES, chinaDay, completionScope } from './plan-scope.js';

type Equipment = ReturnType<typeof scopedEquipmentRefs>;

function columnsOf(ctx: OwnerCtx, e: Equipment): ListColumns<typeof COMPLETION_LIST> {
  const inspector = inspectorRefs(ctx);
  return {
    e_number: e.eNumber,
    project: e.projectId,
    unit: e.unitId,
    equipment: (value) => {
      const pattern = `%${likeLiteral(value)}%`;
      return sql`${or(ilike(e.name, pattern), ilike(e.eNumber, pattern), ilike(e.batch, pattern))}`;
    },
    inspector: (value) => {
      // An id, as the select offers them; anything else matches nobody rather than failing a cast.
      const userId = /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : 0;
      return exists(
        ctx.db
          .select({ one: sql`1` })
          .from(inspector)
          .where(and(eq(inspector.equipmentId, e.id), eq(inspector.userId, userId))),
      );
    },
  };
}

/**
 * 设备检验完成情况: the equipment of the caller's completion view (completionScope: decided by his
 * role) by number, each with its points counted by state, its next open point, inspection unit and
 * inspectors. Any of the three views' index reads it; the role, not the page, says what is in it.
 */
export async function listCompletion(ctx: OwnerCtx, query: ListQuery): Promise<ListData<CompletionRow>> {
  await requireAny(ctx, COMPLETION_PAGES, 'index');
  const e = scopedEquipmentRefs(ctx, completionScope(ctx));
  const columns = columnsOf(ctx, e);
  const window = listWindow(query, COMPLETION_LIST, { columns, tieBreaker: e.id });
  const where = listFilters(query, COMPLETION_LIST, columns);
  const page = await listPage(
    window,
    ctx.db
      .select()
      .from(e)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    rememberedCount(ctx, 'plan-completion', query, () =>
      countUpToCap(ctx.db, ctx.db.select({ id: e.id }).from(e).where(where)),
    ),
    (row) => row,
  );
  return { result: await completionFigures(ctx, page.result), paging: page.paging };
}

/** What the caller's completion view filters by: the projects, units and inspectors of its equipment, by name. */
export async function completionOptions(ctx: OwnerCtx): Promise<CompletionOptions> {
  await requireAny(ctx, COMPLETION_PAGES, 'index');
  const e = scopedEquipmentRefs(ctx, completionScope(ctx));
  const inspector = inspectorRefs(ctx);
  const [keys, people, projects, units] = await Promise.all([
    ctx.db.selectDistinct({ projectId: e.projectId, unitId: e.unitId }).from(e),
    ctx.db
      .selectDistinct({ id: inspector.userId, name: inspector.name })
      .from(inspector)
      .innerJoin(e, eq(e.id, inspector.equipmentId))
      .orderBy(asc(inspector.name), asc(inspector.userId)),
    projectOptions(ctx),
    unitsOf(ctx.db, ctx.owner.id),
  ]);
  const projectIds = new Set(keys.map((key) => key.projectId));
  const unitIds = new Set(keys.map((key) => key.unitId));
  return {
    projects: projects
      .filter((project) => projectIds.has(project.id))
      .map(({ id, name, number }) => ({ id, name, number })),
    units: units.filter((unit) => unitIds.has(unit.id)),
    inspectors: people,
  };
}

/** The points of one piece of equipment of the caller's completion view, in route order; not found otherwise. */
export async function completionPoints(ctx: OwnerCtx, equipmentId: number): Promise<PlanPointRow[]> {
  await requireAny(ctx, COMPLETION_PAGES, 'index');
  const e = scopedEquipmentRefs(ctx, completionScope(ctx));
  found((await ctx.db.select({ id: e.id }).from(e).where(eq(e.id, equipmentId)))[0]);
  const p = scopedPointRefs(ctx, undefined);
  const points = await ctx.db
    .select(pointFields(p, chinaDay()))
    .from(p)
    .where(eq(p.equipmentId, equipmentId))
    .orderBy(asc(p.id));
  return toPointRows(ctx, points, { routeOrder: true });
}
