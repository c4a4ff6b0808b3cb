import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import {
  CreatedId,
  decimalInRange,
  IdBody,
  idParam,
  intInRange,
  requiredString,
  rowId,
  safeText,
  text,
} from './fields.js';
import {
  FORM_COLUMN_KINDS,
  FORM_COLUMNS_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_ITEMS_MAX,
  FORM_KEY_PATTERN,
  FORM_PHOTOS_MAX,
  FORM_TITLE_MAX,
} from './form-model.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Form templates and filled forms (issue 12): `/control/form` lists the templates, the designer
 * (`/control/form/design/:id`) edits a template's draft and publishes it as an immutable version,
 * `/control/form/example/list` lists filled forms and `/control/form/example/setup/:id` fills one.
 * Reports of every kind are forms of a family; a family's numbering rule gives a submitted form its
 * number (`/project/report-data/template/found/number`).
 */

/** What a template is for. The report families get numbers and, later, a review workflow. */
export const FORM_FAMILIES = [
  'inspection',
  'ncr',
  'release',
  'patrol',
  'witness',
  'finding',
  'breakdown',
  'summary',
  'general',
] as const;
export type FormFamily = (typeof FORM_FAMILIES)[number];

export const FORM_STATUSES = ['draft', 'submitted'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const FORM_NAME_MAX = 64;
/** A filled form's answers as sent: the schema bounds each answer; this bounds the whole. */
export const FORM_DATA_MAX_BYTES = 512 * 1024;
/**
 * How deep an answer's lists and groups may nest, checked before anything else reads the answers (a
 * value nested thousands deep overflows the stack of whatever walks it recursively, JSON.stringify
 * first). A table's rows of cells are two levels, a signature one.
 */
export const FORM_ANSWER_DEPTH_MAX = 8;
/** Entries one list or group of an answer may hold (a table has at most 200 rows), and the answers of a form. */
export const FORM_ANSWER_ENTRIES_MAX = 1000;

export const FORM_TEMPLATE_LIST = defineList({
  sort: ['name', 'family', 'latest_version', 'updated_at'],
  defaultSort: '-updated_at',
  filters: { name: 'text', family: 'select' },
});
export const FORM_INSTANCE_LIST = defineList({
  sort: ['number', 'template_name', 'status', 'updated_at', 'submitted_at'],
  defaultSort: '-updated_at',
  filters: { number: 'text', template_name: 'text', family: 'select', status: 'select', created_by_name: 'text' },
});

const key = safeText().regex(FORM_KEY_PATTERN, { error: 'form.badKey' });
const title = requiredString(FORM_TITLE_MAX);
const description = text(FORM_DESCRIPTION_MAX).optional();
const finite = decimalInRange(-1e9, 1e9, 6);
const MeasureOptions = z.object({
  unit: text(16),
  nominal: finite,
  plus: decimalInRange(0, 1e9, 6),
  minus: decimalInRange(0, 1e9, 6),
});
const ShowWhen = z.object({ key, equals: requiredString(FORM_TITLE_MAX) });
const itemBase = {
  key,
  title,
  description,
  required: z.boolean().optional(),
  showWhen: ShowWhen.optional(),
};
const FormColumn = z.object({
  key,
  title,
  kind: z.enum(FORM_COLUMN_KINDS, { error: 'validation.invalid' }),
  required: z.boolean().optional(),
  unit: text(16).optional(),
  measure: MeasureOptions.optional(),
  dictCode: text(64).optional(),
});

/** One item of the designer, checked before it becomes part of a schema. */
export const FormItemBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...itemBase, kind: z.literal('section') }),
    z.object({
      ...itemBase,
      kind: z.enum(['text', 'textarea', 'date', 'passFail', 'signature', 'equipment', 'member']),
    }),
    z.object({
      ...itemBase,
      kind: z.literal('number'),
      unit: text(16).optional(),
      minimum: finite.optional(),
      maximum: finite.optional(),
    }),
    z.object({ ...itemBase, kind: z.literal('measure'), measure: MeasureOptions }),
    z.object({ ...itemBase, kind: z.literal('photo'), maxCount: intInRange(1, FORM_PHOTOS_MAX).optional() }),
    z.object({ ...itemBase, kind: z.literal('dict'), dictCode: requiredString(64) }),
    z.object({
      ...itemBase,
      kind: z.literal('table'),
      columns: z
        .array(FormColumn)
        .min(1, { error: 'form.tableNoColumns' })
        .max(FORM_COLUMNS_MAX, { error: 'validation.tooLong' }),
    }),
  ],
  { error: 'validation.invalid' },
);

