import { NoData, ownerCalls } from '../call.js';
import { ACTION_TYPES, ROLE_NAME_PATTERN } from '../permissions.js';
import { z } from '../zod.js';
import { idParam, requiredString, text } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';

/** A role as pickers show it (`GET /api/role/options`). */
export const RoleOption = z.object({ name: z.string(), title: z.string(), builtin: z.boolean() });
export type RoleOption = z.infer<typeof RoleOption>;

/** A role with the text that explains it, for lists of radio buttons (the assign page). */
export const RoleChoice = RoleOption.extend({ description: z.string() });
export type RoleChoice = z.infer<typeof RoleChoice>;

export const ROLE_NAME_MAX = 32;
export const ROLE_TITLE_MAX = 32;
export const ROLE_DESCRIPTION_MAX = 200;
export const PAGE_KEY_MAX = 128;

const roleName = requiredString(ROLE_NAME_MAX).regex(ROLE_NAME_PATTERN, { error: 'role.nameFormat' });
const description = text(ROLE_DESCRIPTION_MAX).default('');
const actionList = z
  .array(z.enum(ACTION_TYPES, { error: 'validation.invalid' }), { error: 'validation.invalidType' })
  .max(ACTION_TYPES.length, { error: 'validation.tooLong' });

// ---- Roles (`/api/role/*`, page key control-role) ----

export const ROLE_LIST = defineList({
  sort: ['sort', 'name', 'title', 'created_at'],
  defaultSort: 'sort',
  filters: { name: 'text', title: 'text', description: 'text', builtin: 'select' },
});
/** `builtin` is a yes/no column: its filter takes only these values. */
export const RoleQuery = ListQuery.extend({
  'filter[builtin]': z.enum(['true', 'false', ''], { error: 'validation.invalid' }).optional(),
});

export const RoleItem = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  builtin: z.boolean(),
  sort: z.number(),
  /** Members of the owner holding the role; a role still held cannot be deleted. */
  member_count: z.number(),
  created_at: z.string(),
});
export type RoleItem = z.infer<typeof RoleItem>;

export const RoleNameQuery = z.object({ name: roleName });
export type RoleNameQuery = z.infer<typeof RoleNameQuery>;

/** Built-in roles keep their fixed (translated) title; only custom ones may change it. */
export const RoleUpdateBody = z.object({ title: requiredString(ROLE_TITLE_MAX), description });
export type RoleUpdateBody = z.input<typeof RoleUpdateBody>;

/** `name` is the role's key in URLs and grants: it never changes once the role exists. */
export const RoleCreateBody = RoleUpdateBody.extend({ name: roleName });
export type RoleCreateBody = z.input<typeof RoleCreateBody>;

// ---- The permission matrix of one role (`/api/role/permissions`, page key control-role-setup) ----

/** A route title in both languages; an owner's own title (route_titles) replaces the registry's. */
export const PageTitle = z.object({ zh: z.string(), en: z.string() });

export const PermissionPage = z.object({
  key: z.string(),
  path: z.string(),
  title: PageTitle,
  actions: z.array(z.enum(ACTION_TYPES)),
});
export type PermissionPage = z.infer<typeof PermissionPage>;

export const PermissionSection = z.object({ key: z.string(), title: PageTitle, pages: z.array(PermissionPage) });
export type PermissionSection = z.infer<typeof PermissionSection>;

export const RolePermissions = z.object({ role: RoleChoice, sections: z.array(PermissionSection) });
export type RolePermissions = z.infer<typeof RolePermissions>;

export const PageGrant = z.object({ pageKey: requiredString(PAGE_KEY_MAX), actions: actionList });
export type PageGrant = z.infer<typeof PageGrant>;

/**
 * Every grant the role keeps on the pages the matrix offers (built ones): an offered page left out
 * loses all its actions; what the role holds on a page without a screen is kept.
 */
export const RolePermissionsBody = z.object({
  grants: z.array(PageGrant, { error: 'validation.invalidType' }).max(1000, { error: 'validation.tooLong' }),
});
export type RolePermissionsBody = z.infer<typeof RolePermissionsBody>;

const call = ownerCalls('role');

/** Roles (page key control-role) and the permission matrix of one role (page key control-role-setup). */
export const RoleCalls = {
  /** The owner's roles in their order, for pickers; any member of the owner may read them. */
  options: call('GET', '/role/options', { response: z.array(RoleOption) }),
  list: call('GET', '/role/index', { query: RoleQuery, response: listData(RoleItem) }),
  create: call('POST', '/role/create', { body: RoleCreateBody, response: NoData }),
  update: call('POST', '/role/update', { query: RoleNameQuery, body: RoleUpdateBody, response: NoData }),
  /** Only a custom role nobody holds. */
  delete: call('POST', '/role/delete', { query: RoleNameQuery, response: NoData }),
  permissions: call('GET', '/role/permissions', { query: RoleNameQuery, response: RolePermissions }),
  /** Replaces every grant of the role. */
  savePermissions: call('POST', '/role/permissions', {
    query: RoleNameQuery,
    body: RolePermissionsBody,
    response: NoData,
  }),
};

// ---- Permission items (`/api/authority/*`, page keys control-authority and control-authority-setup) ----

export const AuthorityPage = z.object({
  key: z.string(),
  path: z.string(),
  title: PageTitle,
  /** How many roles of the owner may open the page. */
  index_roles: z.number(),
});
export type AuthorityPage = z.infer<typeof AuthorityPage>;

export const AuthoritySection = z.object({ key: z.string(), title: PageTitle, pages: z.array(AuthorityPage) });
export type AuthoritySection = z.infer<typeof AuthoritySection>;

export const AuthorityKeyQuery = z.object({ key: requiredString(PAGE_KEY_MAX) });

export const RoleActions = RoleChoice.extend({ actions: z.array(z.enum(ACTION_TYPES)) });
export type RoleActions = z.infer<typeof RoleActions>;

export const AuthorityView = z.object({
  page: z.object({
    key: z.string(),
    path: z.string(),
    title: PageTitle,
    section: PermissionSection.pick({ key: true, title: true }),
  }),
  roles: z.array(RoleActions),
});
export type AuthorityView = z.infer<typeof AuthorityView>;

export const RoleGrant = z.object({ role: requiredString(ROLE_NAME_MAX), actions: actionList });
export type RoleGrant = z.infer<typeof RoleGrant>;

/** The actions of each listed role on the page; roles left out keep theirs. */
export const AuthoritySetupBody = z.object({
  grants: z.array(RoleGrant, { error: 'validation.invalidType' }).max(500, { error: 'validation.tooLong' }),
});
export type AuthoritySetupBody = z.infer<typeof AuthoritySetupBody>;

// ---- A member's role (`/api/assign/*`, page key control-assign) ----

export const AssignQuery = z.object({ id: idParam });

export const AssignView = z.object({
  user: z.object({ id: z.number(), username: z.string(), name: z.string() }),
  role: z.string(),
  options: z.array(RoleChoice),
});
export type AssignView = z.infer<typeof AssignView>;

export const AssignBody = z.object({ role: requiredString(ROLE_NAME_MAX) });
export type AssignBody = z.infer<typeof AssignBody>;
