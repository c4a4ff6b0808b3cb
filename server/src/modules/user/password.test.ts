import { UserAdminCalls, UserCalls } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, userByName } from '../../../test/factories.js';
import { callApi, expectFieldErrors, login } from '../../../test/http.js';
import { users } from '../../core/user.table.js';
import { passwordProblem } from './password.js';

const t = useTestApp();
const OLD = 'Old-secret-42';
const PADDED = '密码不能是账号名加上数字或符号';

describe('the password policy', () => {
  it('refuses the account name with digits appended when the password is changed', async () => {
    const user = await createUser(t.db, { username: 'zhangwei', password: OLD, role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username, OLD);
    for (const bad of ['zhangwei2024', 'Zhangwei123', '2024ZhangWei', 'zhangwei@2024!']) {
      const body = { oldPassword: OLD, newPassword: bad, retypePassword: bad };
      expectFieldErrors(await callApi(t.app, cookie, UserCalls.changePassword, { body }), ['newPassword'], PADDED);
    }
    expect((await userByName(t.db, user.username)).passwordHash).toBe(user.passwordHash);
  });

  it('refuses the account name with digits appended when an administrator creates the account', async () => {
    const admin = await login(t.app, 'admin');
    const account = { username: 'zhang.wei', name: '张伟', role: 'staff' };
    for (const password of ['zhang.wei2024', 'Zhangwei123']) {
      const res = await callApi(t.app, admin, UserAdminCalls.create, { body: { ...account, password } });
      expectFieldErrors(res, ['password'], PADDED);
    }
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.username, 'zhang.wei'));
    expect(row?.n).toBe(0);
  });

  it('still accepts passwords that merely contain the name among other words', () => {
    expect(passwordProblem('zhangwei-harbour-crane', 'zhangwei')).toBeNull();
    expect(passwordProblem('Harbour-Crane-42', 'zhangwei')).toBeNull();
    // An account named only with digits: a password of other digits is not "the name plus digits".
    expect(passwordProblem('20242024!', '13800138000')).toBeNull();
    expect(passwordProblem('13800138000', '13800138000')).toBe('validation.passwordIsUsername');
  });
});
