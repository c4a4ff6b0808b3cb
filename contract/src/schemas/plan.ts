import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, isoDate, rowId, safeText, text } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Inspection plans (检验计划) and equipment inspection completion (设备检验完成情况), issue 14: the ITP
 * points of the equipment with their planned dates; a report of a point, once approved, marks it done
 * with the category's actual symbol and the report's date.
 */

/** The plan symbol of a hold point (停止点): the release waits for its approved report. */
export const HOLD_SYMBOL = 'H';
/** The plan symbol of a witness point (见证点): a witness record, or the client notified and absent. */
export const WITNESS_SYMBOL = 'W';

/**
 * Where a point of the plan is: done (its report approved), notified (a witness point whose client
 * was told and did not come: it stands in for the witness record), overdue (its planned day has
 * passed, in China's time), due within DUE_SOON_DAYS, planned later, or not planned yet.
 */
export const POINT_STATES = ['done', 'notified', 'overdue', 'due_soon', 'planned', 'unscheduled'] as const;
export type PointState = (typeof POINT_STATES)[number];
/** A point planned within this many days from today is due soon. */
export const DUE_SOON_DAYS = 7;
/** Points one planned-date call sets at most: a page of the list and more, never a whole plan by accident. */
export const PLAN_DATE_BATCH_MAX = 500;
export const NOTICE_NOTE_MAX = 500;

/** Whole percent of `points` that are done (0 for no points), as the plan and completion views show it. */
export const completionPercent = (done: number, points: number) =>
  points === 0 ? 0 : Math.floor((done * 100) / points);

/**
 * The points of a group's plan. The order is the planned day (walked on the owner's planned-date
 * index); the open points of the past come first among the dated ones, and the state filter narrows
 * the list to the overdue ones.
 */
export const PLAN_POINT_LIST = defineList({
  sort: ['planned_date'],
  defaultSort: 'planned_date',
  filters: {
    project: 'select',
    equipment: 'text',
    category: 'select',
    state: 'select',
    planned_date: 'date',
  },
});

/** The equipment of a completion view, by number (the equipment list's index). */
export const COMPLETION_LIST = defineList({
  sort: ['e_number'],
  defaultSort: 'e_number',
  filters: { project: 'select', equipment: 'text', unit: 'select', inspector: 'select' },
});

const Named = z.object({ id: z.number(), name: z.string() });

/** What counting a group's or a piece of equipment's points gives. */
const PointCounts = {
  /** The ITP points of the plan. */
  points: z.number(),
  /** Done or, for witness points, notified. */
  done: z.number(),
  overdue: z.number(),
  /** Open points without a planned day. */
  unscheduled: z.number(),
};

/** A project group of the plan (检验计划), counting what the caller may see of it. */
export const PlanGroupRow = z.object({
  id: z.number(),
  name: z.string(),
  projects: z.number(),
  equipment: z.number(),
  ...PointCounts,
});
export type PlanGroupRow = z.infer<typeof PlanGroupRow>;

/** A group's plan page: its name, what its list filters by, and whether the caller may plan dates. */
export const PlanGroupView = z.object({
  id: z.number(),
  name: z.string(),
  projects: z.array(z.object({ id: z.number(), name: z.string(), number: z.string() })),
  categories: z.array(z.object({ id: z.number(), name: z.string(), plan_symbol: z.string() })),
  /** Whether the caller may set planned dates on some of its points (an administrator, a manager of a project). */
  can_plan: z.boolean(),
});
export type PlanGroupView = z.infer<typeof PlanGroupView>;

