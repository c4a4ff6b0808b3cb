import { Code, type DeviceImportBody, type DevicesImported, type PlatformKind } from '@app/contract';
import { asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { owners } from '../../core/owner.table.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { NewOwner } from '../../platform/module.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { AUDITED_DEVICE, devicePage, processesOf } from './device.service.js';
import { type DeviceKindRow, deviceKinds, deviceProcesses } from './device.table.js';
import { DEVICE_DEFAULTS } from './device-defaults.js';

/** The platform's catalogue: the configuration owner's kinds, in its order (none before it exists). */
function platformKindsQuery(db: Db) {
  return db
    .select(getTableColumns(deviceKinds))
    .from(deviceKinds)
    .innerJoin(owners, eq(owners.id, deviceKinds.ownerId))
    .where(eq(owners.isConfig, true))
    .orderBy(asc(deviceKinds.sort), asc(deviceKinds.name), asc(deviceKinds.id));
}

/** The configuration owner has no platform but its own catalogue: copying is for the other owners. */
function requireOrdinaryOwner(ctx: OwnerCtx) {
  if (ctx.owner.isConfig) throw new AppError(Code.IllegalOperation, 'device.notForConfig');
}

const ownNames = (db: Db, ownerId: number) =>
  db
    .select({ name: deviceKinds.name })
    .from(deviceKinds)
    .where(eq(deviceKinds.ownerId, ownerId))
    .then((rows) => new Set(rows.map((row) => row.name)));

/** The platform's kinds with their step counts, each marked when the owner has one of that name. */
export async function platformKinds(ctx: OwnerCtx): Promise<PlatformKind[]> {
  await requirePermission(ctx, devicePage(ctx), 'create');
  requireOrdinaryOwner(ctx);
  const kinds = await platformKindsQuery(ctx.db);
  const steps = await ctx.db
    .select({ deviceId: deviceProcesses.deviceId, n: count() })
    .from(deviceProcesses)
    .where(
      inArray(
        deviceProcesses.deviceId,
        kinds.map((kind) => kind.id),
      ),
    )
    .groupBy(deviceProcesses.deviceId);
  const stepsOf = new Map(steps.map((row) => [row.deviceId, row.n]));
  const taken = await ownNames(ctx.db, ctx.owner.id);
  return kinds.map((kind) => ({
    id: kind.id,
    name: kind.name,
    code: kind.code,
    process_count: stepsOf.get(kind.id) ?? 0,
    taken: taken.has(kind.name),
  }));
}

/** Inserts a kind with its route into an owner; nothing when the owner has a kind of that name. */
async function insertKind(
  db: Db,
  ownerId: number,
  kind: Pick<DeviceKindRow, 'name' | 'code' | 'note' | 'sort'>,
  steps: readonly { name: string; note: string }[],
  createdBy: number | null,
): Promise<DeviceKindRow | undefined> {
  const [device] = await db
    .insert(deviceKinds)
    .values({ ownerId, name: kind.name, code: kind.code, note: kind.note, sort: kind.sort, createdBy })
    .onConflictDoNothing({ target: [deviceKinds.ownerId, deviceKinds.name] })
    .returning();
  if (device && steps.length > 0) {
    await db.insert(deviceProcesses).values(
      steps.map((step, index) => ({
        ownerId,
        deviceId: device.id,
        step: index + 1,
        name: step.name,
        note: step.note,
        createdBy,
      })),
    );
  }
  return device;
}

/**
 * Copies the chosen kinds of the platform's catalogue, each with its route, into the owner; a kind
 * whose name the owner uses already is left as the owner has it (counted as skipped). Each copy is
 * audited as a creation. An id that is not a platform kind is a field error, and nothing is copied.
 */
export async function importDefaultDevices(
  ctx: OwnerCtx,
  body: z.output<typeof DeviceImportBody>,
): Promise<DevicesImported> {
  await requirePermission(ctx, devicePage(ctx), 'create');
  requireOrdinaryOwner(ctx);
  return ctx.db.transaction(async (tx) => {
    const wanted = new Set(body.ids);
    const chosen = (await platformKindsQuery(tx)).filter((kind) => wanted.has(kind.id));
    if (chosen.length !== wanted.size) throw fieldError('ids', 'device.importUnknown');
    let added = 0;
    for (const kind of chosen) {
      const steps = await processesOf(tx, kind.id);
      // A name the owner has (or that a save racing this one has just taken) is skipped, not an error.
      const copy = await insertKind(tx, ctx.owner.id, kind, steps, ctx.user.id);
      if (!copy) continue;
      await recordChange(tx, ctx, {
        entity: 'device_kinds',
        entityId: copy.id,
        action: 'create',
        after: { ...AUDITED_DEVICE.fields(copy), processes: steps.map((step) => step.name).join(' → ') },
      });
      added++;
    }
    return { added, skipped: chosen.length - added };
  });
}

/**
 * The configuration owner starts with the platform's catalogue; an ordinary owner starts empty and
 * copies in the kinds it supervises (a substation owner wants no turbines).
 */
export async function seedOwnerDevices(db: Db, owner: NewOwner): Promise<void> {
  if (!owner.isConfig) return;
  for (const [index, kind] of DEVICE_DEFAULTS.entries()) {
    await insertKind(
      db,
      owner.id,
      { name: kind.name, code: kind.code, note: '', sort: (index + 1) * 10 },
      kind.steps.map((name) => ({ name, note: '' })),
      null,
    );
  }
}
