import { describe, expect, it } from 'vitest';
import { MembershipsBody } from './config-user.js';
import { ResetPasswordBody, UserCreateBody, UserUpdateBody } from './user-admin.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('UserCreateBody', () => {
  it('fills optional fields with their defaults', () => {
    expect(
      UserCreateBody.parse({ username: 'zhang.san', name: '张三', password: 'Harbour-Crane-42', role: 'staff' }),
    ).toEqual({
      username: 'zhang.san',
      name: '张三',
      password: 'Harbour-Crane-42',
      gender: 'unknown',
      phone: '',
      email: '',
      role: 'staff',
      organization_id: null,
      department_id: null,
    });
  });

  it('says "required" for an empty account name and "format" only for a wrong one', () => {
    const base = { name: '张三', password: 'Harbour-Crane-42', role: 'staff' };
    expect(messagesOf(UserCreateBody.safeParse({ ...base, username: '' }))).toEqual({
      username: 'validation.required',
    });
    expect(messagesOf(UserCreateBody.safeParse({ ...base, username: '张三' }))).toEqual({
      username: 'userAdmin.usernameFormat',
    });
    expect(messagesOf(UserCreateBody.safeParse({ ...base, username: 'a', password: 'short' }))).toEqual({
      password: 'userAdmin.passwordTooShort',
    });
  });
});

describe('UserUpdateBody', () => {
  it('leaves the role out unless given', () => {
    expect(UserUpdateBody.parse({ name: '张三' })).not.toHaveProperty('role');
    expect(messagesOf(UserUpdateBody.safeParse({ name: '张三', organization_id: '3' }))).toEqual({
      organization_id: 'validation.invalidType',
    });
  });
});

describe('ResetPasswordBody', () => {
  it('refuses a confirmation that differs, on retypePassword', () => {
    const result = ResetPasswordBody.safeParse({ password: 'Harbour-Crane-42', retypePassword: 'Harbour-Crane-43' });
    expect(messagesOf(result)).toEqual({ retypePassword: 'userAdmin.passwordMismatch' });
  });
});

describe('MembershipsBody', () => {
  it('enables a membership unless told otherwise', () => {
    expect(MembershipsBody.parse({ memberships: [{ owner_key: 'hdny', role: 'staff' }] }).memberships[0]?.enabled).toBe(
      true,
    );
  });
});
