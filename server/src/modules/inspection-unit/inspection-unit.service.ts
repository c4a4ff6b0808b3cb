import {
  Code,
  type InspectionUnit,
  type ListData,
  type ListQuery,
  type PageKey,
  UNIT_LIST,
  type UnitBody,
  type UnitOption,
  type UnitPeopleBody,
  type UnitPerson,
} from '@app/contract';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import { AppError, fieldError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import { bodyColumns, rowFields } from '../../platform/field-names.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { pagedList } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type InspectionUnitRow, inspectionUnitPeople, inspectionUnits } from './inspection-unit.table.js';

export const UNIT_PAGE: PageKey = 'custom-ins-unit';
/** The role whose members are inspectors (SPEC: staff, 检验员). */
const INSPECTOR_ROLE = 'staff';

type UnitInput = z.output<typeof UnitBody>;

const COLUMNS: ListColumns<typeof UNIT_LIST> = {
  sort: inspectionUnits.sort,
  name: inspectionUnits.name,
  qualification: inspectionUnits.qualification,
  contact: inspectionUnits.contact,
  phone: inspectionUnits.phone,
  updated_at: inspectionUnits.updateAt,
};

/** The columns a body writes, and so what a change shows in the audit log. */
const EDITED = ['name', 'qualification', 'contact', 'phone', 'address', 'note', 'sort'] as const;

const AUDITED = auditedTable({
  table: inspectionUnits,
  entity: 'inspection_units',
  fields: (row) => rowFields(row, EDITED),
});

const columnsOf = (body: UnitInput) => bodyColumns(body, EDITED);

const toUnit = (row: InspectionUnitRow, peopleCount: number): InspectionUnit => ({
  id: row.id,
  name: row.name,
  qualification: row.qualification,
  contact: row.contact,
  phone: row.phone,
  address: row.address,
  note: row.note,
  sort: row.sort,
  people_count: peopleCount,
  updated_at: row.updateAt.toISOString(),
});

const own = (ctx: OwnerCtx, id: number) => and(eq(inspectionUnits.ownerId, ctx.owner.id), eq(inspectionUnits.id, id));

const peopleCount = (db: Db, unitId: number) =>
  db
    .select({ n: count() })
    .from(inspectionUnitPeople)
    .where(eq(inspectionUnitPeople.unitId, unitId))
    .then(([row]) => row?.n ?? 0);

export async function listUnits(ctx: OwnerCtx, query: ListQuery): Promise<ListData<InspectionUnit>> {
  await requirePermission(ctx, UNIT_PAGE, 'index');
  const counts = ctx.db
    .select({ unitId: inspectionUnitPeople.unitId, n: count().as('n') })
    .from(inspectionUnitPeople)
    .where(eq(inspectionUnitPeople.ownerId, ctx.owner.id))
    .groupBy(inspectionUnitPeople.unitId)
    .as('counts');
  return pagedList(query, UNIT_LIST, {
    columns: COLUMNS,
    tieBreaker: inspectionUnits.id,
    scope: eq(inspectionUnits.ownerId, ctx.owner.id),
    rows: (where) =>
      ctx.db
        .select({ unit: inspectionUnits, n: counts.n })
        .from(inspectionUnits)
        .leftJoin(counts, eq(counts.unitId, inspectionUnits.id))
        .where(where),
    count: (where) => ctx.db.select({ n: count() }).from(inspectionUnits).where(where),
    toItem: (row) => toUnit(row.unit, row.n ?? 0),
  });
}

/** Every unit of an owner in order (pickers, another module's demo data). */
export async function unitsOf(db: Db, ownerId: number): Promise<UnitOption[]> {
  return db
    .select({ id: inspectionUnits.id, name: inspectionUnits.name })
    .from(inspectionUnits)
    .where(eq(inspectionUnits.ownerId, ownerId))
    .orderBy(asc(inspectionUnits.sort), asc(inspectionUnits.name), asc(inspectionUnits.id));
}

/** Every unit of the owner by name, for pickers; any member may read them. */
export async function unitOptions(ctx: OwnerCtx): Promise<UnitOption[]> {
  return unitsOf(ctx.db, ctx.owner.id);
}

export async function createUnit(ctx: OwnerCtx, body: UnitInput): Promise<InspectionUnit> {
  await requirePermission(ctx, UNIT_PAGE, 'create');
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(inspectionUnits)
        .values({ ownerId: ctx.owner.id, ...columnsOf(body), createdBy: ctx.user.id })
        .returning();
      const unit = found(row);
      await recordChange(tx, ctx, {
        entity: 'inspection_units',
        entityId: unit.id,
        action: 'create',
        after: AUDITED.fields(unit),
      });
      return toUnit(unit, 0);
    })
    .catch(uniqueAs('name', 'unit.nameTaken'));
}

