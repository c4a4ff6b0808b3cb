import { AuditCalls, Code, type SessionInfo, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login } from '../../../test/http.js';

const t = useTestApp();
const save = (cookie: string | undefined, body: unknown) =>
  callApi(t.app, cookie, UserCalls.updateProfile, { body: body as object });
const valid = { name: '赵工程师', phone: '+86 138-0013-8000', email: 'zhao@example.cn', language: 'en' };

describe('POST /api/user/update-profile', () => {
  it('saves name, phone, e-mail and language, answers the session and records the change', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    const res = envelope<SessionInfo>(await save(cookie, valid));
    expect(res.code).toBe(Code.Success);
    expect(res.msg).toBe('个人资料已保存');
    expect(res.data.user).toMatchObject({
      name: '赵工程师',
      phone: '+86 138-0013-8000',
      email: 'zhao@example.cn',
      language: 'en',
    });
    expect(await userByName(t.db, user.username)).toMatchObject({ name: '赵工程师', email: 'zhao@example.cn' });

    const admin = await login(t.app, 'admin');
    const audit = envelope<{ result: { changes: Record<string, unknown> }[] }>(
      await callApi(t.app, admin, AuditCalls.auditLog, { query: { 'filter[entity_id]': user.id } }),
    );
    expect(audit.data.result[0]?.changes).toMatchObject({ name: { before: '测试用户', after: '赵工程师' } });
  });

  it('empty phone and e-mail are allowed', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const res = envelope(await save(await login(t.app, user.username), { ...valid, phone: '', email: '' }));
    expect(res.code).toBe(Code.Success);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    expectFieldErrors(await save(cookie, { ...valid, name: '  ' }), ['name']);
    expectFieldErrors(await save(cookie, { ...valid, email: 'not-an-address' }), ['email'], '请输入有效的电子邮箱');
    expectFieldErrors(await save(cookie, { ...valid, phone: 'call me' }), ['phone'], '请输入有效的电话号码');
    expectFieldErrors(await save(cookie, { ...valid, language: 'xx' }), ['language']);
    expectFieldErrors(await save(cookie, { ...valid, name: 'x'.repeat(65) }), ['name']);
    expectFieldErrors(await save(cookie, {}), ['name', 'phone', 'email', 'language']);
    expect(await userByName(t.db, user.username)).toMatchObject({ name: '测试用户', email: '', phone: '' });
  });

  it('keeps an https or same-server avatar address, leaves it alone when not sent, refuses others', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const cookie = await login(t.app, user.username);
    const avatar = 'https://cdn.example.cn/avatars/zhao.png';
    const res = envelope<SessionInfo>(await save(cookie, { ...valid, avatarUrl: avatar }));
    expect(res.data.user.avatarUrl).toBe(avatar);
    expect(envelope(await save(cookie, valid)).code).toBe(Code.Success);
    expect((await userByName(t.db, user.username)).avatarUrl).toBe(avatar);
    expect(envelope(await save(cookie, { ...valid, avatarUrl: '/static/avatars/zhao.png' })).code).toBe(Code.Success);
    for (const bad of ['javascript:alert(1)', 'http://plain.example.cn/a.png', '//evil.example/a.png', '/a/../b.png']) {
      expectFieldErrors(await save(cookie, { ...valid, avatarUrl: bad }), ['avatarUrl']);
    }
    expect((await userByName(t.db, user.username)).avatarUrl).toBe('/static/avatars/zhao.png');
  });

  it('needs a session, and changes only the caller', async () => {
    expect(envelope(await save(undefined, valid)).code).toBe(Code.NotLoggedIn);
    const other = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    await save(await login(t.app, user.username), { ...valid, id: other.id });
    expect((await userByName(t.db, other.username)).name).toBe('测试用户');
  });
});
