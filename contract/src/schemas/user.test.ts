import { describe, expect, it } from 'vitest';
import { ChangePasswordBody, LoginBody } from './user.js';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('ChangePasswordBody', () => {
  it('accepts a valid change', () => {
    const body = { oldPassword: 'old-secret', newPassword: 'New-secret-1', retypePassword: 'New-secret-1' };
    expect(ChangePasswordBody.parse(body)).toEqual(body);
  });

  it('refuses a mismatched confirmation on retypePassword with validation.passwordMismatch', () => {
    const result = ChangePasswordBody.safeParse({
      oldPassword: 'old-secret',
      newPassword: 'New-secret-1',
      retypePassword: 'New-secret-2',
    });
    expect(result.success).toBe(false);
    expect(issuesOf(result)).toEqual([{ path: 'retypePassword', message: 'validation.passwordMismatch' }]);
  });

  it.each([
    [
      'a missing old password',
      { newPassword: 'New-secret-1', retypePassword: 'New-secret-1' },
      'oldPassword',
      'validation.required',
    ],
    [
      'a short new password',
      { oldPassword: 'x', newPassword: 'short', retypePassword: 'short' },
      'newPassword',
      'validation.passwordTooShort',
    ],
    [
      'an unchanged password',
      { oldPassword: 'Same-secret-1', newPassword: 'Same-secret-1', retypePassword: 'Same-secret-1' },
      'newPassword',
      'validation.passwordUnchanged',
    ],
    [
      'a password of 129 characters',
      { oldPassword: 'x', newPassword: 'p'.repeat(129), retypePassword: 'p'.repeat(129) },
      'newPassword',
      'validation.tooLong',
    ],
    [
      'a number',
      { oldPassword: 'x', newPassword: 12345678, retypePassword: '12345678' },
      'newPassword',
      'validation.invalidType',
    ],
  ])('refuses %s', (_case, body, path, message) => {
    expect(issuesOf(ChangePasswordBody.safeParse(body))).toContainEqual({ path, message });
  });
});

describe('LoginBody', () => {
  it('trims the account name but keeps spaces in the password', () => {
    expect(LoginBody.parse({ username: '  admin ', password: ' pass phrase ' })).toEqual({
      username: 'admin',
      password: ' pass phrase ',
    });
  });

  it('tells a missing field from a wrong type', () => {
    expect(issuesOf(LoginBody.safeParse({ password: 5 }))).toEqual([
      { path: 'username', message: 'validation.required' },
      { path: 'password', message: 'validation.invalidType' },
    ]);
  });
});