/**
 * The designer's draft. Keys are unique, and a `showWhen` names an item before it: the form is
 * filled from the top, and a loop of conditions would hide both items for ever.
 */
export const FormItemsBody = z
  .array(FormItemBody, { error: 'validation.invalidType' })
  .max(FORM_ITEMS_MAX, { error: 'validation.tooLong' })
  .superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.key)) context.addIssue({ code: 'custom', path: [index, 'key'], message: 'form.duplicateKey' });
      if (item.showWhen && !seen.has(item.showWhen.key)) {
        context.addIssue({ code: 'custom', path: [index, 'showWhen'], message: 'form.badCondition' });
      }
      if (
        item.kind === 'number' &&
        item.minimum !== undefined &&
        item.maximum !== undefined &&
        item.minimum > item.maximum
      ) {
        context.addIssue({ code: 'custom', path: [index, 'maximum'], message: 'form.maximumBelowMinimum' });
      }
      seen.add(item.key);
    });
  });

export const FormTemplateBody = z.object({
  name: requiredString(FORM_NAME_MAX),
  family: z.enum(FORM_FAMILIES, { error: 'validation.invalid' }),
  description: text(FORM_DESCRIPTION_MAX).default(''),
});
export type FormTemplateBody = z.input<typeof FormTemplateBody>;

export const FormDraftBody = FormTemplateBody.extend({ id: rowId, items: FormItemsBody });
export type FormDraftBody = z.input<typeof FormDraftBody>;

const Json = z.record(z.string(), z.unknown());

export const FormTemplateRow = z.object({
  id: z.number(),
  name: z.string(),
  family: z.enum(FORM_FAMILIES),
  description: z.string(),
  /** 0 until first published. */
  latest_version: z.number(),
  /** Whether the draft differs from the latest version (or was never published). */
  unpublished: z.boolean(),
  instance_count: z.number(),
  updated_at: z.string(),
});
export type FormTemplateRow = z.infer<typeof FormTemplateRow>;

export const FormVersionRow = z.object({
  version: z.number(),
  published_at: z.string(),
  published_by_name: z.string(),
  instance_count: z.number(),
});
export type FormVersionRow = z.infer<typeof FormVersionRow>;

/** The designer's view: the draft as schema and UI schema, and the published versions. */
export const FormTemplateDetail = FormTemplateRow.extend({
  schema: Json,
  ui_schema: Json,
  versions: z.array(FormVersionRow),
});
export type FormTemplateDetail = z.infer<typeof FormTemplateDetail>;

export const FormVersionDetail = z.object({
  template_id: z.number(),
  name: z.string(),
  version: z.number(),
  schema: Json,
  ui_schema: Json,
});
export type FormVersionDetail = z.infer<typeof FormVersionDetail>;

export const FormFlagRow = z.object({
  key: z.string(),
  row: z.number().optional(),
  column: z.string().optional(),
  reason: z.enum(['fail', 'outOfTolerance']),
});

