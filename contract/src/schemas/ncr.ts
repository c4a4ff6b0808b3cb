import { defineCall } from '../call.js';
import { z } from '../zod.js';
import { idParam, isoDate, requiredString, rowId, text } from './fields.js';
import { FILE_ID_PATTERN } from './file.js';

/**
 * Non-conformity reports (NCR, 不符合项报告) and their loop (issue 14): an NCR is a report of the
 * `ncr` family about one piece of equipment; once submitted it stays open until its loop is closed:
 * disposition → action plan → approval of the plan → execution → verification → closed. While any
 * NCR of a piece of equipment is open, its release report cannot be approved (report-review).
 */

/** Where an NCR's loop stands: the step waiting to be done, or closed. */
export const NCR_STATES = ['disposition', 'plan', 'approval', 'execution', 'verification', 'closed'] as const;
export type NcrState = (typeof NCR_STATES)[number];

/** What is done with the non-conforming item. */
export const NCR_DISPOSITIONS = ['use_as_is', 'rework', 'repair', 'scrap', 'return'] as const;
export type NcrDisposition = (typeof NCR_DISPOSITIONS)[number];

/** The steps' actions; `reject` returns a plan to its author, `fail` an execution to be done again. */
export const NCR_ACTIONS = ['dispose', 'plan', 'approve', 'reject', 'execute', 'verify', 'fail'] as const;
export type NcrAction = (typeof NCR_ACTIONS)[number];

/** The state each action is taken in, and the state it leads to. */
export const NCR_TRANSITIONS: Record<NcrAction, { from: NcrState; to: NcrState }> = {
  dispose: { from: 'disposition', to: 'plan' },
  plan: { from: 'plan', to: 'approval' },
  approve: { from: 'approval', to: 'execution' },
  reject: { from: 'approval', to: 'plan' },
  execute: { from: 'execution', to: 'verification' },
  verify: { from: 'verification', to: 'closed' },
  fail: { from: 'verification', to: 'execution' },
};

/** A note of a step (the disposition's reason, a rejection, what was done, the verification). */
export const NCR_NOTE_MAX = 1000;
/** The action plan (整改措施). */
export const NCR_PLAN_MAX = 2000;
/** Evidence files of an execution (photos of the rework, of the test). */
export const NCR_EVIDENCE_MAX = 9;

const note = requiredString(NCR_NOTE_MAX);
const evidenceId = z
  .string({ error: 'validation.invalidType' })
  .regex(FILE_ID_PATTERN, { error: 'validation.invalid' });

/**
 * One step of the loop, by action: each carries what its step records. Approving needs no words;
 * every other step says why or what (a rejection and a failed verification say what is wrong).
 */
export const NcrActBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('dispose'),
      disposition: z.enum(NCR_DISPOSITIONS, { error: 'validation.invalid' }),
      note,
    }),
    z.object({
      action: z.literal('plan'),
      plan: requiredString(NCR_PLAN_MAX),
      responsible_id: rowId,
      due_date: isoDate,
    }),
    z.object({ action: z.literal('approve'), note: text(NCR_NOTE_MAX).default('') }),
    z.object({ action: z.literal('reject'), note }),
    z.object({
      action: z.literal('execute'),
      note,
      file_ids: z
        .array(evidenceId, { error: 'validation.invalidType' })
        .max(NCR_EVIDENCE_MAX, { error: 'validation.tooLong' })
        .default([]),
    }),
    z.object({ action: z.literal('verify'), note }),
    z.object({ action: z.literal('fail'), note }),
  ],
  { error: 'validation.invalid' },
);
export type NcrActBody = z.input<typeof NcrActBody>;

const Person = z.object({ id: z.number(), name: z.string() });

export const NcrStep = z.object({
  action: z.enum(NCR_ACTIONS),
  from_state: z.enum(NCR_STATES),
  to_state: z.enum(NCR_STATES),
  note: z.string(),
  /** Evidence still stored (a file its uploader deleted is left out). */
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  actor_name: z.string(),
  /** A decision on the actor's own work, allowed only because the owner relaxed the four-eyes rule. */
  self_review: z.boolean(),
  at: z.string(),
});
export type NcrStep = z.infer<typeof NcrStep>;

/** An NCR's loop as its report's page shows it, with what the caller may do now. */
export const NcrDetail = z.object({
  /** The NCR report's form. */
  id: z.number(),
  state: z.enum(NCR_STATES),
  /** Its form is submitted: until then the loop waits. */
  raised: z.boolean(),
  disposition: z.enum(NCR_DISPOSITIONS).nullable(),
  disposition_note: z.string(),
  plan: z.string(),
  responsible: Person.nullable(),
  due_date: z.string().nullable(),
  /** Not closed, and its due date has passed (in China's calendar). */
  overdue: z.boolean(),
  planned_by_name: z.string(),
  execution_note: z.string(),
  closed_at: z.string().nullable(),
  /** Oldest first. */
  steps: z.array(NcrStep),
  actions: z.array(z.enum(NCR_ACTIONS)),
  /** Who may be made responsible: the people working on the NCR's project. */
  responsible_candidates: z.array(Person),
});
export type NcrDetail = z.infer<typeof NcrDetail>;

const NcrQuery = z.object({ id: idParam });

export const NcrCalls = {
  detail: defineCall({
    method: 'GET',
    path: '/ncr/detail',
    tag: 'ncr',
    auth: 'owner',
    query: NcrQuery,
    response: NcrDetail,
  }),
  act: defineCall({
    method: 'POST',
    path: '/ncr/act',
    tag: 'ncr',
    auth: 'owner',
    query: NcrQuery,
    body: NcrActBody,
    response: NcrDetail,
  }),
};
