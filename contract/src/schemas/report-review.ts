import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam } from './fields.js';
import { NCR_STATES } from './ncr.js';
import { REPORT_CONCLUSIONS, REPORT_TYPES, type ReportType } from './report.js';

/**
 * A report's page and what decides its acceptance (issue 14): the header the page shows above the
 * body, the ITP points an upload may cover, and the release gate. A release report is accepted (its
 * review approved, or its submission where no review applies) only when every hold point (H) of its
 * equipment has an accepted report, every witness point (W) a witness record or a recorded notice
 * to the client, and no NCR raised on the equipment is open.
 */

/** Reports that may cover an ITP point: an inspection at it, or the witness of a witness point. */
export const POINT_REPORT_TYPES: readonly ReportType[] = ['inspection', 'witness'];
export const coversPoints = (type: string) => (POINT_REPORT_TYPES as readonly string[]).includes(type);

/** An ITP point of a piece of equipment as the upload offers it and the header names it. */
export const ReportPoint = z.object({
  id: z.number(),
  step: z.number(),
  step_name: z.string(),
  category_name: z.string(),
  plan_symbol: z.string(),
  planned_date: z.string().nullable(),
  /** Done: an accepted report covers it. */
  actual_date: z.string().nullable(),
});
export type ReportPoint = z.infer<typeof ReportPoint>;

export const ReportDetail = z.object({
  id: z.number(),
  template_id: z.number(),
  number: z.string(),
  report_type: z.enum(REPORT_TYPES),
  project_id: z.number(),
  project_name: z.string(),
  report_date: z.string(),
  conclusion: z.enum(REPORT_CONCLUSIONS),
  writer_name: z.string(),
  equipment_id: z.number().nullable(),
  equipment_name: z.string(),
  equipment_number: z.string(),
  batch: z.string(),
  point: ReportPoint.nullable(),
});
export type ReportDetail = z.infer<typeof ReportDetail>;

/** What keeps a release report from acceptance, each with the page that settles it when there is one. */
export const ReleaseBlocker = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hold'), point: ReportPoint, link: z.string().nullable() }),
  z.object({ kind: z.literal('witness'), point: ReportPoint, link: z.string().nullable() }),
  z.object({
    kind: z.literal('ncr'),
    ncr: z.object({ id: z.number(), number: z.string(), state: z.enum(NCR_STATES) }),
    link: z.string(),
  }),
]);
export type ReleaseBlocker = z.infer<typeof ReleaseBlocker>;

export const ReleaseCheck = z.object({
  /** Nothing blocks the release. */
  ready: z.boolean(),
  blockers: z.array(ReleaseBlocker),
});
export type ReleaseCheck = z.infer<typeof ReleaseCheck>;

const call = ownerCalls('report');

export const ReportReviewCalls = {
  detail: call('GET', '/report/detail', { query: z.object({ id: idParam }), response: ReportDetail }),
  /** The ITP points of a piece of equipment of the project, for the upload's point picker. */
  points: call('GET', '/report/points', {
    query: z.object({ project_id: idParam, equipment_id: idParam }),
    response: z.array(ReportPoint),
  }),
  releaseCheck: call('GET', '/report/release-check', { query: z.object({ id: idParam }), response: ReleaseCheck }),
};
