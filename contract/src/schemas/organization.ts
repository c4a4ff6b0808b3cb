import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, intInRange, requiredString, rowId } from './fields.js';
import { imageUrl } from './image-url.js';
import { defineList, ListQuery, listData } from './list.js';
import { OwnerKey, optionalText } from './owner-admin.js';

/** An organisation with its departments as pickers show it (`GET /api/organization/options`). */
export const OrganizationOption = z.object({
  id: z.number(),
  short_name: z.string(),
  parent_id: z.number().nullable(),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type OrganizationOption = z.infer<typeof OrganizationOption>;

/** Dictionary whose keys an organisation's `nature` holds. */
export const COMPANY_NATURE_DICT = 'company_nature';
export const STAFF_PHOTOS_MAX = 9;
export const STAFF_RESUME_MAX = 5000;
export const SORT_ORDER_MAX = 99_999;

const sortOrder = intInRange(0, SORT_ORDER_MAX)
  // Left out: a new row goes after its siblings, an edited one keeps its place.
  .optional();
const phone = optionalText(32).refine((value) => /^$|^\+?[0-9][0-9 -]{4,30}$/.test(value), {
  error: 'validation.phone',
});

/**
 * Every organisation call works on the caller's current owner. Members of the configuration owner may
 * name another owner with `owner=<key>` (the configuration layout's organisation page).
 */
export const OwnerScopeQuery = z.object({ owner: OwnerKey.optional() });
export type OwnerScopeQuery = z.infer<typeof OwnerScopeQuery>;
export const ScopedIdQuery = OwnerScopeQuery.extend({ id: idParam });
export type ScopedIdQuery = z.infer<typeof ScopedIdQuery>;

export const OrganizationBody = z.object({
  parent_id: rowId.nullable().default(null),
  short_name: requiredString(64),
  full_name: optionalText(128),
  /** A key of the `company_nature` dictionary. */
  nature: optionalText(64),
  qualification: optionalText(128),
  principal: optionalText(32),
  contact: optionalText(32),
  contact_phone: phone,
  inside: z.boolean({ error: 'validation.invalidType' }).default(true),
  sort: sortOrder,
});
export type OrganizationBody = z.input<typeof OrganizationBody>;

export const DepartmentBody = z.object({
  organization_id: rowId,
  name: requiredString(64),
  sort: sortOrder,
});
export type DepartmentBody = z.input<typeof DepartmentBody>;
/** A department stays in its organisation; only its name and order change. */
export const DepartmentUpdateBody = DepartmentBody.omit({ organization_id: true });
export type DepartmentUpdateBody = z.input<typeof DepartmentUpdateBody>;

export const StaffBody = z.object({
  organization_id: rowId,
  department_id: rowId.nullable().default(null),
  name: requiredString(32),
  job: optionalText(64),
  telephone: phone,
  photos: z
    .array(imageUrl.min(1, { error: 'validation.required' }), { error: 'validation.invalidType' })
    .max(STAFF_PHOTOS_MAX, { error: 'organization.tooManyPhotos' })
    .default([]),
  resume: optionalText(STAFF_RESUME_MAX),
  major: optionalText(64),
  sort: sortOrder,
});
export type StaffBody = z.input<typeof StaffBody>;

export const STAFF_LIST = defineList({
  sort: ['sort', 'name', 'job', 'major', 'created_at'],
  defaultSort: 'sort',
  filters: { name: 'text', job: 'text', telephone: 'text', major: 'text' },
});
export const StaffQuery = ListQuery.extend({ owner: OwnerKey.optional(), organization_id: idParam });

/** Sets the display order of siblings: `ids` in the order they are to be shown. */
export const ReorderBody = z.object({
  entity: z.enum(['organizations', 'departments', 'staff'], { error: 'validation.invalid' }),
  ids: z
    .array(rowId, { error: 'validation.invalidType' })
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.tooLong' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'organization.duplicateIds' }),
});
export type ReorderBody = z.infer<typeof ReorderBody>;

/** A department as the tree shows it, with how many people it lists. */
export const DepartmentNode = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  staff_count: z.number(),
});
export type DepartmentNode = z.infer<typeof DepartmentNode>;

/**
 * One organisation of the tree (`GET /api/organization/tree`), its sub-organisations in `children`.
 * A schema that contains itself is documented once, as an OpenAPI component named by its id.
 */
export const OrganizationNode = z
  .object({
    id: z.number(),
    parent_id: z.number().nullable(),
    short_name: z.string(),
    full_name: z.string(),
    nature: z.string(),
    qualification: z.string(),
    principal: z.string(),
    contact: z.string(),
    contact_phone: z.string(),
    inside: z.boolean(),
    sort: z.number(),
    /** People listed directly in this organisation (not in its sub-organisations). */
    staff_count: z.number(),
    departments: z.array(DepartmentNode),
    get children(): z.ZodArray<typeof OrganizationNode> {
      return z.array(OrganizationNode);
    },
  })
  .meta({ id: 'OrganizationNode' });
export type OrganizationNode = z.infer<typeof OrganizationNode>;

export const StaffItem = z.object({
  id: z.number(),
  organization_id: z.number(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  name: z.string(),
  job: z.string(),
  telephone: z.string(),
  photos: z.array(z.string()),
  resume: z.string(),
  major: z.string(),
  sort: z.number(),
  created_at: z.string(),
});
export type StaffItem = z.infer<typeof StaffItem>;

const call = ownerCalls('organization');

/**
 * The organisation page's calls (`control-organization`, and `config-organization` with `owner=`).
 * Changes answer the new row, or only a message.
 */
export const OrganizationCalls = {
  options: call('GET', '/organization/options', { query: OwnerScopeQuery, response: z.array(OrganizationOption) }),
  tree: call('GET', '/organization/tree', { query: OwnerScopeQuery, response: z.array(OrganizationNode) }),
  create: call('POST', '/organization/create', {
    query: OwnerScopeQuery,
    body: OrganizationBody,
    response: OrganizationNode,
  }),
  update: call('POST', '/organization/update', { query: ScopedIdQuery, body: OrganizationBody, response: NoData }),
  delete: call('POST', '/organization/delete', { query: ScopedIdQuery, response: NoData }),
  createDepartment: call('POST', '/organization/department/create', {
    query: OwnerScopeQuery,
    body: DepartmentBody,
    response: DepartmentNode,
  }),
  updateDepartment: call('POST', '/organization/department/update', {
    query: ScopedIdQuery,
    body: DepartmentUpdateBody,
    response: NoData,
  }),
  deleteDepartment: call('POST', '/organization/department/delete', { query: ScopedIdQuery, response: NoData }),
  staff: call('GET', '/organization/staff', { query: StaffQuery, response: listData(StaffItem) }),
  createStaff: call('POST', '/organization/staff/create', {
    query: OwnerScopeQuery,
    body: StaffBody,
    response: StaffItem,
  }),
  updateStaff: call('POST', '/organization/staff/update', { query: ScopedIdQuery, body: StaffBody, response: NoData }),
  deleteStaff: call('POST', '/organization/staff/delete', { query: ScopedIdQuery, response: NoData }),
  reorder: call('POST', '/organization/reorder', { query: OwnerScopeQuery, body: ReorderBody, response: NoData }),
};
