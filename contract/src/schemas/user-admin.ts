import { NoData, ownerCalls } from '../call.js';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '../constants.js';
import { GENDERS } from '../permissions.js';
import { z } from '../zod.js';
import { idParam, requiredString, rowId, safeText } from './fields.js';
import { defineList, ListQuery, listData } from './list.js';
import { ROLE_NAME_MAX } from './role.js';
import { EmailField, PhoneField } from './user.js';

/**
 * An owner's user table (`/default/dashboard/usertable`, page key `user-table`): the owner's members,
 * their accounts and their membership (role, organisation, department, status) in this owner.
 */

/** Letters, digits and `_ . @ -`, starting with a letter or digit: safe in URLs and spreadsheets. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.@-]*$/;
export const PERSON_NAME_MAX = 64;
/** Rows of one import; each row's password is hashed, which keeps a full file within the request time. */
export const USER_IMPORT_MAX_ROWS = 500;
/** Largest workbook the import accepts; larger bodies answer HTTP 413. */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const USER_TABLE_LIST = defineList({
  sort: ['username', 'name', 'gender', 'role', 'enabled', 'organization', 'created_at'],
  defaultSort: '-created_at',
  filters: {
    username: 'text',
    name: 'text',
    gender: 'dict',
    role: 'select',
    enabled: 'select',
    /** The organisation's id, picked by its name. */
    organization: 'select',
    created_at: 'date',
  },
});
export const UserTableQuery = ListQuery;

export const UserIdQuery = z.object({ id: idParam });
export type UserIdQuery = z.infer<typeof UserIdQuery>;

const passwordText = safeText().max(PASSWORD_MAX, { error: 'validation.tooLong' });
/** A password an administrator sets; the server also refuses common ones and the account name. */
export const NewPasswordField = passwordText.min(PASSWORD_MIN, { error: 'userAdmin.passwordTooShort' });

// An empty account name is only "required", not also "wrong format".
export const UsernameField = requiredString(USERNAME_MAX).refine(
  (value) => value === '' || USERNAME_PATTERN.test(value),
  {
    error: 'userAdmin.usernameFormat',
  },
);
export const GenderField = z.enum(GENDERS, { error: 'validation.invalid' });
const optionalId = rowId.nullable().default(null);

/** The fields of the account itself, shared by every owner the person belongs to. */
export const AccountFields = {
  name: requiredString(PERSON_NAME_MAX),
  gender: GenderField.default('unknown'),
  phone: PhoneField.default(''),
  email: EmailField.default(''),
};

/** The fields of the membership in the caller's owner. */
const placementFields = { organization_id: optionalId, department_id: optionalId };

export const UserCreateBody = z.object({
  username: UsernameField,
  password: NewPasswordField,
  ...AccountFields,
  role: requiredString(ROLE_NAME_MAX),
  ...placementFields,
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** `role` may be left out; changing it needs the page's assign permission as well. */
export const UserUpdateBody = z.object({
  ...AccountFields,
  ...placementFields,
  role: requiredString(ROLE_NAME_MAX).optional(),
});
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

export const ResetPasswordBody = z
  .object({ password: NewPasswordField, retypePassword: passwordText.min(1, { error: 'validation.required' }) })
  .refine((body) => body.password === body.retypePassword, {
    error: 'userAdmin.passwordMismatch',
    path: ['retypePassword'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** One member of the owner as the user table shows it. */
export const UserTableRow = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  gender: GenderField,
  phone: z.string(),
  email: z.string(),
  role: z.string(),
  role_title: z.string(),
  organization_id: z.number().nullable(),
  organization: z.string().nullable(),
  department_id: z.number().nullable(),
  department: z.string().nullable(),
  /** The membership's status in this owner. */
  enabled: z.boolean(),
  is_admin: z.boolean(),
  /**
   * The account also belongs to other owners: its name, gender, contact and password are then changed
   * only by the person or the platform's configuration owner.
   */
  shared: z.boolean(),
  /** When the person joined this owner. */
  created_at: z.string(),
});
export type UserTableRow = z.infer<typeof UserTableRow>;

export const UserImportResult = z.object({ count: z.number() });
export type UserImportResult = z.infer<typeof UserImportResult>;

/** The new member's account id. */
export const CreatedUser = z.object({ id: z.number() });
export type CreatedUser = z.infer<typeof CreatedUser>;

const call = ownerCalls('user-table');

/**
 * The user table's calls. Its export and import template answer workbooks, not envelopes, and are
 * no calls. The import's body is the workbook itself (`application/vnd.openxmlformats-…sheet`, at
 * most USER_IMPORT_MAX_BYTES), so that call names no body schema.
 */
export const UserAdminCalls = {
  list: call('GET', '/user/index', { query: UserTableQuery, response: listData(UserTableRow) }),
  create: call('POST', '/user/create', { body: UserCreateBody, response: CreatedUser }),
  update: call('POST', '/user/update', { query: UserIdQuery, body: UserUpdateBody, response: NoData }),
  disable: call('POST', '/user/disable', { query: UserIdQuery, response: NoData }),
  enable: call('POST', '/user/enable', { query: UserIdQuery, response: NoData }),
  resetPassword: call('POST', '/user/reset-password', {
    query: UserIdQuery,
    body: ResetPasswordBody,
    response: NoData,
  }),
  remove: call('POST', '/user/remove', { query: UserIdQuery, response: NoData }),
  import: call('POST', '/user/import', { response: UserImportResult }),
  /** The import's checks on the same workbook, answering what it would create; nothing is written. */
  importPreview: call('POST', '/user/import-preview', { response: UserImportResult }),
};