export const FormInstanceRow = z.object({
  id: z.number(),
  number: z.string(),
  template_id: z.number(),
  template_name: z.string(),
  family: z.enum(FORM_FAMILIES),
  version: z.number(),
  status: z.enum(FORM_STATUSES),
  project_name: z.string(),
  flag_count: z.number(),
  created_by_name: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type FormInstanceRow = z.infer<typeof FormInstanceRow>;

/** A filled form with what draws it: its version's schemas, its answers and who may change it. */
export const FormInstanceDetail = FormInstanceRow.extend({
  project_id: z.number().nullable(),
  schema: Json,
  ui_schema: Json,
  data: Json,
  flags: z.array(FormFlagRow),
  /** Increases with every save; a save naming an older one is refused as a conflict. */
  revision: z.number(),
  updated_by_name: z.string(),
  /** A draft its caller may save and submit. */
  editable: z.boolean(),
});
export type FormInstanceDetail = z.infer<typeof FormInstanceDetail>;

export const FormInstanceCreateBody = z.object({ template_id: rowId, project_id: rowId.optional() });
export type FormInstanceCreateBody = z.input<typeof FormInstanceCreateBody>;

/** Answers as sent; the version's schema checks them on the server. */
export const FormAnswers = z.record(z.string(), z.unknown(), { error: 'validation.invalidType' });
export const FormSaveBody = z.object({ id: rowId, revision: intInRange(0, 2_147_483_647), data: FormAnswers });
export type FormSaveBody = z.input<typeof FormSaveBody>;
export const FormSaved = z.object({ revision: z.number(), updated_at: z.string() });
export const FormSubmitted = z.object({ number: z.string() });

/**
 * A family's numbering rule. Tokens: `{project}` (the project's code), `{type}` (the rule's type
 * code), `{yyyy}`, `{yy}`, `{mm}` and exactly one `{seq:N}` (N digits, 3 to 6); anything else is
 * literal letters, digits, `-`, `_`, `/` and `.`. The coding levels are the tokens before the sequence:
 * `{type}-{seq:4}` is one level, `{project}-{type}-{seq:4}` two, `{project}-{type}-{yyyy}-{seq:4}` three.
 * The sequence counts per rendered prefix, so each project, type and year starts at 1.
 */
export const NUMBER_PATTERN_MAX = 80;
export const NUMBER_TYPE_CODE = /^[A-Za-z0-9]{1,12}$/;
export const isNumberPattern = (pattern: string) =>
  /^(?:\{(?:project|type|yyyy|yy|mm|seq:[3-6])\}|[A-Za-z0-9_./-])+$/.test(pattern) &&
  (pattern.match(/\{seq:[3-6]\}/g) ?? []).length === 1;

export const NumberRuleBody = z.object({
  family: z.enum(FORM_FAMILIES, { error: 'validation.invalid' }),
  type_code: safeText().regex(NUMBER_TYPE_CODE, { error: 'form.badTypeCode' }),
  pattern: safeText()
    .max(NUMBER_PATTERN_MAX, { error: 'validation.tooLong' })
    .refine(isNumberPattern, { error: 'form.badPattern' }),
});
export type NumberRuleBody = z.input<typeof NumberRuleBody>;
/**
 * A family's rule as the rules screen lists it: every family in FORM_FAMILIES order; one without a
 * rule has empty `type_code`, `pattern` and `example` (its forms get no number until one is saved).
 */
export const NumberRule = z.object({
  family: z.enum(FORM_FAMILIES),
  type_code: z.string(),
  pattern: z.string(),
  /** The number the next submitted form of this family would get in a project coded `PRJ`. */
  example: z.string(),
  issued: z.number(),
});
export type NumberRule = z.infer<typeof NumberRule>;

const IdQuery = z.object({ id: idParam });
/** A version of a designed document (a form template, a workflow): what publishing answers, how one is read. */
export const PublishedVersion = z.object({ version: z.number() });
export const VersionQuery = z.object({ id: idParam, version: idParam });

/**
 * `family` narrows a list to some families, comma-separated (`inspection,ncr`): a page of the report
 * templates lists four families in one call.
 */
export const FAMILY_SEPARATOR = ',';
const FamilyQuery = ListQuery.extend({
  family: z
    .string({ error: 'validation.invalidType' })
    .max(200, { error: 'validation.tooLong' })
    .transform((value) => value.split(FAMILY_SEPARATOR))
    .pipe(z.array(z.enum(FORM_FAMILIES, { error: 'validation.invalid' })))
    .optional(),
});

const call = ownerCalls('form');

export const FormCalls = {
  templates: call('GET', '/form/template/list', { query: FamilyQuery, response: listData(FormTemplateRow) }),
  template: call('GET', '/form/template/view', { query: IdQuery, response: FormTemplateDetail }),
  createTemplate: call('POST', '/form/template/create', { body: FormTemplateBody, response: CreatedId }),
  saveDraft: call('POST', '/form/template/update', { body: FormDraftBody, response: NoData }),
  publish: call('POST', '/form/template/publish', { body: IdBody, response: PublishedVersion }),
  deleteTemplate: call('POST', '/form/template/delete', { body: IdBody, response: NoData }),
  version: call('GET', '/form/template/version', { query: VersionQuery, response: FormVersionDetail }),
  instances: call('GET', '/form/instance/list', { query: FamilyQuery, response: listData(FormInstanceRow) }),
  instance: call('GET', '/form/instance/view', { query: IdQuery, response: FormInstanceDetail }),
  createInstance: call('POST', '/form/instance/create', { body: FormInstanceCreateBody, response: CreatedId }),
  saveInstance: call('POST', '/form/instance/save', { body: FormSaveBody, response: FormSaved }),
  submitInstance: call('POST', '/form/instance/submit', { body: FormSaveBody, response: FormSubmitted }),
  deleteInstance: call('POST', '/form/instance/delete', { body: IdBody, response: NoData }),
  numberRules: call('GET', '/form/number-rule/list', { response: z.array(NumberRule) }),
  saveNumberRule: call('POST', '/form/number-rule/save', { body: NumberRuleBody, response: NoData }),
};
