import { INT4_MAX, type ListQuery, type REPORT_LIST, REPORT_STATUSES, type ReportStatus } from '@app/contract';
import { type AnyColumn, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { organizations } from '../../core/organization.table.js';
import { users } from '../../core/user.table.js';
import { fieldError } from '../../platform/app-error.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { likeLiteral } from '../../platform/list-filters.js';
import { anyCaller, builtOnce } from '../../platform/prepared.js';
import type { OwnerCtx } from '../../platform/session.js';
import { equipmentRefs } from '../equipment/public.js';
import type { formRefs } from '../form/public.js';
import { formNumbers } from '../form/public.js';
import { projectScopeOf, visibleProjectRefs } from '../project/public.js';
import { reports } from './report.table.js';
import { statusIs, statusOf } from './report-status.js';

export type ReportListQuery = ListQuery & {
  mine?: 'true' | 'false' | undefined;
  project_id?: number | undefined;
  writer_id?: number | undefined;
};

export const STATUS_FILTER = 'filter[status]';

/** A select filter's value that must be a row id; another is refused as the column's type would refuse it. */
function idOf(field: string, value: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= INT4_MAX)) throw fieldError(`filter[${field}]`, 'validation.invalid');
  return id;
}

/** The state a status filter names; another is refused, as a select filter's unknown value is by its column's type. */
export function reportStatusOf(value: string): ReportStatus {
  if (!(REPORT_STATUSES as readonly string[]).includes(value)) throw fieldError(STATUS_FILTER, 'validation.invalid');
  return value as ReportStatus;
}

/** What the list reads of a form besides its report's copy: its number (formNumbers), or what a page shows (formRefs). */
export type ListedForm = ReturnType<typeof formNumbers> | ReturnType<typeof formRefs>;

/**
 * The reports with what the list sorts and filters them by, each read through its module: the report's
 * copy of its form's state and submission, the form's number through `form`, the projects the caller
 * may read, the owner's equipment with its kind, factory and unit. Only the form is joined: the rest
 * is read for the rows needed only (subqueries, joined laterally where the sort needs a column) and
 * filtered through the report's keys, since PostgreSQL takes longer to plan a dozen joins (20 ms,
 * measured) than to run the query (1 ms).
 */
export function reportColumns(ctx: OwnerCtx, form: ListedForm) {
  const visible = visibleProjectRefs(ctx);
  const project = ctx.db
    .select({ name: visible.name })
    .from(visible)
    .where(eq(visible.id, reports.projectId))
    .limit(1)
    .as('report_project');
  const status = statusOf(reports.formStatus, reports.reviewStatus);
  /** The reports about a piece of the owner's equipment that `where` picks (equipment_device_idx for a kind, then reports_equipment_idx). */
  const aboutEquipment = (where: (pieces: ReturnType<typeof equipmentRefs>) => SQL | undefined) => {
    const pieces = equipmentRefs(ctx);
    return inArray(reports.equipmentId, ctx.db.select({ id: pieces.id }).from(pieces).where(where(pieces)));
  };
  const contains = (value: string) => `%${likeLiteral(value)}%`;
  const columns: ListColumns<typeof REPORT_LIST> = {
    number: form.number,
    report_date: reports.reportDate,
    report_type: reports.reportType,
    conclusion: reports.conclusion,
    submit_at: reports.submittedAt,
    project_name: {
      sort: project.name,
      filter: (value) => {
        const named = visibleProjectRefs(ctx);
        const ids = ctx.db
          .select({ id: named.id })
          .from(named)
          .where(ilike(named.name, contains(value)));
        return inArray(reports.projectId, ids);
      },
    },
    inspector: (value) =>
      inArray(
        reports.writerId,
        ctx.db
          .select({ id: users.id })
          .from(users)
          .where(ilike(users.name, contains(value))),
      ),
    device: (value) => aboutEquipment((pieces) => eq(pieces.deviceId, idOf('device', value))),
    factory: (value) => {
      const made = ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(ilike(organizations.shortName, contains(value)));
      return aboutEquipment((pieces) => inArray(pieces.factoryId, made));
    },
    ins_unit: (value) => aboutEquipment((pieces) => eq(pieces.unitId, idOf('ins_unit', value))),
    status: (value) => statusIs(reports.formStatus, reports.reviewStatus, reportStatusOf(value)),
    equipment: (value) =>
      aboutEquipment((pieces) =>
        or(
          ilike(pieces.name, contains(value)),
          ilike(pieces.batch, contains(value)),
          ilike(pieces.eNumber, contains(value)),
        ),
      ),
  };
  const onForm = eq(form.id, reports.formInstanceId);
  /**
   * The matching reports' ids with `sortKey`, to pick a page of them: the form is read only for its
   * number (PostgreSQL leaves out a left join nothing reads), the project's name only for a sort by it
   * (else once for every report walked).
   */
  const keyed = (sortKey: AnyColumn | SQL, byProject: boolean) => {
    const joined = ctx.db
      .select({ id: reports.formInstanceId, key: sql`${sortKey}`.as('key') })
      .from(reports)
      .leftJoin(form, onForm)
      .$dynamic();
    return byProject ? joined.leftJoinLateral(project, sql`true`) : joined;
  };
  /** The matching reports' ids, to count them. */
  const ids = () => ctx.db.select({ id: reports.formInstanceId }).from(reports).leftJoin(form, onForm);
  return { columns, tieBreaker: reports.formInstanceId, project, status, onForm, keyed, ids };
}

/**
 * The list's columns as any caller of ctx's scope has them, built once: what checks a query's sort,
 * page and filters and gives its window, where building them at every call took a fifth of its CPU.
 * Their SQL names no caller: a query run for one builds its own (reportColumns).
 */
export const checkingColumns = (ctx: OwnerCtx) =>
  builtOnce(ctx.db, `report_columns_${projectScopeOf(ctx)}`, () => {
    const caller = anyCaller(ctx);
    return reportColumns(caller, formNumbers(caller.db));
  });
