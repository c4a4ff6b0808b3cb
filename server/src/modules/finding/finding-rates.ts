import type { FindingRate, FindingRateGroup, FindingRatesQuery } from '@app/contract';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { noPermission } from '../../platform/app-error.js';
import { CHINA_TIME_ZONE, chinaDay } from '../../platform/china-time.js';
import { type Lang, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { unitRefs } from '../inspection-unit/inspection-unit.service.js';
import { hasPermission } from '../permission/permission.service.js';
import { visibleProjectRefs } from '../project/project-scope.js';
import { OVERVIEW_PAGE, SUMMARY_PAGE } from './finding.service.js';
import { findingCategories, findings } from './finding.table.js';
import { rateOf } from './finding-rules.js';

export type RatesFilter = z.output<typeof FindingRatesQuery>;

/** Midnight in China starting `day`. */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(chinaMidnight(day).getTime() + 24 * 60 * 60 * 1000);

interface Counted {
  id: number | null;
  name: string | null;
  raised: number;
  closed: number;
  rectified: number;
  answeredInTime: number;
  reports: number;
  overdue: number;
}

const toRate = (row: Counted, name: string): FindingRate => ({
  id: row.id,
  name,
  raised: row.raised,
  closed: row.closed,
  rectified: row.rectified,
  answered_in_time: row.answeredInTime,
  reports: row.reports,
  overdue: row.overdue,
  closure_rate: rateOf(row.closed, row.raised),
  response_rate: rateOf(row.answeredInTime, row.raised),
});

/**
 * The findings' rates (GET /finding/rates) per project, inspection unit (the raiser's when raised),
 * inspector (the raiser) or finding type (in the settings' order), of the projects the caller may read, raised within `from`–`to` (days of
 * China's calendar, both included): raised, closed, rectified at least once, first rectification on
 * or before the due date, reports they came from, overdue now; closure rate = closed / raised and
 * response rate = answered in time / raised, null when nothing was raised. Per project, every project
 * the caller may read is listed, those without findings too. For the overview (发现问题) and the
 * summary (问题汇总) pages, and the analysis screen.
 */
export async function findingRates(ctx: OwnerCtx, filter: RatesFilter, lang: Lang = 'zh-CN'): Promise<FindingRate[]> {
  const [overview, summary] = await Promise.all([
    hasPermission(ctx, OVERVIEW_PAGE, 'index'),
    hasPermission(ctx, SUMMARY_PAGE, 'index'),
  ]);
  // The overview's reader compares projects and types; units and inspectors are the summary's.
  if (!summary && !(overview && (filter.group === 'project' || filter.group === 'type'))) throw noPermission();
  const group: FindingRateGroup = filter.group;
  const project = visibleProjectRefs(ctx);
  const today = chinaDay();
  const answeredDay = sql`(${findings.firstSubmittedAt} at time zone ${CHINA_TIME_ZONE})::date`;
  const where: SQL | undefined = and(
    eq(findings.ownerId, ctx.owner.id),
    filter.project_id === undefined ? undefined : eq(findings.projectId, filter.project_id),
    filter.from === undefined ? undefined : gte(findings.raisedAt, chinaMidnight(filter.from)),
    filter.to === undefined ? undefined : lt(findings.raisedAt, nextDay(filter.to)),
  );
  const counts = {
    raised: sql<number>`count(*)::int`,
    closed: sql<number>`(count(*) filter (where ${findings.state} = 'closed'))::int`,
    rectified: sql<number>`(count(*) filter (where ${findings.firstSubmittedAt} is not null))::int`,
    answeredInTime: sql<number>`(count(*) filter (where ${answeredDay} <= ${findings.dueDate}))::int`,
    reports: sql<number>`(count(distinct ${findings.reportId}))::int`,
    overdue: sql<number>`(count(*) filter (where ${findings.state} <> 'closed' and ${findings.dueDate} < ${today}))::int`,
  };
  if (group === 'project') {
    const rows: Counted[] = await ctx.db
      .select({ id: project.id, name: project.name, ...counts })
      .from(findings)
      .innerJoin(project, eq(project.id, findings.projectId))
      .where(where)
      .groupBy(project.id, project.name);
    const all = visibleProjectRefs(ctx);
    const projects = await ctx.db
      .select({ id: all.id, name: all.name })
      .from(all)
      .where(filter.project_id === undefined ? undefined : eq(all.id, filter.project_id))
      .orderBy(asc(all.name), asc(all.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const empty = { raised: 0, closed: 0, rectified: 0, answeredInTime: 0, reports: 0, overdue: 0 };
    return projects.map((p) => toRate(byId.get(p.id) ?? { ...empty, id: p.id, name: p.name }, p.name));
  }
  if (group === 'unit') {
    const unit = unitRefs(ctx);
    const rows: Counted[] = await ctx.db
      .select({ id: findings.unitId, name: unit.name, ...counts })
      .from(findings)
      .innerJoin(project, eq(project.id, findings.projectId))
      .leftJoin(unit, eq(unit.id, findings.unitId))
      .where(where)
      .groupBy(findings.unitId, unit.name)
      .orderBy(asc(unit.name));
    return rows.map((row) => toRate(row, row.name ?? translate(lang, 'finding.rate.none')));
  }
  if (group === 'type') {
    const rows: Counted[] = await ctx.db
      .select({ id: findings.typeId, name: findingCategories.name, ...counts })
      .from(findings)
      .innerJoin(project, eq(project.id, findings.projectId))
      .innerJoin(findingCategories, eq(findingCategories.id, findings.typeId))
      .where(where)
      .groupBy(findings.typeId, findingCategories.name, findingCategories.sort)
      .orderBy(asc(findingCategories.sort), asc(findings.typeId));
    return rows.map((row) => toRate(row, row.name ?? ''));
  }
  const rows: Counted[] = await ctx.db
    .select({ id: findings.raisedBy, name: users.name, ...counts })
    .from(findings)
    .innerJoin(project, eq(project.id, findings.projectId))
    .leftJoin(users, eq(users.id, findings.raisedBy))
    .where(where)
    .groupBy(findings.raisedBy, users.name)
    .orderBy(asc(users.name));
  return rows.map((row) => toRate(row, row.name ?? ''));
}
