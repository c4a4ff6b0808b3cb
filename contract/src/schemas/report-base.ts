import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { text } from './fields.js';

/**
 * The base fields of a report (基础模板, issue 12): the header every report of the report families
 * carries besides its template's items. The catalogue is fixed here; an owner's administrator renames,
 * shows or hides, requires and orders them (`/project/report-data/template/base`). The first four are
 * locked: always shown and always required.
 */
export const REPORT_BASE_FIELDS = [
  { key: 'number', zh: '报告编号', en: 'Report number', locked: true },
  { key: 'project', zh: '所属项目', en: 'Project', locked: true },
  { key: 'report_type', zh: '报告类型', en: 'Report type', locked: true },
  { key: 'report_date', zh: '报告日期', en: 'Report date', locked: true },
  { key: 'writer', zh: '编写人', en: 'Written by', locked: false },
  { key: 'conclusion', zh: '检验结论', en: 'Conclusion', locked: false },
  { key: 'equipment', zh: '设备名称', en: 'Equipment name', locked: false },
  { key: 'batch', zh: '批次', en: 'Batch', locked: false },
  { key: 'e_number', zh: '设备编号', en: 'Equipment number', locked: false },
  { key: 'ins_unit', zh: '检验单位', en: 'Inspection unit', locked: false },
  { key: 'remark', zh: '备注', en: 'Remark', locked: false },
] as const;

export type ReportBaseFieldKey = (typeof REPORT_BASE_FIELDS)[number]['key'];
export const REPORT_BASE_FIELD_KEYS = REPORT_BASE_FIELDS.map((field) => field.key) as [
  ReportBaseFieldKey,
  ...ReportBaseFieldKey[],
];
/** A renamed field's label; empty shows the default name. */
export const REPORT_BASE_LABEL_MAX = 32;

const LOCKED = new Set<string>(REPORT_BASE_FIELDS.filter((field) => field.locked).map((field) => field.key));
/** Whether a base field is always shown and required. */
export const isLockedBaseField = (key: string) => LOCKED.has(key);

/**
 * A base field as the owner has set it (defaults where nothing is stored): `default_name` in the
 * caller's language, `label` as typed (empty = the default name), and `sort` from 0 in list order.
 */
export const ReportBaseField = z.object({
  key: z.enum(REPORT_BASE_FIELD_KEYS),
  default_name: z.string(),
  label: z.string(),
  visible: z.boolean(),
  required: z.boolean(),
  locked: z.boolean(),
  sort: z.number(),
});
export type ReportBaseField = z.infer<typeof ReportBaseField>;

const ReportBaseFieldBody = z.object({
  key: z.enum(REPORT_BASE_FIELD_KEYS, { error: 'validation.invalid' }),
  label: text(REPORT_BASE_LABEL_MAX).default(''),
  visible: z.boolean({ error: 'validation.invalidType' }),
  required: z.boolean({ error: 'validation.invalidType' }),
});

/**
 * Every base field exactly once, in the new order. A locked field may be neither hidden nor optional;
 * a hidden field is not required.
 */
export const ReportBaseFieldsBody = z.object({
  fields: z
    .array(ReportBaseFieldBody, { error: 'validation.invalidType' })
    .max(REPORT_BASE_FIELDS.length, { error: 'form.baseFieldsIncomplete' })
    .superRefine((fields, context) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.key)) {
          context.addIssue({ code: 'custom', path: [index, 'key'], message: 'form.baseFieldRepeated' });
        }
        seen.add(field.key);
        if (isLockedBaseField(field.key) && !field.visible) {
          context.addIssue({ code: 'custom', path: [index, 'visible'], message: 'form.baseFieldLocked' });
        }
        if (isLockedBaseField(field.key) && !field.required) {
          context.addIssue({ code: 'custom', path: [index, 'required'], message: 'form.baseFieldLocked' });
        }
        // A field the upload does not show cannot be asked for there.
        if (!isLockedBaseField(field.key) && !field.visible && field.required) {
          context.addIssue({ code: 'custom', path: [index, 'required'], message: 'form.baseHiddenRequired' });
        }
      });
      if (REPORT_BASE_FIELD_KEYS.some((key) => !seen.has(key))) {
        context.addIssue({ code: 'custom', path: [], message: 'form.baseFieldsIncomplete' });
      }
    }),
});
export type ReportBaseFieldsBody = z.input<typeof ReportBaseFieldsBody>;

const call = ownerCalls('form');

export const ReportBaseCalls = {
  list: call('GET', '/form/base-fields', { response: z.array(ReportBaseField) }),
  save: call('POST', '/form/base-fields/save', { body: ReportBaseFieldsBody, response: NoData }),
  reset: call('POST', '/form/base-fields/reset', { response: NoData }),
};
