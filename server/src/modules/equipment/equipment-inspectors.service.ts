import type { EquipmentInspectors, EquipmentInspectorsBody, EquipmentPage } from '@app/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { fieldError } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { projectPeopleOf } from '../project/public.js';
import { equipmentInspectors } from './equipment.table.js';
import { changeableEquipment, findEquipment, lockEquipment } from './equipment-scope.js';

/** The names of an equipment's inspectors, as the audit log shows them. */
async function namesOf(db: Db, equipmentId: number): Promise<string> {
  const rows = await db
    .select({ name: users.name })
    .from(equipmentInspectors)
    .innerJoin(users, eq(users.id, equipmentInspectors.userId))
    .where(eq(equipmentInspectors.equipmentId, equipmentId))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => row.name).join('、');
}

/** The ids of the inspectors of a project (its members in the inspector role). */
const projectInspectorIds = async (db: Db, projectId: number) =>
  (await projectPeopleOf(db, projectId)).inspectors.map((person) => person.id);

/**
 * Who may inspect a piece of equipment the caller may change (the inspectors of its project, and
 * anyone still assigned who no longer works on it) and who does: the assign dialog's choices.
 */
export async function equipmentInspectorChoices(
  ctx: OwnerCtx,
  page: EquipmentPage,
  id: number,
): Promise<EquipmentInspectors> {
  await requirePermission(ctx, page, 'assign');
  const row = await findEquipment(ctx.db, changeableEquipment(ctx), id);
  const assigned = (
    await ctx.db
      .select({ id: equipmentInspectors.userId })
      .from(equipmentInspectors)
      .where(eq(equipmentInspectors.equipmentId, id))
  ).map((person) => person.id);
  const ids = [...new Set([...(await projectInspectorIds(ctx.db, row.projectId)), ...assigned])];
  const candidates =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: users.id, name: users.name, username: users.username })
          .from(users)
          .where(inArray(users.id, ids))
          .orderBy(asc(users.name), asc(users.id));
  return { assigned, candidates };
}

/**
 * Sets the whole list of a piece of equipment's inspectors: each must be an inspector of its
 * project, so an inspector sees only equipment of projects he works on. A manager assigns on the
 * projects he manages. One audit entry shows the names before and after.
 */
export async function saveEquipmentInspectors(
  ctx: OwnerCtx,
  page: EquipmentPage,
  id: number,
  body: z.output<typeof EquipmentInspectorsBody>,
): Promise<void> {
  await requirePermission(ctx, page, 'assign');
  await ctx.db.transaction(async (tx) => {
    const row = await lockEquipment(tx, changeableEquipment(ctx), id);
    const allowed = new Set(await projectInspectorIds(tx, row.projectId));
    if (body.user_ids.some((userId) => !allowed.has(userId))) {
      throw fieldError('user_ids', 'equipment.notProjectInspector');
    }
    const before = await namesOf(tx, id);
    await tx.delete(equipmentInspectors).where(eq(equipmentInspectors.equipmentId, id));
    if (body.user_ids.length > 0) {
      await tx
        .insert(equipmentInspectors)
        .values(
          body.user_ids.map((userId) => ({ equipmentId: id, userId, ownerId: ctx.owner.id, createdBy: ctx.user.id })),
        );
    }
    await recordChange(tx, ctx, {
      entity: 'equipment',
      entityId: id,
      action: 'update',
      before: { inspectors: before },
      after: { inspectors: await namesOf(tx, id) },
    });
  });
}

/** After a move to another project: the inspectors who do not work on that one are no longer assigned. */
export async function keepProjectInspectors(tx: Db, ctx: OwnerCtx, id: number, projectId: number): Promise<void> {
  const before = await namesOf(tx, id);
  const allowed = await projectInspectorIds(tx, projectId);
  await tx
    .delete(equipmentInspectors)
    .where(
      and(
        eq(equipmentInspectors.equipmentId, id),
        allowed.length > 0 ? notInArray(equipmentInspectors.userId, allowed) : undefined,
      ),
    );
  const after = await namesOf(tx, id);
  if (after !== before) {
    await recordChange(tx, ctx, {
      entity: 'equipment',
      entityId: id,
      action: 'update',
      before: { inspectors: before },
      after: { inspectors: after },
    });
  }
}
