import type { PageKey, ReleaseCheck, ReportDetail, ReportPoint } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../core/user.table.js';
import { found, notFound } from '../../platform/app-error.js';
import type { OwnerCtx } from '../../platform/session.js';
import { equipmentRefs, isProjectEquipment, itpOf } from '../equipment/public.js';
import { formRefs, requireAny } from '../form/public.js';
import { visibleProjectRefs } from '../project/public.js';
import { CREATE_PAGE, LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE } from './report.service.js';
import { reports } from './report.table.js';
import { releaseBlockers, toReportPoint } from './report-acceptance.js';

/** The report's page and every list that opens it. */
export const READ_PAGES: readonly PageKey[] = ['project-found-report-detail', LIST_PAGE, PERSON_PAGE, UPLOAD_PAGE];

const writer = alias(users, 'report_writer');

/**
 * A report's header for its page: a report of a project the caller reads, whose form he may see
 * (others' drafts are not found), with its ITP point.
 */
export async function reportDetail(ctx: OwnerCtx, id: number): Promise<ReportDetail> {
  await requireAny(ctx, READ_PAGES, 'index');
  const form = formRefs(ctx);
  const project = visibleProjectRefs(ctx);
  const device = equipmentRefs(ctx);
  const [row] = await ctx.db
    .select({
      report: reports,
      templateId: form.templateId,
      number: form.number,
      projectName: project.name,
      writerName: writer.name,
      equipmentName: device.name,
      equipmentNumber: device.eNumber,
      batch: device.batch,
    })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .innerJoin(project, eq(project.id, reports.projectId))
    .leftJoin(writer, eq(writer.id, reports.writerId))
    .leftJoin(device, eq(device.id, reports.equipmentId))
    .where(and(eq(reports.ownerId, ctx.owner.id), eq(reports.formInstanceId, id)));
  const { report, ...names } = found(row);
  const points = report.equipmentId === null ? [] : await itpOf(ctx.db, ctx.owner.id, report.equipmentId);
  const point = points.find((candidate) => candidate.id === report.pointId);
  return {
    id: report.formInstanceId,
    template_id: names.templateId,
    number: names.number,
    report_type: report.reportType,
    project_id: report.projectId,
    project_name: names.projectName,
    report_date: report.reportDate,
    conclusion: report.conclusion,
    writer_name: names.writerName ?? '',
    equipment_id: report.equipmentId,
    equipment_name: names.equipmentName ?? '',
    equipment_number: names.equipmentNumber ?? '',
    batch: names.batch ?? '',
    point: point ? toReportPoint(point) : null,
  };
}

/** The ITP points of a piece of equipment of a project the caller reads, for the upload's picker. */
export async function reportPoints(ctx: OwnerCtx, projectId: number, equipmentId: number): Promise<ReportPoint[]> {
  await requireAny(ctx, [UPLOAD_PAGE, CREATE_PAGE], 'create');
  const project = visibleProjectRefs(ctx);
  const [readable] = await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, projectId));
  if (!readable || !(await isProjectEquipment(ctx.db, ctx.owner.id, projectId, equipmentId))) throw notFound();
  return (await itpOf(ctx.db, ctx.owner.id, equipmentId)).map(toReportPoint);
}

/** What keeps a release report's equipment from release now (nothing, for other reports). */
export async function releaseCheck(ctx: OwnerCtx, id: number): Promise<ReleaseCheck> {
  const detail = await reportDetail(ctx, id);
  if (detail.report_type !== 'release' || detail.equipment_id === null) return { ready: true, blockers: [] };
  const blockers = await releaseBlockers(ctx.db, ctx.owner.id, detail.equipment_id);
  return { ready: blockers.length === 0, blockers };
}
