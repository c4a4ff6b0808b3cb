import type { AnalysisMonthRow, AnalysisPartRow } from '@app/contract';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { users } from '../../core/user.table.js';
import { CHINA_TIME_ZONE } from '../../platform/china-time.js';
import type { OwnerCtx } from '../../platform/session.js';
import { equipmentRefs } from '../equipment/public.js';
import { everSubmittedForms } from '../form/public.js';
import { unitRefs } from '../inspection-unit/public.js';
import { reports } from './report.table.js';

/** Which reports an analysis counts: of these projects, of a unit's or a kind's equipment, dated in a period. */
export interface ReportFilters {
  projectIds: number[];
  unitId?: number;
  deviceId?: number;
  from?: string;
  to?: string;
}

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const total = () => sql<number>`count(*)`.mapWith(Number);

/**
 * The reports submitted at least once (as the report control counts them) under `filters`, joined to
 * their equipment (left: a report may have none), for the analysis' counts. Each caller groups in SQL.
 */
function analysedReports(ctx: OwnerCtx, filters: ReportFilters) {
  const form = everSubmittedForms(ctx.db, ctx.owner.id);
  const piece = equipmentRefs(ctx);
  const where = and(
    eq(reports.ownerId, ctx.owner.id),
    inArray(reports.projectId, filters.projectIds),
    filters.unitId === undefined ? undefined : eq(piece.unitId, filters.unitId),
    filters.deviceId === undefined ? undefined : eq(piece.deviceId, filters.deviceId),
    filters.from === undefined ? undefined : gte(reports.reportDate, filters.from),
    filters.to === undefined ? undefined : lte(reports.reportDate, filters.to),
  );
  return { form, piece, where };
}

const byConclusion = {
  total: total(),
  pass: counted(sql`${reports.conclusion} = 'pass'`),
  fail: counted(sql`${reports.conclusion} = 'fail'`),
  na: counted(sql`${reports.conclusion} = 'na'`),
};

/** Reports per month of their date (`YYYY-MM`), type and conclusion. */
export async function reportsByMonth(ctx: OwnerCtx, filters: ReportFilters): Promise<AnalysisMonthRow[]> {
  if (filters.projectIds.length === 0) return [];
  const { form, piece, where } = analysedReports(ctx, filters);
  const month = sql<string>`to_char(${reports.reportDate}, 'YYYY-MM')`;
  return ctx.db
    .select({ month, report_type: reports.reportType, conclusion: reports.conclusion, count: total() })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .leftJoin(piece, eq(piece.id, reports.equipmentId))
    .where(where)
    .groupBy(month, reports.reportType, reports.conclusion)
    .orderBy(asc(month), asc(reports.reportType), asc(reports.conclusion));
}

/** What the reports are counted per: their writer, or the inspection unit of their equipment. */
export type ReportPart = 'writer' | 'unit';

/**
 * Reports per writer or per inspection unit of their equipment, by conclusion, most first; id null
 * for those whose writer is gone, or of no unit.
 */
export async function reportsByPart(ctx: OwnerCtx, filters: ReportFilters, by: ReportPart): Promise<AnalysisPartRow[]> {
  if (filters.projectIds.length === 0) return [];
  const { form, piece, where } = analysedReports(ctx, filters);
  const unit = unitRefs(ctx);
  const part =
    by === 'writer'
      ? { key: reports.writerId, label: users.name, joined: users, on: eq(users.id, reports.writerId) }
      : { key: unit.id, label: unit.name, joined: unit, on: eq(unit.id, piece.unitId) };
  const rows = await ctx.db
    .select({ id: sql<number | null>`${part.key}`, name: sql<string | null>`${part.label}`, ...byConclusion })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .leftJoin(piece, eq(piece.id, reports.equipmentId))
    .leftJoin(part.joined, part.on)
    .where(where)
    .groupBy(part.key, part.label);
  return rows
    .map((row) => ({ ...row, name: row.name ?? '' }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * The forms of the reports under `filters`, as a subquery of ids another module counts its rows of
 * (the NCRs by disposition).
 */
export function analysedReportForms(ctx: OwnerCtx, filters: ReportFilters) {
  const { form, piece, where } = analysedReports(ctx, filters);
  return ctx.db
    .select({ id: reports.formInstanceId })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .leftJoin(piece, eq(piece.id, reports.equipmentId))
    .where(where);
}

/**
 * Reports first submitted on each day of China's calendar since `since` (`YYYY-MM-DD`), of these
 * projects, and how many writers submitted them.
 */
export async function reportsSubmittedSince(ctx: OwnerCtx, projectIds: number[], since: string) {
  if (projectIds.length === 0) return { days: [], writers: 0 };
  const form = everSubmittedForms(ctx.db, ctx.owner.id);
  const day = sql<string>`to_char(${form.submittedAt} at time zone ${sql.raw(`'${CHINA_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const where = and(
    eq(reports.ownerId, ctx.owner.id),
    inArray(reports.projectId, projectIds),
    sql`${form.submittedAt} >= (${since}::date)::timestamp at time zone ${sql.raw(`'${CHINA_TIME_ZONE}'`)}`,
  );
  const [days, [writers]] = await Promise.all([
    ctx.db
      .select({ day, count: total() })
      .from(reports)
      .innerJoin(form, eq(form.id, reports.formInstanceId))
      .where(where)
      .groupBy(day)
      .orderBy(asc(day)),
    ctx.db
      .select({ n: sql<number>`count(distinct ${reports.writerId})`.mapWith(Number) })
      .from(reports)
      .innerJoin(form, eq(form.id, reports.formInstanceId))
      .where(where),
  ]);
  return { days, writers: writers?.n ?? 0 };
}
