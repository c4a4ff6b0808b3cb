import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, intInRange, isoDate, requiredString, rowId, text } from './fields.js';
import { CATEGORY_SYMBOL_MAX } from './inspection-category.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Equipment (设备): a concrete item made for a project (one transformer, one GIS bay, one turbine
 * runner), of a device kind of the owner's catalogue, made by a factory (an organisation of the
 * owner), followed by an inspection unit and the inspectors assigned to it; and its inspection and
 * test plan (ITP, 检验点): which inspection categories (H/W/R/S) apply at which process step of its
 * kind. The administrator keeps every piece of equipment (`/custom/equipment`); managers, clients
 * and inspectors work with those of their projects (`/unitmanager/equipment`, `/point`).
 */
export const EQUIPMENT_NAME_MAX = 128;
export const EQUIPMENT_NUMBER_MAX = 64;
export const EQUIPMENT_BATCH_MAX = 64;
export const EQUIPMENT_NOTE_MAX = 500;
export const EQUIPMENT_QUANTITY_MAX = 99_999;
/** Inspectors one save assigns to one piece of equipment. */
export const EQUIPMENT_INSPECTORS_MAX = 50;
/** Matches a picker shows for what was typed; more means typing more. */
export const EQUIPMENT_OPTIONS_MAX = 50;
export const EQUIPMENT_SEARCH_MAX = 64;
/** Points one ITP save holds: a 100-step route (DEVICE_PROCESS_MAX) by 20 categories. */
export const EQUIPMENT_POINTS_MAX = 2_000;
/** Rows of one import: each is checked against the owner's projects, kinds and factories. */
export const EQUIPMENT_IMPORT_MAX_ROWS = 1_000;
/** Largest import workbook; larger bodies answer HTTP 413. */
export const EQUIPMENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Where a piece of equipment stands, as a supervising engineer follows it: not started, being made,
 * waiting for the factory acceptance test, released by the release report, shipped; or stopped for
 * a non-conformity to be put right.
 */
export const EQUIPMENT_STATUSES = [
  'pending',
  'manufacturing',
  'awaiting_test',
  'released',
  'shipped',
  'on_hold',
] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/**
 * The two screens of the equipment list: the administrator's (设备定制) and the one managers, clients
 * and inspectors use (设备管理). A call says which one it comes from, and that page's rights apply;
 * what rows the caller reaches is decided by his role and projects either way.
 */
export const EQUIPMENT_PAGES = ['custom-equipment', 'unitmanager-equipment'] as const;
export type EquipmentPage = (typeof EQUIPMENT_PAGES)[number];
/** The ITP page's rights govern reading and saving inspection points. */
export const EQUIPMENT_POINT_PAGE = 'unitmanager-equipment-point';

export const EQUIPMENT_LIST = defineList({
  sort: ['e_number', 'name', 'project_name', 'device_name', 'batch', 'status', 'planned_delivery', 'updated_at'],
  defaultSort: 'e_number',
  filters: {
    name: 'text',
    batch: 'text',
    e_number: 'text',
    status: 'select',
    // Chosen from pickers: matched by id, shown by name.
    project_name: 'select',
    device_name: 'select',
    factory_name: 'text',
    planned_delivery: 'date',
  },
});

const pageKey = z.enum(EQUIPMENT_PAGES, { error: 'validation.invalid' }).default('unitmanager-equipment');
export const EquipmentPageQuery = z.object({ page_key: pageKey });
export const EquipmentIdQuery = z.object({ id: idParam, page_key: pageKey });

/** The list, of one project (its detail page's tab) or one kind when asked. */
export const EquipmentListQuery = ListQuery.extend({
  page_key: pageKey,
  project_id: idParam.optional(),
  device_id: idParam.optional(),
});

export const EquipmentBody = z.object({
  project_id: rowId,
  device_id: rowId,
  name: requiredString(EQUIPMENT_NAME_MAX),
  /** 设备编号: unique within the project. */
  e_number: requiredString(EQUIPMENT_NUMBER_MAX),
  batch: text(EQUIPMENT_BATCH_MAX).default(''),
  quantity: intInRange(1, EQUIPMENT_QUANTITY_MAX).default(1),
  /** 制造厂: an organisation of the owner. */
  factory_id: rowId.nullable().default(null),
  /** 检验单位 following its manufacture. */
  unit_id: rowId.nullable().default(null),
  planned_delivery: isoDate.nullable().default(null),
  status: z.enum(EQUIPMENT_STATUSES, { error: 'validation.invalid' }).default('pending'),
  note: text(EQUIPMENT_NOTE_MAX).default(''),
});
export type EquipmentBody = z.input<typeof EquipmentBody>;

const Named = z.object({ id: z.number(), name: z.string() });

export const EquipmentRow = z.object({
  id: z.number(),
  project_id: z.number(),
  project_name: z.string(),
  project_number: z.string(),
  device_id: z.number(),
  device_name: z.string(),
  name: z.string(),
  e_number: z.string(),
  batch: z.string(),
  quantity: z.number(),
  factory_id: z.number().nullable(),
  factory_name: z.string().nullable(),
  unit_id: z.number().nullable(),
  unit_name: z.string().nullable(),
  planned_delivery: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  note: z.string(),
  inspectors: z.array(Named),
  /** Inspection points planned in its ITP. */
  point_count: z.number(),
  /** Whether the caller may change it (a manager: the equipment of the projects he manages). */
  can_change: z.boolean(),
  updated_at: z.string(),
});
export type EquipmentRow = z.infer<typeof EquipmentRow>;

