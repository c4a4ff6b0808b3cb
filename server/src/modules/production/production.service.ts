import {
  type ListData,
  type PageKey,
  PRODUCTION_LIST,
  PRODUCTION_PAGE,
  type ProductionBody,
  type ProductionListQuery,
  type ProductionRow,
  type ProductionTimeline,
} from '@app/contract';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, found, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { bodyColumns, rowFields } from '../../platform/field-names.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { likeLiteral } from '../../platform/list-filters.js';
import { pagedList } from '../../platform/list-query.js';
import { hasPermission, requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { processesOf } from '../device/public.js';
import { lockEquipment, mayRecordProduction, producibleEquipment, visibleEquipmentRefs } from '../equipment/public.js';
import { type ProductionStepRow, productionSteps } from './production.table.js';
import { isLate, summarise, todayInChina } from './production-summary.js';

const PAGE: PageKey = PRODUCTION_PAGE;

type BodyInput = z.output<typeof ProductionBody>;

/** The columns a save writes of a step's record. */
const RECORDED = [
  'plannedStart',
  'plannedFinish',
  'actualStart',
  'actualFinish',
  'progress',
  'note',
  'photos',
] as const;

/** A step's record in the audit log: its dates, progress, note and how many photos. */
export const AUDITED_PRODUCTION = auditedTable({
  table: productionSteps,
  entity: 'production_steps',
  fields: (row) => ({
    ...rowFields(row, ['equipmentId', 'processId', ...RECORDED]),
    photos: row.photos.length,
  }),
});

const recordsOf = (db: Db, equipmentIds: number[]) =>
  equipmentIds.length === 0
    ? Promise.resolve([] as ProductionStepRow[])
    : db.select().from(productionSteps).where(inArray(productionSteps.equipmentId, equipmentIds));

/** Each kind's route (step ids in order), read once per kind. */
async function routesOf(db: Db, deviceIds: number[]): Promise<Map<number, number[]>> {
  const routes = new Map<number, number[]>();
  for (const deviceId of new Set(deviceIds)) {
    routes.set(
      deviceId,
      (await processesOf(db, deviceId)).map((step) => step.id),
    );
  }
  return routes;
}

/**
 * The caller's equipment with its production summary: the equipment he may read (an inspector his
 * own, a manager his projects', the client and the administrator all), filtered by project, kind,
 * name/number/batch, and late steps.
 */
export async function listProduction(
  ctx: OwnerCtx,
  query: z.output<typeof ProductionListQuery>,
): Promise<ListData<ProductionRow>> {
  await requirePermission(ctx, PAGE, 'index');
  const today = todayInChina();
  const refs = visibleEquipmentRefs(ctx);
  const columns: ListColumns<typeof PRODUCTION_LIST> = {
    e_number: refs.eNumber,
    name: {
      sort: refs.name,
      filter: (value) => {
        const like = `%${likeLiteral(value)}%`;
        return or(ilike(refs.name, like), ilike(refs.eNumber, like), ilike(refs.batch, like)) ?? sql`true`;
      },
    },
    project_name: refs.projectId,
    device_name: refs.deviceId,
    late_steps: (value) =>
      value === 'true'
        ? sql`exists (select 1 from ${productionSteps} where ${productionSteps.equipmentId} = ${refs.id}
            and ${productionSteps.plannedFinish} < ${today} and ${productionSteps.progress} < 100)`
        : sql`true`,
  };
  const page = await pagedList(query, PRODUCTION_LIST, {
    columns,
    tieBreaker: refs.id,
    rows: (where) => ctx.db.select().from(refs).where(where),
    count: (where) =>
      ctx.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(refs)
        .where(where),
    toItem: (row) => row,
  });
  const records = await recordsOf(
    ctx.db,
    page.result.map((row) => row.id),
  );
  const routes = await routesOf(
    ctx.db,
    page.result.map((row) => row.deviceId),
  );
  return {
    ...page,
    result: page.result.map((row) => ({
      id: row.id,
      name: row.name,
      e_number: row.eNumber,
      batch: row.batch,
      status: row.status,
      project_id: row.projectId,
      project_name: row.projectName,
      device_id: row.deviceId,
      device_name: row.deviceName,
      summary: summarise(
        routes.get(row.deviceId) ?? [],
        records.filter((record) => record.equipmentId === row.id),
        today,
      ),
    })),
  };
}

/** One piece of equipment the caller may read, of project `projectId` when given; not found otherwise. */
async function readHeader(ctx: OwnerCtx, db: Db, id: number, projectId: number | undefined) {
  const refs = visibleEquipmentRefs(ctx);
  const [row] = await db
    .select()
    .from(refs)
    .where(and(eq(refs.id, id), projectId === undefined ? undefined : eq(refs.projectId, projectId)));
  return found(row);
}

/**
 * The timeline as `db` reads it (the save's transaction, or the pool): `pageUpdate` says whether the
 * caller holds the page's update right, read before any transaction (the pool's one connection may
 * be the transaction's).
 */
async function timeline(
  ctx: OwnerCtx,
  db: Db,
  id: number,
  projectId: number | undefined,
  pageUpdate: boolean,
): Promise<ProductionTimeline> {
  const today = todayInChina();
  const header = await readHeader(ctx, db, id, projectId);
  const [steps, records] = await Promise.all([
    processesOf(db, header.deviceId),
    db.select().from(productionSteps).where(eq(productionSteps.equipmentId, id)).orderBy(asc(productionSteps.id)),
  ]);
  const byStep = new Map(records.map((record) => [record.processId, record]));
  return {
    equipment: {
      id: header.id,
      name: header.name,
      e_number: header.eNumber,
      batch: header.batch,
      status: header.status,
      project_id: header.projectId,
      project_name: header.projectName,
      device_id: header.deviceId,
      device_name: header.deviceName,
    },
    today,
    steps: steps.map((step) => {
      const record = byStep.get(step.id);
      return {
        process_id: step.id,
        step: step.step,
        name: step.name,
        record: record
          ? {
              planned_start: record.plannedStart,
              planned_finish: record.plannedFinish,
              actual_start: record.actualStart,
              actual_finish: record.actualFinish,
              progress: record.progress,
              note: record.note,
              photos: record.photos,
              late: isLate(record, today),
              updated_at: record.updateAt.toISOString(),
            }
          : null,
      };
    }),
    summary: summarise(
      steps.map((step) => step.id),
      records,
      today,
    ),
    can_update: pageUpdate && (await mayRecordProduction(db, ctx, id)),
  };
}

/** The timeline of one piece of equipment the caller may read: every step of its kind's route in order. */
export async function productionTimeline(ctx: OwnerCtx, id: number, projectId?: number): Promise<ProductionTimeline> {
  await requirePermission(ctx, PAGE, 'index');
  return timeline(ctx, ctx.db, id, projectId, await hasPermission(ctx, PAGE, 'update'));
}

const columnsOf = (body: BodyInput) => bodyColumns(body, RECORDED);

/**
 * Saves one step's production record of a piece of equipment whose production the caller may
 * record (an inspector: his own; a manager: of the projects he manages), creating it the first time.
 * The equipment's row is locked first, so two saves of its steps apply one after the other.
 */
export async function saveProduction(
  ctx: OwnerCtx,
  id: number,
  projectId: number | undefined,
  body: BodyInput,
): Promise<ProductionTimeline> {
  await requirePermission(ctx, PAGE, 'update');
  return ctx.db.transaction(async (tx) => {
    // Another's equipment, or one he only reads, is not found before anything about the body is said.
    const item = await lockEquipment(tx, producibleEquipment(ctx), id);
    if (projectId !== undefined && item.projectId !== projectId) throw notFound();
    const steps = await processesOf(tx, item.deviceId);
    if (!steps.some((step) => step.id === body.process_id)) throw fieldError('process_id', 'production.stepUnknown');
    const where: SQL | undefined = and(
      eq(productionSteps.equipmentId, id),
      eq(productionSteps.processId, body.process_id),
    );
    const [current] = await tx.select({ id: productionSteps.id }).from(productionSteps).where(where);
    if (current) {
      await updateAudited(tx, ctx, AUDITED_PRODUCTION, eq(productionSteps.id, current.id), columnsOf(body));
    } else {
      const [made] = await tx
        .insert(productionSteps)
        .values({
          ownerId: ctx.owner.id,
          equipmentId: id,
          processId: body.process_id,
          ...columnsOf(body),
          createdBy: ctx.user.id,
        })
        .returning();
      const row = found(made);
      await recordChange(tx, ctx, {
        entity: 'production_steps',
        entityId: row.id,
        action: 'create',
        after: AUDITED_PRODUCTION.fields(row),
      });
    }
    return timeline(ctx, tx, id, projectId, true);
  });
}