export async function updateUnit(ctx: OwnerCtx, id: number, body: UnitInput): Promise<InspectionUnit> {
  await requirePermission(ctx, UNIT_PAGE, 'update');
  return ctx.db
    .transaction(async (tx) => {
      const row = await updateAudited(tx, ctx, AUDITED, own(ctx, id), columnsOf(body));
      return toUnit(row, await peopleCount(tx, id));
    })
    .catch(uniqueAs('name', 'unit.nameTaken'));
}

/** A unit that still has inspectors is kept (code 7, saying how many): they would lose their unit unseen. */
export async function deleteUnit(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, UNIT_PAGE, 'delete');
  await ctx.db.transaction(async (tx) => {
    const [unit] = await tx.select({ id: inspectionUnits.id }).from(inspectionUnits).where(own(ctx, id)).for('update');
    found(unit);
    const people = await peopleCount(tx, id);
    if (people > 0) throw new AppError(Code.IllegalOperation, 'unit.hasPeople', { params: { count: people } });
    await deleteAudited(tx, ctx, AUDITED, own(ctx, id));
  });
}

/** The owner's inspectors (members with the inspector role, enabled or not), each with their unit. */
export async function unitPeople(ctx: OwnerCtx): Promise<UnitPerson[]> {
  await requirePermission(ctx, UNIT_PAGE, 'index');
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      unitId: inspectionUnits.id,
      unitName: inspectionUnits.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      inspectionUnitPeople,
      and(eq(inspectionUnitPeople.ownerId, memberships.ownerId), eq(inspectionUnitPeople.userId, users.id)),
    )
    .leftJoin(inspectionUnits, eq(inspectionUnits.id, inspectionUnitPeople.unitId))
    .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.role, INSPECTOR_ROLE)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    name: row.name,
    unit_id: row.unitId,
    unit_name: row.unitName,
  }));
}

/**
 * Sets a unit's whole list of inspectors. Each must be an inspector of the owner; one who works for
 * another unit is refused, naming them, rather than moved silently. One audit entry lists the
 * people before and after.
 */
export async function saveUnitPeople(ctx: OwnerCtx, unitId: number, body: z.output<typeof UnitPeopleBody>) {
  await requirePermission(ctx, UNIT_PAGE, 'update');
  const wanted = [...new Set(body.user_ids)];
  await ctx.db.transaction(async (tx) => {
    const [unit] = await tx.select().from(inspectionUnits).where(own(ctx, unitId)).for('update');
    found(unit);
    const inspectors = wanted.length
      ? await tx
          .select({ id: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.ownerId, ctx.owner.id),
              eq(memberships.role, INSPECTOR_ROLE),
              inArray(memberships.userId, wanted),
            ),
          )
      : [];
    if (inspectors.length !== wanted.length) throw fieldError('user_ids', 'unit.notInspector');
    const elsewhere = wanted.length
      ? await tx
          .select({ name: users.name })
          .from(inspectionUnitPeople)
          .innerJoin(users, eq(users.id, inspectionUnitPeople.userId))
          .where(
            and(
              eq(inspectionUnitPeople.ownerId, ctx.owner.id),
              inArray(inspectionUnitPeople.userId, wanted),
              ne(inspectionUnitPeople.unitId, unitId),
            ),
          )
      : [];
    if (elsewhere.length > 0) {
      throw new AppError(Code.IllegalOperation, 'unit.inOtherUnit', {
        params: { names: elsewhere.map((row) => row.name).join('、') },
      });
    }
    const before = await namesIn(tx, unitId);
    await tx.delete(inspectionUnitPeople).where(eq(inspectionUnitPeople.unitId, unitId));
    if (wanted.length > 0) {
      await tx
        .insert(inspectionUnitPeople)
        .values(wanted.map((userId) => ({ ownerId: ctx.owner.id, unitId, userId, createdBy: ctx.user.id })));
    }
    await recordChange(tx, ctx, {
      entity: 'inspection_units',
      entityId: unitId,
      action: 'update',
      before: { people: before },
      after: { people: await namesIn(tx, unitId) },
    });
  });
}

const namesIn = async (db: Db, unitId: number) =>
  (
    await db
      .select({ name: users.name })
      .from(inspectionUnitPeople)
      .innerJoin(users, eq(users.id, inspectionUnitPeople.userId))
      .where(eq(inspectionUnitPeople.unitId, unitId))
      .orderBy(asc(users.name))
  )
    .map((row) => row.name)
    .join('、');

/** The owner's units as a subquery another module's list joins to show a unit's name (the equipment list). */
export const unitRefs = (ctx: OwnerCtx) =>
  ctx.db
    .select({ id: inspectionUnits.id, name: inspectionUnits.name })
    .from(inspectionUnits)
    .where(eq(inspectionUnits.ownerId, ctx.owner.id))
    .as('unit_refs');

/** The inspection unit a member of the owner works for, or null (a finding keeps its raiser's). */
export async function unitIdOfUser(db: Db, ownerId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ unitId: inspectionUnitPeople.unitId })
    .from(inspectionUnitPeople)
    .where(and(eq(inspectionUnitPeople.ownerId, ownerId), eq(inspectionUnitPeople.userId, userId)));
  return row?.unitId ?? null;
}
