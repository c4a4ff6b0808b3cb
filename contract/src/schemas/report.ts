import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, isoDate, rowId } from './fields.js';
import type { FormFamily } from './form.js';
import { defineList, ListQuery, listData } from './list.js';
import { WORKFLOW_STATUSES } from './workflow.js';

/**
 * Reports (issue 14): a report is a filled form of a report family with the header every report
 * carries (the base fields: type, project, date, conclusion, writer, and for NCRs and release
 * reports the equipment). `/report/index` uploads one: the header first, then the body (the
 * family's template) on the report's page, `/project/found/report/list/detail/:instanceId/:templateId`.
 * `/project/report/list` lists the reports of the caller's projects, `/report/person-index` his own.
 */

/** The form families that are reports, in the order the upload offers them. */
export const REPORT_TYPES = [
  'inspection',
  'ncr',
  'release',
  'patrol',
  'witness',
] as const satisfies readonly FormFamily[];
export type ReportType = (typeof REPORT_TYPES)[number];
/** Report types about one piece of equipment, which the upload asks for (SPEC §5 tour hints). */
export const EQUIPMENT_REPORT_TYPES: readonly ReportType[] = ['ncr', 'release'];
export const needsEquipment = (type: string) => (EQUIPMENT_REPORT_TYPES as readonly string[]).includes(type);

/** A report's conclusion (检验结论): pass, fail, or not applicable. */
export const REPORT_CONCLUSIONS = ['pass', 'fail', 'na'] as const;
export type ReportConclusion = (typeof REPORT_CONCLUSIONS)[number];

/** Where a report is: a draft of its writer's, submitted without review, or its review's state. */
export const REPORT_STATUSES = ['draft', 'submitted', ...WORKFLOW_STATUSES] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIST = defineList({
  sort: ['number', 'report_date', 'report_type', 'conclusion', 'submit_at', 'project_name'],
  defaultSort: '-submit_at',
  filters: {
    number: 'text',
    report_date: 'date',
    report_type: 'select',
    conclusion: 'select',
    status: 'select',
    project_name: 'text',
    /** The writer (SPEC §9 inspector), by name. */
    inspector: 'text',
    equipment: 'text',
    /**
     * The equipment's device kind, by id. SPEC §9 also names `equipmentType`: the device kind is the
     * equipment's type in this product, so this one filter serves both.
     */
    device: 'select',
    /** The equipment's factory (its organisation's short name), by name. */
    factory: 'text',
    /** The equipment's inspection unit, by id. */
    ins_unit: 'select',
  },
});

/**
 * The header of a new report. The writer is the caller unless a project manager (or an administrator)
 * names another inspector of the project; the equipment is required for NCRs and release reports and
 * must be of the project. The template is the family's when it has one published template.
 */
export const ReportCreateBody = z
  .object({
    report_type: z.enum(REPORT_TYPES, { error: 'validation.invalid' }),
    template_id: rowId.optional(),
    project_id: rowId,
    report_date: isoDate,
    conclusion: z.enum(REPORT_CONCLUSIONS, { error: 'validation.invalid' }),
    writer_id: rowId.optional(),
    equipment_id: rowId.optional(),
    /** The ITP point of the equipment the report covers (an inspection or witness report). */
    point_id: rowId.optional(),
  })
  .superRefine((body, context) => {
    if (needsEquipment(body.report_type) && body.equipment_id === undefined) {
      context.addIssue({ code: 'custom', path: ['equipment_id'], message: 'report.equipmentRequired' });
    }
    if (body.point_id !== undefined && body.equipment_id === undefined) {
      context.addIssue({ code: 'custom', path: ['equipment_id'], message: 'report.equipmentRequired' });
    }
  });
export type ReportCreateBody = z.input<typeof ReportCreateBody>;

export const ReportRow = z.object({
  /** The report's form (its page: the report detail). */
  id: z.number(),
  template_id: z.number(),
  template_name: z.string(),
  /** Empty until submitted (the numbering rule gives it then). */
  number: z.string(),
  report_type: z.enum(REPORT_TYPES),
  project_id: z.number(),
  project_name: z.string(),
  report_date: z.string(),
  conclusion: z.enum(REPORT_CONCLUSIONS),
  writer_name: z.string(),
  equipment_name: z.string(),
  equipment_number: z.string(),
  batch: z.string(),
  /** The equipment's device kind, factory and inspection unit; empty without equipment or one of them. */
  device_name: z.string(),
  factory_name: z.string(),
  unit_name: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The review's current step, while in review. */
  step: z.string(),
  submit_by_name: z.string(),
  submit_at: z.string().nullable(),
});
export type ReportRow = z.infer<typeof ReportRow>;

/** What the upload offers for a project: the report types' templates and who may write for it. */
export const ReportUploadOptions = z.object({
  templates: z.array(z.object({ id: z.number(), name: z.string(), report_type: z.enum(REPORT_TYPES) })),
  /** The project's inspectors (and the caller): whom a manager may name as the writer. */
  writers: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Whether the caller may name another writer. */
  may_pick_writer: z.boolean(),
});
export type ReportUploadOptions = z.infer<typeof ReportUploadOptions>;

const ReportListQuery = ListQuery.extend({
  /** `true`: the caller's own reports (written or submitted by him), as 个人报告 lists them. */
  mine: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  /** One project's reports (检验报告 of a project); a project the caller may not read is not found. */
  project_id: idParam.optional(),
  /** One writer's reports, as a row of the manager's report control (项目经理报告管理) picks them. */
  writer_id: idParam.optional(),
});

/** What the report control screens sum up by: the equipment's inspection unit, or the writer. */
export const REPORT_SUMMARY_BY = ['unit', 'inspector'] as const;
export type ReportSummaryBy = (typeof REPORT_SUMMARY_BY)[number];

/**
 * The report control's question (报告管理 by unit, 项目经理报告管理 by inspector): the caller's
 * projects, or one of them, and the reports dated within `from`..`to` (either may be left out).
 */
export const ReportSummaryQuery = z
  .object({
    by: z.enum(REPORT_SUMMARY_BY, { error: 'validation.invalid' }),
    project_id: idParam.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateOrder' });
    }
  });
export type ReportSummaryQuery = z.input<typeof ReportSummaryQuery>;

/**
 * One inspection unit's or inspector's reports: those submitted (at least once; a report sent back is
 * counted, though it is its writer's draft again), in review, approved, sent back or rejected, and
 * with the conclusion fail, and the latest report date. `id` is null for the reports of no unit (no
 * equipment, or equipment without one) or of no writer (a writer deleted).
 */
export const ReportSummaryRow = z.object({
  id: z.number().nullable(),
  name: z.string(),
  submitted: z.number(),
  in_review: z.number(),
  approved: z.number(),
  returned: z.number(),
  failed: z.number(),
  last_report_date: z.string().nullable(),
});
export type ReportSummaryRow = z.infer<typeof ReportSummaryRow>;

const call = ownerCalls('report');

export const ReportCalls = {
  list: call('GET', '/report/list', { query: ReportListQuery, response: listData(ReportRow) }),
  summary: call('GET', '/report/summary', { query: ReportSummaryQuery, response: z.array(ReportSummaryRow) }),
  uploadOptions: call('GET', '/report/upload-options', {
    query: z.object({ project_id: idParam }),
    response: ReportUploadOptions,
  }),
  create: call('POST', '/report/create', {
    body: ReportCreateBody,
    response: z.object({ id: z.number(), template_id: z.number() }),
  }),
};
