import { defineCall } from '../call.js';
import { z } from '../zod.js';
import { intInRange, safeText } from './fields.js';

export const TABLE_SETTING_COLUMNS_MAX = 100;
export const TABLE_SETTING_KEY_MAX = 64;
export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 2000;

/** A table's key names one table of one screen, e.g. `user-table` or `config-library.items`. */
const tableKey = safeText()
  .min(1, { error: 'validation.required' })
  .max(TABLE_SETTING_KEY_MAX, { error: 'validation.tooLong' })
  .regex(/^[a-z][a-z0-9_.:-]*$/, { error: 'validation.invalid' });

export const TableSettingQuery = z.object({ key: tableKey });
export type TableSettingQuery = z.infer<typeof TableSettingQuery>;

export const ColumnSetting = z.object({
  key: safeText().min(1, { error: 'validation.required' }).max(TABLE_SETTING_KEY_MAX, { error: 'validation.tooLong' }),
  visible: z.boolean({ error: 'validation.invalidType' }),
  width: intInRange(COLUMN_WIDTH_MIN, COLUMN_WIDTH_MAX).optional(),
});
export type ColumnSetting = z.infer<typeof ColumnSetting>;

/** Columns in the order the user wants them; each key once. */
export const TableSettingBody = z.object({
  columns: z
    .array(ColumnSetting, { error: 'validation.invalidType' })
    .min(1, { error: 'validation.required' })
    .max(TABLE_SETTING_COLUMNS_MAX, { error: 'validation.tooLong' })
    .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, {
      error: 'tableSetting.duplicateKey',
    }),
});
export type TableSettingBody = z.infer<typeof TableSettingBody>;

/** A user's saved settings of one table; `columns` is empty when the user kept the defaults. */
export const TableSetting = z.object({ key: z.string(), columns: z.array(ColumnSetting) });
export type TableSetting = z.infer<typeof TableSetting>;

/** A session is enough: a user's column settings follow the user into every owner. */
export const TableSettingCalls = {
  view: defineCall({
    method: 'GET',
    path: '/table-setting/view',
    tag: 'table-setting',
    query: TableSettingQuery,
    response: TableSetting,
  }),
  /** Answers the settings as stored: only the known fields of each column. */
  save: defineCall({
    method: 'POST',
    path: '/table-setting/save',
    tag: 'table-setting',
    query: TableSettingQuery,
    body: TableSettingBody,
    response: TableSetting,
  }),
  /** Back to the table's default columns; answers the now empty settings. */
  reset: defineCall({
    method: 'POST',
    path: '/table-setting/reset',
    tag: 'table-setting',
    query: TableSettingQuery,
    response: TableSetting,
  }),
};
