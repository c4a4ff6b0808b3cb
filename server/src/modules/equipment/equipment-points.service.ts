import type { EquipmentPoints, PointsBody } from '@app/contract';
import { Code } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { MessageKey } from '../../platform/messages.js';
import { hasPermission, requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { processesOf } from '../device/public.js';
import { categoriesOf } from '../inspection-category/public.js';
import { equipment, equipmentPoints } from './equipment.table.js';
import { optionSelection } from './equipment-query.js';
import {
  changeableEquipment,
  findEquipment,
  lockEquipment,
  mayChange,
  POINT_PAGE,
  visibleEquipment,
} from './equipment-scope.js';

type Step = { id: number; name: string };
type Category = { id: number; planSymbol: string };
type Point = { processId: number; categoryId: number; planSymbol: string };

const pairKey = (processId: number, categoryId: number) => `${processId}:${categoryId}`;

/**
 * An ITP as one line of the audit log: each step that has points, in route order, with its points'
 * symbols in category order ("铁心叠装：H、W；线圈绕制：R").
 */
function summary(steps: Step[], categories: Category[], points: Point[]): string {
  const order = new Map(categories.map((category, index) => [category.id, index]));
  return steps
    .map((step) => {
      const symbols = points
        .filter((point) => point.processId === step.id)
        .sort((a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0))
        .map((point) => point.planSymbol);
      return symbols.length > 0 ? `${step.name}：${symbols.join('、')}` : '';
    })
    .filter((part) => part !== '')
    .join('；');
}

const pointsOf = (db: Db, equipmentId: number) =>
  db.select().from(equipmentPoints).where(eq(equipmentPoints.equipmentId, equipmentId));

/** The grid of one piece of equipment the caller may read: steps, categories, points, and whether he may save. */
async function grid(ctx: OwnerCtx, id: number): Promise<EquipmentPoints> {
  const db = ctx.db;
  const row = await findEquipment(db, visibleEquipment(ctx), id);
  const [option] = await optionSelection(ctx, db).where(eq(equipment.id, id));
  const [steps, categories, points] = await Promise.all([
    processesOf(db, row.deviceId),
    categoriesOf(db, ctx.owner.id),
    pointsOf(db, id),
  ]);
  return {
    equipment: found(option),
    steps: steps.map((step) => ({ id: step.id, step: step.step, name: step.name })),
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      plan_symbol: category.planSymbol,
      actual_symbol: category.actualSymbol,
    })),
    points: points.map((point) => ({
      process_id: point.processId,
      category_id: point.categoryId,
      plan_symbol: point.planSymbol,
      actual_symbol: point.actualSymbol,
      actual_date: point.actualDate,
    })),
    can_update: (await mayChange(db, ctx, id)) && (await hasPermission(ctx, POINT_PAGE, 'update')),
  };
}

export async function equipmentPointGrid(ctx: OwnerCtx, id: number): Promise<EquipmentPoints> {
  await requirePermission(ctx, POINT_PAGE, 'index');
  return grid(ctx, id);
}

/** Every point names a step of the equipment's kind and a category of the owner, each pair once. */
function checkPoints(body: z.output<typeof PointsBody>, steps: Set<number>, categories: Set<number>) {
  const problems: Record<string, MessageKey[]> = {};
  const seen = new Set<string>();
  body.points.forEach((point, index) => {
    if (!steps.has(point.process_id)) problems[`points.${index}.process_id`] = ['equipment.stepUnknown'];
    if (!categories.has(point.category_id)) problems[`points.${index}.category_id`] = ['equipment.categoryUnknown'];
    const key = pairKey(point.process_id, point.category_id);
    if (seen.has(key)) problems[`points.${index}`] = ['equipment.pointTwice'];
    seen.add(key);
  });
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields: problems });
}

/**
 * Saves the whole ITP of a piece of equipment the caller may change: points left out are removed,
 * new ones added, kept ones take the new plan symbol and keep what reports recorded on them. One
 * audit entry shows the plan before and after.
 */
export async function saveEquipmentPoints(
  ctx: OwnerCtx,
  id: number,
  body: z.output<typeof PointsBody>,
): Promise<EquipmentPoints> {
  await requirePermission(ctx, POINT_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    const row = await lockEquipment(tx, changeableEquipment(ctx), id);
    const steps = await processesOf(tx, row.deviceId);
    const categories = await categoriesOf(tx, ctx.owner.id);
    checkPoints(body, new Set(steps.map((step) => step.id)), new Set(categories.map((category) => category.id)));
    const before = await pointsOf(tx, id);
    const wanted = new Map(body.points.map((point) => [pairKey(point.process_id, point.category_id), point]));
    const gone = before.filter((point) => !wanted.has(pairKey(point.processId, point.categoryId)));
    if (gone.length > 0) {
      await tx.delete(equipmentPoints).where(
        inArray(
          equipmentPoints.id,
          gone.map((point) => point.id),
        ),
      );
    }
    const kept = new Map(before.map((point) => [pairKey(point.processId, point.categoryId), point]));
    const added = body.points.filter((point) => !kept.has(pairKey(point.process_id, point.category_id)));
    for (const point of body.points) {
      const old = kept.get(pairKey(point.process_id, point.category_id));
      if (old && old.planSymbol !== point.plan_symbol) {
        await tx
          .update(equipmentPoints)
          .set({ planSymbol: point.plan_symbol })
          .where(and(eq(equipmentPoints.id, old.id), eq(equipmentPoints.equipmentId, id)));
      }
    }
    if (added.length > 0) {
      await tx.insert(equipmentPoints).values(
        added.map((point) => ({
          ownerId: ctx.owner.id,
          equipmentId: id,
          processId: point.process_id,
          categoryId: point.category_id,
          planSymbol: point.plan_symbol,
          createdBy: ctx.user.id,
        })),
      );
    }
    const after = body.points.map((point) => ({
      processId: point.process_id,
      categoryId: point.category_id,
      planSymbol: point.plan_symbol,
    }));
    await recordChange(tx, ctx, {
      entity: 'equipment',
      entityId: id,
      action: 'update',
      before: { points: summary(steps, categories, before) },
      after: { points: summary(steps, categories, after) },
    });
  });
  return grid(ctx, id);
}
