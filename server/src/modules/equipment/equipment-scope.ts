import { EQUIPMENT_POINT_PAGE, type PageKey } from '@app/contract';
import { and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { found } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { changeableProjectIds, isScopedRole, visibleProjectIds } from '../project/public.js';
import { equipment, equipmentInspectors } from './equipment.table.js';

/** 设备检验点: its rights govern reading and saving an equipment's ITP. */
export const POINT_PAGE: PageKey = EQUIPMENT_POINT_PAGE;

/** The role whose members are inspectors (SPEC: staff, 检验员): they see the equipment given to them. */
const INSPECTOR_ROLE = 'staff';

/** Whether the caller reads only the equipment assigned to him. */
export const isInspector = (ctx: OwnerCtx) => ctx.role === INSPECTOR_ROLE;

/**
 * The owner's equipment the caller may read. The administrator, the client and roles an
 * administrator made read it all; a manager the equipment of the projects he works on; an inspector
 * the equipment he is assigned to, on a project he still works on.
 */
export function visibleEquipment(ctx: OwnerCtx): SQL | undefined {
  if (!isScopedRole(ctx)) return eq(equipment.ownerId, ctx.owner.id);
  return and(
    eq(equipment.ownerId, ctx.owner.id),
    inArray(equipment.projectId, visibleProjectIds(ctx)),
    isInspector(ctx)
      ? exists(
          ctx.db
            .select({ one: equipmentInspectors.userId })
            .from(equipmentInspectors)
            .where(and(eq(equipmentInspectors.equipmentId, equipment.id), eq(equipmentInspectors.userId, ctx.user.id))),
        )
      : undefined,
  );
}

/**
 * The owner's equipment the caller may change, given the page right: a manager changes the
 * equipment of the projects he manages (and assigns its inspectors); an inspector none.
 */
export function changeableEquipment(ctx: OwnerCtx): SQL | undefined {
  if (!isScopedRole(ctx)) return eq(equipment.ownerId, ctx.owner.id);
  return and(eq(equipment.ownerId, ctx.owner.id), inArray(equipment.projectId, changeableProjectIds(ctx)));
}

/** The equipment of `id` under `scope`; not found (code 4) otherwise. */
export async function findEquipment(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select()
    .from(equipment)
    .where(and(scope, eq(equipment.id, id)));
  return found(row);
}

/** The equipment of `id` under `scope`, locked for the write that follows; not found (code 4) otherwise. */
export async function lockEquipment(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select()
    .from(equipment)
    .where(and(scope, eq(equipment.id, id)))
    .for('update');
  return found(row);
}

/** Whether the caller may change the equipment of `id` (the page right aside). */
export async function mayChange(db: Db, ctx: OwnerCtx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(changeableEquipment(ctx), eq(equipment.id, id)));
  return row !== undefined;
}

/**
 * The owner's equipment whose production information (生产信息) the caller may record, given the
 * page right: an inspector the equipment assigned to him (what he sees), a manager that of the
 * projects he manages; the administrator and roles an administrator made all of it.
 */
export function producibleEquipment(ctx: OwnerCtx): SQL | undefined {
  return isInspector(ctx) ? visibleEquipment(ctx) : changeableEquipment(ctx);
}

/** Whether the caller may record the production of the equipment of `id` (the page right aside). */
export async function mayRecordProduction(db: Db, ctx: OwnerCtx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(producibleEquipment(ctx), eq(equipment.id, id)));
  return row !== undefined;
}
