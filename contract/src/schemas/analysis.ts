import { defineCall } from '../call.js';
import { z } from '../zod.js';
import { INT4_MAX, idParam, isoDate, text } from './fields.js';
import { NCR_DISPOSITIONS } from './ncr.js';
import { REPORT_CONCLUSIONS, REPORT_TYPES } from './report.js';

/**
 * 统计分析 (/project/analysis) and the role homes' charts: the reports, ITP points and NCRs of the
 * projects the caller may read, or one of them, narrowed to an inspection unit and an equipment kind,
 * with the reports dated (and the points planned) within `from`..`to`, days of China's calendar.
 */
export const AnalysisQuery = z
  .object({
    project_id: idParam.optional(),
    unit_id: idParam.optional(),
    device_id: idParam.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateOrder' });
    }
  });
export type AnalysisQuery = z.input<typeof AnalysisQuery>;

/** Reports of one month (`YYYY-MM`), type and conclusion. */
export const AnalysisMonthRow = z.object({
  month: z.string(),
  report_type: z.enum(REPORT_TYPES),
  conclusion: z.enum(REPORT_CONCLUSIONS),
  count: z.number(),
});
export type AnalysisMonthRow = z.infer<typeof AnalysisMonthRow>;

/** The ITP points of one project: all, with a planned day, done (or witnessed by notice), overdue. */
export const AnalysisCompletionRow = z.object({
  project_id: z.number(),
  project_name: z.string(),
  points: z.number(),
  planned: z.number(),
  done: z.number(),
  overdue: z.number(),
});
export type AnalysisCompletionRow = z.infer<typeof AnalysisCompletionRow>;

/** NCRs by disposition; null: not disposed yet. */
export const AnalysisDispositionRow = z.object({
  disposition: z.enum(NCR_DISPOSITIONS).nullable(),
  count: z.number(),
});
export type AnalysisDispositionRow = z.infer<typeof AnalysisDispositionRow>;

/** Reports of one writer or inspection unit (id null: none), by conclusion. */
export const AnalysisPartRow = z.object({
  id: z.number().nullable(),
  name: z.string(),
  total: z.number(),
  pass: z.number(),
  fail: z.number(),
  na: z.number(),
});
export type AnalysisPartRow = z.infer<typeof AnalysisPartRow>;

/** Every series of the analysis page, each counted in the database. */
export const AnalysisData = z.object({
  by_month: z.array(AnalysisMonthRow),
  completion: z.array(AnalysisCompletionRow),
  dispositions: z.array(AnalysisDispositionRow),
  inspectors: z.array(AnalysisPartRow),
  units: z.array(AnalysisPartRow),
});
export type AnalysisData = z.infer<typeof AnalysisData>;

/** One ITP point planned for today, of the caller's equipment (the inspector's home). */
export const TodayPoint = z.object({
  id: z.number(),
  equipment_id: z.number(),
  equipment_name: z.string(),
  e_number: z.string(),
  project_name: z.string(),
  plan_symbol: z.string(),
  done: z.boolean(),
});
export type TodayPoint = z.infer<typeof TodayPoint>;

/** The platform's activity of the last 30 days (the administrator's home): reports submitted per day. */
export const AnalysisActivity = z.object({
  days: z.array(z.object({ day: z.string(), count: z.number() })),
  /** Members who submitted a report in those days. */
  active_writers: z.number(),
});
export type AnalysisActivity = z.infer<typeof AnalysisActivity>;

/** Most rows and columns a chart's figures export (POST /analysis/export) may carry. */
export const ANALYSIS_EXPORT_MAX_ROWS = 2000;
export const ANALYSIS_EXPORT_MAX_COLUMNS = 40;

/**
 * A chart's figures as the screen shows them, written by the server as an Excel workbook (the web
 * has no workbook writer): the sheet's name, its header and rows of text and numbers.
 */
/** A chart's figure: a count or a rate, within what PostgreSQL's integer holds. */
const figure = z
  .number()
  .min(-INT4_MAX, { error: 'validation.invalid' })
  .max(INT4_MAX, { error: 'validation.invalid' });

export const AnalysisExportBody = z.object({
  name: text(60).min(1, { error: 'validation.required' }),
  columns: z.array(text(100)).min(1, { error: 'validation.required' }).max(ANALYSIS_EXPORT_MAX_COLUMNS),
  rows: z
    .array(z.array(z.union([text(200), figure, z.null()])).max(ANALYSIS_EXPORT_MAX_COLUMNS))
    .max(ANALYSIS_EXPORT_MAX_ROWS, { error: 'validation.tooLong' }),
});
export type AnalysisExportBody = z.input<typeof AnalysisExportBody>;

export const AnalysisCalls = {
  overview: defineCall({
    method: 'GET',
    path: '/analysis/overview',
    tag: 'analysis',
    auth: 'owner',
    query: AnalysisQuery,
    response: AnalysisData,
  }),
  todayPoints: defineCall({
    method: 'GET',
    path: '/analysis/today-points',
    tag: 'analysis',
    auth: 'owner',
    response: z.array(TodayPoint),
  }),
  activity: defineCall({
    method: 'GET',
    path: '/analysis/activity',
    tag: 'analysis',
    auth: 'owner',
    response: AnalysisActivity,
  }),
};
