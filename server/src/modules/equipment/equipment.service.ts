import {
  EQUIPMENT_LIST,
  EQUIPMENT_OPTIONS_MAX,
  type EquipmentBody,
  type EquipmentListQuery,
  type EquipmentOption,
  type EquipmentOptionsQuery,
  type EquipmentPage,
  type EquipmentRow,
  type ListData,
} from '@app/contract';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { organizations } from '../../core/organization.table.js';
import { fieldError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { referencedAs, uniqueAs } from '../../platform/db-errors.js';
import { bodyColumns, rowFields } from '../../platform/field-names.js';
import { likeLiteral } from '../../platform/list-filters.js';
import { listPage, listWindow, rememberedCount } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { deviceKindsOf } from '../device/public.js';
import { unitsOf } from '../inspection-unit/public.js';
import { changeableProjectIds } from '../project/public.js';
import { type EquipmentRecord, equipment, equipmentPoints } from './equipment.table.js';
import { keepProjectInspectors } from './equipment-inspectors.service.js';
import {
  equipmentPage,
  equipmentSelection,
  listWhere,
  optionSelection,
  readEquipment,
  toEquipmentRows,
} from './equipment-query.js';
import { changeableEquipment, lockEquipment, visibleEquipment } from './equipment-scope.js';

type EquipmentInput = z.output<typeof EquipmentBody>;

/** The columns a body writes, and so what a change shows in the audit log (ids for references). */
const EDITED = [
  'projectId',
  'deviceId',
  'name',
  'eNumber',
  'batch',
  'quantity',
  'factoryId',
  'unitId',
  'plannedDelivery',
  'status',
  'note',
] as const;

export const AUDITED_EQUIPMENT = auditedTable({
  table: equipment,
  entity: 'equipment',
  fields: (row) => rowFields(row, EDITED),
});

export const columnsOf = (body: EquipmentInput) => bodyColumns(body, EDITED);

export async function listEquipment(
  ctx: OwnerCtx,
  query: z.output<typeof EquipmentListQuery>,
): Promise<ListData<EquipmentRow>> {
  await requirePermission(ctx, query.page_key, 'index');
  const selection = equipmentSelection(ctx);
  const window = listWindow(query, EQUIPMENT_LIST, { columns: selection.columns, tieBreaker: equipment.id });
  const where = listWhere(ctx, query, selection.columns);
  const page = await listPage(
    window,
    equipmentPage(ctx, query, window, selection.columns),
    // Kept with the session, as the other lists' counts: counting an inspector's pieces walks the
    // owner's equipment for his assignments (about 90 ms at a million), at every call before.
    rememberedCount(ctx, 'equipment', query, () => selection.count(where)),
    (row) => row,
  );
  return { ...page, result: await toEquipmentRows(ctx.db, page.result) };
}

/**
 * The equipment the caller may read whose name, batch or number holds `q` (SPEC §5: equipment is
 * chosen by name, batch or number), of one project or kind when asked; at most EQUIPMENT_OPTIONS_MAX
 * by number. Any member may search what he may read: report and ITP screens pick equipment.
 */
export async function equipmentOptions(
  ctx: OwnerCtx,
  query: z.output<typeof EquipmentOptionsQuery>,
): Promise<EquipmentOption[]> {
  const like = `%${likeLiteral(query.q)}%`;
  return (
    optionSelection(ctx)
      .where(
        and(
          visibleEquipment(ctx),
          query.id === undefined ? undefined : eq(equipment.id, query.id),
          query.project_id === undefined ? undefined : eq(equipment.projectId, query.project_id),
          query.device_id === undefined ? undefined : eq(equipment.deviceId, query.device_id),
          query.q === ''
            ? undefined
            : or(ilike(equipment.name, like), ilike(equipment.batch, like), ilike(equipment.eNumber, like)),
        ),
      )
      // In the lists' collation, so the index that serves the list's default order serves this one too.
      .orderBy(sql`${equipment.eNumber} collate pinyin`, asc(equipment.id))
      .limit(EQUIPMENT_OPTIONS_MAX)
  );
}

/**
 * What a body refers to must be the owner's: a project the caller may change (a manager: one he
 * manages), a kind of its catalogue, an organisation as factory, one of its inspection units. Each
 * stranger is a field error of its field.
 */
async function checkReferences(ctx: OwnerCtx, db: Db, body: EquipmentInput) {
  const changeable = changeableProjectIds(ctx).as('changeable');
  const [project] = await db.select({ id: changeable.id }).from(changeable).where(eq(changeable.id, body.project_id));
  if (!project) throw fieldError('project_id', 'equipment.projectUnknown');
  if (!(await deviceKindsOf(db, ctx.owner.id)).some((kind) => kind.id === body.device_id)) {
    throw fieldError('device_id', 'equipment.deviceUnknown');
  }
  if (body.factory_id !== null) {
    const [factory] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.ownerId, ctx.owner.id), eq(organizations.id, body.factory_id)));
    if (!factory) throw fieldError('factory_id', 'equipment.factoryUnknown');
  }
  if (body.unit_id !== null && !(await unitsOf(db, ctx.owner.id)).some((unit) => unit.id === body.unit_id)) {
    throw fieldError('unit_id', 'equipment.unitUnknown');
  }
}

