import {
  DEVICE_LIST,
  type DeviceBody,
  type DeviceKind,
  type DeviceOption,
  type DeviceProcess,
  type DeviceWithProcesses,
  type ListData,
  type ListQuery,
  type PageKey,
} from '@app/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { referencedAs, uniqueAs } from '../../platform/db-errors.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { pagedList } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type DeviceKindRow, type DeviceProcessRow, deviceKinds, deviceProcesses } from './device.table.js';

/**
 * The catalogue's page: the configuration owner edits the platform's kinds on 专业设置, every other
 * owner its own on 装置管理.
 */
export const devicePage = (ctx: OwnerCtx): PageKey => (ctx.owner.isConfig ? 'config-subject' : 'custom-device');

type DeviceInput = z.output<typeof DeviceBody>;

const COLUMNS: ListColumns<typeof DEVICE_LIST> = {
  sort: deviceKinds.sort,
  name: deviceKinds.name,
  code: deviceKinds.code,
  note: deviceKinds.note,
  updated_at: deviceKinds.updateAt,
};

export const AUDITED_DEVICE = auditedTable({
  table: deviceKinds,
  entity: 'device_kinds',
  fields: (row) => ({ name: row.name, code: row.code, note: row.note, sort: row.sort }),
});

const deviceColumns = (body: DeviceInput) => ({ name: body.name, code: body.code, note: body.note, sort: body.sort });

export const toDeviceKind = (row: DeviceKindRow, processCount: number): DeviceKind => ({
  id: row.id,
  name: row.name,
  code: row.code,
  note: row.note,
  sort: row.sort,
  process_count: processCount,
  updated_at: row.updateAt.toISOString(),
});

export const toDeviceProcess = (row: DeviceProcessRow): DeviceProcess => ({
  id: row.id,
  step: row.step,
  name: row.name,
  note: row.note,
});

/** The owner's kind of `id`; another owner's is not found (code 4). */
export const ownDevice = (ctx: OwnerCtx, id: number) =>
  and(eq(deviceKinds.ownerId, ctx.owner.id), eq(deviceKinds.id, id));

/** The owner's kind of `id`, locked for the transaction with `lock` (code 4 when none). */
export async function findDevice(db: Db, ctx: OwnerCtx, id: number, { lock = false } = {}): Promise<DeviceKindRow> {
  const query = db.select().from(deviceKinds).where(ownDevice(ctx, id));
  const [row] = lock ? await query.for('update') : await query;
  return found(row);
}

export async function processesOf(db: Db, deviceId: number): Promise<DeviceProcessRow[]> {
  return db
    .select()
    .from(deviceProcesses)
    .where(eq(deviceProcesses.deviceId, deviceId))
    .orderBy(asc(deviceProcesses.step), asc(deviceProcesses.id));
}

const processCount = (db: Db, deviceId: number) =>
  db
    .select({ n: count() })
    .from(deviceProcesses)
    .where(eq(deviceProcesses.deviceId, deviceId))
    .then(([row]) => row?.n ?? 0);

export async function listDevices(ctx: OwnerCtx, query: ListQuery): Promise<ListData<DeviceKind>> {
  await requirePermission(ctx, devicePage(ctx), 'index');
  // A catalogue holds tens of kinds: the step count is read per kind of the page, not kept in a column.
  const counts = ctx.db
    .select({ deviceId: deviceProcesses.deviceId, n: count().as('n') })
    .from(deviceProcesses)
    .where(eq(deviceProcesses.ownerId, ctx.owner.id))
    .groupBy(deviceProcesses.deviceId)
    .as('counts');
  return pagedList(query, DEVICE_LIST, {
    columns: COLUMNS,
    tieBreaker: deviceKinds.id,
    scope: eq(deviceKinds.ownerId, ctx.owner.id),
    rows: (where) =>
      ctx.db
        .select({ device: deviceKinds, n: counts.n })
        .from(deviceKinds)
        .leftJoin(counts, eq(counts.deviceId, deviceKinds.id))
        .where(where),
    count: (where) => ctx.db.select({ n: count() }).from(deviceKinds).where(where),
    toItem: (row) => toDeviceKind(row.device, row.n ?? 0),
  });
}

/** Every kind of an owner in catalogue order (pickers, another module's demo data). */
export async function deviceKindsOf(db: Db, ownerId: number): Promise<DeviceOption[]> {
  return db
    .select({ id: deviceKinds.id, name: deviceKinds.name, code: deviceKinds.code })
    .from(deviceKinds)
    .where(eq(deviceKinds.ownerId, ownerId))
    .orderBy(asc(deviceKinds.sort), asc(deviceKinds.name), asc(deviceKinds.id));
}

/** Every kind of the owner by name, for pickers and filters; any member may read them. */
export async function deviceOptions(ctx: OwnerCtx): Promise<DeviceOption[]> {
  return deviceKindsOf(ctx.db, ctx.owner.id);
}

export async function viewDevice(ctx: OwnerCtx, id: number): Promise<DeviceWithProcesses> {
  await requirePermission(ctx, devicePage(ctx), 'index');
  const device = await findDevice(ctx.db, ctx, id);
  const processes = await processesOf(ctx.db, id);
  return { ...toDeviceKind(device, processes.length), processes: processes.map(toDeviceProcess) };
}

export async function createDevice(ctx: OwnerCtx, body: DeviceInput): Promise<DeviceKind> {
  await requirePermission(ctx, devicePage(ctx), 'create');
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(deviceKinds)
        .values({ ownerId: ctx.owner.id, ...deviceColumns(body), createdBy: ctx.user.id })
        .returning();
      const device = found(row);
      await recordChange(tx, ctx, {
        entity: 'device_kinds',
        entityId: device.id,
        action: 'create',
        after: AUDITED_DEVICE.fields(device),
      });
      return toDeviceKind(device, 0);
    })
    .catch(uniqueAs('name', 'device.nameTaken'));
}

export async function updateDevice(ctx: OwnerCtx, id: number, body: DeviceInput): Promise<DeviceKind> {
  await requirePermission(ctx, devicePage(ctx), 'update');
  return ctx.db
    .transaction(async (tx) => {
      const row = await updateAudited(tx, ctx, AUDITED_DEVICE, ownDevice(ctx, id), deviceColumns(body));
      return toDeviceKind(row, await processCount(tx, id));
    })
    .catch(uniqueAs('name', 'device.nameTaken'));
}

/**
 * Deletes a kind with its process steps (the audit entry says how many went with it). A kind that
 * equipment is made of is kept (code 7): the equipment's key refers to it and takes no action.
 */
export async function deleteDevice(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, devicePage(ctx), 'delete');
  await ctx.db
    .transaction(async (tx) => {
      const steps = await processCount(tx, id);
      await deleteAudited(tx, ctx, AUDITED_DEVICE, ownDevice(ctx, id), { processes: steps });
    })
    .catch(referencedAs('device.inUse'));
}

/**
 * The owner's kinds as a subquery another module's list joins to show, sort and filter by a kind's
 * name (the equipment list).
 */
export const deviceKindRefs = (ctx: OwnerCtx) =>
  ctx.db
    .select({ id: deviceKinds.id, name: deviceKinds.name })
    .from(deviceKinds)
    .where(eq(deviceKinds.ownerId, ctx.owner.id))
    .as('device_kind_refs');
