import type { ReportExportFormat, ReportExportQuery } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import type { HookDeps, Hooks } from '../../platform/hooks.js';
import type { Lang } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FilesDeps, Lane } from '../files/public.js';
import { formForReview } from '../form/public.js';
import { LIST_PAGE, reportDetail } from '../report/public.js';
import { reviewOfForm } from '../workflow/public.js';
import { type ReportSource, reportContent } from './report-content.js';
import { reportDocx } from './report-docx.js';
import { pdfOf } from './report-pdf.js';

/** What exports need of the process: the database, the file store (photos, zips) and the converter. */
export type ReportExportDeps = Pick<FilesDeps, 'db' | 'storage' | 'converter'> & HookDeps;

export const EXPORT_TYPES: Record<ReportExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export interface ExportedFile {
  fileName: string;
  type: string;
  body: Buffer;
}

type Report = Omit<ReportSource, 'review'>;

/**
 * A report the caller may read, by the report module's rules (a report of a project he reads; a
 * draft only its writer's), with its form; not found otherwise, another owner's included.
 */
export async function readReport(ctx: OwnerCtx, id: number): Promise<Report> {
  const detail = await reportDetail(ctx, id);
  return { detail, form: await formForReview(ctx.db, ctx.owner.id, id) };
}

/**
 * Who may export one report he reads: whoever holds 报告列表's export right, or the one who uploaded
 * it (his own report, from its page or 个人报告, without asking an administrator for the right).
 */
export async function requireExportRight(ctx: OwnerCtx, report: Report): Promise<void> {
  if (report.form.createdBy === ctx.user.id) return;
  await requirePermission(ctx, LIST_PAGE, 'export');
}

/** The file's name: the report's number, or its template's name while it has none (a draft). */
export const reportFileName = (report: Report, format: ReportExportFormat) =>
  `${report.detail.number || report.form.templateName}.${format}`;

/** The review's history when the caller may read the review (the form module decides); none otherwise. */
async function reviewIfReadable(ctx: OwnerCtx, id: number, hooks: Hooks) {
  try {
    return await reviewOfForm(ctx, id, hooks);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/** One report as Word, or as that Word document converted to PDF. */
export async function renderReport(
  ctx: OwnerCtx,
  deps: ReportExportDeps,
  report: Report,
  format: ReportExportFormat,
  at: { lang: Lang; log: FastifyBaseLogger; lane: Lane; signal?: AbortSignal },
): Promise<Buffer> {
  const source = { ...report, review: await reviewIfReadable(ctx, report.detail.id, deps.hooks) };
  const docx = await reportDocx(await reportContent(ctx, deps.storage, source, at.lang), at.lang);
  if (format === 'docx') return docx;
  const place = { lane: at.lane, whose: [ctx.owner.id, ctx.user.id] };
  return pdfOf(deps.converter, docx, at.log, { place, signal: at.signal });
}

/** `GET /api/report/export`: one report the caller reads and may export, as a file. */
export async function exportReport(
  ctx: OwnerCtx,
  deps: ReportExportDeps,
  query: z.output<typeof ReportExportQuery>,
  at: { lang: Lang; log: FastifyBaseLogger },
): Promise<ExportedFile> {
  const report = await readReport(ctx, query.id);
  await requireExportRight(ctx, report);
  return {
    fileName: reportFileName(report, query.format),
    type: EXPORT_TYPES[query.format],
    // Its reader is waiting: it goes before any batch's conversions.
    body: await renderReport(ctx, deps, report, query.format, { ...at, lane: 'interactive' }),
  };
}