const numberTaken = uniqueAs('e_number', 'equipment.numberTaken');

export async function createEquipment(ctx: OwnerCtx, page: EquipmentPage, body: EquipmentInput): Promise<EquipmentRow> {
  await requirePermission(ctx, page, 'create');
  await checkReferences(ctx, ctx.db, body);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(equipment)
        .values({ ownerId: ctx.owner.id, ...columnsOf(body), createdBy: ctx.user.id })
        .returning();
      const made: EquipmentRecord = found(row);
      await recordChange(tx, ctx, {
        entity: 'equipment',
        entityId: made.id,
        action: 'create',
        after: AUDITED_EQUIPMENT.fields(made),
      });
      return found(await readEquipment(ctx, made.id, tx));
    })
    .catch(numberTaken);
}

/**
 * Changes a piece of equipment the caller may change. Its kind stays while its ITP has points (they
 * name the kind's steps); moved to another project, it keeps only the inspectors who work on that one.
 */
export async function updateEquipment(
  ctx: OwnerCtx,
  page: EquipmentPage,
  id: number,
  body: EquipmentInput,
): Promise<EquipmentRow> {
  await requirePermission(ctx, page, 'update');
  return ctx.db
    .transaction(async (tx) => {
      // Another's equipment is not found before anything about the body is said.
      const current = await lockEquipment(tx, changeableEquipment(ctx), id);
      await checkReferences(ctx, tx, body);
      if (current.deviceId !== body.device_id) {
        const [points] = await tx
          .select({ n: count() })
          .from(equipmentPoints)
          .where(eq(equipmentPoints.equipmentId, id));
        if ((points?.n ?? 0) > 0) throw fieldError('device_id', 'equipment.kindHasPoints');
      }
      await updateAudited(tx, ctx, AUDITED_EQUIPMENT, eq(equipment.id, id), columnsOf(body));
      if (current.projectId !== body.project_id) await keepProjectInspectors(tx, ctx, id, body.project_id);
      return found(await readEquipment(ctx, id, tx));
    })
    .catch(numberTaken);
}

/**
 * Deletes a piece of equipment with its inspectors and inspection points. Reports to come will refer
 * to equipment with keys that take no action, so equipment they hold is kept (code 7).
 */
export async function deleteEquipment(ctx: OwnerCtx, page: EquipmentPage, id: number): Promise<void> {
  await requirePermission(ctx, page, 'delete');
  await ctx.db
    .transaction(async (tx) => {
      await lockEquipment(tx, changeableEquipment(ctx), id);
      const [points] = await tx.select({ n: count() }).from(equipmentPoints).where(eq(equipmentPoints.equipmentId, id));
      await deleteAudited(tx, ctx, AUDITED_EQUIPMENT, and(eq(equipment.ownerId, ctx.owner.id), eq(equipment.id, id)), {
        points: points?.n ?? 0,
      });
    })
    .catch(referencedAs('equipment.inUse'));
}

/** The device kind of an equipment of the owner (a review workflow's condition), or none. */
export async function deviceKindOfEquipment(db: Db, ownerId: number, id: number): Promise<number | null> {
  const [row] = await db
    .select({ kind: equipment.deviceId })
    .from(equipment)
    .where(and(eq(equipment.ownerId, ownerId), eq(equipment.id, id)));
  return row?.kind ?? null;
}
