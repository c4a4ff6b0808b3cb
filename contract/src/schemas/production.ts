import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { EQUIPMENT_STATUSES, EquipmentOption } from './equipment.js';
import { idParam, intInRange, isoDate, rowId, text } from './fields.js';
import { imageUrl } from './image-url.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Production information (生产信息): for each piece of equipment and each process step of its device
 * kind, the planned and actual start and finish, the progress in per cent, a note and photos, as the
 * inspector at the factory records them. Steps without a record count as not started.
 */
export const PRODUCTION_PAGE = 'equipment-produce-info';
export const PRODUCTION_NOTE_MAX = 500;
/** Photos one step keeps (progress shots at the factory). */
export const PRODUCTION_PHOTOS_MAX = 12;

/**
 * The list of the caller's equipment with its production summary. `name` matches the equipment's
 * name, number or batch; `late_steps` with `true` keeps equipment that has a late step.
 */
export const PRODUCTION_LIST = defineList({
  sort: ['e_number', 'name'],
  defaultSort: 'e_number',
  filters: {
    name: 'text',
    // Chosen from pickers: matched by id, shown by name.
    project_name: 'select',
    device_name: 'select',
    late_steps: 'select',
  },
});

export const ProductionListQuery = ListQuery;

/** What production the caller's equipment has reached. */
export const ProductionSummary = z.object({
  /** Steps of the kind's route at 100 %. */
  done: z.number(),
  /** Steps of the kind's route. */
  total: z.number(),
  /** The mean of every step's progress, a step without a record counting 0; whole per cent. */
  progress: z.number(),
  /** Steps whose planned finish is before today and whose progress is below 100 %. */
  late: z.number(),
  /** When a step's record last changed; null before any. */
  last_update: z.string().nullable(),
});
export type ProductionSummary = z.infer<typeof ProductionSummary>;

export const ProductionRow = EquipmentOption.extend({
  status: z.enum(EQUIPMENT_STATUSES),
  summary: ProductionSummary,
});
export type ProductionRow = z.infer<typeof ProductionRow>;

/** The two ends of a period: either may be left out, but an end never lies before its start. */
const endNotBeforeStart = (start: string | null, end: string | null) => !start || !end || end >= start;
const optionalDate = isoDate.nullable().default(null);

/** One step's production, as saved (a whole record: what is left out is cleared). */
export const ProductionBody = z
  .object({
    process_id: rowId,
    planned_start: optionalDate,
    planned_finish: optionalDate,
    actual_start: optionalDate,
    actual_finish: optionalDate,
    progress: intInRange(0, 100).default(0),
    note: text(PRODUCTION_NOTE_MAX).default(''),
    photos: z
      .array(imageUrl.min(1, { error: 'validation.required' }), { error: 'validation.invalidType' })
      .max(PRODUCTION_PHOTOS_MAX, { error: 'production.tooManyPhotos' })
      .default([]),
  })
  .refine((body) => endNotBeforeStart(body.planned_start, body.planned_finish), {
    error: 'validation.endBeforeStart',
    path: ['planned_finish'],
  })
  .refine((body) => endNotBeforeStart(body.actual_start, body.actual_finish), {
    error: 'validation.endBeforeStart',
    path: ['actual_finish'],
  });
export type ProductionBody = z.input<typeof ProductionBody>;

/** A step's saved record. */
export const ProductionRecord = z.object({
  planned_start: z.string().nullable(),
  planned_finish: z.string().nullable(),
  actual_start: z.string().nullable(),
  actual_finish: z.string().nullable(),
  progress: z.number(),
  note: z.string(),
  photos: z.array(z.string()),
  late: z.boolean(),
  updated_at: z.string(),
});
export type ProductionRecord = z.infer<typeof ProductionRecord>;

/** The timeline of one piece of equipment: every step of its kind's route in order, with its record or null. */
export const ProductionTimeline = z.object({
  equipment: EquipmentOption.extend({ status: z.enum(EQUIPMENT_STATUSES) }),
  /** The day "late" was measured against (the server's, in China time). */
  today: z.string(),
  steps: z.array(
    z.object({ process_id: z.number(), step: z.number(), name: z.string(), record: ProductionRecord.nullable() }),
  ),
  summary: ProductionSummary,
  can_update: z.boolean(),
});
export type ProductionTimeline = z.infer<typeof ProductionTimeline>;

/** One piece of equipment; with `project_id` (the timeline's address) it must be of that project. */
export const ProductionEquipmentQuery = z.object({ id: idParam, project_id: idParam.optional() });

const call = ownerCalls('production');

export const ProductionCalls = {
  list: call('GET', '/production/index', { query: ProductionListQuery, response: listData(ProductionRow) }),
  timeline: call('GET', '/production/timeline', { query: ProductionEquipmentQuery, response: ProductionTimeline }),
  save: call('POST', '/production/save', {
    query: ProductionEquipmentQuery,
    body: ProductionBody,
    response: ProductionTimeline,
  }),
};
