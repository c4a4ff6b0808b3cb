import type { ReportRow } from '@app/contract';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { organizations } from '../../core/organization.table.js';
import { users } from '../../core/user.table.js';
import { isPickedId, rowsById } from '../../platform/prepared-list.js';
import type { OwnerCtx } from '../../platform/session.js';
import { deviceKindRefs } from '../device/public.js';
import { equipmentRefs } from '../equipment/public.js';
import { formRefs } from '../form/public.js';
import { unitRefs } from '../inspection-unit/public.js';
import { projectScopeOf } from '../project/public.js';
import { latestReviewOf } from '../workflow/public.js';
import { reports } from './report.table.js';
import { reportColumns } from './report-list-columns.js';

/** A user's name by the id in `key`, read for the page's rows only. */
const nameOfUser = (key: AnyColumn) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${key})`;

/** A page's reports with what the list shows of them: their form, project, people, equipment and review. */
export function reportRows(ctx: OwnerCtx) {
  const form = formRefs(ctx);
  const { columns, tieBreaker, project, status, onForm } = reportColumns(ctx, form);
  // The steps its latest review waits on, read for the page's rows only.
  const review = latestReviewOf(ctx.db, reports.formInstanceId);
  const piece = equipmentRefs(ctx);
  const kind = deviceKindRefs(ctx);
  const unit = unitRefs(ctx);
  const equipment = ctx.db
    .select({
      name: piece.name,
      eNumber: piece.eNumber,
      batch: piece.batch,
      // Named anew: three of the four tables call theirs `name`.
      deviceName: sql<string>`${kind.name}`.as('device_name'),
      factoryName: sql<string>`${organizations.shortName}`.as('factory_name'),
      unitName: sql<string>`${unit.name}`.as('unit_name'),
    })
    .from(piece)
    .leftJoin(kind, eq(kind.id, piece.deviceId))
    .leftJoin(organizations, eq(organizations.id, piece.factoryId))
    .leftJoin(unit, eq(unit.id, piece.unitId))
    .where(eq(piece.id, reports.equipmentId))
    .limit(1)
    .as('report_equipment');
  const select = () =>
    ctx.db
      .select({
        // What the list shows of the report itself: its audit columns are not parsed for nothing.
        report: {
          formInstanceId: reports.formInstanceId,
          reportType: reports.reportType,
          projectId: reports.projectId,
          reportDate: reports.reportDate,
          conclusion: reports.conclusion,
        },
        templateId: form.templateId,
        templateName: form.templateName,
        number: form.number,
        submittedAt: form.submittedAt,
        projectName: project.name,
        writerName: nameOfUser(reports.writerId),
        submitterName: nameOfUser(form.createdBy),
        equipmentName: equipment.name,
        equipmentNumber: equipment.eNumber,
        batch: equipment.batch,
        deviceName: equipment.deviceName,
        factoryName: equipment.factoryName,
        unitName: equipment.unitName,
        status,
        step: review.step,
      })
      .from(reports)
      .innerJoin(form, onForm)
      .leftJoinLateral(project, sql`true`)
      .leftJoinLateral(equipment, sql`true`)
      .leftJoinLateral(review, sql`true`);
  return { columns, tieBreaker, select };
}

export type Selected = Awaited<ReturnType<ReturnType<typeof reportRows>['select']>>[number];

export const toRow = (row: Selected): ReportRow => ({
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
  device_name: row.deviceName ?? '',
  factory_name: row.factoryName ?? '',
  unit_name: row.unitName ?? '',
  status: row.status,
  step: row.step ?? '',
  // A draft has nobody who submitted it yet (one sent back keeps its submission).
  submit_by_name: row.submittedAt ? (row.submitterName ?? '') : '',
  submit_at: row.submittedAt?.toISOString() ?? null,
});

/**
 * The reports of `ids` with what the list shows of them, in the order of `ids`. One statement per
 * scope, whatever the page's filters and sort: PostgreSQL plans its dozen subqueries once and keeps
 * the plan (it does not depend on the values), where planning them at every call took 3 ms of its
 * time against 1 ms to run them.
 */
export const reportRowsOf = (ctx: OwnerCtx, ids: readonly number[]): Promise<Selected[]> =>
  rowsById(
    ctx,
    `report_rows_${projectScopeOf(ctx)}`,
    ids,
    (caller) => reportRows(caller).select().where(isPickedId(reports.formInstanceId)),
    (row) => row.report.formInstanceId,
  );
