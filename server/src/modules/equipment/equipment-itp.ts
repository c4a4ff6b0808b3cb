import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { processesOf } from '../device/public.js';
import { categoriesOf } from '../inspection-category/public.js';
import { equipment, equipmentPoints } from './equipment.table.js';

/** One ITP point of a piece of equipment as the reports read it: where it sits and whether it is done. */
export interface ItpPoint {
  id: number;
  /** The step's place in the kind's route and its name. */
  step: number;
  stepName: string;
  categoryName: string;
  planSymbol: string;
  plannedDate: string | null;
  actualSymbol: string | null;
  actualDate: string | null;
  /** A witness point's "client notified, did not attend". */
  noticeAt: Date | null;
}

/**
 * The ITP of one piece of the owner's equipment in route order (steps, then the owner's category
 * order); empty for another owner's or a missing piece. A plan holds at most EQUIPMENT_POINTS_MAX
 * points, so it is read whole.
 */
export async function itpOf(db: Db, ownerId: number, equipmentId: number): Promise<ItpPoint[]> {
  const [piece] = await db
    .select({ deviceId: equipment.deviceId })
    .from(equipment)
    .where(and(eq(equipment.ownerId, ownerId), eq(equipment.id, equipmentId)));
  if (!piece) return [];
  const [steps, categories, points] = await Promise.all([
    processesOf(db, piece.deviceId),
    categoriesOf(db, ownerId),
    db.select().from(equipmentPoints).where(eq(equipmentPoints.equipmentId, equipmentId)),
  ]);
  const stepOf = new Map(steps.map((step) => [step.id, step]));
  const categoryOf = new Map(categories.map((category, order) => [category.id, { ...category, order }]));
  return points
    .map((point) => ({ point, step: stepOf.get(point.processId), category: categoryOf.get(point.categoryId) }))
    .filter((entry) => entry.step !== undefined && entry.category !== undefined)
    .sort((a, b) => (a.step?.step ?? 0) - (b.step?.step ?? 0) || (a.category?.order ?? 0) - (b.category?.order ?? 0))
    .map(({ point, step, category }) => ({
      id: point.id,
      step: step?.step ?? 0,
      stepName: step?.name ?? '',
      categoryName: category?.name ?? '',
      planSymbol: point.planSymbol,
      plannedDate: point.plannedDate,
      actualSymbol: point.actualSymbol,
      actualDate: point.actualDate,
      noticeAt: point.noticeAt,
    }));
}

/**
 * Marks a point done by an accepted report: the category's actual symbol and the report's date. A
 * point done already keeps its first report's date.
 */
export async function markPointDone(tx: Db, ownerId: number, pointId: number, date: string): Promise<void> {
  const [point] = await tx
    .select({ categoryId: equipmentPoints.categoryId })
    .from(equipmentPoints)
    .where(and(eq(equipmentPoints.ownerId, ownerId), eq(equipmentPoints.id, pointId)));
  if (!point) return;
  const category = (await categoriesOf(tx, ownerId)).find((row) => row.id === point.categoryId);
  await tx
    .update(equipmentPoints)
    .set({ actualSymbol: category?.actualSymbol ?? null, actualDate: date })
    .where(and(eq(equipmentPoints.id, pointId), isNull(equipmentPoints.actualDate)));
}