/** Equipment as pickers find it: by name, batch or number (SPEC §5). */
export const EquipmentOptionsQuery = z.object({
  q: text(EQUIPMENT_SEARCH_MAX).default(''),
  /** One piece by id, to name what a stored answer refers to (a form's equipment item). */
  id: idParam.optional(),
  project_id: idParam.optional(),
  device_id: idParam.optional(),
});
export const EquipmentOption = z.object({
  id: z.number(),
  name: z.string(),
  e_number: z.string(),
  batch: z.string(),
  project_id: z.number(),
  project_name: z.string(),
  device_id: z.number(),
  device_name: z.string(),
});
export type EquipmentOption = z.infer<typeof EquipmentOption>;

/** Who may inspect it (the inspectors of its project) and who does. */
export const EquipmentInspectors = z.object({
  assigned: z.array(z.number()),
  candidates: z.array(z.object({ id: z.number(), name: z.string(), username: z.string() })),
});
export type EquipmentInspectors = z.infer<typeof EquipmentInspectors>;
export const EquipmentInspectorsBody = z.object({
  user_ids: z
    .array(rowId, { error: 'validation.invalidType' })
    .max(EQUIPMENT_INSPECTORS_MAX, { error: 'validation.invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
});
export type EquipmentInspectorsBody = z.input<typeof EquipmentInspectorsBody>;

/** One planned point: a category at a step, with the symbol the plan shows there. */
export const PointBody = z.object({
  process_id: rowId,
  category_id: rowId,
  plan_symbol: requiredString(CATEGORY_SYMBOL_MAX),
});
export const PointsBody = z.object({
  points: z
    .array(PointBody, { error: 'validation.invalidType' })
    .max(EQUIPMENT_POINTS_MAX, { error: 'equipment.tooManyPoints' }),
});
export type PointsBody = z.input<typeof PointsBody>;

export const EquipmentPoint = z.object({
  process_id: z.number(),
  category_id: z.number(),
  plan_symbol: z.string(),
  /** Filled by the reports that close the point (later work); null while open. */
  actual_symbol: z.string().nullable(),
  actual_date: z.string().nullable(),
});
export type EquipmentPoint = z.infer<typeof EquipmentPoint>;

/** The ITP grid of one piece of equipment: its kind's steps in order by the owner's categories. */
export const EquipmentPoints = z.object({
  equipment: EquipmentOption,
  steps: z.array(z.object({ id: z.number(), step: z.number(), name: z.string() })),
  categories: z.array(
    z.object({ id: z.number(), name: z.string(), plan_symbol: z.string(), actual_symbol: z.string() }),
  ),
  points: z.array(EquipmentPoint),
  can_update: z.boolean(),
});
export type EquipmentPoints = z.infer<typeof EquipmentPoints>;

export const EquipmentImportResult = z.object({ count: z.number() });
export type EquipmentImportResult = z.infer<typeof EquipmentImportResult>;

const call = ownerCalls('equipment');

/**
 * The equipment calls. The export (`GET /api/equipment/export`, the list's query) and the import
 * template (`GET /api/equipment/import-template`) answer workbooks, not envelopes, and are no calls;
 * the import's body is the workbook itself, so that call names no body schema.
 */
export const EquipmentCalls = {
  list: call('GET', '/equipment/index', { query: EquipmentListQuery, response: listData(EquipmentRow) }),
  options: call('GET', '/equipment/options', { query: EquipmentOptionsQuery, response: z.array(EquipmentOption) }),
  create: call('POST', '/equipment/create', { query: EquipmentPageQuery, body: EquipmentBody, response: EquipmentRow }),
  update: call('POST', '/equipment/update', { query: EquipmentIdQuery, body: EquipmentBody, response: EquipmentRow }),
  delete: call('POST', '/equipment/delete', { query: EquipmentIdQuery, response: NoData }),
  inspectors: call('GET', '/equipment/inspectors', { query: EquipmentIdQuery, response: EquipmentInspectors }),
  saveInspectors: call('POST', '/equipment/inspectors/save', {
    query: EquipmentIdQuery,
    body: EquipmentInspectorsBody,
    response: NoData,
  }),
  points: call('GET', '/equipment/points', { query: z.object({ id: idParam }), response: EquipmentPoints }),
  savePoints: call('POST', '/equipment/points/save', {
    query: z.object({ id: idParam }),
    body: PointsBody,
    response: EquipmentPoints,
  }),
  import: call('POST', '/equipment/import', { query: EquipmentPageQuery, response: EquipmentImportResult }),
  /** The import's checks on the same workbook, answering what it would create; nothing is written. */
  importPreview: call('POST', '/equipment/import-preview', {
    query: EquipmentPageQuery,
    response: EquipmentImportResult,
  }),
};
