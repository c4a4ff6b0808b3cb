import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, intInRange, requiredString, text } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/**
 * Inspection categories (检验类别): the kinds of point an inspection and test plan (ITP) sets on a
 * process step, each with the symbol the plan shows and the one that marks it done: H hold point,
 * W witness point, R document review, S surveillance. The configuration owner keeps the platform's
 * defaults (`/config/subject/ipcg`); each owner keeps its own copy (`/system/ipcg/index`), which it
 * may take from the defaults and then change.
 */
export const CATEGORY_NAME_MAX = 32;
/** A symbol is what an ITP table cell holds: one letter or a short mark. */
export const CATEGORY_SYMBOL_MAX = 4;
export const CATEGORY_NOTE_MAX = 200;
export const CATEGORY_SORT_MAX = 99_999;

export const CATEGORY_LIST = defineList({
  sort: ['sort', 'name', 'plan_symbol'],
  defaultSort: 'sort',
  filters: { name: 'text', plan_symbol: 'text' },
});

const symbol = requiredString(CATEGORY_SYMBOL_MAX);

export const CategoryBody = z.object({
  name: requiredString(CATEGORY_NAME_MAX),
  plan_symbol: symbol,
  actual_symbol: symbol,
  note: text(CATEGORY_NOTE_MAX).default(''),
  sort: intInRange(0, CATEGORY_SORT_MAX).default(0),
});
export type CategoryBody = z.input<typeof CategoryBody>;

export const InspectionCategory = z.object({
  id: z.number(),
  name: z.string(),
  plan_symbol: z.string(),
  actual_symbol: z.string(),
  note: z.string(),
  sort: z.number(),
  updated_at: z.string(),
});
export type InspectionCategory = z.infer<typeof InspectionCategory>;

/** What taking the platform's defaults added: those whose name or plan symbol the owner did not have. */
export const CategoriesImported = z.object({ added: z.number() });
export type CategoriesImported = z.infer<typeof CategoriesImported>;

export const CategoryIdQuery = z.object({ id: idParam });

const call = ownerCalls('inspection-category');

export const CategoryCalls = {
  list: call('GET', '/ipcg/index', { query: ListQuery, response: listData(InspectionCategory) }),
  create: call('POST', '/ipcg/create', { body: CategoryBody, response: InspectionCategory }),
  update: call('POST', '/ipcg/update', { query: CategoryIdQuery, body: CategoryBody, response: InspectionCategory }),
  delete: call('POST', '/ipcg/delete', { query: CategoryIdQuery, response: NoData }),
  importDefaults: call('POST', '/ipcg/import-defaults', { response: CategoriesImported }),
};
