import { Code, type PageKey, REPORT_BATCH_MAX, ReportCalls, type ReportRow } from '@app/contract';
import { AppError, fieldError } from '../../platform/app-error.js';
import { isMessageKey } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { LIST_PAGE, listReports, PERSON_PAGE } from '../report/public.js';

/** Paging is the batch's own: the list's query is kept without it, `mine` as the list sends it. */
const PAGING = new Set(['page', 'per-page']);
/** A page size the list serves that is larger than a batch may be, so one page tells whether it is. */
const WINDOW = 1000;

/** The report list's query schema: what the list takes is what a batch takes. */
const LIST_QUERY = ReportCalls.list.query as NonNullable<typeof ReportCalls.list.query>;

/** The list's query as the batch keeps it (report_exports.query). */
export function storedQuery(query: Record<string, string>, mine: boolean | undefined): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !PAGING.has(key) && key !== 'mine'));
  return mine ? { ...kept, mine: 'true' } : kept;
}

/**
 * Whose export right a batch needs: 个人报告's for the caller's own reports, 报告列表's for the
 * reports of his projects. A batch is a list's action, so the list page's right decides it; the
 * one-report exception for its uploader (report-export.service.ts) does not stretch to a list.
 */
export const batchPage = (query: Record<string, string>): PageKey => (query.mine === 'true' ? PERSON_PAGE : LIST_PAGE);

/**
 * The reports of a batch: exactly those the report list shows for the same query, in its order, by
 * the report module's list (its rules, filters and sort). Refused (code 7) when none or more than
 * REPORT_BATCH_MAX match; a query the list refuses is a field error, as the list would answer.
 */
export async function batchReports(ctx: OwnerCtx, query: Record<string, string>): Promise<ReportRow[]> {
  await requirePermission(ctx, batchPage(query), 'export');
  const parsed = LIST_QUERY.safeParse(query);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const key = issue && isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    throw fieldError(`query.${issue?.path.join('.') ?? ''}`, key);
  }
  const { result } = await listReports(ctx, { ...parsed.data, page: 1, 'per-page': WINDOW });
  if (result.length > REPORT_BATCH_MAX) {
    throw new AppError(Code.IllegalOperation, 'reportExport.tooMany', { params: { max: REPORT_BATCH_MAX } });
  }
  if (result.length === 0) throw new AppError(Code.IllegalOperation, 'reportExport.none');
  return result;
}
