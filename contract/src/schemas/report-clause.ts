import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, rowId } from './fields.js';
import { REPORT_CONCLUSIONS, REPORT_STATUSES, REPORT_TYPES } from './report.js';

/**
 * Clauses of a standard a report cites as the requirements it checked (evidence linked to clauses,
 * issue 15): the report's page lists and changes them, a clause's page lists the reports citing it,
 * and a standard's clauses no report of a project has cited are its gaps.
 */

/** Clauses one report may cite: a report checks a few requirements, never a whole standard. */
export const REPORT_CLAUSES_MAX = 30;
/** Reports a clause's evidence list shows, newest first. */
export const CLAUSE_EVIDENCE_MAX = 200;

/** A clause as a report cites it: its code and title with its standard's. */
export const CitedClause = z.object({
  clause_id: z.number(),
  law_id: z.number(),
  law_code: z.string(),
  law_title: z.string(),
  code: z.string(),
  title: z.string(),
});
export type CitedClause = z.infer<typeof CitedClause>;

/** What a report cites, and whether the caller may change it (its writer or uploader, before submission). */
export const ReportClauses = z.object({ editable: z.boolean(), clauses: z.array(CitedClause) });
export type ReportClauses = z.infer<typeof ReportClauses>;

export const ReportClausesBody = z.object({
  clause_ids: z
    .array(rowId)
    .max(REPORT_CLAUSES_MAX, { error: 'report.tooManyClauses' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
});
export type ReportClausesBody = z.input<typeof ReportClausesBody>;

/** A report citing a clause, as the clause's page lists it. */
export const ClauseEvidence = z.object({
  id: z.number(),
  template_id: z.number(),
  number: z.string(),
  report_type: z.enum(REPORT_TYPES),
  project_name: z.string(),
  report_date: z.string(),
  conclusion: z.enum(REPORT_CONCLUSIONS),
  status: z.enum(REPORT_STATUSES),
});
export type ClauseEvidence = z.infer<typeof ClauseEvidence>;

/** A standard's clauses on a project: how many, how many a submitted report cites, and the others. */
export const ClauseCoverage = z.object({
  total: z.number(),
  cited: z.number(),
  uncited: z.array(z.object({ id: z.number(), code: z.string(), title: z.string(), level: z.number() })),
});
export type ClauseCoverage = z.infer<typeof ClauseCoverage>;

const call = ownerCalls('report');

export const ReportClauseCalls = {
  list: call('GET', '/report/clauses', { query: z.object({ id: idParam }), response: ReportClauses }),
  /** Replaces what a report cites. */
  set: call('POST', '/report/clauses', {
    query: z.object({ id: idParam }),
    body: ReportClausesBody,
    response: z.array(CitedClause),
  }),
  evidence: call('GET', '/report/clause-evidence', {
    query: z.object({ clause_id: idParam }),
    response: z.array(ClauseEvidence),
  }),
  coverage: call('GET', '/report/clause-coverage', {
    query: z.object({ law_id: idParam, project_id: idParam }),
    response: ClauseCoverage,
  }),
};
