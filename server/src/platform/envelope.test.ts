import { Code, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { api, callApi, envelope, login } from '../../test/http.js';

const t = useTestApp();

describe('the envelope around every answer', () => {
  it.each([
    ['GET', '/api/no-such-call'],
    ['GET', '/api/user/no-such-call?x=1'],
    ['POST', '/api/no-such-call'],
  ])('answers %s %s with HTTP 404 and code 4', async (method, url) => {
    const res =
      method === 'GET'
        ? await api(t.app).get(url)
        : await api(t.app).post(url, {}, { headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({
      code: Code.NotFound,
      msg: method === 'GET' ? '您访问的文件/资源不存在' : 'The file/resource you visited does not exist',
      data: null,
    });
  });

  it('answers GET /api/health with plain {status: "ok"} and no envelope', async () => {
    const res = await api(t.app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('gives every answer an x-request-id, echoing the caller’s own', async () => {
    const cookie = await login(t.app, 'staff');
    const answers = [
      await api(t.app).get('/api/health'),
      await api(t.app).get('/api/missing'),
      await callApi(t.app, cookie, UserCalls.trySession),
      await callApi(t.app, undefined, UserCalls.login, { body: {} }),
      await t.app.inject({ method: 'POST', url: '/api/user/logout' }),
    ];
    const ids = answers.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const echoed = await api(t.app).get('/api/health', { 'x-request-id': 'trace-42' });
    expect(echoed.headers['x-request-id']).toBe('trace-42');
  });

  it('answers JSON with nosniff', async () => {
    const res = await callApi(t.app, undefined, UserCalls.trySession);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document listing the calls', async () => {
    const res = await api(t.app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/try-session', '/api/top-menu/index']),
    );
  });

  it('defines every schema its answers refer to (a schema that contains itself is a component)', async () => {
    const doc = (await api(t.app).get('/api/docs/json')).json<{ components: { schemas?: Record<string, unknown> } }>();
    const refs = new Set(
      [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]),
    );
    expect(refs).toContain('OrganizationNode');
    for (const name of refs) expect(doc.components.schemas?.[name ?? ''], name).toBeDefined();
  });
});
