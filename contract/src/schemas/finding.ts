import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, intInRange, isoDate, requiredString, rowId, text } from './fields.js';
import { FILE_ID_PATTERN } from './file.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Findings (发现问题, issue 15): a problem an inspector finds on a project, of one of the owner's
 * finding types and theme items, with a responsible party and a due date; its rectification loop is
 * open → submitted (rectification with evidence) → closed (verified, 销号), or back to open (returned).
 */

/** The two lists of the finding settings (问题设置): finding types (问题类型) and theme items (主题项). */
export const FINDING_CATEGORY_KINDS = ['type', 'theme'] as const;
export type FindingCategoryKind = (typeof FINDING_CATEGORY_KINDS)[number];

export const FINDING_STATES = ['open', 'submitted', 'closed'] as const;
export type FindingState = (typeof FINDING_STATES)[number];

/** The loop's steps; `raise` is the first row of every finding's history. */
export const FINDING_ACTIONS = ['raise', 'submit', 'verify', 'return'] as const;
export type FindingAction = (typeof FINDING_ACTIONS)[number];
/** The steps taken on a raised finding, with the state each is taken in and the state it leads to. */
export const FINDING_TRANSITIONS = {
  submit: { from: 'open', to: 'submitted' },
  verify: { from: 'submitted', to: 'closed' },
  return: { from: 'submitted', to: 'open' },
} as const satisfies Record<Exclude<FindingAction, 'raise'>, { from: FindingState; to: FindingState }>;
export type FindingStep = keyof typeof FINDING_TRANSITIONS;

export const FINDING_CATEGORY_NAME_MAX = 50;
export const FINDING_DESCRIPTION_MAX = 2000;
export const FINDING_LOCATION_MAX = 200;
export const FINDING_ORG_MAX = 100;
export const FINDING_NOTE_MAX = 1000;
export const FINDING_PHOTOS_MAX = 9;

const fileId = z.string({ error: 'validation.invalidType' }).regex(FILE_ID_PATTERN, { error: 'validation.invalid' });
const fileIds = z
  .array(fileId, { error: 'validation.invalidType' })
  .max(FINDING_PHOTOS_MAX, { error: 'validation.tooLong' })
  .default([]);
const flag = z.boolean({ error: 'validation.invalidType' }).default(false);

// ---- Settings ----

export const FindingCategory = z.object({
  id: z.number(),
  kind: z.enum(FINDING_CATEGORY_KINDS),
  name: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type FindingCategory = z.infer<typeof FindingCategory>;

export const FindingCategoryBody = z.object({
  kind: z.enum(FINDING_CATEGORY_KINDS, { error: 'validation.invalid' }),
  name: requiredString(FINDING_CATEGORY_NAME_MAX),
  sort: intInRange(0, 9999).default(0),
  enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
});
export type FindingCategoryBody = z.input<typeof FindingCategoryBody>;

// ---- Findings ----

export const FindingBody = z.object({
  project_id: rowId,
  equipment_id: rowId.nullable().default(null),
  /** The report (form instance) of the project the finding was found in. */
  report_id: rowId.nullable().default(null),
  type_id: rowId,
  theme_id: rowId.nullable().default(null),
  description: requiredString(FINDING_DESCRIPTION_MAX),
  location: text(FINDING_LOCATION_MAX).default(''),
  is_important: flag,
  on_focus: flag,
  /** The clause of a standard it violates (规范标准分解). */
  clause_id: rowId.nullable().default(null),
  /** A member working on the project, or else an organisation named in `responsible_org`. */
  responsible_id: rowId.nullable().default(null),
  responsible_org: text(FINDING_ORG_MAX).default(''),
  due_date: isoDate,
  photo_ids: fileIds,
});
export type FindingBody = z.input<typeof FindingBody>;

/** One step of the loop: a rectification carries its evidence; a return says why. */
export const FindingActBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('submit'), note: requiredString(FINDING_NOTE_MAX), file_ids: fileIds }),
    z.object({ action: z.literal('verify'), note: text(FINDING_NOTE_MAX).default('') }),
    z.object({ action: z.literal('return'), note: requiredString(FINDING_NOTE_MAX) }),
  ],
  { error: 'validation.invalid' },
);
export type FindingActBody = z.input<typeof FindingActBody>;

export const FINDING_LIST = defineList({
  sort: ['raised_at', 'due_date', 'state'],
  defaultSort: '-raised_at',
  filters: {
    type_id: 'select',
    theme_id: 'select',
    state: 'select',
    is_important: 'select',
    on_focus: 'select',
    overdue: 'select',
    raised_at: 'date',
    description: 'text',
  },
});

export const FindingListQuery = ListQuery.extend({ project_id: idParam });

export const FindingRow = z.object({
  id: z.number(),
  project_id: z.number(),
  project_name: z.string(),
  type_name: z.string(),
  theme_name: z.string(),
  description: z.string(),
  location: z.string(),
  is_important: z.boolean(),
  on_focus: z.boolean(),
  state: z.enum(FINDING_STATES),
  responsible_name: z.string(),
  due_date: z.string(),
  /** Not closed and its due date has passed (China's calendar). */
  overdue: z.boolean(),
  raised_by_name: z.string(),
  raised_at: z.string(),
});
export type FindingRow = z.infer<typeof FindingRow>;

