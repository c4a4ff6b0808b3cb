import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, intInRange, requiredString, rowId } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/** A dictionary type's code: lists and filters refer to it, so it is a stable identifier. */
export const DICT_CODE_PATTERN = /^[a-z][a-z0-9_]{1,47}$/;
/** An item's key is what business rows store; the value is what people read. */
export const DICT_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const DICT_NAME_MAX = 64;
export const DICT_VALUE_MAX = 128;
export const DICT_SORT_MAX = 99_999;
/**
 * The items list's `filter[scope]` value for the platform's own items; any other value is an owner
 * key. `@` never appears in an owner key.
 */
export const DICT_PLATFORM_SCOPE = '@platform';

export const DICT_TYPE_LIST = defineList({
  sort: ['sort', 'code', 'name'],
  defaultSort: 'sort',
  filters: { code: 'text', name: 'text' },
});
export const DICT_ITEM_LIST = defineList({
  sort: ['sort', 'key', 'value', 'enabled'],
  defaultSort: 'sort',
  /** `scope`: an owner's key, or DICT_PLATFORM_SCOPE for the platform's items. */
  filters: { key: 'text', value: 'text', scope: 'select', enabled: 'select' },
});

/** `GET /api/data-dictionary/get-dict-value?code=` (SPEC §7). */
export const DictValueQuery = z.object({ code: requiredString(64) });
export const DictValue = z.object({ key: z.string(), value: z.string() });
export type DictValue = z.infer<typeof DictValue>;

/** `?id=` of the dictionary's update and delete calls. */
export const DictIdQuery = z.object({ id: idParam });

const sort = intInRange(0, DICT_SORT_MAX);

const name = requiredString(DICT_NAME_MAX);

export const DictTypeCreateBody = z.object({
  code: requiredString(48).regex(DICT_CODE_PATTERN, { error: 'dictionary.codePattern' }),
  name,
  sort: sort.default(0),
});
export type DictTypeCreateBody = z.infer<typeof DictTypeCreateBody>;

/** The code is not editable: business rows and list filters refer to a type by its code. */
export const DictTypeUpdateBody = z.object({ name, sort: sort.default(0) });
export type DictTypeUpdateBody = z.infer<typeof DictTypeUpdateBody>;

export const DictTypeQuery = ListQuery;
export const DictType = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  /** Items of every scope, shown before a delete that takes them along. */
  item_count: z.number(),
});
export type DictType = z.infer<typeof DictType>;

/** What deleting a type took along: its items of every scope. */
export const DictTypeDeleted = z.object({ deleted_items: z.number() });
export type DictTypeDeleted = z.infer<typeof DictTypeDeleted>;

const itemFields = {
  /** Null for the platform's item; an owner key for that owner's own addition. */
  owner_key: requiredString(64).nullable(),
  key: requiredString(64).regex(DICT_KEY_PATTERN, { error: 'dictionary.keyPattern' }),
  value: requiredString(DICT_VALUE_MAX),
  sort,
  enabled: z.boolean({ error: 'validation.invalidType' }),
};

export const DictItemCreateBody = z.object({
  type_id: rowId,
  ...itemFields,
  owner_key: itemFields.owner_key.default(null),
  sort: sort.default(0),
  enabled: itemFields.enabled.default(true),
});
export type DictItemCreateBody = z.infer<typeof DictItemCreateBody>;

/** Any subset of the fields: the items table saves a switch or an order on its own. */
export const DictItemUpdateBody = z.object(itemFields).partial();
export type DictItemUpdateBody = z.infer<typeof DictItemUpdateBody>;

export const DictItemQuery = ListQuery.extend({
  type_id: idParam,
});
export type DictItemQuery = z.infer<typeof DictItemQuery>;

export const DictItem = z.object({
  id: z.number(),
  type_id: z.number(),
  owner_key: z.string().nullable(),
  owner_name: z.string().nullable(),
  key: z.string(),
  value: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type DictItem = z.infer<typeof DictItem>;

/** An owner an item can belong to, for the scope picker. */
export const DictScope = z.object({ key: z.string(), name: z.string(), enabled: z.boolean() });
export type DictScope = z.infer<typeof DictScope>;

const call = ownerCalls('dictionary');

/** The dictionary library's calls (SPEC §7), and the item lists every screen's filters and forms read. */
export const DictionaryCalls = {
  /** Needs no page permission: every screen reads it. */
  values: call('GET', '/data-dictionary/get-dict-value', { query: DictValueQuery, response: z.array(DictValue) }),
  types: call('GET', '/dict-type/index', { query: DictTypeQuery, response: listData(DictType) }),
  createType: call('POST', '/dict-type/create', { body: DictTypeCreateBody, response: DictType }),
  updateType: call('POST', '/dict-type/update', { query: DictIdQuery, body: DictTypeUpdateBody, response: DictType }),
  deleteType: call('POST', '/dict-type/delete', { query: DictIdQuery, response: DictTypeDeleted }),
  items: call('GET', '/dict-item/index', { query: DictItemQuery, response: listData(DictItem) }),
  scopes: call('GET', '/dict-item/scopes', { response: z.array(DictScope) }),
  createItem: call('POST', '/dict-item/create', { body: DictItemCreateBody, response: DictItem }),
  updateItem: call('POST', '/dict-item/update', { query: DictIdQuery, body: DictItemUpdateBody, response: DictItem }),
  deleteItem: call('POST', '/dict-item/delete', { query: DictIdQuery, response: NoData }),
};
