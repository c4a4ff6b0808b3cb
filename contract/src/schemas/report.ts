import { defineCall } from '../call.js';
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
    writer_name: 'text',
    equipment: 'text',
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
  })
  .superRefine((body, context) => {
    if (needsEquipment(body.report_type) && body.equipment_id === undefined) {
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
});

export const ReportCalls = {
  list: defineCall({
    method: 'GET',
    path: '/report/list',
    tag: 'report',
    auth: 'owner',
    query: ReportListQuery,
    response: listData(ReportRow),
  }),
  uploadOptions: defineCall({
    method: 'GET',
    path: '/report/upload-options',
    tag: 'report',
    auth: 'owner',
    query: z.object({ project_id: idParam }),
    response: ReportUploadOptions,
  }),
  create: defineCall({
    method: 'POST',
    path: '/report/create',
    tag: 'report',
    auth: 'owner',
    body: ReportCreateBody,
    response: z.object({ id: z.number(), template_id: z.number() }),
  }),
};
