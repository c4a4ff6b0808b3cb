import { Code } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/app-error.js';
import type { Lang, MessageKey } from '../../platform/messages.js';
import { storedZip } from '../../platform/stored-zip.js';
import { batchReports } from './batch-query.js';
import { type ReportExportDeps, readReport, renderReport, reportFileName } from './report-export.service.js';
import { type ReportExportRecord, reportExports } from './report-export.table.js';
import { requesterCtx } from './requester.js';

/**
 * A batch's documents are held in memory until the zip is stored (the file store takes whole
 * buffers); past this the batch fails and asks for a narrower one rather than crowd the process.
 */
export const BATCH_BYTES_MAX = 512 * 1024 * 1024;

/** Where a finished batch's zip is kept in the file store, beside the uploads (never a file id). */
export const zipKey = (jobId: string) => `report-export-${jobId}.zip`;

/** Characters no file system of the users' takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/** A name for the zip that no earlier entry has: a second report of the same name gets its id added. */
function entryName(taken: Set<string>, name: string, id: number): string {
  const safe = name.replace(UNSAFE, '_');
  const unique = taken.has(safe) ? safe.replace(/(\.[^.]+)$/, `-${id}$1`) : safe;
  taken.add(unique);
  return unique;
}

const set = (db: ReportExportDeps['db'], id: string, values: Partial<ReportExportRecord>) =>
  db.update(reportExports).set(values).where(eq(reportExports.id, id));

/** Why a batch failed, as a message key the status call translates for its reader. */
function reasonOf(err: unknown, signal: AbortSignal): MessageKey {
  if (signal.aborted) return 'reportExport.interrupted';
  return err instanceof AppError ? err.messageKey : 'http.500';
}

async function writeZip(
  deps: ReportExportDeps,
  job: ReportExportRecord,
  lang: Lang,
  signal: AbortSignal,
  log: FastifyBaseLogger,
) {
  const ctx = await requesterCtx(deps.db, job.ownerId, job.userId);
  if (!ctx) throw new AppError(Code.NoPermission, 'reportExport.memberGone');
  const rows = await batchReports(ctx, job.query);
  await set(deps.db, job.id, { total: rows.length });
  const parts: [string, Buffer][] = [];
  const taken = new Set<string>();
  let bytes = 0;
  for (const [index, row] of rows.entries()) {
    if (signal.aborted) throw new AppError(Code.Error, 'reportExport.interrupted');
    const report = await readReport(ctx, row.id);
    const body = await renderReport(ctx, deps, report, job.format, { lang, log, signal, lane: 'batch' });
    bytes += body.length;
    if (bytes > BATCH_BYTES_MAX) throw new AppError(Code.Error, 'reportExport.zipTooLarge');
    parts.push([entryName(taken, reportFileName(report, job.format), row.id), body]);
    await set(deps.db, job.id, { done: index + 1 });
  }
  const key = zipKey(job.id);
  await deps.storage.write(key, Buffer.concat(storedZip(parts)), 'application/zip');
  return key;
}

/**
 * Runs one queued batch: its requester's rights and the list's query are read again, each report is
 * rendered as the single export renders it and counted in `done`, and the zip (stored, the documents
 * being compressed already) goes to the file store. Any refusal or failure ends it as failed with
 * the reason; a batch claimed by nobody else runs once.
 */
export async function runBatch(
  deps: ReportExportDeps,
  jobId: string,
  lang: Lang,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<void> {
  const [job] = await deps.db
    .update(reportExports)
    .set({ status: 'running' })
    .where(and(eq(reportExports.id, jobId), eq(reportExports.status, 'queued')))
    .returning();
  if (!job) return;
  try {
    const key = await writeZip(deps, job, lang, signal, log);
    await set(deps.db, job.id, { status: 'done', filePath: key, finishedAt: new Date() });
  } catch (err) {
    if (!(err instanceof AppError)) log.error({ err, jobId }, 'report batch export failed');
    await set(deps.db, job.id, { status: 'failed', error: reasonOf(err, signal), finishedAt: new Date() });
  }
}
