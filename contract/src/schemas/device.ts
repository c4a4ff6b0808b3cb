import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, intInRange, requiredString, rowId, text } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Device kinds (装置, `/custom/device`): the owner's catalogue of the kinds of equipment it has made
 * (水轮机, 主变压器, GIS…), each with the ordered process steps (工序) its manufacture goes through
 * (`/process/control` edits them, `/process/list` lists them). Equipment, production information and
 * inspection points refer to a kind and its steps.
 */
export const DEVICE_NAME_MAX = 64;
/** A short code people write on drawings and reports (SLJ for 水轮机); letters, digits, `-` and `_`. */
export const DEVICE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
export const DEVICE_NOTE_MAX = 500;
export const DEVICE_SORT_MAX = 99_999;
/** A manufacturing route has tens of steps; the bound keeps one save call small. */
export const DEVICE_PROCESS_MAX = 100;
export const PROCESS_NAME_MAX = 64;

export const DEVICE_LIST = defineList({
  sort: ['sort', 'name', 'code', 'updated_at'],
  defaultSort: 'sort',
  filters: { name: 'text', code: 'text', note: 'text' },
});
/** Within a kind the steps stay in route order whatever the sort. */
export const PROCESS_LIST = defineList({
  sort: ['device_name', 'step', 'name'],
  defaultSort: 'device_name',
  filters: { device_name: 'text', name: 'text' },
});

const note = text(DEVICE_NOTE_MAX);

export const DeviceBody = z.object({
  name: requiredString(DEVICE_NAME_MAX),
  code: text(32)
    .refine((code) => code === '' || DEVICE_CODE_PATTERN.test(code), { error: 'device.codePattern' })
    .default(''),
  note: note.default(''),
  sort: intInRange(0, DEVICE_SORT_MAX).default(0),
});
export type DeviceBody = z.input<typeof DeviceBody>;

export const DeviceKind = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  note: z.string(),
  sort: z.number(),
  process_count: z.number(),
  updated_at: z.string(),
});
export type DeviceKind = z.infer<typeof DeviceKind>;

/** One step of a kind's process list, in order: `step` is its 1-based place. */
export const DeviceProcess = z.object({
  id: z.number(),
  step: z.number(),
  name: z.string(),
  note: z.string(),
});
export type DeviceProcess = z.infer<typeof DeviceProcess>;

export const DeviceWithProcesses = DeviceKind.extend({ processes: z.array(DeviceProcess) });
export type DeviceWithProcesses = z.infer<typeof DeviceWithProcesses>;

/**
 * The whole process list of a kind as the editor saves it, in order. A step with an `id` keeps it
 * (renamed or moved), so what refers to a step stays with it; a step without one is new; a step left
 * out is removed.
 */
export const ProcessListBody = z.object({
  processes: z
    .array(
      z.object({
        id: rowId.optional(),
        name: requiredString(PROCESS_NAME_MAX),
        note: note.default(''),
      }),
      { error: 'validation.invalidType' },
    )
    .max(DEVICE_PROCESS_MAX, { error: 'device.tooManyProcesses' }),
});
export type ProcessListBody = z.input<typeof ProcessListBody>;

/** A row of `/process/list`: every kind's steps in one table. */
export const ProcessRow = DeviceProcess.extend({ device_id: z.number(), device_name: z.string() });
export type ProcessRow = z.infer<typeof ProcessRow>;

export const DeviceIdQuery = z.object({ id: idParam });
/** `device_id` narrows `/process/list` to one kind (the table's device filter). */
export const ProcessListQuery = ListQuery.extend({ device_id: idParam.optional() });
/** Every kind by name, for pickers: a catalogue has tens of kinds, never thousands. */
export const DeviceOption = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type DeviceOption = z.infer<typeof DeviceOption>;

/** A kind of the platform's catalogue (the configuration owner's), as an owner picks those to copy in. */
export const PlatformKind = DeviceOption.extend({ process_count: z.number(), taken: z.boolean() });
export type PlatformKind = z.infer<typeof PlatformKind>;

/** The platform's kinds an owner copies into its catalogue, by their ids in the platform's catalogue. */
export const DEVICE_IMPORT_MAX = 200;
export const DeviceImportBody = z.object({
  ids: z
    .array(rowId, { error: 'validation.invalidType' })
    .min(1, { error: 'device.importNone' })
    .max(DEVICE_IMPORT_MAX, { error: 'validation.tooLong' }),
});
export type DeviceImportBody = z.input<typeof DeviceImportBody>;
/** How many kinds were copied, and how many were left out because the owner has one of that name. */
export const DevicesImported = z.object({ added: z.number(), skipped: z.number() });
export type DevicesImported = z.infer<typeof DevicesImported>;

const call = ownerCalls('device');

export const DeviceCalls = {
  list: call('GET', '/device/index', { query: ListQuery, response: listData(DeviceKind) }),
  options: call('GET', '/device/options', { response: z.array(DeviceOption) }),
  view: call('GET', '/device/view', { query: DeviceIdQuery, response: DeviceWithProcesses }),
  create: call('POST', '/device/create', { body: DeviceBody, response: DeviceKind }),
  update: call('POST', '/device/update', { query: DeviceIdQuery, body: DeviceBody, response: DeviceKind }),
  delete: call('POST', '/device/delete', { query: DeviceIdQuery, response: NoData }),
  saveProcesses: call('POST', '/process/save', {
    query: DeviceIdQuery,
    body: ProcessListBody,
    response: DeviceWithProcesses,
  }),
  processes: call('GET', '/process/index', { query: ProcessListQuery, response: listData(ProcessRow) }),
  platformKinds: call('GET', '/device/platform-kinds', { response: z.array(PlatformKind) }),
  importDefaults: call('POST', '/device/import-defaults', { body: DeviceImportBody, response: DevicesImported }),
};
