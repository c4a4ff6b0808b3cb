import { Code, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { allSessions } from '../../test/factories.js';
import { callApi, envelope, login, sessionHashOf } from '../../test/http.js';

const t = useTestApp();
const credentials = { username: 'admin', password: 'demo1234' };

describe('CSRF guard on state-changing calls', () => {
  it('refuses a POST without X-Requested-With with HTTP 403 and code 7, and does nothing', async () => {
    const before = (await allSessions(t.db)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: credentials });
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toEqual({ code: Code.IllegalOperation, msg: '非法操作：拒绝跨站请求', data: null });
    expect(res.cookies).toHaveLength(0);
    expect(await allSessions(t.db)).toHaveLength(before);
  });

  it('does not let a cross-site logout end the session', async () => {
    const cookie = await login(t.app, 'staff');
    const res = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect((await allSessions(t.db)).map((s) => s.idHash)).toContain(sessionHashOf(cookie));
    expect(envelope(await callApi(t.app, cookie, UserCalls.trySession)).code).toBe(Code.Success);
  });

  it.each([
    ['a foreign Origin', 'https://evil.example'],
    ['a malformed Origin', 'not a url'],
  ])('refuses a POST with %s even when X-Requested-With is sent', async (_case, origin) => {
    const before = (await allSessions(t.db)).length;
    const res = await callApi(t.app, undefined, UserCalls.login, {
      body: credentials,
      headers: { host: 'app.example', origin, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toMatchObject({
      code: Code.IllegalOperation,
      msg: 'Illegal operation: cross-site request refused',
    });
    expect(await allSessions(t.db)).toHaveLength(before);
  });

  it('accepts a POST whose Origin is this host', async () => {
    const res = await callApi(t.app, undefined, UserCalls.login, {
      body: credentials,
      headers: { host: 'app.example', origin: 'http://app.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).code).toBe(Code.Success);
  });

  it('lets a GET through without the header', async () => {
    const cookie = await login(t.app, 'client');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/try-session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).code).toBe(Code.Success);
  });

  // The guard once tested the raw URL while the router decoded it, so `/%61pi/...` slipped past.
  it.each([
    ['a percent-encoded letter', '/%61pi/user/logout'],
    ['an encoded slash segment', '/api/user%2Flogout'],
    ['every letter encoded', '/%61%70%69/%75ser/logout'],
    ['a double slash', '//api/user/logout'],
    ['a trailing dot', '/api/user/logout.'],
    ['upper case', '/API/user/logout'],
    ['a trailing slash', '/api/user/logout/'],
  ])('refuses a POST spelt with %s and leaves the session alive', async (_case, url) => {
    const cookie = await login(t.app, 'manager');
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe(Code.IllegalOperation);
    expect((await allSessions(t.db)).map((s) => s.idHash)).toContain(sessionHashOf(cookie));
    expect(envelope(await callApi(t.app, cookie, UserCalls.trySession)).code).toBe(Code.Success);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('guards %s outside /api too', async (method) => {
    const res = await t.app.inject({ method, url: '/%61pi/user/logout' });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe(Code.IllegalOperation);
  });
});
