import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { users } from '../../core/user.table.js';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { equipment, equipmentInspectors, equipmentPoints } from './equipment.table.js';

/**
 * What the inspection plan (plan/, issue 14) reads and records of equipment and its ITP points. The
 * plan decides who may see or change which equipment (a `scope` of equipment-scope.ts:
 * visibleEquipment, changeableEquipment…); the rows stay this module's.
 */

/** The owner's equipment under `scope`, as a subquery a completion view lists and filters. */
export const scopedEquipmentRefs = (ctx: OwnerCtx, scope: SQL | undefined) =>
  ctx.db
    .select({
      id: equipment.id,
      projectId: equipment.projectId,
      deviceId: equipment.deviceId,
      unitId: equipment.unitId,
      name: equipment.name,
      eNumber: equipment.eNumber,
      batch: equipment.batch,
    })
    .from(equipment)
    .where(and(eq(equipment.ownerId, ctx.owner.id), scope))
    .as('scoped_equipment');

/**
 * The ITP points of the owner's equipment under `scope`, with their equipment's project, kind and
 * names, as a subquery the plan lists, counts and filters. PostgreSQL pulls it up into the query that
 * joins it, so a list ordered by the planned day walks equipment_points_owner_planned_idx.
 */
export const scopedPointRefs = (ctx: OwnerCtx, scope: SQL | undefined) =>
  ctx.db
    .select({
      id: equipmentPoints.id,
      ownerId: equipmentPoints.ownerId,
      equipmentId: equipmentPoints.equipmentId,
      processId: equipmentPoints.processId,
      categoryId: equipmentPoints.categoryId,
      planSymbol: equipmentPoints.planSymbol,
      plannedDate: equipmentPoints.plannedDate,
      actualSymbol: equipmentPoints.actualSymbol,
      actualDate: equipmentPoints.actualDate,
      noticeAt: equipmentPoints.noticeAt,
      noticeBy: equipmentPoints.noticeBy,
      noticeNote: equipmentPoints.noticeNote,
      projectId: equipment.projectId,
      deviceId: equipment.deviceId,
      unitId: equipment.unitId,
      equipmentName: equipment.name,
      eNumber: equipment.eNumber,
      batch: equipment.batch,
    })
    .from(equipmentPoints)
    .innerJoin(equipment, eq(equipment.id, equipmentPoints.equipmentId))
    .where(and(eq(equipmentPoints.ownerId, ctx.owner.id), scope))
    .as('scoped_points');

/**
 * The inspectors assigned to the owner's equipment, by name, as a subquery: who inspects a piece, the
 * pieces one inspector has, and the inspectors of a set of equipment.
 */
export const inspectorRefs = (ctx: OwnerCtx) =>
  ctx.db
    .select({ equipmentId: equipmentInspectors.equipmentId, userId: equipmentInspectors.userId, name: users.name })
    .from(equipmentInspectors)
    .innerJoin(users, eq(users.id, equipmentInspectors.userId))
    .where(eq(equipmentInspectors.ownerId, ctx.owner.id))
    .as('equipment_inspector_refs');

/** The points of `ids` of the owner's equipment under `scope`, locked for the change that follows. */
export const lockScopedPoints = (tx: Db, ctx: OwnerCtx, scope: SQL | undefined, ids: readonly number[]) =>
  tx
    .select({
      id: equipmentPoints.id,
      equipmentId: equipmentPoints.equipmentId,
      planSymbol: equipmentPoints.planSymbol,
      plannedDate: equipmentPoints.plannedDate,
      actualDate: equipmentPoints.actualDate,
      noticeAt: equipmentPoints.noticeAt,
      noticeBy: equipmentPoints.noticeBy,
      noticeNote: equipmentPoints.noticeNote,
    })
    .from(equipmentPoints)
    .innerJoin(equipment, eq(equipment.id, equipmentPoints.equipmentId))
    .where(and(eq(equipmentPoints.ownerId, ctx.owner.id), inArray(equipmentPoints.id, [...ids]), scope))
    .orderBy(equipmentPoints.id)
    .for('update', { of: equipmentPoints });

/** Sets the planned day of the owner's points of `ids` (locked by the caller). */
export const setPlannedDates = (tx: Db, ownerId: number, ids: readonly number[], plannedDate: string) =>
  tx
    .update(equipmentPoints)
    .set({ plannedDate })
    .where(and(eq(equipmentPoints.ownerId, ownerId), inArray(equipmentPoints.id, [...ids])));

/** Records or (with null) clears the witness notice of the owner's point of `id` (locked by the caller). */
export const setPointNotice = (
  tx: Db,
  ownerId: number,
  id: number,
  notice: { at: Date; by: number; note: string } | null,
) =>
  tx
    .update(equipmentPoints)
    .set(
      notice
        ? { noticeAt: notice.at, noticeBy: notice.by, noticeNote: notice.note }
        : { noticeAt: null, noticeBy: null, noticeNote: '' },
    )
    .where(and(eq(equipmentPoints.ownerId, ownerId), eq(equipmentPoints.id, id)));

/** Every ITP point of an owner with its equipment's project and kind, by equipment (another module's demo data). */
export const pointsOfOwner = (db: Db, ownerId: number) =>
  db
    .select({
      id: equipmentPoints.id,
      equipmentId: equipmentPoints.equipmentId,
      projectId: equipment.projectId,
      deviceId: equipment.deviceId,
      processId: equipmentPoints.processId,
      categoryId: equipmentPoints.categoryId,
      planSymbol: equipmentPoints.planSymbol,
      actualDate: equipmentPoints.actualDate,
    })
    .from(equipmentPoints)
    .innerJoin(equipment, eq(equipment.id, equipmentPoints.equipmentId))
    .where(eq(equipmentPoints.ownerId, ownerId))
    .orderBy(equipmentPoints.equipmentId, equipmentPoints.id);

type DemoPlan = Partial<
  Pick<
    typeof equipmentPoints.$inferInsert,
    'plannedDate' | 'actualSymbol' | 'actualDate' | 'noticeAt' | 'noticeBy' | 'noticeNote'
  >
>;

/** Writes the plan of an owner's point as another module's demo data has it (a report approved, a notice). */
export const setDemoPlan = (db: Db, ownerId: number, id: number, plan: DemoPlan) =>
  db
    .update(equipmentPoints)
    .set(plan)
    .where(and(eq(equipmentPoints.ownerId, ownerId), eq(equipmentPoints.id, id)));
