import type { ReportConclusion, ReportType } from '@app/contract';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    ...auditColumns,
  },
  // The list's default order (newest submitted first) is the form's: form_instances_owner_shared_idx
  // is walked, merged with the caller's own drafts, and each report found by its key. These serve the
  // rest: a manager's or inspector's
  // projects (and the project's key), the date's sort and filter, 个人报告 (written or uploaded by
  // the caller, one index each for a BitmapOr; the writer's also serves the key's set null), and
  // the equipment filter and key.
  (t) => [
    index('reports_owner_project_idx').on(t.ownerId, t.projectId),
    index('reports_owner_date_idx').on(t.ownerId, t.reportDate, t.formInstanceId),
    index('reports_writer_idx').on(t.writerId),
    index('reports_created_by_idx').on(t.createdBy),
    index('reports_equipment_idx').on(t.equipmentId),
    index('reports_point_idx').on(t.pointId),
  ],
);

export type ReportRecord = typeof reports.$inferSelect;
