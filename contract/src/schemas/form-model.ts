/**
 * The form engine's model (issue 12). The designer edits a list of items; a template version stores
 * them as JSON Schema (what a filled form must satisfy, checked by ajv on the server) plus a UI
 * schema (how each item is drawn, by @rjsf on the web). `formSchemas` writes the pair and
 * `formItems` reads it back, so a version's two documents are the one source of truth and the
 * designer can reopen any of them.
 */

import { FILE_ID_PATTERN } from './file.js';

export const FORM_ITEM_KINDS = [
  'section',
  'text',
  'textarea',
  'number',
  'date',
  'passFail',
  'measure',
  'photo',
  'signature',
  'equipment',
  'member',
  'dict',
  'table',
] as const;
export type FormItemKind = (typeof FORM_ITEM_KINDS)[number];

/** Kinds a table's column may be: one value per cell. */
export const FORM_COLUMN_KINDS = ['text', 'number', 'date', 'passFail', 'measure', 'dict'] as const;
export type FormColumnKind = (typeof FORM_COLUMN_KINDS)[number];

/** An item's key names its answer in the filled data: letters, digits and `_`, starting with a letter. */
export const FORM_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const FORM_TITLE_MAX = 100;
export const FORM_DESCRIPTION_MAX = 500;
export const FORM_ITEMS_MAX = 200;
export const FORM_COLUMNS_MAX = 20;
export const FORM_TABLE_ROWS_MAX = 200;
export const FORM_TEXT_MAX = 500;
export const FORM_TEXTAREA_MAX = 4000;
export const FORM_PHOTOS_MAX = 20;
export const FORM_SIGNER_MAX = 64;
export const FORM_DICT_VALUE_MAX = 64;

/** The answers of a pass/fail item: 合格, 不合格, 不适用. */
export const PASS_FAIL_VALUES = ['pass', 'fail', 'na'] as const;
export type PassFailValue = (typeof PASS_FAIL_VALUES)[number];

/** Show an item only when another item's answer is `equals` (a pass/fail item failed, say). */
export interface ShowWhen {
  key: string;
  equals: string;
}

interface ItemBase {
  key: string;
  title: string;
  description?: string;
  required?: boolean;
  showWhen?: ShowWhen;
}

/**
 * A measured value: acceptable when within `nominal - minus` .. `nominal + plus`. An answer outside
 * is kept (it is what was measured) and flagged, never refused.
 */
export interface MeasureOptions {
  unit: string;
  nominal: number;
  plus: number;
  minus: number;
}

export interface FormColumn {
  key: string;
  title: string;
  kind: FormColumnKind;
  required?: boolean;
  unit?: string;
  measure?: MeasureOptions;
  dictCode?: string;
}

export type FormItem =
  | (ItemBase & { kind: 'section' })
  | (ItemBase & { kind: 'text' | 'textarea' | 'date' | 'passFail' | 'signature' | 'equipment' | 'member' })
  | (ItemBase & { kind: 'number'; unit?: string; minimum?: number; maximum?: number })
  | (ItemBase & { kind: 'measure'; measure: MeasureOptions })
  | (ItemBase & { kind: 'photo'; maxCount?: number })
  | (ItemBase & { kind: 'dict'; dictCode: string })
  | (ItemBase & { kind: 'table'; columns: FormColumn[] });

/** A JSON Schema document as stored: plain JSON. */
export type JsonSchema = { [key: string]: unknown };
/** An @rjsf UI schema as stored: plain JSON. */
export type UiSchema = { [key: string]: unknown };

/**
 * A stored file's id as the JSON Schema checks it: the files module names files by UUID (its
 * `FILE_ID_PATTERN`), so a photo item holds such ids and a signature one in `fileId`.
 */
const FILE_ID_SCHEMA = { type: 'string', pattern: FILE_ID_PATTERN.source } as const;

/** What a signature item holds: the image (a file of purpose `photo`, by its id), who signed and when. */
export interface SignatureValue {
  fileId: string;
  signer: string;
  signedAt: string;
}

/** The UI schema's own options of an item: its kind and what only the drawing needs. */
interface ItemUiOptions {
  kind: FormItemKind;
  showWhen?: ShowWhen;
  unit?: string;
  measure?: MeasureOptions;
  dictCode?: string;
  maxCount?: number;
  columns?: ColumnUiOptions[];
}
interface ColumnUiOptions {
  key: string;
  kind: FormColumnKind;
  unit?: string;
  measure?: MeasureOptions;
  dictCode?: string;
}