const Named = z.object({ id: z.number(), name: z.string() });
const FileRef = z.object({ id: z.string(), name: z.string() });

export const FindingStepRow = z.object({
  action: z.enum(FINDING_ACTIONS),
  from_state: z.enum(FINDING_STATES),
  to_state: z.enum(FINDING_STATES),
  note: z.string(),
  files: z.array(FileRef),
  actor_name: z.string(),
  at: z.string(),
});
export type FindingStepRow = z.infer<typeof FindingStepRow>;

export const FindingDetail = FindingRow.extend({
  equipment_id: z.number().nullable(),
  report_id: z.number().nullable(),
  /** The report's template, for the report page's address. */
  report_template_id: z.number().nullable(),
  type_id: z.number(),
  theme_id: z.number().nullable(),
  /** The clause it violates, with its standard (the clause's page is the standard's, at the clause). */
  clause: z
    .object({ id: z.number(), code: z.string(), title: z.string(), law_id: z.number(), law_code: z.string() })
    .nullable(),
  responsible: Named.nullable(),
  responsible_org: z.string(),
  photos: z.array(FileRef),
  closed_at: z.string().nullable(),
  steps: z.array(FindingStepRow),
  /** The steps the caller may take now. */
  actions: z.array(z.enum(['submit', 'verify', 'return'])),
});
export type FindingDetail = z.infer<typeof FindingDetail>;

/** What the finding dialog offers for a project: the enabled types and themes, who may be responsible. */
export const FindingOptions = z.object({
  types: z.array(Named),
  themes: z.array(Named),
  people: z.array(Named),
});
export type FindingOptions = z.infer<typeof FindingOptions>;

// ---- Rates ----

export const FINDING_RATE_GROUPS = ['project', 'unit', 'inspector', 'type'] as const;
export type FindingRateGroup = (typeof FINDING_RATE_GROUPS)[number];

export const FindingRatesQuery = z.object({
  group: z.enum(FINDING_RATE_GROUPS, { error: 'validation.invalid' }).default('project'),
  /** Days of China's calendar the findings were raised in, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  project_id: idParam.optional(),
  /**
   * The inspection unit and the device kind of the finding's equipment, as 统计分析 narrows its
   * reports: a finding of no equipment drops out when either is given.
   */
  unit_id: idParam.optional(),
  device_id: idParam.optional(),
});
export type FindingRatesQuery = z.input<typeof FindingRatesQuery>;

export const FindingRate = z.object({
  /** The project, inspection unit or inspector; null for findings of no unit. */
  id: z.number().nullable(),
  name: z.string(),
  raised: z.number(),
  closed: z.number(),
  /** Findings with at least one rectification submitted. */
  rectified: z.number(),
  /** Findings whose first rectification came on or before the due date. */
  answered_in_time: z.number(),
  /** Distinct reports the findings came from. */
  reports: z.number(),
  overdue: z.number(),
  /** closed / raised; null when nothing was raised. */
  closure_rate: z.number().nullable(),
  /** answered_in_time / raised; null when nothing was raised. */
  response_rate: z.number().nullable(),
});
export type FindingRate = z.infer<typeof FindingRate>;

/** A finding citing a clause, as the clause's page lists it beside the reports. */
export const ClauseFinding = z.object({
  id: z.number(),
  project_id: z.number(),
  project_name: z.string(),
  description: z.string(),
  state: z.enum(FINDING_STATES),
  raised_at: z.string(),
});
export type ClauseFinding = z.infer<typeof ClauseFinding>;

const IdQuery = z.object({ id: idParam });
const ProjectQuery = z.object({ project_id: idParam });

const call = ownerCalls('finding');

export const FindingCalls = {
  categories: call('GET', '/finding/categories', { response: z.array(FindingCategory) }),
  createCategory: call('POST', '/finding/category-create', { body: FindingCategoryBody, response: FindingCategory }),
  updateCategory: call('POST', '/finding/category-update', {
    query: IdQuery,
    body: FindingCategoryBody,
    response: FindingCategory,
  }),
  options: call('GET', '/finding/options', { query: ProjectQuery, response: FindingOptions }),
  list: call('GET', '/finding/index', { query: FindingListQuery, response: listData(FindingRow) }),
  view: call('GET', '/finding/view', { query: IdQuery, response: FindingDetail }),
  create: call('POST', '/finding/create', { body: FindingBody, response: FindingDetail }),
  act: call('POST', '/finding/act', { query: IdQuery, body: FindingActBody, response: FindingDetail }),
  rates: call('GET', '/finding/rates', { query: FindingRatesQuery, response: z.array(FindingRate) }),
  byClause: call('GET', '/finding/by-clause', {
    query: z.object({ clause_id: idParam }),
    response: z.array(ClauseFinding),
  }),
};
