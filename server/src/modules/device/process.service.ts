import {
  type DeviceWithProcesses,
  type ListData,
  type PageKey,
  PROCESS_LIST,
  type ProcessListBody,
  type ProcessListQuery,
  type ProcessRow,
} from '@app/contract';
import { and, count, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { findDevice, processesOf, toDeviceKind, toDeviceProcess } from './device.service.js';
import { deviceKinds, deviceProcesses } from './device.table.js';

/**
 * The routes' pages: the configuration owner keeps the platform's routes on 生产信息配置 (the steps
 * production information is recorded against), every other owner edits and lists its own.
 */
const processControlPage = (ctx: OwnerCtx): PageKey => (ctx.owner.isConfig ? 'config-produce-info' : 'process-control');
const processListPage = (ctx: OwnerCtx): PageKey => (ctx.owner.isConfig ? 'config-produce-info' : 'process-list');

type ProcessListInput = z.output<typeof ProcessListBody>;

const COLUMNS: ListColumns<typeof PROCESS_LIST> = {
  device_name: deviceKinds.name,
  step: deviceProcesses.step,
  name: deviceProcesses.name,
};

/** Each step once by name in a route, and every kept id one of this kind's steps: field errors otherwise. */
function checkSteps(steps: ProcessListInput['processes'], ownIds: Set<number>) {
  const names = new Set<string>();
  steps.forEach((step, index) => {
    if (names.has(step.name)) throw fieldError(`processes.${index}.name`, 'device.processTwice');
    names.add(step.name);
    if (step.id !== undefined && !ownIds.has(step.id)) throw fieldError(`processes.${index}.id`, 'validation.invalid');
  });
}

/**
 * Saves a kind's whole process route in the order given: kept steps (with their id) are renamed and
 * renumbered, new ones inserted, those left out deleted; one audit entry holds the route before and
 * after. The kind's row is locked first, so two editors saving at once apply one after the other.
 */
export async function saveProcesses(
  ctx: OwnerCtx,
  deviceId: number,
  body: ProcessListInput,
): Promise<DeviceWithProcesses> {
  await requirePermission(ctx, processControlPage(ctx), 'update');
  return ctx.db.transaction(async (tx) => {
    const device = await findDevice(tx, ctx, deviceId, { lock: true });
    const before = await processesOf(tx, deviceId);
    checkSteps(body.processes, new Set(before.map((p) => p.id)));
    const kept = body.processes.flatMap((p) => (p.id === undefined ? [] : [p.id]));
    await tx
      .delete(deviceProcesses)
      .where(
        and(eq(deviceProcesses.deviceId, deviceId), kept.length > 0 ? notInArray(deviceProcesses.id, kept) : undefined),
      );
    for (const [index, step] of body.processes.entries()) {
      const columns = { step: index + 1, name: step.name, note: step.note };
      if (step.id === undefined) {
        await tx
          .insert(deviceProcesses)
          .values({ ownerId: ctx.owner.id, deviceId, ...columns, createdBy: ctx.user.id });
      } else {
        await tx.update(deviceProcesses).set(columns).where(eq(deviceProcesses.id, step.id));
      }
    }
    const after = await processesOf(tx, deviceId);
    await recordChange(tx, ctx, {
      entity: 'device_kinds',
      entityId: deviceId,
      action: 'update',
      before: { processes: before.map((p) => p.name).join(' → ') },
      after: { processes: after.map((p) => p.name).join(' → ') },
    });
    return { ...toDeviceKind(device, after.length), processes: after.map(toDeviceProcess) };
  });
}

/** Every kind's steps in one list (`/process/list`), or one kind's with `device_id`. */
export async function listProcesses(
  ctx: OwnerCtx,
  query: z.output<typeof ProcessListQuery>,
): Promise<ListData<ProcessRow>> {
  await requirePermission(ctx, processListPage(ctx), 'index');
  const window = listWindow(query, PROCESS_LIST, { columns: COLUMNS, tieBreaker: deviceProcesses.id });
  const where = and(
    eq(deviceProcesses.ownerId, ctx.owner.id),
    query.device_id === undefined ? undefined : eq(deviceProcesses.deviceId, query.device_id),
    listFilters(query, PROCESS_LIST, COLUMNS),
  );
  // Within a kind the steps read in route order whatever the sort, so a route is never shuffled.
  return listPage(
    window,
    ctx.db
      .select({ process: deviceProcesses, deviceName: deviceKinds.name })
      .from(deviceProcesses)
      .innerJoin(deviceKinds, eq(deviceKinds.id, deviceProcesses.deviceId))
      .where(where)
      .orderBy(...window.orderBy.slice(0, 1), deviceProcesses.deviceId, deviceProcesses.step, deviceProcesses.id)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db
      .select({ n: count() })
      .from(deviceProcesses)
      .innerJoin(deviceKinds, eq(deviceKinds.id, deviceProcesses.deviceId))
      .where(where),
    (row) => ({ ...toDeviceProcess(row.process), device_id: row.process.deviceId, device_name: row.deviceName }),
  );
}
