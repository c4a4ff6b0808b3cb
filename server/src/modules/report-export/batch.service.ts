import type { Readable } from 'node:stream';
import {
  Code,
  REPORT_BATCH_MAX,
  REPORT_BATCHES_PER_OWNER,
  REPORT_BATCHES_PER_USER,
  type ReportBatchBody,
  type ReportBatchStatus,
} from '@app/contract';
import { and, count, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, found, notFound } from '../../platform/app-error.js';
import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import { isMessageKey, type Lang, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FileStorage } from '../../platform/storage.js';
import { batchReports, storedQuery } from './batch-query.js';
import { reportExports } from './report-export.table.js';

/** A batch's zip is kept this long; then the row and the zip go (the hourly sweep). */
export const BATCH_KEPT_MS = 24 * 60 * 60 * 1000;
/** States of a batch that will not change any more. */
const SETTLED = ['done', 'failed'] as const;

/** Batches that still hold a place in the queue. */
const WAITING = ['queued', 'running'] as const;

const unsettled = (whose: SQL | undefined) => and(inArray(reportExports.status, [...WAITING]), whose) ?? sql`false`;

/**
 * Refuses (code 7, naming the limit) a batch past REPORT_BATCHES_PER_USER of the caller's or
 * REPORT_BATCHES_PER_OWNER of his owner's, queued or running. The owner's and then the user's lock
 * (always in that order) are held to the end of the transaction that queues, so concurrent calls
 * count each other's batches instead of each passing on the same count.
 */
async function requireRoomInQueue(tx: Db, ctx: OwnerCtx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report-export owner'), ${ctx.owner.id})`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report-export user'), ${ctx.user.id})`);
  const waiting = async (whose: SQL | undefined) =>
    (await tx.select({ n: count() }).from(reportExports).where(unsettled(whose)))[0]?.n ?? 0;
  if ((await waiting(eq(reportExports.userId, ctx.user.id))) >= REPORT_BATCHES_PER_USER) {
    throw new AppError(Code.IllegalOperation, 'reportExport.userBusy', { params: { max: REPORT_BATCHES_PER_USER } });
  }
  if ((await waiting(eq(reportExports.ownerId, ctx.owner.id))) >= REPORT_BATCHES_PER_OWNER) {
    throw new AppError(Code.IllegalOperation, 'reportExport.ownerBusy', { params: { max: REPORT_BATCHES_PER_OWNER } });
  }
}

/**
 * Starts a batch export of the report list as the caller filtered and sorted it: his export right,
 * the query, the number of reports and the room left in the queue are checked now (a refusal stores
 * nothing), the job is queued and runs in the background; the caller follows it by its id.
 */
export async function startBatch(
  ctx: OwnerCtx,
  body: z.output<typeof ReportBatchBody>,
  enqueue: (id: string) => void,
): Promise<{ id: string }> {
  const query = storedQuery(body.query, body.mine);
  const reports = await batchReports(ctx, query);
  const id = await ctx.db.transaction(async (tx) => {
    await requireRoomInQueue(tx, ctx);
    const [row] = await tx
      .insert(reportExports)
      .values({ ownerId: ctx.owner.id, userId: ctx.user.id, format: body.format, query, total: reports.length })
      .returning({ id: reportExports.id });
    return found(row).id;
  });
  enqueue(id);
  return { id };
}

/** The caller's own batch in this owner; anybody else's reads as not found. */
async function ownBatch(ctx: OwnerCtx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(reportExports)
    .where(
      and(eq(reportExports.id, id), eq(reportExports.ownerId, ctx.owner.id), eq(reportExports.userId, ctx.user.id)),
    );
  return found(row);
}

/** A batch's progress, its failure's reason in the reader's language. */
export async function batchStatus(ctx: OwnerCtx, id: string, lang: Lang): Promise<ReportBatchStatus> {
  const row = await ownBatch(ctx, id);
  const error =
    row.error && isMessageKey(row.error) ? translate(lang, row.error, { max: REPORT_BATCH_MAX }) : row.error;
  return { status: row.status, format: row.format, total: row.total, done: row.done, error };
}

/** A finished batch's zip for its requester: its bytes, size and a name of the day it was asked for. */
export async function batchZip(
  ctx: OwnerCtx,
  storage: FileStorage,
  id: string,
  lang: Lang,
): Promise<{ fileName: string; size: number; body: Readable }> {
  const row = await ownBatch(ctx, id);
  if (row.status !== 'done' || !row.filePath) throw new AppError(Code.IllegalOperation, 'reportExport.notReady');
  const size = await storage.size(row.filePath);
  if (size === null) throw notFound();
  const day = chinaDay(row.createdAt).replaceAll('-', '');
  return {
    fileName: `${translate(lang, 'reportExport.zipName')}-${row.format}-${day}.zip`,
    size,
    body: await storage.read(row.filePath),
  };
}

/**
 * At start-up: batches a stopped process had queued or was running will never finish (the queue
 * lived in that process); they fail, so their requesters can ask again.
 */
export async function failInterruptedBatches(db: Db): Promise<void> {
  await db
    .update(reportExports)
    .set({ status: 'failed', error: 'reportExport.interrupted', finishedAt: new Date() })
    .where(inArray(reportExports.status, ['queued', 'running']));
}

/** Ends batches that never started (the server is stopping) as failed. */
export async function failBatches(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(reportExports)
    .set({ status: 'failed', error: 'reportExport.interrupted', finishedAt: new Date() })
    .where(and(inArray(reportExports.id, ids), eq(reportExports.status, 'queued')));
}

/** Lets go of settled batches older than a day: their rows and their zips. */
export async function sweepExpiredBatches(db: Db, storage: FileStorage, now = Date.now()): Promise<void> {
  const expired = await db
    .delete(reportExports)
    .where(and(inArray(reportExports.status, [...SETTLED]), lt(reportExports.createdAt, new Date(now - BATCH_KEPT_MS))))
    .returning({ filePath: reportExports.filePath });
  const keys = expired.flatMap((row) => (row.filePath ? [row.filePath] : []));
  if (keys.length > 0) await storage.remove(keys);
}
