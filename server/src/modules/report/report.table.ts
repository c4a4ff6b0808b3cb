import type { FormStatus, ReportConclusion, ReportType } from '@app/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { equipment, equipmentPoints } from '../equipment/equipment.table.js';
import { formInstances } from '../form/form.table.js';
import { projects } from '../project/project.table.js';

/**
 * A report's header (报告基础信息): the filled form of a report family it heads (its body, number and
 * review) and what every report carries besides: type, project, date, conclusion, writer and, for
 * NCRs and release reports, the equipment. It goes with its form (a draft deleted takes it along).
 * The project's key takes no action, like the form's, so a project holding reports is kept; a
 * writer or a piece of equipment that goes leaves the report without one.
 */
export const reports = pgTable(
  'reports',
  {
    formInstanceId: integer('form_instance_id')
      .primaryKey()
      .references(() => formInstances.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'no action' }),
    reportType: text('report_type').$type<ReportType>().notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    conclusion: text('conclusion').$type<ReportConclusion>().notNull(),
    writerId: integer('writer_id').references(() => users.id, { onDelete: 'set null' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    /** The ITP point the report covers (an inspection or witness report); its approval marks it done. */
    pointId: integer('point_id').references(() => equipmentPoints.id, { onDelete: 'set null' }),
    // A copy of what the list reads of the report's form, kept by the database (migration 0046): the
    // trigger reports_copy_form fills it when a report is written and form_instances_copy_to_report
    // whenever the form's state, creator, submission or review changes. With it the list walks one
    // index of reports in its order, each entry answering who may read it and where it sorts, instead
    // of a form's index with a lookup of its report per entry (990 of them on page 66: 8 ms against
    // 0.7 ms measured over a million reports). Never written by the code.
    /** The form's state: submitted, or its writer's draft. */
    formStatus: text('form_status').$type<FormStatus>().notNull().default('draft'),
    /** Who made the form: the reader of its draft. */
    formCreatedBy: integer('form_created_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The state of the form's latest review (form_instances.review_status). */
    reviewStatus: text('review_status'),
    ...auditColumns,
  },
  // The list's halves (report-list.service.ts): the submitted reports in the default order (newest
  // submitted first), of one review state, of one type, and the caller's own drafts in the same
  // order; each ends with the project, so an inspector's projects are checked in the index. The
  // others serve a manager's or inspector's projects (and the project's key), the date's sort and
  // filter, 个人报告 (written or uploaded by the caller, one index each for a BitmapOr; the writer's
  // also serves the key's set null), and the equipment filter and key.
  (t) => {
    const submitted = sql`${t.formStatus} = 'submitted'`;
    return [
      index('reports_owner_shared_idx').on(t.ownerId, t.submittedAt, t.formInstanceId, t.projectId).where(submitted),
      index('reports_owner_review_idx')
        .on(t.ownerId, t.reviewStatus, t.submittedAt, t.formInstanceId, t.projectId)
        .where(submitted),
      index('reports_owner_type_idx')
        .on(t.ownerId, t.reportType, t.submittedAt, t.formInstanceId, t.projectId)
        .where(submitted),
      index('reports_owner_unshared_idx')
        .on(t.ownerId, t.formCreatedBy, t.submittedAt, t.formInstanceId, t.projectId)
        .where(sql`${t.formStatus} <> 'submitted'`),
      index('reports_owner_project_idx').on(t.ownerId, t.projectId),
      index('reports_owner_date_idx').on(t.ownerId, t.reportDate, t.formInstanceId),
      index('reports_writer_idx').on(t.writerId),
      index('reports_created_by_idx').on(t.createdBy),
      index('reports_equipment_idx').on(t.equipmentId),
      index('reports_point_idx').on(t.pointId),
    ];
  },
);

export type ReportRecord = typeof reports.$inferSelect;
