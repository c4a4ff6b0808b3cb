import type { PageKey, ReportSummaryBy, ReportSummaryQuery, ReportSummaryRow } from '@app/contract';
import { and, eq, gte, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { notFound } from '../../platform/app-error.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { equipmentRefs } from '../equipment/public.js';
import { everSubmittedForms } from '../form/public.js';
import { unitsOf } from '../inspection-unit/public.js';
import { changeableProjectIds, projectsWithInspectors, visibleProjectIds } from '../project/public.js';
import { reports } from './report.table.js';
import { CONTROL_PAGE, MANAGER_CONTROL_PAGE } from './report-pages.js';
import { statusOf } from './report-status.js';

type SummaryInput = z.output<typeof ReportSummaryQuery>;
type Counts = Omit<ReportSummaryRow, 'id' | 'name'>;
type Named = { id: number; name: string };

/**
 * Each summary's page and projects: the client's control (报告管理) reads the projects he may read,
 * the manager's (项目经理报告管理) those he manages (every project, for a role not scoped to its own).
 */
const SUMMARIES: Record<
  ReportSummaryBy,
  { page: PageKey; projects: (ctx: OwnerCtx) => ReturnType<typeof visibleProjectIds> }
> = {
  unit: { page: CONTROL_PAGE, projects: visibleProjectIds },
  inspector: { page: MANAGER_CONTROL_PAGE, projects: changeableProjectIds },
};

const EMPTY: Counts = { submitted: 0, in_review: 0, approved: 0, returned: 0, failed: 0, last_report_date: null };

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The reports of `projectIds` submitted at least once, counted by the equipment's inspection unit or
 * by the writer. Every report counts, whoever may open it: one sent back is its writer's draft again
 * and the others' lists leave it out, but the control counts it as returned.
 */
async function countsBy(ctx: OwnerCtx, by: ReportSummaryBy, projectIds: number[], query: SummaryInput) {
  const form = everSubmittedForms(ctx.db, ctx.owner.id);
  const status = statusOf(form.status, form.reviewStatus);
  const piece = equipmentRefs(ctx);
  const key = by === 'unit' ? piece.unitId : reports.writerId;
  const rows = await ctx.db
    .select({
      key,
      submitted: sql<number>`count(*)`.mapWith(Number),
      in_review: counted(sql`${status} = 'in_review'`),
      approved: counted(sql`${status} = 'approved'`),
      returned: counted(sql`${status} in ('sent_back', 'rejected')`),
      failed: counted(sql`${reports.conclusion} = 'fail'`),
      last_report_date: max(reports.reportDate),
    })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .leftJoin(piece, eq(piece.id, reports.equipmentId))
    .where(
      and(
        eq(reports.ownerId, ctx.owner.id),
        inArray(reports.projectId, projectIds),
        query.from === undefined ? undefined : gte(reports.reportDate, query.from),
        query.to === undefined ? undefined : lte(reports.reportDate, query.to),
      ),
    )
    .groupBy(key);
  return new Map(rows.map(({ key, ...counts }) => [key, counts]));
}

/** Who the rows are: the owner's units, or the inspectors of the projects and every writer counted. */
async function rowsOf(ctx: OwnerCtx, by: ReportSummaryBy, projectIds: number[], counted: Map<number | null, Counts>) {
  if (by === 'unit') return unitsOf(ctx.db, ctx.owner.id);
  const inScope = new Set(projectIds);
  const inspectors = (await projectsWithInspectors(ctx.db, ctx.owner.id))
    .filter((project) => inScope.has(project.id))
    .flatMap((project) => project.inspectorIds);
  const writers = [...counted.keys()].filter((id) => id !== null);
  const ids = [...new Set([...inspectors, ...writers])];
  if (ids.length === 0) return [];
  const people: Named[] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return people.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id);
}

/**
 * 报告管理 (by inspection unit) and 项目经理报告管理 (by inspector): for each unit of the owner, or each
 * inspector of the caller's projects and each writer of their reports, the reports dated in the
 * period, submitted, in review, approved, returned, failed, and the latest date; a last row (id
 * null) for the reports of no unit or no writer, when there are any. `project_id` narrows to one of
 * the caller's projects; another is not found.
 */
export async function reportSummary(ctx: OwnerCtx, query: SummaryInput): Promise<ReportSummaryRow[]> {
  const summary = SUMMARIES[query.by];
  await requirePermission(ctx, summary.page, 'index');
  const scope = (await summary.projects(ctx)).map((project) => project.id);
  if (query.project_id !== undefined && !scope.includes(query.project_id)) throw notFound();
  const projectIds = query.project_id === undefined ? scope : [query.project_id];
  const counts = await countsBy(ctx, query.by, projectIds, query);
  const named = (await rowsOf(ctx, query.by, projectIds, counts)).map((row) => ({
    ...row,
    ...(counts.get(row.id) ?? EMPTY),
  }));
  const nobody = counts.get(null);
  return nobody ? [...named, { id: null, name: '', ...nobody }] : named;
}