/** How @rjsf draws each kind: a widget for one value, a field for anything larger. */
export const FORM_WIDGETS: Record<FormItemKind, { 'ui:widget'?: string; 'ui:field'?: string }> = {
  section: { 'ui:field': 'section' },
  text: {},
  textarea: { 'ui:widget': 'textarea' },
  number: { 'ui:widget': 'numberUnit' },
  date: { 'ui:widget': 'date' },
  passFail: { 'ui:widget': 'passFail' },
  measure: { 'ui:widget': 'measure' },
  photo: { 'ui:field': 'photo' },
  signature: { 'ui:field': 'signature' },
  equipment: { 'ui:widget': 'equipment' },
  member: { 'ui:widget': 'member' },
  dict: { 'ui:widget': 'dict' },
  table: {},
};

function valueSchema(
  kind: FormItemKind | FormColumnKind,
  item: { required?: boolean; minimum?: number; maximum?: number; maxCount?: number },
): JsonSchema {
  switch (kind) {
    case 'section':
      return { type: 'null' };
    case 'text':
      return { type: 'string', maxLength: FORM_TEXT_MAX, ...(item.required ? { minLength: 1 } : {}) };
    case 'textarea':
      return { type: 'string', maxLength: FORM_TEXTAREA_MAX, ...(item.required ? { minLength: 1 } : {}) };
    case 'number':
      return {
        type: 'number',
        ...(item.minimum === undefined ? {} : { minimum: item.minimum }),
        ...(item.maximum === undefined ? {} : { maximum: item.maximum }),
      };
    case 'measure':
      return { type: 'number' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'passFail':
      return { type: 'string', enum: [...PASS_FAIL_VALUES] };
    case 'photo':
      return {
        type: 'array',
        items: { ...FILE_ID_SCHEMA },
        uniqueItems: true,
        maxItems: item.maxCount ?? FORM_PHOTOS_MAX,
        ...(item.required ? { minItems: 1 } : {}),
      };
    case 'signature':
      return {
        type: 'object',
        properties: {
          fileId: { ...FILE_ID_SCHEMA },
          signer: { type: 'string', minLength: 1, maxLength: FORM_SIGNER_MAX },
          signedAt: { type: 'string', format: 'date-time' },
        },
        required: ['fileId', 'signer', 'signedAt'],
        additionalProperties: false,
      };
    case 'equipment':
    case 'member':
      return { type: 'integer', minimum: 1 };
    case 'dict':
      return { type: 'string', maxLength: FORM_DICT_VALUE_MAX, ...(item.required ? { minLength: 1 } : {}) };
    case 'table':
      return { type: 'array', maxItems: FORM_TABLE_ROWS_MAX, ...(item.required ? { minItems: 1 } : {}) };
  }
}

const described = (title: string, description: string | undefined) => ({
  title,
  ...(description ? { description } : {}),
});

function columnUi(column: FormColumn): ColumnUiOptions {
  return {
    key: column.key,
    kind: column.kind,
    ...(column.unit === undefined ? {} : { unit: column.unit }),
    ...(column.measure ? { measure: column.measure } : {}),
    ...(column.dictCode === undefined ? {} : { dictCode: column.dictCode }),
  };
}

function itemUiOptions(item: FormItem): ItemUiOptions {
  const options: ItemUiOptions = { kind: item.kind };
  if (item.showWhen) options.showWhen = item.showWhen;
  if (item.kind === 'number' && item.unit !== undefined) options.unit = item.unit;
  if (item.kind === 'measure') options.measure = item.measure;
  if (item.kind === 'dict') options.dictCode = item.dictCode;
  if (item.kind === 'photo' && item.maxCount !== undefined) options.maxCount = item.maxCount;
  if (item.kind === 'table') options.columns = item.columns.map(columnUi);
  return options;
}

function itemSchema(item: FormItem): JsonSchema {
  const base = { ...described(item.title, item.description) };
  if (item.kind === 'table') {
    const properties: JsonSchema = {};
    for (const column of item.columns) {
      properties[column.key] = { title: column.title, ...valueSchema(column.kind, column) };
    }
    const required = item.columns.filter((column) => column.required).map((column) => column.key);
    return {
      ...base,
      ...valueSchema('table', item),
      items: { type: 'object', properties, required, additionalProperties: false },
    };
  }
  return {
    ...base,
    ...valueSchema(item.kind, {
      required: item.required,
      ...(item.kind === 'number' ? { minimum: item.minimum, maximum: item.maximum } : {}),
      ...(item.kind === 'photo' ? { maxCount: item.maxCount } : {}),
    }),
  };
}

function itemUi(item: FormItem): UiSchema {
  const ui: UiSchema = { ...FORM_WIDGETS[item.kind], 'ui:options': itemUiOptions(item) };
  if (item.kind === 'table') {
    const columns: UiSchema = {};
    for (const column of item.columns) {
      columns[column.key] = { ...FORM_WIDGETS[column.kind], 'ui:options': columnUi(column) };
    }
    ui.items = columns;
  }
  return ui;
}

/**
 * The JSON Schema and UI schema of a list of items. An item required only when shown (`showWhen`)
 * is required through `if`/`then`, so the server asks for it exactly when the form showed it.
 */
export function formSchemas(title: string, items: readonly FormItem[]): { schema: JsonSchema; uiSchema: UiSchema } {
  const properties: JsonSchema = {};
  const uiSchema: UiSchema = { 'ui:order': items.map((item) => item.key) };
  const required: string[] = [];
  const conditions: JsonSchema[] = [];
  for (const item of items) {
    properties[item.key] = itemSchema(item);
    uiSchema[item.key] = itemUi(item);
    if (!item.required || item.kind === 'section') continue;
    if (item.showWhen) {
      conditions.push({
        if: { properties: { [item.showWhen.key]: { const: item.showWhen.equals } }, required: [item.showWhen.key] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited
        then: { required: [item.key] },
      });
    } else {
      required.push(item.key);
    }
  }
  const schema: JsonSchema = { type: 'object', title, properties, required, additionalProperties: false };
  if (conditions.length > 0) schema.allOf = conditions;
  return { schema, uiSchema };
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Leaves out the keys whose value is undefined, so a read item equals the one written. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function requiredKeys(schema: JsonSchema): Set<string> {
  const keys = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const condition of Array.isArray(schema.allOf) ? schema.allOf : []) {
    for (const key of (record(record(condition).then).required as string[] | undefined) ?? []) keys.add(key);
  }
  return keys;
}

/** The items a JSON Schema and UI schema written by `formSchemas` describe, in order. */
export function formItems(schema: JsonSchema, uiSchema: UiSchema): FormItem[] {
  const properties = record(schema.properties);
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : Object.keys(properties);
  const required = requiredKeys(schema);
  return order
    .filter((key) => key in properties)
    .map((key) => {
      const property = record(properties[key]);
      const options = record(record(uiSchema[key])['ui:options']) as unknown as ItemUiOptions;
      const base = defined({
        key,
        title: String(property.title ?? key),
        description: optionalString(property.description),
        required: options.kind === 'section' ? undefined : required.has(key) || undefined,
        showWhen: options.showWhen,
      });
      switch (options.kind) {
        case 'number':
          return defined({
            ...base,
            kind: 'number' as const,
            unit: options.unit,
            minimum: optionalNumber(property.minimum),
            maximum: optionalNumber(property.maximum),
          });
        case 'measure':
          return { ...base, kind: 'measure' as const, measure: options.measure as MeasureOptions };
        case 'photo':
          return defined({ ...base, kind: 'photo' as const, maxCount: options.maxCount });
        case 'dict':
          return { ...base, kind: 'dict' as const, dictCode: options.dictCode ?? '' };
        case 'table': {
          const row = record(property.items);
          const columnProperties = record(row.properties);
          const columnRequired = new Set(Array.isArray(row.required) ? (row.required as string[]) : []);
          const columns = (options.columns ?? []).map((column) =>
            defined({
              key: column.key,
              title: String(record(columnProperties[column.key]).title ?? column.key),
              kind: column.kind,
              required: columnRequired.has(column.key) || undefined,
              unit: column.unit,
              measure: column.measure,
              dictCode: column.dictCode,
            }),
          );
          return { ...base, kind: 'table' as const, columns };
        }
        default:
          return { ...base, kind: options.kind ?? 'text' } as FormItem;
      }
    });
}
