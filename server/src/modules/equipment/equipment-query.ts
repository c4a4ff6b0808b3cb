import { EQUIPMENT_LIST, type EquipmentListQuery, type EquipmentRow } from '@app/contract';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { organizations } from '../../core/organization.table.js';
import { users } from '../../core/user.table.js';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { countUpToCap, type ListWindow, listWindow } from '../../platform/list-query.js';
import { writtenCount } from '../../platform/prepared.js';
import { isFirstPage, isFirstPageId, listStatementName, runUnfilteredPage } from '../../platform/prepared-list.js';
import type { OwnerCtx } from '../../platform/session.js';
import { deviceKindRefs } from '../device/public.js';
import { unitRefs } from '../inspection-unit/public.js';
import { projectScopeOf, visibleProjectIds, visibleProjectRefs } from '../project/public.js';
import { equipment, equipmentInspectors, equipmentPoints } from './equipment.table.js';
import { changeableEquipment, isInspector, visibleEquipment } from './equipment-scope.js';

type ListInput = z.output<typeof EquipmentListQuery>;

/**
 * The equipment the caller may read with the names of what it refers to, read through the owning
 * modules' services: the projects he may see (an inner join, so others' equipment drops out), the
 * owner's kinds and units; the factory from the organisations of the core layer.
 */
export function equipmentSelection(ctx: OwnerCtx, db: Db = ctx.db) {
  const project = visibleProjectRefs(ctx);
  const device = deviceKindRefs(ctx);
  const unit = unitRefs(ctx);
  const columns: ListColumns<typeof EQUIPMENT_LIST> = {
    e_number: equipment.eNumber,
    name: equipment.name,
    project_name: { sort: project.name, filter: equipment.projectId },
    device_name: { sort: device.name, filter: equipment.deviceId },
    batch: equipment.batch,
    status: equipment.status,
    planned_delivery: equipment.plannedDelivery,
    updated_at: equipment.updateAt,
    factory_name: organizations.shortName,
  };
  const select = () =>
    db
      .select({
        row: equipment,
        projectName: project.name,
        projectNumber: project.number,
        deviceName: device.name,
        factoryName: organizations.shortName,
        unitName: unit.name,
        pointCount:
          sql<number>`(select count(*) from ${equipmentPoints} where ${equipmentPoints.equipmentId} = ${equipment.id})`.mapWith(
            Number,
          ),
        changeable: sql<boolean>`(${changeableEquipment(ctx) ?? sql`true`})`.mapWith(Boolean),
      })
      .from(equipment)
      // Left joins, though every piece has its project and kind (the scope is in the WHERE): an inner
      // join makes PostgreSQL guess a few dozen rows and sort them all, where a left join on a key
      // lets it walk the list's index in order and stop at the page (1.9 s against milliseconds at a
      // million rows, npm run bench).
      .leftJoin(project, eq(project.id, equipment.projectId))
      .leftJoin(device, eq(device.id, equipment.deviceId))
      .leftJoin(organizations, eq(organizations.id, equipment.factoryId))
      .leftJoin(unit, eq(unit.id, equipment.unitId));
  /** The matching rows counted up to the lists' cap: only the factory's name is filtered outside the table. */
  const count = (where: SQL | undefined) =>
    countUpToCap(
      db,
      db
        .select({ id: equipment.id })
        .from(equipment)
        .leftJoin(organizations, eq(organizations.id, equipment.factoryId))
        .where(where),
    );
  return { columns, select, count };
}

/** Equipment as pickers and the ITP page name it: number, name, batch, project and kind. */
export function optionSelection(ctx: OwnerCtx, db: Db = ctx.db) {
  const project = visibleProjectRefs(ctx);
  const device = deviceKindRefs(ctx);
  return db
    .select({
      id: equipment.id,
      name: equipment.name,
      e_number: equipment.eNumber,
      batch: equipment.batch,
      project_id: equipment.projectId,
      project_name: project.name,
      device_id: equipment.deviceId,
      device_name: device.name,
    })
    .from(equipment)
    .innerJoin(project, eq(project.id, equipment.projectId))
    .innerJoin(device, eq(device.id, equipment.deviceId));
}

/** What a list query (or an export of one) keeps: the caller's scope, a project or kind, the filters. */
export function listWhere(
  ctx: OwnerCtx,
  query: ListInput,
  columns: ListColumns<typeof EQUIPMENT_LIST>,
): SQL | undefined {
  return and(
    visibleEquipment(ctx),
    query.project_id === undefined ? undefined : eq(equipment.projectId, query.project_id),
    query.device_id === undefined ? undefined : eq(equipment.deviceId, query.device_id),
    listFilters(query, EQUIPMENT_LIST, columns),
  );
}