/** A point of the plan with what it belongs to, its dates, state, notice and covering report. */
export const PlanPointRow = z.object({
  id: z.number(),
  project_id: z.number(),
  project_name: z.string(),
  equipment_id: z.number(),
  equipment_name: z.string(),
  e_number: z.string(),
  batch: z.string(),
  /** The step's order in its kind's route, and its name. */
  step: z.number(),
  step_name: z.string(),
  category_name: z.string(),
  plan_symbol: z.string(),
  planned_date: z.string().nullable(),
  actual_symbol: z.string().nullable(),
  actual_date: z.string().nullable(),
  state: z.enum(POINT_STATES),
  notice_at: z.string().nullable(),
  notice_by_name: z.string(),
  notice_note: z.string(),
  /** The latest submitted report of the point the caller may read (its page: form id and template). */
  report: z.object({ id: z.number(), template_id: z.number(), number: z.string() }).nullable(),
  /** Whether the caller may set its planned date. */
  can_plan: z.boolean(),
  /** Whether the caller may record or clear its witness notice (an open witness point of his). */
  can_notice: z.boolean(),
});
export type PlanPointRow = z.infer<typeof PlanPointRow>;

/** A piece of equipment in a completion view, with its counts and its next open point. */
export const CompletionRow = z.object({
  id: z.number(),
  project_id: z.number(),
  project_name: z.string(),
  name: z.string(),
  e_number: z.string(),
  batch: z.string(),
  unit_name: z.string(),
  inspectors: z.array(Named),
  ...PointCounts,
  next: z
    .object({ step_name: z.string(), category_name: z.string(), plan_symbol: z.string(), planned_date: z.string() })
    .nullable(),
});
export type CompletionRow = z.infer<typeof CompletionRow>;

/** What a completion view filters by: the projects, units and inspectors of the caller's equipment. */
export const CompletionOptions = z.object({
  projects: z.array(z.object({ id: z.number(), name: z.string(), number: z.string() })),
  units: z.array(Named),
  inspectors: z.array(Named),
});
export type CompletionOptions = z.infer<typeof CompletionOptions>;

const FIRST_YEAR = 1900;
/** An instant with its offset (`2026-11-26T09:30:00+08:00`, `…Z`), as a browser's `toISOString` writes it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const isInstant = (value: string) => {
  const at = new Date(value);
  return INSTANT.test(value) && !Number.isNaN(at.getTime()) && at.getUTCFullYear() >= FIRST_YEAR;
};

export const PlannedDateBody = z.object({
  ids: z
    .array(rowId, { error: 'validation.invalidType' })
    .min(1, { error: 'validation.required' })
    .max(PLAN_DATE_BATCH_MAX, { error: 'plan.tooManyPoints' }),
  planned_date: isoDate,
});
export type PlannedDateBody = z.input<typeof PlannedDateBody>;

/** The client was told of a witness point at `notice_at` (not in the future) and did not come. */
export const NoticeBody = z.object({
  notice_at: safeText().refine(isInstant, { error: 'validation.invalid' }),
  note: text(NOTICE_NOTE_MAX).default(''),
});
export type NoticeBody = z.input<typeof NoticeBody>;

const PlanPointQuery = ListQuery.extend({ gid: idParam });

const call = ownerCalls('plan');

export const PlanCalls = {
  groups: call('GET', '/plan/groups', { response: z.array(PlanGroupRow) }),
  group: call('GET', '/plan/group', { query: z.object({ gid: idParam }), response: PlanGroupView }),
  points: call('GET', '/plan/points', { query: PlanPointQuery, response: listData(PlanPointRow) }),
  setPlannedDate: call('POST', '/plan/planned-date', {
    body: PlannedDateBody,
    response: z.object({ count: z.number() }),
  }),
  notice: call('POST', '/plan/notice', { query: z.object({ id: idParam }), body: NoticeBody, response: NoData }),
  clearNotice: call('POST', '/plan/notice/clear', { query: z.object({ id: idParam }), response: NoData }),
  completion: call('GET', '/plan/completion', { query: ListQuery, response: listData(CompletionRow) }),
  completionOptions: call('GET', '/plan/completion/options', { response: CompletionOptions }),
  completionPoints: call('GET', '/plan/completion/points', {
    query: z.object({ equipment_id: idParam }),
    response: z.array(PlanPointRow),
  }),
};
