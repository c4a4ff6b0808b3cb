import {
  type ListData,
  type ListQuery,
  REPORT_LIST,
  REPORT_STATUSES,
  type ReportRow,
  type ReportStatus,
} from '@app/contract';
import { type AnyColumn, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../core/user.table.js';
import { fieldError } from '../../platform/app-error.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { likeLiteral, listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow, rememberedCount } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { equipmentRefs } from '../equipment/equipment-query.js';
import { requireAny } from '../form/form-access.js';
import { formRefs } from '../form/form-refs.js';
import { visibleProjectIds, visibleProjectRefs } from '../project/project-scope.js';
import { latestReviewOf } from '../workflow/review-refs.js';
import { LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE } from './report.service.js';
import { reports } from './report.table.js';

type ReportListQuery = ListQuery & { mine?: 'true' | 'false' | undefined };

const writer = alias(users, 'report_writer');
const submitter = alias(users, 'report_submitter');

const STATUS_FILTER = 'filter[status]';

/**
 * Where a report is. A draft is its writer's work, or the review's when sent back or withdrawn
 * (both reopen the form); a submitted form is in, or through, its latest review, or was submitted
 * where no review applied (a review withdrawn earlier does not count once submitted again).
 */
const statusOf = (formStatus: AnyColumn, reviewStatus: AnyColumn) => sql<ReportStatus>`case
  when ${formStatus} = 'draft' then
    case when ${reviewStatus} in ('sent_back', 'withdrawn') then ${reviewStatus} else 'draft' end
  when ${reviewStatus} in ('in_review', 'approved', 'rejected', 'terminated') then ${reviewStatus}
  else 'submitted' end`;

/**
 * The reports the caller may see with what the list shows of their form, project, people, equipment
 * and review, each read through its module: the forms he may see (others' drafts drop out), the
 * projects he may read, the owner's equipment, the form's latest review (joined laterally, only
 * where a page or the state filter needs it).
 */
function reportSelection(ctx: OwnerCtx) {
  const form = formRefs(ctx);
  const project = visibleProjectRefs(ctx);
  const device = equipmentRefs(ctx);
  const review = latestReviewOf(ctx.db, reports.formInstanceId);
  const status = statusOf(form.status, review.status);
  const columns: ListColumns<typeof REPORT_LIST> = {
    number: form.number,
    report_date: reports.reportDate,
    report_type: reports.reportType,
    conclusion: reports.conclusion,
    submit_at: form.submittedAt,
    project_name: project.name,
    writer_name: writer.name,
    status: (value) => {
      // A state no report can be in: refused like a select filter's unknown value would be by its column type.
      if (!(REPORT_STATUSES as readonly string[]).includes(value)) {
        throw fieldError(STATUS_FILTER, 'validation.invalid');
      }
      return sql`${status} = ${value}`;
    },
    equipment: (value) => {
      const pattern = `%${likeLiteral(value)}%`;
      return sql`${or(ilike(device.name, pattern), ilike(device.batch, pattern), ilike(device.eNumber, pattern))}`;
    },
  };
  // Left joins on keys the scope guarantees (the project in the WHERE, the rest by foreign keys):
  // PostgreSQL drops those a count does not read, and walks the sort's index for a page.
  const on = {
    form: eq(form.id, reports.formInstanceId),
    project: eq(project.id, reports.projectId),
    writer: eq(writer.id, reports.writerId),
    device: eq(device.id, reports.equipmentId),
  };
  const page = () =>
    ctx.db
      .select({
        report: reports,
        templateId: form.templateId,
        templateName: form.templateName,
        number: form.number,
        submittedAt: form.submittedAt,
        projectName: project.name,
        writerName: writer.name,
        submitterName: submitter.name,
        equipmentName: device.name,
        equipmentNumber: device.eNumber,
        batch: device.batch,
        status,
        step: review.step,
      })
      .from(reports)
      .innerJoin(form, on.form)
      .leftJoin(project, on.project)
      .leftJoin(writer, on.writer)
      .leftJoin(device, on.device)
      .leftJoin(submitter, eq(submitter.id, form.createdBy))
      .leftJoinLateral(review, sql`true`);
  /** The matching reports' ids, for counting: the review is read only when the state is filtered. */
  const ids = (withReview: boolean) => {
    const matching = ctx.db
      .select({ id: reports.formInstanceId })
      .from(reports)
      .innerJoin(form, on.form)
      .leftJoin(project, on.project)
      .leftJoin(writer, on.writer)
      .leftJoin(device, on.device)
      .$dynamic();
    return withReview ? matching.leftJoinLateral(review, sql`true`) : matching;
  };
  return { columns, page, ids, tieBreaker: form.id };
}

type Selected = Awaited<ReturnType<ReturnType<typeof reportSelection>['page']>>[number];

const toRow = (row: Selected): ReportRow => ({
  id: row.report.formInstanceId,
  template_id: row.templateId,
  template_name: row.templateName,
  number: row.number,
  report_type: row.report.reportType,
  project_id: row.report.projectId,
  // Never missing: the WHERE keeps only reports of projects the caller reads.
  project_name: row.projectName ?? '',
  report_date: row.report.reportDate,
  conclusion: row.report.conclusion,
  writer_name: row.writerName ?? '',
  equipment_name: row.equipmentName ?? '',
  equipment_number: row.equipmentNumber ?? '',
  batch: row.batch ?? '',
  status: row.status,
  step: row.step ?? '',
  // A draft has nobody who submitted it yet (one sent back keeps its submission).
  submit_by_name: row.submittedAt ? (row.submitterName ?? '') : '',
  submit_at: row.submittedAt?.toISOString() ?? null,
});

/** The page query and the count of a list call as they run (the scale test EXPLAINs them). */
export function reportQueries(ctx: OwnerCtx, query: ReportListQuery) {
  const selection = reportSelection(ctx);
  const window = listWindow(query, REPORT_LIST, { columns: selection.columns, tieBreaker: selection.tieBreaker });
  const where = and(
    eq(reports.ownerId, ctx.owner.id),
    inArray(reports.projectId, visibleProjectIds(ctx)),
    query.mine === 'true' ? or(eq(reports.writerId, ctx.user.id), eq(reports.createdBy, ctx.user.id)) : undefined,
    listFilters(query, REPORT_LIST, selection.columns),
  );
  const filtersStatus = typeof query[STATUS_FILTER] === 'string' && query[STATUS_FILTER].trim() !== '';
  return {
    window,
    rows: selection
      .page()
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    counted: countUpToCap(ctx.db, selection.ids(filtersStatus).where(where)),
  };
}

/**
 * The reports of the projects the caller may read (报告列表), or with `mine` those he wrote or
 * uploaded (个人报告): others' drafts are left out. Any of the three report pages' index reads it.
 */
export async function listReports(ctx: OwnerCtx, query: ReportListQuery): Promise<ListData<ReportRow>> {
  await requireAny(ctx, [LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE], 'index');
  const { window, rows, counted } = reportQueries(ctx, query);
  return listPage(
    window,
    rows,
    rememberedCount(ctx, 'report', query, () => counted),
    toRow,
  );
}