type Selected = Awaited<ReturnType<ReturnType<typeof equipmentSelection>['select']>>[number];

/** The list's sorts by a column of the equipment itself, which its indexes can give. */
const OWN_SORTS: ReadonlySet<string> = new Set([
  'e_number',
  'name',
  'batch',
  'status',
  'planned_delivery',
  'updated_at',
]);

/**
 * The first ids of an inspector's equipment in the number order (the list's default; the equipment's
 * id orders ties), of one project or all he reads: his assignments walked in that order, in the index
 * that holds each one's copy of its equipment's number and project
 * (equipment_inspectors_user_number_idx), those of the projects he still works on. The equipment he
 * reads is that (visibleEquipment); an assignment is written in its equipment's owner.
 */
function assignedInNumberOrder(
  caller: OwnerCtx,
  projectId: number | undefined,
  direction: ListWindow['direction'],
  limit: number | Placeholder,
) {
  return caller.db
    .select({ id: equipmentInspectors.equipmentId })
    .from(equipmentInspectors)
    .where(
      and(
        eq(equipmentInspectors.ownerId, caller.owner.id),
        eq(equipmentInspectors.userId, caller.user.id),
        inArray(equipmentInspectors.projectId, visibleProjectIds(caller)),
        projectId === undefined ? undefined : eq(equipmentInspectors.projectId, projectId),
      ),
    )
    .orderBy(direction(sql`${equipmentInspectors.eNumber} collate pinyin`), direction(equipmentInspectors.equipmentId))
    .limit(limit);
}

/**
 * A page of the list (rows as equipmentSelection reads them). A first page without filters (of one
 * project or kind at most) is one statement per scope, sort, size and shape, prepared once with its
 * size written into it (writtenCount), so PostgreSQL keeps one plan: planning the page's joins took
 * 3 ms of the 5 ms a call spent in the database. Sorted by a column of the equipment, it picks the
 * page's ids from the equipment alone (the default order walks equipment_owner_number_pinyin_idx and
 * stops at the page) and joins the names for those only: an inspector's page joined them for each
 * piece of his projects walked before his assignments were checked (745 for 15). An inspector's page
 * in that order walks his assignments instead (assignedInNumberOrder). Another page is built and
 * planned for its call.
 */
export function equipmentPage(
  ctx: OwnerCtx,
  query: ListInput,
  window: ListWindow,
  columns: ListColumns<typeof EQUIPMENT_LIST>,
): Promise<Selected[]> {
  /** The page's rows; `unfiltered`: a first page filtered by nothing the equipment alone does not hold. */
  const page = (
    caller: OwnerCtx,
    asked: ListInput,
    limit: number | Placeholder,
    offset: number,
    unfiltered = false,
  ) => {
    const selection = equipmentSelection(caller);
    const order = listWindow(asked, EQUIPMENT_LIST, { columns: selection.columns, tieBreaker: equipment.id });
    const where = listWhere(caller, asked, selection.columns);
    const field = (asked.sort ?? EQUIPMENT_LIST.defaultSort).replace(/^-/, '');
    if (!unfiltered || !OWN_SORTS.has(field)) {
      return selection
        .select()
        .where(where)
        .orderBy(...order.orderBy)
        .limit(limit)
        .offset(offset);
    }
    const ids =
      field === 'e_number' && isInspector(caller) && asked.device_id === undefined
        ? assignedInNumberOrder(caller, asked.project_id, order.direction, limit)
        : caller.db
            .select({ id: equipment.id })
            .from(equipment)
            .where(where)
            .orderBy(...order.orderBy)
            .limit(limit);
    return selection
      .select()
      .where(isFirstPageId(equipment.id, ids))
      .orderBy(...order.orderBy);
  };
  if (!isFirstPage(window) || listFilters(query, EQUIPMENT_LIST, columns) !== undefined) {
    return page(ctx, query, window.limit, window.offset);
  }
  const given = [window.limit, query.project_id !== undefined, query.device_id !== undefined];
  const name = listStatementName('equipment_first', projectScopeOf(ctx), query, EQUIPMENT_LIST, ...given);
  const build = (caller: OwnerCtx, statementName: string) => {
    // The refs put these ids into SQL only: a placeholder stands where their type says number.
    const placeholder = (key: 'project' | 'device', value: number | undefined) =>
      value === undefined ? undefined : (sql.placeholder(key) as unknown as number);
    const asked = {
      ...query,
      project_id: placeholder('project', query.project_id),
      device_id: placeholder('device', query.device_id),
    };
    return page(caller, asked, writtenCount(window.limit), 0, true).prepare(statementName);
  };
  const values = { project: query.project_id, device: query.device_id };
  return runUnfilteredPage(ctx, { name, build, values });
}

