import {
  type CitedClause,
  CLAUSE_EVIDENCE_MAX,
  type ClauseCoverage,
  type ClauseEvidence,
  Code,
  type PageKey,
  parentCode,
  type ReportClauses,
} from '@app/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError, fieldError, found, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type ClauseRef, clauseRefs, lawClauseRefs, ownLaw } from '../criterion/public.js';
import { formRefs, requireAny, submittedForms } from '../form/public.js';
import { visibleProjectRefs } from '../project/public.js';
import { reports } from './report.table.js';
import { reportClauses } from './report-clause.table.js';
import { READ_PAGES } from './report-review.service.js';
import { statusOf } from './report-status.js';

/** The page of a standard's clauses, where their evidence and a project's coverage are read. */
const CRITERION_PAGE: PageKey = 'knowledge-criterion';

const toCited = (clause: ClauseRef): CitedClause => ({
  clause_id: clause.id,
  law_id: clause.lawId,
  law_code: clause.lawCode,
  law_title: clause.lawTitle,
  code: clause.code,
  title: clause.title,
});

/** A report of a project the caller reads, whose form he may see (others' drafts are not found). */
async function readableReport(ctx: OwnerCtx, id: number) {
  await requireAny(ctx, READ_PAGES, 'index');
  const form = formRefs(ctx);
  const project = visibleProjectRefs(ctx);
  const [row] = await ctx.db
    .select({ writerId: reports.writerId, createdBy: reports.createdBy, formStatus: form.status })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .innerJoin(project, eq(project.id, reports.projectId))
    .where(and(eq(reports.ownerId, ctx.owner.id), eq(reports.formInstanceId, id)));
  return found(row);
}

async function citedBy(ctx: OwnerCtx, reportId: number): Promise<CitedClause[]> {
  const rows = await ctx.db
    .select({ id: reportClauses.clauseId })
    .from(reportClauses)
    .where(eq(reportClauses.reportId, reportId));
  const refs = await clauseRefs(
    ctx.db,
    ctx.owner.id,
    rows.map((row) => row.id),
  );
  return refs.map(toCited);
}

/** Whether the caller may change what the report cites: his own (written or uploaded) and not submitted. */
const editable = (ctx: OwnerCtx, report: Awaited<ReturnType<typeof readableReport>>) =>
  (report.writerId === ctx.user.id || report.createdBy === ctx.user.id) && report.formStatus !== 'submitted';

/** The clauses a report the caller reads cites, by standard and code, and whether he may change them. */
export async function reportClauseList(ctx: OwnerCtx, id: number): Promise<ReportClauses> {
  const report = await readableReport(ctx, id);
  return { editable: editable(ctx, report), clauses: await citedBy(ctx, id) };
}

/**
 * Replaces the clauses a report cites: its writer or uploader does, while it is his draft (never
 * submitted, or sent back); a submitted report is a record (code 7). Every clause must be one of the
 * owner's standards (a field error on `clause_ids`, nothing changed).
 */
export async function setReportClauses(
  ctx: OwnerCtx,
  id: number,
  clauseIds: readonly number[],
): Promise<CitedClause[]> {
  const report = await readableReport(ctx, id);
  if (!editable(ctx, report)) throw new AppError(Code.IllegalOperation, 'report.clausesLocked');
  const refs = await clauseRefs(ctx.db, ctx.owner.id, clauseIds);
  if (refs.length !== clauseIds.length) throw fieldError('clause_ids', 'report.clauseInvalid');
  await ctx.db.transaction(async (tx) => {
    const before = await tx
      .delete(reportClauses)
      .where(eq(reportClauses.reportId, id))
      .returning({ id: reportClauses.clauseId });
    if (refs.length > 0) {
      await tx
        .insert(reportClauses)
        .values(refs.map((clause) => ({ reportId: id, clauseId: clause.id, ownerId: ctx.owner.id })));
    }
    await recordChange(tx, ctx, {
      entity: 'reports',
      entityId: id,
      action: 'update',
      before: { clause_ids: before.map((row) => row.id).sort((a, b) => a - b) },
      after: { clause_ids: refs.map((clause) => clause.id).sort((a, b) => a - b) },
    });
  });
  return refs.map(toCited);
}

/**
 * The reports citing one of the owner's clauses that the caller may read (his projects, no others'
 * drafts), newest report date first, at most CLAUSE_EVIDENCE_MAX.
 */
export async function clauseEvidence(ctx: OwnerCtx, clauseId: number): Promise<ClauseEvidence[]> {
  await requirePermission(ctx, CRITERION_PAGE, 'index');
  const [clause] = await clauseRefs(ctx.db, ctx.owner.id, [clauseId]);
  if (!clause) throw notFound();
  const form = formRefs(ctx);
  const project = visibleProjectRefs(ctx);
  const rows = await ctx.db
    .select({
      report: reports,
      templateId: form.templateId,
      number: form.number,
      projectName: project.name,
      status: statusOf(form.status, form.reviewStatus),
    })
    .from(reportClauses)
    .innerJoin(reports, eq(reports.formInstanceId, reportClauses.reportId))
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .innerJoin(project, eq(project.id, reports.projectId))
    .where(and(eq(reportClauses.clauseId, clauseId), eq(reportClauses.ownerId, ctx.owner.id)))
    .orderBy(desc(reports.reportDate), desc(reports.formInstanceId))
    .limit(CLAUSE_EVIDENCE_MAX);
  return rows.map((row) => ({
    id: row.report.formInstanceId,
    template_id: row.templateId,
    number: row.number,
    report_type: row.report.reportType,
    project_name: row.projectName,
    report_date: row.report.reportDate,
    conclusion: row.report.conclusion,
    status: row.status,
  }));
}

/**
 * A standard's coverage on a project the caller reads: of its clauses that state a requirement (those
 * with no sub-clauses), how many a submitted report of the project cites, and the others, never
 * inspected there, in code order.
 */
export async function clauseCoverage(ctx: OwnerCtx, lawId: number, projectId: number): Promise<ClauseCoverage> {
  await requirePermission(ctx, CRITERION_PAGE, 'index');
  await ownLaw(ctx.db, ctx, lawId);
  const project = visibleProjectRefs(ctx);
  const [readable] = await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, projectId));
  if (!readable) throw notFound();
  const all = await lawClauseRefs(ctx.db, ctx.owner.id, lawId);
  const parents = new Set(all.map((clause) => parentCode(clause.code)));
  const leaves = all.filter((clause) => !parents.has(clause.code));
  if (leaves.length === 0) return { total: 0, cited: 0, uncited: [] };
  const submitted = submittedForms(ctx.db, ctx.owner.id);
  const cited = await ctx.db
    .selectDistinct({ id: reportClauses.clauseId })
    .from(reportClauses)
    .innerJoin(reports, eq(reports.formInstanceId, reportClauses.reportId))
    .innerJoin(submitted, eq(submitted.id, reports.formInstanceId))
    .where(
      and(
        eq(reports.projectId, projectId),
        inArray(
          reportClauses.clauseId,
          leaves.map((clause) => clause.id),
        ),
      ),
    );
  const citedIds = new Set(cited.map((row) => row.id));
  return {
    total: leaves.length,
    cited: citedIds.size,
    uncited: leaves.filter((clause) => !citedIds.has(clause.id)),
  };
}
