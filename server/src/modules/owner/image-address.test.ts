import { OwnerAdminCalls, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { createUser, ownerByKey, userByName } from '../../../test/factories.js';
import { callApi, expectFieldErrors, login } from '../../../test/http.js';

const t = useTestApp();

/** Picture addresses a browser would load from another host, in the clear, or as script. */
const ELSEWHERE = ['//evil.example/a.png', '/\\evil.example/a.png', 'http://x.example/a.png', 'javascript:alert(1)'];

describe('avatar and logo addresses', () => {
  it('an avatar must be an https address or a path on this server; //host and /\\host are refused', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    const profile = { name: '赵工程师', phone: '', email: '', language: 'zh-CN' };
    for (const avatarUrl of ELSEWHERE) {
      const res = await callApi(t.app, cookie, UserCalls.updateProfile, { body: { ...profile, avatarUrl } });
      expectFieldErrors(res, ['avatarUrl'], '请输入以 https:// 开头的地址，或本站以 / 开头的路径');
    }
    expect(await userByName(t.db, user.username)).toMatchObject({ name: user.name, avatarUrl: '' });
  });

  it("an owner's logo must be an https address or a path on this server; //host and /\\host are refused", async () => {
    const { call } = await signedIn(t, 'config');
    const before = await ownerByKey(t.db, 'hdny');
    const fields = { name: before.name, full_name: before.fullName, config_admin: before.configAdmin };
    for (const logo of ELSEWHERE) {
      expectFieldErrors(await call(OwnerAdminCalls.update, { query: { key: 'hdny' }, body: { ...fields, logo } }), [
        'logo',
      ]);
    }
    expect(await ownerByKey(t.db, 'hdny')).toEqual(before);
  });
});
