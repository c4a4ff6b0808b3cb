import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, safeText, text } from './fields.js';

/**
 * A standard of the law library broken into clauses (规范标准分解, `/knowledge/criterion`): each
 * clause has a code of one, two or three levels (5, 5.2, 5.2.3), a title and its requirement text.
 * A code's parent is the code without its last part, and it must exist (docs/decisions.md).
 */
export const CRITERION_CODE_MAX = 14;
export const CRITERION_TITLE_MAX = 200;
export const CRITERION_REQUIREMENT_MAX = 5_000;
/** One, two or three levels: 5, 5.2, 5.2.3. */
export const CRITERION_LEVEL_MAX = 3;
/** Clauses of one standard, and rows of one import: a long standard has a few hundred. */
export const CRITERION_CLAUSES_MAX = 2_000;
/** Largest import workbook; larger bodies answer HTTP 413. */
export const CRITERION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Matches the standard picker shows for what was typed. */
export const CRITERION_LAW_OPTIONS_MAX = 20;
export const CRITERION_SEARCH_MAX = 100;

/** Numbers of one to four digits, no leading zero, joined by dots: 5, 5.2, 5.10.3. */
export const CRITERION_CODE_PATTERN = /^(0|[1-9]\d{0,3})(\.(0|[1-9]\d{0,3}))*$/;

/** The parts of a code as numbers: 5.10.3 → [5, 10, 3]. */
export const codeParts = (code: string): number[] => code.split('.').map(Number);
/** A code's level: its number of dot-separated parts. */
export const codeLevel = (code: string): number => code.split('.').length;
/** The code of a clause's parent (5.2 for 5.2.3), or null for a first-level clause. */
export const parentCode = (code: string): string | null =>
  code.includes('.') ? code.slice(0, code.lastIndexOf('.')) : null;
/** Natural order of codes: 5.2 before 5.10, 5 before 5.1. */
export function compareCodes(a: string, b: string): number {
  const [x, y] = [codeParts(a), codeParts(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return x.length - y.length;
}

/** A clause's code as typed: digits joined by dots, at most three levels. */
export const clauseCode = safeText()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CRITERION_CODE_MAX, { error: 'criterion.codePattern' })
  .regex(CRITERION_CODE_PATTERN, { error: 'criterion.codePattern' })
  .refine((code) => codeLevel(code) <= CRITERION_LEVEL_MAX, { error: 'criterion.levelTooDeep' });

export const ClauseBody = z
  .object({
    code: clauseCode,
    title: text(CRITERION_TITLE_MAX).default(''),
    requirement: text(CRITERION_REQUIREMENT_MAX).default(''),
  })
  // A heading has a title, a clause deeper down often only its text; a clause with neither says nothing.
  .refine((body) => body.title !== '' || body.requirement !== '', {
    path: ['requirement'],
    error: 'criterion.titleOrRequirement',
  });
export type ClauseBody = z.input<typeof ClauseBody>;

export const Clause = z.object({
  id: z.number(),
  law_id: z.number(),
  parent_id: z.number().nullable(),
  code: z.string(),
  level: z.number(),
  title: z.string(),
  requirement: z.string(),
  updated_at: z.string(),
});
export type Clause = z.infer<typeof Clause>;

/** The standard a tree belongs to, as the picker shows it. */
export const CriterionLaw = z.object({ id: z.number(), code: z.string(), title: z.string() });
export type CriterionLaw = z.infer<typeof CriterionLaw>;

/** A standard and its clauses, flat, in natural code order; each names its parent. */
export const ClauseTree = z.object({ law: CriterionLaw, clauses: z.array(Clause) });
export type ClauseTree = z.infer<typeof ClauseTree>;

export const CriterionLawQuery = z.object({ law_id: idParam });
export const CriterionLawSearch = z.object({ q: text(CRITERION_SEARCH_MAX).default('') });
export const ClauseIdQuery = z.object({ id: idParam });
/** `subtree=1` confirms that a clause's sub-clauses go with it. */
export const ClauseDeleteQuery = z.object({
  id: idParam,
  subtree: z.enum(['0', '1'], { error: 'validation.invalid' }).default('0'),
});
export const ClauseCount = z.object({ count: z.number() });
export type ClauseCount = z.infer<typeof ClauseCount>;

const call = ownerCalls('criterion');

/**
 * The clause calls. The import template (`GET /api/criterion/import-template`) answers a workbook and
 * is no call; the import's body is the workbook itself, so that call names no body schema.
 */
export const CriterionCalls = {
  laws: call('GET', '/criterion/laws', { query: CriterionLawSearch, response: z.array(CriterionLaw) }),
  tree: call('GET', '/criterion/tree', { query: CriterionLawQuery, response: ClauseTree }),
  create: call('POST', '/criterion/create', { query: CriterionLawQuery, body: ClauseBody, response: Clause }),
  update: call('POST', '/criterion/update', { query: ClauseIdQuery, body: ClauseBody, response: Clause }),
  /** Answers how many clauses went: the clause and its sub-clauses. */
  delete: call('POST', '/criterion/delete', { query: ClauseDeleteQuery, response: ClauseCount }),
  import: call('POST', '/criterion/import', { query: CriterionLawQuery, response: ClauseCount }),
  /** The import's checks on the same workbook, answering what it would create; nothing is written. */
  importPreview: call('POST', '/criterion/import-preview', { query: CriterionLawQuery, response: ClauseCount }),
};
