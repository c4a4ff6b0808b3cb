import { ReportExportCalls as calls, type ReportBatchBody } from '@app/contract';
import { downloadFile } from '../../../lib/download';
import { call } from '../../../lib/http';

/** A PDF waits for LibreOffice, perhaps behind another export: longer than an ordinary call may take. */
const DOWNLOAD_TIMEOUT_MS = 3 * 60 * 1000;

/** Starts a batch; a refusal (no right, too many reports) shows as the client's banner. */
export const startBatch = (body: ReportBatchBody) => call(calls.startBatch, { body });

/** A batch's progress, polled quietly: the dialog shows a failure itself. */
export const batchStatus = (id: string) => call(calls.batchStatus, { query: { id }, hideLoading: true, silent: true });

/** Downloads a report's or a batch's file under the name the server gives it; a refusal shows as a banner. */
export const downloadReportFile = (href: string, fallbackName: string): Promise<void> =>
  downloadFile(href, {
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    failedKey: 'reportExport.failed',
    name: (given) => given ?? fallbackName,
  });