/** Each piece of equipment's inspectors by name. */
async function inspectorsOf(db: Db, ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byEquipment = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byEquipment;
  const rows = await db
    .select({ equipmentId: equipmentInspectors.equipmentId, id: users.id, name: users.name })
    .from(equipmentInspectors)
    .innerJoin(users, eq(users.id, equipmentInspectors.userId))
    .where(inArray(equipmentInspectors.equipmentId, ids))
    .orderBy(asc(users.name), asc(users.id));
  for (const { equipmentId, ...person } of rows) {
    byEquipment.set(equipmentId, [...(byEquipment.get(equipmentId) ?? []), person]);
  }
  return byEquipment;
}

/** The rows as the contract answers them, each with its inspectors. */
export async function toEquipmentRows(db: Db, rows: Selected[]): Promise<EquipmentRow[]> {
  const inspectors = await inspectorsOf(
    db,
    rows.map((selected) => selected.row.id),
  );
  return rows.map(({ row, ...refs }) => ({
    id: row.id,
    project_id: row.projectId,
    // Never missing: the keys keep a piece's project and kind (the joins are left only for the plan).
    project_name: refs.projectName ?? '',
    project_number: refs.projectNumber ?? '',
    device_id: row.deviceId,
    device_name: refs.deviceName ?? '',
    name: row.name,
    e_number: row.eNumber,
    batch: row.batch,
    quantity: row.quantity,
    factory_id: row.factoryId,
    factory_name: refs.factoryName,
    unit_id: row.unitId,
    unit_name: refs.unitName,
    planned_delivery: row.plannedDelivery,
    status: row.status,
    note: row.note,
    inspectors: inspectors.get(row.id) ?? [],
    point_count: refs.pointCount,
    can_change: refs.changeable,
    updated_at: row.updateAt.toISOString(),
  }));
}

/** One piece of equipment the caller may read, as lists show it; not found otherwise. */
export async function readEquipment(ctx: OwnerCtx, id: number, db: Db = ctx.db): Promise<EquipmentRow | undefined> {
  const rows = await equipmentSelection(ctx, db)
    .select()
    .where(and(visibleEquipment(ctx), eq(equipment.id, id)));
  return (await toEquipmentRows(db, rows))[0];
}

/**
 * The equipment the caller may read with its project's and kind's names, as a subquery another
 * module's list joins or reads (production information): its rows are the caller's scope.
 */
export const visibleEquipmentRefs = (ctx: OwnerCtx) => {
  const project = visibleProjectRefs(ctx);
  const device = deviceKindRefs(ctx);
  return ctx.db
    .select({
      id: equipment.id,
      name: equipment.name,
      eNumber: equipment.eNumber,
      batch: equipment.batch,
      status: equipment.status,
      projectId: equipment.projectId,
      deviceId: equipment.deviceId,
      projectName: sql<string>`${project.name}`.as('project_name'),
      projectNumber: sql<string>`${project.number}`.as('project_number'),
      deviceName: sql<string>`${device.name}`.as('device_name'),
    })
    .from(equipment)
    .innerJoin(project, eq(project.id, equipment.projectId))
    .innerJoin(device, eq(device.id, equipment.deviceId))
    .where(visibleEquipment(ctx))
    .as('visible_equipment');
};

/**
 * The owner's equipment by name, number, batch, kind, factory and inspection unit, as a subquery a
 * record about one piece joins (a report): the record's project decides who reads it, so this names
 * every piece of the owner.
 */
export const equipmentRefs = (ctx: OwnerCtx) =>
  ctx.db
    .select({
      id: equipment.id,
      name: equipment.name,
      eNumber: equipment.eNumber,
      batch: equipment.batch,
      deviceId: equipment.deviceId,
      factoryId: equipment.factoryId,
      unitId: equipment.unitId,
    })
    .from(equipment)
    .where(eq(equipment.ownerId, ctx.owner.id))
    .as('owner_equipment');

/** Whether the equipment of `id` is the owner's and made for the project of `projectId`. */
export async function isProjectEquipment(db: Db, ownerId: number, projectId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.ownerId, ownerId), eq(equipment.projectId, projectId), eq(equipment.id, id)));
  return row !== undefined;
}

/** Every piece of equipment of an owner by number, with its kind and project (another module's demo data). */
export const equipmentOfOwner = (db: Db, ownerId: number) =>
  db
    .select({
      id: equipment.id,
      eNumber: equipment.eNumber,
      deviceId: equipment.deviceId,
      projectId: equipment.projectId,
    })
    .from(equipment)
    .where(eq(equipment.ownerId, ownerId));
