import { NoData, ownerCalls } from '../call.js';
import { USERNAME_MAX } from '../constants.js';
import { z } from '../zod.js';
import { requiredString, safeText, text } from './fields.js';
import { imageUrl } from './image-url.js';
import { defineList, ListQuery, listData } from './list.js';

/** An owner's key: a short lower-case word used in URLs (`/config/owner/setting/:pid`); never changes. */
export const OWNER_KEY_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;

export const OwnerKey = safeText().trim().regex(OWNER_KEY_PATTERN, { error: 'ownerAdmin.keyPattern' });

/** Free text that may be left empty. */
export const optionalText = (max: number) => text(max).default('');

export const OwnerKeyQuery = z.object({ key: OwnerKey });
export type OwnerKeyQuery = z.infer<typeof OwnerKeyQuery>;

/** What an administrator of the platform edits of an owner; the key is set once, at creation. */
export const OwnerFields = z.object({
  name: requiredString(64),
  full_name: requiredString(128),
  /** Pinyin initials (SPEC §3 "alphabet"), used to sort and find owners. */
  alphabet: text(32)
    .regex(/^[A-Z]*$/, { error: 'ownerAdmin.upperLetters' })
    .default(''),
  abridge: optionalText(16),
  province: optionalText(32),
  city: optionalText(32),
  town: optionalText(32),
  logo: imageUrl.default(''),
  config_admin: z.boolean({ error: 'validation.invalidType' }).default(true),
});
/** What a client sends; defaults fill what it leaves out. */
export type OwnerFields = z.input<typeof OwnerFields>;

export const OwnerCreateBody = OwnerFields.extend({
  key: OwnerKey,
  /** An existing account that becomes the new owner's administrator when `config_admin` is on. */
  admin_username: text(USERNAME_MAX).default(''),
});
export type OwnerCreateBody = z.input<typeof OwnerCreateBody>;

export const OwnerAdminsBody = z.object({
  usernames: z
    .array(requiredString(USERNAME_MAX), { error: 'validation.invalidType' })
    .max(50, { error: 'ownerAdmin.tooMany' }),
});
export type OwnerAdminsBody = z.infer<typeof OwnerAdminsBody>;

export const OWNER_LIST = defineList({
  sort: ['key', 'name', 'full_name', 'alphabet', 'abridge', 'province', 'city', 'town', 'created_at'],
  defaultSort: 'alphabet',
  filters: {
    key: 'text',
    name: 'text',
    full_name: 'text',
    alphabet: 'text',
    abridge: 'text',
    province: 'text',
    city: 'text',
    town: 'text',
    enabled: 'select',
    config_admin: 'select',
    is_config: 'select',
  },
});
export const OwnerListQuery = ListQuery;

/** One owner as the configuration layout lists it. */
export const OwnerAdminRow = z.object({
  key: z.string(),
  name: z.string(),
  full_name: z.string(),
  alphabet: z.string(),
  abridge: z.string(),
  province: z.string(),
  city: z.string(),
  town: z.string(),
  logo: z.string(),
  is_config: z.boolean(),
  config_admin: z.boolean(),
  enabled: z.boolean(),
  member_count: z.number(),
  created_at: z.string(),
});
export type OwnerAdminRow = z.infer<typeof OwnerAdminRow>;

export const OwnerAccount = z.object({ username: z.string(), name: z.string() });
export type OwnerAccount = z.infer<typeof OwnerAccount>;

export const AccountSearchQuery = z.object({
  q: text(USERNAME_MAX).default(''),
});

/** A system administrator of an owner; a disabled membership is still listed. */
export const OwnerAdmin = OwnerAccount.extend({ enabled: z.boolean() });
export type OwnerAdmin = z.infer<typeof OwnerAdmin>;

/** The read-only summary of an owner on its settings page. */
export const OwnerView = z.object({
  owner: OwnerAdminRow,
  admins: z.array(OwnerAdmin),
  roles: z.array(z.object({ name: z.string(), title: z.string(), builtin: z.boolean(), member_count: z.number() })),
  menus: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      icon: z.string(),
      items: z.array(z.object({ id: z.number(), title: z.string(), icon: z.string(), path: z.string() })),
    }),
  ),
});
export type OwnerView = z.infer<typeof OwnerView>;

/** An owner as pickers of the configuration layout show it. */
export const OwnerOption = z.object({ key: z.string(), name: z.string(), enabled: z.boolean() });
export type OwnerOption = z.infer<typeof OwnerOption>;

const call = ownerCalls('owner-admin');

/** The configuration layout's owner pages (`/config/owner/list`, `/config/owner/setting/:pid`). */
export const OwnerAdminCalls = {
  list: call('GET', '/config/owner/index', { query: OwnerListQuery, response: listData(OwnerAdminRow) }),
  /** Every owner, the configuration owner first, for the owner pickers of the configuration layout. */
  options: call('GET', '/config/owner/options', { response: z.array(OwnerOption) }),
  /** Enabled accounts matching `q` (at most 20), for the administrator pickers. */
  accounts: call('GET', '/config/owner/accounts', { query: AccountSearchQuery, response: z.array(OwnerAccount) }),
  create: call('POST', '/config/owner/create', { body: OwnerCreateBody, response: OwnerAdminRow }),
  update: call('POST', '/config/owner/update', { query: OwnerKeyQuery, body: OwnerFields, response: NoData }),
  enable: call('POST', '/config/owner/enable', { query: OwnerKeyQuery, response: NoData }),
  disable: call('POST', '/config/owner/disable', { query: OwnerKeyQuery, response: NoData }),
  view: call('GET', '/config/owner/view', { query: OwnerKeyQuery, response: OwnerView }),
  /** Makes exactly these accounts the owner's administrators; answers the administrators after. */
  admins: call('POST', '/config/owner/admins', {
    query: OwnerKeyQuery,
    body: OwnerAdminsBody,
    response: z.array(OwnerAdmin),
  }),
};
