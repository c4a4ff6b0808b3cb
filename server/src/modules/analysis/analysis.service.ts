import type {
  AnalysisActivity,
  AnalysisData,
  AnalysisExportBody,
  AnalysisQuery,
  PageKey,
  TodayPoint,
} from '@app/contract';
import type { z } from 'zod';
import { fieldError } from '../../platform/app-error.js';
import { chinaDay } from '../../platform/china-time.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { xlsxBuffer } from '../../platform/xlsx.js';
import { deviceKindsOf } from '../device/public.js';
import { unitsOf } from '../inspection-unit/public.js';
import { ncrDispositionCounts } from '../ncr/public.js';
import { completionByProject, GROUPS_PAGE, pointsPlannedToday } from '../plan/public.js';
import { visibleProjectRefs } from '../project/public.js';
import {
  analysedReportForms,
  type ReportFilters,
  reportsByMonth,
  reportsByPart,
  reportsSubmittedSince,
} from '../report/public.js';

/** 统计分析: its index right reads every series, and the role homes' charts. */
export const ANALYSIS_PAGE: PageKey = 'project-analysis';

/** The activity of the administrator's home covers this many days, today included. */
export const ACTIVITY_DAYS = 30;

type Input = z.output<typeof AnalysisQuery>;

/** The projects the caller may read, by name. */
async function readableProjects(ctx: OwnerCtx) {
  const project = visibleProjectRefs(ctx);
  return ctx.db.select({ id: project.id, name: project.name }).from(project);
}

/**
 * The filters of a question, checked: a project he may not read, a unit or a kind not of the owner
 * is a field error on its field, like a malformed id.
 */
async function filtersOf(ctx: OwnerCtx, query: Input) {
  const [projects, units, kinds] = await Promise.all([
    readableProjects(ctx),
    query.unit_id === undefined ? [] : unitsOf(ctx.db, ctx.owner.id),
    query.device_id === undefined ? [] : deviceKindsOf(ctx.db, ctx.owner.id),
  ]);
  if (query.project_id !== undefined && !projects.some((project) => project.id === query.project_id)) {
    throw fieldError('project_id', 'validation.invalid');
  }
  if (query.unit_id !== undefined && !units.some((unit) => unit.id === query.unit_id)) {
    throw fieldError('unit_id', 'validation.invalid');
  }
  if (query.device_id !== undefined && !kinds.some((kind) => kind.id === query.device_id)) {
    throw fieldError('device_id', 'validation.invalid');
  }
  const filters: ReportFilters = {
    projectIds: query.project_id === undefined ? projects.map((project) => project.id) : [query.project_id],
    ...(query.unit_id === undefined ? {} : { unitId: query.unit_id }),
    ...(query.device_id === undefined ? {} : { deviceId: query.device_id }),
    ...(query.from === undefined ? {} : { from: query.from }),
    ...(query.to === undefined ? {} : { to: query.to }),
  };
  return { projects, filters };
}

/**
 * Every series of 统计分析, each grouped in the database: reports per month by type and conclusion,
 * ITP completion per project, NCRs by disposition, reports per inspector and per inspection unit.
 * Findings by type and their closure and response rates are their module's (GET /finding/rates),
 * which the screen asks beside this.
 */
export async function analysisOverview(ctx: OwnerCtx, query: Input): Promise<AnalysisData> {
  await requirePermission(ctx, ANALYSIS_PAGE, 'index');
  const { projects, filters } = await filtersOf(ctx, query);
  const [byMonth, completion, dispositions, inspectors, units] = await Promise.all([
    reportsByMonth(ctx, filters),
    completionByProject(ctx, filters),
    filters.projectIds.length === 0 ? [] : ncrDispositionCounts(ctx, analysedReportForms(ctx, filters)),
    reportsByPart(ctx, filters, 'writer'),
    reportsByPart(ctx, filters, 'unit'),
  ]);
  const nameOf = new Map(projects.map((project) => [project.id, project.name]));
  return {
    by_month: byMonth,
    completion: completion
      .map(({ projectId, ...counts }) => ({
        project_id: projectId,
        project_name: nameOf.get(projectId) ?? '',
        ...counts,
      }))
      .sort((a, b) => a.project_name.localeCompare(b.project_name, 'zh-CN') || a.project_id - b.project_id),
    dispositions,
    inspectors,
    units,
  };
}

/** The caller's ITP points planned for today (the inspector's home), under the plan's right. */
export async function todayPoints(ctx: OwnerCtx): Promise<TodayPoint[]> {
  await requirePermission(ctx, GROUPS_PAGE, 'index');
  return pointsPlannedToday(ctx);
}

/** The day `days` before today in China. */
const daysAgo = (days: number) => {
  const at = new Date(`${chinaDay()}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
};

/** Reports submitted per day over the last 30 days of the projects the caller reads (the administrator's home). */
export async function analysisActivity(ctx: OwnerCtx): Promise<AnalysisActivity> {
  await requirePermission(ctx, ANALYSIS_PAGE, 'index');
  const projects = await readableProjects(ctx);
  const since = daysAgo(ACTIVITY_DAYS - 1);
  const { days, writers } = await reportsSubmittedSince(
    ctx,
    projects.map((project) => project.id),
    since,
  );
  const countOf = new Map(days.map((row) => [row.day, row.count]));
  const all = Array.from({ length: ACTIVITY_DAYS }, (_, i) => daysAgo(ACTIVITY_DAYS - 1 - i));
  return { days: all.map((day) => ({ day, count: countOf.get(day) ?? 0 })), active_writers: writers };
}

type ChartRows = z.output<typeof AnalysisExportBody>;

/** A chart's figures as the screen sent them, as a workbook named after the chart and today. */
export async function exportChartRows(ctx: OwnerCtx, body: ChartRows) {
  await requirePermission(ctx, ANALYSIS_PAGE, 'index');
  const sheetName =
    body.name
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1';
  const columns = body.columns.map((header, index) => ({
    header,
    width: index === 0 ? 28 : 14,
    value: (row: ChartRows['rows'][number]) => row[index] ?? null,
  }));
  const buffer = await xlsxBuffer(sheetName, columns, body.rows);
  return { fileName: `${body.name}-${chinaDay()}.xlsx`, buffer };
}
