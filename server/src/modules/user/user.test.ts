import { createHash } from 'node:crypto';
import { CONFIG_OWNER_KEY, Code, OwnerSummary, SessionInfo, SessionUser, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { allSessions, createUser, sessionsOf, userByName } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, postLogin, sessionCookieOf, uniqueAddress } from '../../../test/http.js';
import { buildApp } from '../../app.js';

const t = useTestApp();

describe('POST /api/user/login', () => {
  it('sets an httpOnly, SameSite=Lax session cookie and answers the user and their owners', async () => {
    const res = await postLogin(t.app, 'admin', 'demo1234', uniqueAddress());
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.path).toBe('/');

    const body = envelope<SessionInfo>(res);
    expect(body.code).toBe(Code.Success);
    expect(body.data.user).toMatchObject({ username: 'admin', name: '系统管理员', role: 'admin', loginStatus: true });
    expect(body.data.configKey).toBe(CONFIG_OWNER_KEY);
    expect(body.data.owners.map((o) => o.key)).toEqual(['hdny', 'xnsd', 'config']);
    for (const owner of body.data.owners) {
      expect(Object.keys(owner)).toEqual(expect.arrayContaining(['key', 'name', 'logo', 'selected']));
    }
    expect(body.data.owners.filter((o) => o.selected).map((o) => o.key)).toEqual(['hdny']);
    expect(body.data.owner).toMatchObject({ key: 'hdny', name: '华东能源工程项目部', selected: true });
  });

  it('marks the cookie Secure when the app is reached over https', async () => {
    const app = await buildApp({ db: t.db, trustProxy: true });
    try {
      const res = await callApi(app, undefined, UserCalls.login, {
        body: { username: 'staff', password: 'demo1234' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(envelope(res).code).toBe(Code.Success);
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('stores only the SHA-256 hash of the session id, and each login gets a new id', async () => {
    const first = sessionCookieOf(await postLogin(t.app, 'manager', 'demo1234', uniqueAddress()));
    const second = sessionCookieOf(await postLogin(t.app, 'manager', 'demo1234', uniqueAddress()));
    expect(second).not.toBe(first);

    const id = second.slice('sid='.length);
    const manager = await userByName(t.db, 'manager');
    const rows = await sessionsOf(t.db, manager.id);
    expect(rows.map((row) => row.idHash)).toEqual([createHash('sha256').update(id).digest('hex')]);
    const stored = JSON.stringify(await allSessions(t.db));
    expect(stored).not.toContain(id);
    expect(stored).not.toContain(first.slice('sid='.length));
  });

  it('answers a wrong password and an unknown account alike, with code 0 and no session', async () => {
    const before = (await allSessions(t.db)).length;
    const wrong = envelope(await postLogin(t.app, 'client', 'not-the-password', uniqueAddress()));
    const unknown = envelope(await postLogin(t.app, 'nobody-here', 'not-the-password', uniqueAddress()));
    expect(wrong).toEqual({ code: Code.Warning, msg: '账号或密码错误', data: null });
    expect(unknown).toEqual(wrong);
    expect(await allSessions(t.db)).toHaveLength(before);
  });

  it('treats the account name case-insensitively', async () => {
    const res = await postLogin(t.app, 'ClIeNt', 'demo1234', uniqueAddress());
    expect(envelope<SessionInfo>(res).data.user.username).toBe('client');
  });

  it('answers English messages to Accept-Language: en and Chinese by default', async () => {
    const payload = { username: 'client', password: 'wrong-password' };
    const remoteAddress = uniqueAddress();
    const en = await callApi(t.app, undefined, UserCalls.login, {
      body: payload,
      remoteAddress,
      headers: { 'accept-language': 'en' },
    });
    expect(envelope(en).msg).toBe('Wrong account or password');
    const zh = await callApi(t.app, undefined, UserCalls.login, { body: payload, remoteAddress });
    expect(envelope(zh).msg).toBe('账号或密码错误');
  });

  it.each([
    ['both fields missing', {}, ['username', 'password']],
    ['a blank username', { username: '   ', password: 'demo1234' }, ['username']],
    ['wrong types', { username: 42, password: ['demo1234'] }, ['username', 'password']],
    ['a password of 129 characters', { username: 'admin', password: 'x'.repeat(129) }, ['password']],
    ['an account name of 65 characters', { username: 'a'.repeat(65), password: 'demo1234' }, ['username']],
  ])('refuses %s with field errors and creates no session', async (_case, payload, fields) => {
    const before = (await allSessions(t.db)).length;
    const res = await callApi(t.app, undefined, UserCalls.login, { body: payload, remoteAddress: uniqueAddress() });
    expectFieldErrors(res, fields);
    expect(res.cookies).toHaveLength(0);
    expect(await allSessions(t.db)).toHaveLength(before);
  });

  it('tells which field is missing in the language of the caller', async () => {
    const res = await callApi(t.app, undefined, UserCalls.login, {
      body: { username: 'admin' },
      headers: { 'accept-language': 'en' },
    });
    expect(envelope(res).errdata).toEqual({ password: ['Required'] });
  });

  it('answers malformed JSON with HTTP 400 and code 2', async () => {
    const res = await callApi(t.app, undefined, UserCalls.login, {
      body: '{"username": "admin", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ code: Code.FieldErrors, msg: '请求内容不是有效的 JSON' });
  });

  it('answers a body over 1 MiB with HTTP 413 and creates no session', async () => {
    const before = (await allSessions(t.db)).length;
    const res = await callApi(t.app, undefined, UserCalls.login, {
      body: {
        username: 'admin',
        password: 'demo1234',
        padding: 'x'.repeat(1024 * 1024),
      },
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toMatchObject({ code: Code.Error, msg: '请求实体过大', errcode: 413 });
    expect(await allSessions(t.db)).toHaveLength(before);
  });

  it('refuses a disabled account even with the right password, and creates no session', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny', enabled: false });
    const res = await postLogin(t.app, user.username, 'demo1234', uniqueAddress());
    expect(envelope(res)).toMatchObject({ code: Code.Warning, msg: '该账号已停用，请联系管理员' });
    expect(res.cookies).toHaveLength(0);
    expect(await sessionsOf(t.db, user.id)).toHaveLength(0);
  });
});

describe('the session answers', () => {
  /** SessionInfo with every nested object strict: a field the contract does not name fails the parse. */
  const ExactSessionInfo = SessionInfo.extend({
    user: SessionUser.strict(),
    owners: OwnerSummary.strict().array(),
    owner: OwnerSummary.strict().nullable(),
  }).strict();

  it('login, try-session and update-profile answer only the contract’s fields, never the password hash', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const loggedIn = await postLogin(t.app, user.username, undefined, uniqueAddress());
    const cookie = sessionCookieOf(loggedIn);
    const answers = [
      loggedIn,
      await callApi(t.app, cookie, UserCalls.trySession),
      await callApi(t.app, cookie, UserCalls.updateProfile, {
        body: {
          name: '钱工程师',
          phone: '',
          email: '',
          language: 'zh-CN',
        },
      }),
    ];
    for (const res of answers) {
      const body = envelope<SessionInfo>(res);
      expect(body.code).toBe(Code.Success);
      ExactSessionInfo.parse(body.data);
      expect(res.body).not.toContain('$argon2');
      expect(res.body).not.toMatch(/password|lastOwner|createdBy/i);
    }
  });
});
