import { NoData, ownerCalls } from '../call.js';
import { LANGUAGES } from '../constants.js';
import { z } from '../zod.js';
import { requiredString } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';
import { ROLE_NAME_MAX, RoleOption } from './role.js';
import { AccountFields, GenderField, ResetPasswordBody, UserIdQuery } from './user-admin.js';

/**
 * The platform's users as the configuration owner administers them (`/config/users/list`, page key
 * `config-users`; `/config/users/edit/:uid`, page key `config-user-edit`).
 */

export const CONFIG_USER_LIST = defineList({
  sort: ['username', 'name', 'enabled', 'created_at'],
  defaultSort: '-created_at',
  filters: { username: 'text', name: 'text', phone: 'text', email: 'text', enabled: 'select', created_at: 'date' },
});
export const ConfigUserQuery = ListQuery;

export const ConfigUserRow = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Platform-wide: a disabled account cannot sign in anywhere. */
  enabled: z.boolean(),
  /** Names of the owners the account belongs to. */
  owners: z.array(z.string()),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type ConfigUserRow = z.infer<typeof ConfigUserRow>;

export const ConfigUserAccount = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  gender: GenderField,
  phone: z.string(),
  email: z.string(),
  language: z.string(),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type ConfigUserAccount = z.infer<typeof ConfigUserAccount>;

export const ConfigMembership = z.object({
  owner_key: z.string(),
  owner_name: z.string(),
  role: z.string(),
  enabled: z.boolean(),
  /** The roles of that owner, for the role picker of the row. */
  roles: z.array(RoleOption),
});
export type ConfigMembership = z.infer<typeof ConfigMembership>;

/** An owner a membership may be added for. */
export const ConfigOwnerChoice = z.object({
  key: z.string(),
  name: z.string(),
  is_config: z.boolean(),
  enabled: z.boolean(),
  roles: z.array(RoleOption),
});
export type ConfigOwnerChoice = z.infer<typeof ConfigOwnerChoice>;

export const ConfigUserView = z.object({
  user: ConfigUserAccount,
  memberships: z.array(ConfigMembership),
  owners: z.array(ConfigOwnerChoice),
});
export type ConfigUserView = z.infer<typeof ConfigUserView>;

export const ConfigUserUpdateBody = z.object({
  ...AccountFields,
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  enabled: z.boolean({ error: 'validation.invalidType' }),
});
export type ConfigUserUpdateBody = z.infer<typeof ConfigUserUpdateBody>;

export const MembershipEntry = z.object({
  owner_key: requiredString(64),
  role: requiredString(ROLE_NAME_MAX),
  enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
});
export type MembershipEntry = z.infer<typeof MembershipEntry>;

/** The whole set of the user's memberships; what is not listed is removed. */
export const MembershipsBody = z.object({
  memberships: z.array(MembershipEntry, { error: 'validation.invalidType' }).max(500, { error: 'validation.tooLong' }),
});
export type MembershipsBody = z.infer<typeof MembershipsBody>;

const call = ownerCalls('config-user');

/** The platform's users, administered from the configuration owner. */
export const ConfigUserCalls = {
  list: call('GET', '/config/user/index', { query: ConfigUserQuery, response: listData(ConfigUserRow) }),
  /** Role titles come in the caller's language. */
  view: call('GET', '/config/user/view', { query: UserIdQuery, response: ConfigUserView }),
  update: call('POST', '/config/user/update', { query: UserIdQuery, body: ConfigUserUpdateBody, response: NoData }),
  resetPassword: call('POST', '/config/user/reset-password', {
    query: UserIdQuery,
    body: ResetPasswordBody,
    response: NoData,
  }),
  /** Replaces the whole set of the user's memberships. */
  memberships: call('POST', '/config/user/memberships', {
    query: UserIdQuery,
    body: MembershipsBody,
    response: NoData,
  }),
};
