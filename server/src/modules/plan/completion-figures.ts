import type { CompletionRow } from '@app/contract';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { OwnerCtx } from '../../platform/session.js';
import { inspectorRefs, scopedPointRefs } from '../equipment/public.js';
import { categoriesOf } from '../inspection-category/public.js';
import { unitsOf } from '../inspection-unit/public.js';
import { projectOptions } from '../project/public.js';
import { pointCounts } from './plan-groups.service.js';
import { chinaDay, openPoint } from './plan-scope.js';
import { stepsOf } from './route-order.js';

/** A piece of equipment of a completion page, as the scoped equipment subquery gives it. */
export interface PageEquipment {
  id: number;
  projectId: number;
  deviceId: number;
  unitId: number | null;
  name: string;
  eNumber: string;
  batch: string;
}

/** Each piece's next open point: the one planned earliest (the overdue ones first), read only for the page's pieces. */
async function nextPointsOf(ctx: OwnerCtx, ids: number[]) {
  const p = scopedPointRefs(ctx, undefined);
  return ctx.db
    .selectDistinctOn([p.equipmentId], {
      equipmentId: p.equipmentId,
      deviceId: p.deviceId,
      processId: p.processId,
      categoryId: p.categoryId,
      planSymbol: p.planSymbol,
      plannedDate: p.plannedDate,
    })
    .from(p)
    .where(and(inArray(p.equipmentId, ids), isNotNull(p.plannedDate), openPoint(p)))
    .orderBy(asc(p.equipmentId), asc(p.plannedDate), asc(p.id));
}

/** The inspectors of each piece of `ids`, by name. */
async function inspectorsOf(ctx: OwnerCtx, ids: number[]) {
  const inspector = inspectorRefs(ctx);
  const rows = await ctx.db
    .select({ equipmentId: inspector.equipmentId, id: inspector.userId, name: inspector.name })
    .from(inspector)
    .where(inArray(inspector.equipmentId, ids))
    .orderBy(asc(inspector.name), asc(inspector.userId));
  const byEquipment = new Map<number, { id: number; name: string }[]>();
  for (const { equipmentId, ...person } of rows) {
    byEquipment.set(equipmentId, [...(byEquipment.get(equipmentId) ?? []), person]);
  }
  return byEquipment;
}

/**
 * The figures of a completion page's equipment: points counted by state on today's date in China,
 * the next open point with its step and category, the project, the inspection unit and inspectors.
 */
export async function completionFigures(ctx: OwnerCtx, pieces: PageEquipment[]): Promise<CompletionRow[]> {
  if (pieces.length === 0) return [];
  const ids = pieces.map((piece) => piece.id);
  const today = chinaDay();
  const p = scopedPointRefs(ctx, undefined);
  const [counts, next, inspectors, projects, units, categories] = await Promise.all([
    ctx.db
      .select({ equipmentId: p.equipmentId, ...pointCounts(p, today) })
      .from(p)
      .where(inArray(p.equipmentId, ids))
      .groupBy(p.equipmentId),
    nextPointsOf(ctx, ids),
    inspectorsOf(ctx, ids),
    projectOptions(ctx),
    unitsOf(ctx.db, ctx.owner.id),
    categoriesOf(ctx.db, ctx.owner.id),
  ]);
  const steps = await stepsOf(
    ctx.db,
    next.map((point) => point.deviceId),
  );
  const countsOf = new Map(counts.map((row) => [row.equipmentId, row]));
  const nextOf = new Map(next.map((point) => [point.equipmentId, point]));
  const projectName = new Map(projects.map((project) => [project.id, project.name]));
  const unitName = new Map(units.map((unit) => [unit.id, unit.name]));
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  return pieces.map((piece) => {
    const figures = countsOf.get(piece.id);
    const point = nextOf.get(piece.id);
    return {
      id: piece.id,
      project_id: piece.projectId,
      project_name: projectName.get(piece.projectId) ?? '',
      name: piece.name,
      e_number: piece.eNumber,
      batch: piece.batch,
      unit_name: piece.unitId === null ? '' : (unitName.get(piece.unitId) ?? ''),
      inspectors: inspectors.get(piece.id) ?? [],
      points: figures?.points ?? 0,
      done: figures?.done ?? 0,
      overdue: figures?.overdue ?? 0,
      unscheduled: figures?.unscheduled ?? 0,
      next:
        point?.plannedDate != null
          ? {
              step_name: steps.get(point.processId)?.name ?? '',
              category_name: categoryName.get(point.categoryId) ?? '',
              plan_symbol: point.planSymbol,
              planned_date: point.plannedDate,
            }
          : null,
    };
  });
}
