import { defineCall, NoData } from '../call.js';
import { LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '../constants.js';
import { z } from '../zod.js';
import { requiredString, safeText, text } from './fields.js';
import { imageUrl } from './image-url.js';

export const LoginBody = z.object({
  username: requiredString(USERNAME_MAX),
  // Passwords are not trimmed: spaces are legal characters in a passphrase.
  password: safeText().min(1, { error: 'validation.required' }).max(PASSWORD_MAX, { error: 'validation.tooLong' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

const password = safeText().max(PASSWORD_MAX, { error: 'validation.tooLong' });

export const ChangePasswordBody = z
  .object({
    oldPassword: password.min(1, { error: 'validation.required' }),
    newPassword: password.min(PASSWORD_MIN, { error: 'validation.passwordTooShort' }),
    retypePassword: password.min(1, { error: 'validation.required' }),
  })
  .refine((body) => body.newPassword === body.retypePassword, {
    error: 'validation.passwordMismatch',
    path: ['retypePassword'],
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    error: 'validation.passwordUnchanged',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const RoleName = z.string();

export const OwnerSummary = z.object({
  key: z.string(),
  name: z.string(),
  logo: z.string(),
  selected: z.boolean(),
  isConfig: z.boolean(),
});
export type OwnerSummary = z.infer<typeof OwnerSummary>;

export const SessionUser = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  phone: z.string(),
  email: z.string(),
  language: z.string(),
  loginStatus: z.boolean(),
  role: RoleName.nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** What login and try-session answer: the user, the owners they belong to and the current one. */
export const SessionInfo = z.object({
  user: SessionUser,
  owners: z.array(OwnerSummary),
  owner: OwnerSummary.nullable(),
  configKey: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** Digits, spaces and dashes, with an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,30}$/;

/** A phone number, or empty. Shared by the profile and the administrators' user forms. */
export const PhoneField = text(32).refine((value) => value === '' || PHONE_PATTERN.test(value), {
  error: 'validation.phone',
});

/** An e-mail address, or empty. */
export const EmailField = text(254).refine((value) => value === '' || z.email().safeParse(value).success, {
  error: 'validation.email',
});

/** What a user may change of their own account on the profile page. */
export const ProfileBody = z.object({
  name: requiredString(64),
  phone: PhoneField,
  email: EmailField,
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  /** Left out, the avatar stays as it is; empty shows the default picture. */
  avatarUrl: imageUrl.optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** Signing in and out, the session and the caller's own account. */
export const UserCalls = {
  /** Starts a session (the cookie is set on the answer) and ends any other of the user. */
  login: defineCall({
    method: 'POST',
    path: '/user/login',
    tag: 'user',
    auth: 'none',
    body: LoginBody,
    response: SessionInfo,
  }),
  /** The start-up check of every page load. */
  trySession: defineCall({ method: 'GET', path: '/user/try-session', tag: 'user', response: SessionInfo }),
  /** Idempotent: with or without a live session the cookie is cleared and code 1 answers. */
  logout: defineCall({ method: 'POST', path: '/user/logout', tag: 'user', auth: 'optional', response: NoData }),
  /** On success every session of the user ends, this one included. */
  changePassword: defineCall({
    method: 'POST',
    path: '/user/change-password',
    tag: 'user',
    body: ChangePasswordBody,
    response: NoData,
  }),
  /** Answers the session as it now reads, so the shell shows the new name and avatar at once. */
  updateProfile: defineCall({
    method: 'POST',
    path: '/user/update-profile',
    tag: 'user',
    body: ProfileBody,
    response: SessionInfo,
  }),
};
