import { type ListData, REPORT_LIST, REPORT_TYPES, type ReportRow } from '@app/contract';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error.js';
import { listFilters, onlyFilter } from '../../platform/list-filters.js';
import { listPage, listWindow, rememberedCount } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { requireAny } from '../form/public.js';
import { visibleProjectRefs } from '../project/public.js';
import { LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE } from './report.service.js';
import { checkingColumns, type ReportListQuery } from './report-list-columns.js';
import { firstPage, firstPageShape, pageIds, reportQueries } from './report-list-pages.js';
import { reportRowsOf, toRow } from './report-list-rows.js';
import { CONTROL_PAGE, MANAGER_CONTROL_PAGE, PROJECT_REPORTS_PAGE } from './report-pages.js';

/** Code 3 unless the caller holds the index of a page whose screen shows the list. */
async function requireListReader(ctx: OwnerCtx): Promise<void> {
  await requireAny(
    ctx,
    [LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE, PROJECT_REPORTS_PAGE, CONTROL_PAGE, MANAGER_CONTROL_PAGE],
    'index',
  );
}

/**
 * Not found unless the caller may read the project of `id` (of his owner, and his if he is scoped).
 * The answer is kept with the session, as his rights are: a screen paging one project's reports asked
 * the database again at every call.
 */
async function requireReadableProject(ctx: OwnerCtx, id: number): Promise<void> {
  const readable = await ctx.remember(`readable-project:${id}`, async () => {
    const project = visibleProjectRefs(ctx);
    const [row] = await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, id));
    return row !== undefined;
  });
  if (!readable) throw notFound();
}

/**
 * The reports of the projects the caller may read (报告列表), or with `mine` those he wrote or
 * uploaded (个人报告), or one project's (检验报告: a project he may not read is not found), or one
 * writer's: others' drafts are left out. The index of any page that shows the list reads it.
 */
export async function listReports(ctx: OwnerCtx, query: ReportListQuery): Promise<ListData<ReportRow>> {
  await requireListReader(ctx);
  if (query.project_id !== undefined) await requireReadableProject(ctx, query.project_id);
  // The sort, the page and the filters are checked before anything runs.
  const columns = checkingColumns(ctx);
  const window = listWindow(query, REPORT_LIST, columns);
  const filtered = listFilters(query, REPORT_LIST, columns.columns) !== undefined;
  // A type alone (a screen's tab of NCRs, of release reports…) has its first page prepared too.
  const typed = onlyFilter(query, 'report_type', REPORT_TYPES);
  const rows = firstPageShape(query, window, filtered)
    ? firstPage(ctx, query, window)
    : typed && firstPageShape(typed.rest, window, false)
      ? firstPage(ctx, typed.rest, window, typed.value)
      : pageIds(ctx, query, window, filtered).then((ids) => reportRowsOf(ctx, ids));
  return listPage(
    window,
    rows,
    // Built only when the session has not counted this list's filters yet.
    rememberedCount(ctx, 'report', query, () => reportQueries(ctx, query).counted),
    toRow,
  );
}
