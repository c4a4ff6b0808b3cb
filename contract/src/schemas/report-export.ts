import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, isStorableText } from './fields.js';
import { FILTER_VALUE_MAX } from './list.js';

/**
 * Exports of reports (issue 14): one report as Word (`.docx`, editable) or PDF (the Word document
 * converted by LibreOffice); a filtered list of reports as a zip, made by a background job whose
 * progress the list shows.
 */
export const REPORT_EXPORT_FORMATS = ['docx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** A batch holds at most this many reports: a PDF takes LibreOffice a second or two each. */
export const REPORT_BATCH_MAX = 500;
/**
 * Batches one user may have queued or running at a time, in all his owners: the batches run one at
 * a time per server, so more would only wait, and make the others wait.
 */
export const REPORT_BATCHES_PER_USER = 3;
/** Batches one owner's members may have queued or running at a time, all together. */
export const REPORT_BATCHES_PER_OWNER = 10;
/** The list's query as the list sends it: its page, sort and filters, each a short text. */
const BATCH_QUERY_KEYS_MAX = 40;

const format = z.enum(REPORT_EXPORT_FORMATS, { error: 'validation.invalid' });

/** `GET /api/report/export`: one report (its form's id) as a file, not an envelope. */
export const ReportExportQuery = z.object({ id: idParam, format });
export type ReportExportQuery = z.input<typeof ReportExportQuery>;
export const REPORT_EXPORT_PATH = '/report/export';

/** The address under /api that downloads one report in `format`. */
export const reportExportUrl = (id: number, to: ReportExportFormat) =>
  `/api${REPORT_EXPORT_PATH}?id=${id}&format=${to}`;

const batchQuery = z
  .record(
    z.string().max(64, { error: 'validation.tooLong' }),
    z
      .string({ error: 'validation.invalidType' })
      .max(FILTER_VALUE_MAX, { error: 'validation.tooLong' })
      .refine(isStorableText, { error: 'validation.badCharacter' }),
    { error: 'validation.invalidType' },
  )
  .refine((query) => Object.keys(query).length <= BATCH_QUERY_KEYS_MAX, { error: 'validation.invalid' });

/**
 * A batch export: the report list's query as the list sends it (`sort`, `filter[...]`; paging is
 * ignored, the batch holds every match) and `mine` for the caller's own reports (个人报告).
 */
export const ReportBatchBody = z.object({
  format,
  query: batchQuery.default({}),
  mine: z.boolean({ error: 'validation.invalidType' }).optional(),
});
export type ReportBatchBody = z.input<typeof ReportBatchBody>;

const jobId = z.uuid({ error: 'validation.invalid' });
export const ReportBatchQuery = z.object({ id: jobId });

/** Where a batch is: `done` of `total` reports written; `error` says why it failed. */
export const ReportBatchStatus = z.object({
  status: z.enum(EXPORT_JOB_STATUSES),
  format: z.enum(REPORT_EXPORT_FORMATS),
  total: z.number(),
  done: z.number(),
  error: z.string().nullable(),
});
export type ReportBatchStatus = z.infer<typeof ReportBatchStatus>;

export const REPORT_BATCH_DOWNLOAD_PATH = '/report/export-batch/download';
/** The address under /api of a finished batch's zip. */
export const reportBatchDownloadUrl = (id: string) => `/api${REPORT_BATCH_DOWNLOAD_PATH}?id=${encodeURIComponent(id)}`;

const call = ownerCalls('report');

/** The batch's calls that answer envelopes; the two files (one report, a batch's zip) are served by hand. */
export const ReportExportCalls = {
  startBatch: call('POST', '/report/export-batch', { body: ReportBatchBody, response: z.object({ id: z.string() }) }),
  batchStatus: call('GET', '/report/export-batch/status', { query: ReportBatchQuery, response: ReportBatchStatus }),
};
