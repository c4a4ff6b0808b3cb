import type { EquipmentPoints, PointsBody } from '@app/contract';

/**
 * An ITP being edited: the plan symbol of each planned point, keyed by step and category. A cell
 * without an entry is not planned.
 */
export type Plan = ReadonlyMap<string, string>;

export const cellKey = (processId: number, categoryId: number) => `${processId}:${categoryId}`;

/** The saved points of a grid as a plan. */
export const planOf = (grid: Pick<EquipmentPoints, 'points'>): Plan =>
  new Map(grid.points.map((point) => [cellKey(point.process_id, point.category_id), point.plan_symbol]));

/** Ticks a cell with the category's own plan symbol, or unticks it. */
export function toggle(plan: Plan, processId: number, category: { id: number; plan_symbol: string }): Plan {
  const next = new Map(plan);
  const key = cellKey(processId, category.id);
  if (next.has(key)) next.delete(key);
  else next.set(key, category.plan_symbol);
  return next;
}

/** Sets a planned cell's symbol as typed (trimmed when saved). */
export function setSymbol(plan: Plan, processId: number, categoryId: number, symbol: string): Plan {
  const next = new Map(plan);
  next.set(cellKey(processId, categoryId), symbol);
  return next;
}

/**
 * The plan as the save call takes it, in the grid's order (steps, then categories). Only cells of the
 * grid's steps and categories are sent, so a plan copied from elsewhere cannot name a stranger.
 */
export function pointsBody(grid: Pick<EquipmentPoints, 'steps' | 'categories'>, plan: Plan): PointsBody {
  return {
    points: grid.steps.flatMap((step) =>
      grid.categories.flatMap((category) => {
        const symbol = plan.get(cellKey(step.id, category.id));
        return symbol === undefined
          ? []
          : [{ process_id: step.id, category_id: category.id, plan_symbol: symbol.trim() }];
      }),
    ),
  };
}

/** Whether the plan differs from what is saved. */
export function isChanged(saved: Plan, plan: Plan): boolean {
  if (saved.size !== plan.size) return true;
  for (const [key, symbol] of plan) if (saved.get(key)?.trim() !== symbol.trim()) return true;
  return false;
}

/** A planned cell whose symbol was cleared: the save would be refused, so the page says so first. */
export const hasBlankSymbol = (plan: Plan) => [...plan.values()].some((symbol) => symbol.trim() === '');

/**
 * Another equipment's plan laid on this grid: equipment of the same kind shares its steps, so each
 * of its points lands on the same cell; points of steps or categories this grid lacks are dropped.
 */
export function copiedPlan(
  grid: Pick<EquipmentPoints, 'steps' | 'categories'>,
  source: Pick<EquipmentPoints, 'points'>,
) {
  const steps = new Set(grid.steps.map((step) => step.id));
  const categories = new Set(grid.categories.map((category) => category.id));
  return new Map(
    source.points
      .filter((point) => steps.has(point.process_id) && categories.has(point.category_id))
      .map((point) => [cellKey(point.process_id, point.category_id), point.plan_symbol]),
  );
}
