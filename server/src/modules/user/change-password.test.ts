import { Code, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login, postLogin, uniqueAddress } from '../../../test/http.js';

const t = useTestApp();
const OLD = 'Old-secret-42';

/** A fresh member signed in with the password OLD; answers what the tests need to call and to check. */
async function signedInUser() {
  const user = await createUser(t.db, { password: OLD, role: 'staff', ownerKey: 'hdny' });
  const cookie = await login(t.app, user.username, OLD);
  return { user, cookie, call: (body: object) => callApi(t.app, cookie, UserCalls.changePassword, { body }) };
}

/** The stored hash is untouched and the old password still signs in. */
async function expectPasswordUnchanged(username: string, hashBefore: string) {
  expect((await userByName(t.db, username)).passwordHash).toBe(hashBefore);
  expect(envelope(await postLogin(t.app, username, OLD)).code).toBe(Code.Success);
}

describe('POST /api/user/change-password', () => {
  it('answers -1 without a session, whatever the body', async () => {
    const body = { oldPassword: OLD, newPassword: 'New-secret-42', retypePassword: 'New-secret-42' };
    expect(envelope(await callApi(t.app, undefined, UserCalls.changePassword, { body })).code).toBe(Code.NotLoggedIn);
    expect(envelope(await callApi(t.app, undefined, UserCalls.changePassword, { body: {} })).code).toBe(
      Code.NotLoggedIn,
    );
  });

  it('refuses a mismatched confirmation with the spec message on retypePassword, changing nothing', async () => {
    const { user, call } = await signedInUser();
    const res = await call({ oldPassword: OLD, newPassword: 'New-secret-42', retypePassword: 'New-secret-43' });
    expectFieldErrors(res, ['retypePassword'], '密码修改失败，两次新密码输入不一致');
    await expectPasswordUnchanged(user.username, user.passwordHash);
  });

  it.each([
    [
      'a missing old password',
      { newPassword: 'New-secret-42', retypePassword: 'New-secret-42' },
      'oldPassword',
      '必填',
    ],
    [
      'a new password under 8 characters',
      { oldPassword: OLD, newPassword: 'Ab1-xyz', retypePassword: 'Ab1-xyz' },
      'newPassword',
      '新密码至少 8 个字符',
    ],
    [
      'a new password equal to the old',
      { oldPassword: OLD, newPassword: OLD, retypePassword: OLD },
      'newPassword',
      '新密码不能与原密码相同',
    ],
    [
      'a common password',
      { oldPassword: OLD, newPassword: 'password123', retypePassword: 'password123' },
      'newPassword',
      '密码过于常见，请换一个更难猜的密码',
    ],
    [
      'a common password in other case',
      { oldPassword: OLD, newPassword: 'QWERTY123', retypePassword: 'QWERTY123' },
      'newPassword',
      '密码过于常见，请换一个更难猜的密码',
    ],
    [
      'a wrong old password',
      { oldPassword: 'Not-the-old-1', newPassword: 'New-secret-42', retypePassword: 'New-secret-42' },
      'oldPassword',
      '原密码不正确',
    ],
    [
      'a password of 129 characters',
      { oldPassword: OLD, newPassword: 'x'.repeat(129), retypePassword: 'x'.repeat(129) },
      'newPassword',
      '过长',
    ],
    [
      'a wrong type',
      { oldPassword: OLD, newPassword: 12345678, retypePassword: 12345678 },
      'newPassword',
      '类型不正确',
    ],
  ])('refuses %s with a field error, changing nothing', async (_case, body, field, text) => {
    const { user, cookie, call } = await signedInUser();
    expectFieldErrors(await call(body), [field], text);
    // A refused change leaves the session alive.
    expect(envelope(await callApi(t.app, cookie, UserCalls.trySession)).code).toBe(Code.Success);
    await expectPasswordUnchanged(user.username, user.passwordHash);
  });

  it('refuses the account name as the new password', async () => {
    const user = await createUser(t.db, { username: 'inspector-nine', password: OLD, role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username, OLD);
    const body = { oldPassword: OLD, newPassword: 'Inspector-Nine', retypePassword: 'Inspector-Nine' };
    const res = await callApi(t.app, cookie, UserCalls.changePassword, { body });
    expectFieldErrors(res, ['newPassword'], '密码不能与账号相同');
    await expectPasswordUnchanged(user.username, user.passwordHash);
  });

  it('changes the password, ends the session and lets only the new password sign in', async () => {
    const { user, cookie, call } = await signedInUser();
    const res = await call({ oldPassword: OLD, newPassword: 'New-secret-42', retypePassword: 'New-secret-42' });
    expect(envelope(res)).toEqual({ code: Code.Success, msg: '密码修改成功，即将返回登陆界面', data: null });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(envelope(await callApi(t.app, cookie, UserCalls.trySession)).code).toBe(Code.NotLoggedIn);

    const stored = await userByName(t.db, user.username);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toBe(user.passwordHash);
    expect(stored.passwordChangedAt.getTime()).toBeGreaterThan(user.passwordChangedAt.getTime());
    expect(envelope(await postLogin(t.app, user.username, OLD)).code).toBe(Code.Warning);
    expect(envelope(await postLogin(t.app, user.username, 'New-secret-42')).code).toBe(Code.Success);
  });

  it('limits guesses of the old password like logins: after 5 wrong ones it is not even checked', async () => {
    const { user, cookie, call } = await signedInUser();
    const guess = { oldPassword: 'Not-the-old-1', newPassword: 'New-secret-42', retypePassword: 'New-secret-42' };
    for (let i = 0; i < 5; i++) expectFieldErrors(await call(guess), ['oldPassword'], '原密码不正确');

    const right = await call({ ...guess, oldPassword: OLD });
    expect(envelope(right)).toEqual({ code: Code.Warning, msg: '密码尝试次数过多，请 15 分钟后再试', data: null });
    expect((await userByName(t.db, user.username)).passwordHash).toBe(user.passwordHash);
    expect(envelope(await callApi(t.app, cookie, UserCalls.trySession)).code).toBe(Code.Success);
    // The guesses count for this address only: the owner still signs in from another.
    expect(envelope(await postLogin(t.app, user.username, OLD, uniqueAddress())).code).toBe(Code.Success);
  });
});
