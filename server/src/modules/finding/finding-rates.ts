import type { FindingRate, FindingRateGroup, FindingRatesQuery } from '@app/contract';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { noPermission } from '../../platform/app-error.js';
import { CHINA_TIME_ZONE, chinaDay } from '../../platform/china-time.js';
import { type Lang, translate } from '../../platform/messages.js';
import { hasPermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { equipmentRefs } from '../equipment/public.js';
import { unitRefs } from '../inspection-unit/public.js';
import { visibleProjectRefs } from '../project/public.js';
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

/** The counts of one group's findings: raised, closed, rectified, answered in time, reports, overdue today. */
function counts() {
  const today = chinaDay();
  const answeredDay = sql`(${findings.firstSubmittedAt} at time zone ${CHINA_TIME_ZONE})::date`;
  return {
    raised: sql<number>`count(*)::int`,
    closed: sql<number>`(count(*) filter (where ${findings.state} = 'closed'))::int`,
    rectified: sql<number>`(count(*) filter (where ${findings.firstSubmittedAt} is not null))::int`,
    answeredInTime: sql<number>`(count(*) filter (where ${answeredDay} <= ${findings.dueDate}))::int`,
    reports: sql<number>`(count(distinct ${findings.reportId}))::int`,
    overdue: sql<number>`(count(*) filter (where ${findings.state} <> 'closed' and ${findings.dueDate} < ${today}))::int`,
  };
}

type Projects = ReturnType<typeof visibleProjectRefs>;

/** The counts per `key`, named by `label`, of the findings of the caller's projects, before any filter. */
const countSelect = (ctx: OwnerCtx, project: Projects, key: AnyPgColumn, label: AnyPgColumn) =>
  ctx.db
    .select({ id: sql<number | null>`${key}`, name: sql<string | null>`${label}`, ...counts() })
    .from(findings)
    .innerJoin(project, eq(project.id, findings.projectId))
    .$dynamic();

/** How one group names its rows: the key and label columns, the join that brings the label, the order. */
interface Grouping {
  key: AnyPgColumn;
  label: AnyPgColumn;
  join?: (query: ReturnType<typeof countSelect>) => ReturnType<typeof countSelect>;
  /** Further columns the order needs grouped by. */
  groupBy?: AnyPgColumn[];
  orderBy?: SQL[];
}

/** The findings of the caller's projects under `filter`, counted in the database per key of a grouping. */
function findingCounter(ctx: OwnerCtx, filter: RatesFilter) {
  const project = visibleProjectRefs(ctx);
  const where: SQL | undefined = and(
    eq(findings.ownerId, ctx.owner.id),
    filter.project_id === undefined ? undefined : eq(findings.projectId, filter.project_id),
    equipmentFilter(ctx, filter),
    filter.from === undefined ? undefined : gte(findings.raisedAt, chinaMidnight(filter.from)),
    filter.to === undefined ? undefined : lt(findings.raisedAt, nextDay(filter.to)),
  );
  const count = ({ key, label, join = (query) => query, groupBy = [], orderBy = [] }: Grouping): Promise<Counted[]> =>
    join(countSelect(ctx, project, key, label))
      .where(where)
      .groupBy(key, label, ...groupBy)
      .orderBy(...orderBy);
  return { project, count };
}

/**
 * The findings on equipment of the inspection unit and the device kind asked, as 统计分析 narrows
 * its reports (a finding of no equipment drops out); none when neither is asked.
 */
function equipmentFilter(ctx: OwnerCtx, filter: RatesFilter): SQL | undefined {
  if (filter.unit_id === undefined && filter.device_id === undefined) return undefined;
  const piece = equipmentRefs(ctx);
  const pieces = ctx.db
    .select({ id: piece.id })
    .from(piece)
    .where(
      and(
        filter.unit_id === undefined ? undefined : eq(piece.unitId, filter.unit_id),
        filter.device_id === undefined ? undefined : eq(piece.deviceId, filter.device_id),
      ),
    );
  return inArray(findings.equipmentId, pieces);
}

/**
 * The findings' rates (GET /finding/rates) per project, inspection unit (the raiser's when raised),
 * inspector (the raiser) or finding type (in the settings' order), of the projects the caller may
 * read, raised within `from`–`to` (days of China's calendar, both included), narrowed to one project
 * and to the inspection unit and device kind of their equipment when asked: raised, closed, rectified
 * at least once, first rectification on or before the due date, reports they came from, overdue now;
 * closure rate = closed / raised and response rate = answered in time / raised, null when nothing was
 * raised. Per project, every project the caller may read is listed, those without findings too. For
 * the overview (发现问题) and the summary (问题汇总) pages, and the analysis screen.
 */
export async function findingRates(ctx: OwnerCtx, filter: RatesFilter, lang: Lang = 'zh-CN'): Promise<FindingRate[]> {
  const [overview, summary] = await Promise.all([
    hasPermission(ctx, OVERVIEW_PAGE, 'index'),
    hasPermission(ctx, SUMMARY_PAGE, 'index'),
  ]);
  // The overview's reader compares projects and types; units and inspectors are the summary's.
  if (!summary && !(overview && (filter.group === 'project' || filter.group === 'type'))) throw noPermission();
  const group: FindingRateGroup = filter.group;
  const { project, count } = findingCounter(ctx, filter);
  if (group === 'project') {
    const rows = await count({ key: project.id, label: project.name });
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
    const rows = await count({
      key: findings.unitId,
      label: unit.name,
      join: (query) => query.leftJoin(unit, eq(unit.id, findings.unitId)),
      orderBy: [asc(unit.name)],
    });
    return rows.map((row) => toRate(row, row.name ?? translate(lang, 'finding.rate.none')));
  }
  const rows =
    group === 'type'
      ? await count({
          key: findings.typeId,
          label: findingCategories.name,
          join: (query) => query.innerJoin(findingCategories, eq(findingCategories.id, findings.typeId)),
          groupBy: [findingCategories.sort],
          orderBy: [asc(findingCategories.sort), asc(findings.typeId)],
        })
      : await count({
          key: findings.raisedBy,
          label: users.name,
          join: (query) => query.leftJoin(users, eq(users.id, findings.raisedBy)),
          orderBy: [asc(users.name)],
        });
  return rows.map((row) => toRate(row, row.name ?? ''));
}
