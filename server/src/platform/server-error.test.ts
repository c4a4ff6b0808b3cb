import { Code, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { api, callApi, envelope, login } from '../../test/http.js';

// A file of its own: it closes the database under the running app.
const t = useTestApp();

describe('an unexpected server error', () => {
  it('answers HTTP 500 with a plain message, never a stack trace or SQL', async () => {
    const cookie = await login(t.app, 'admin');
    await t.database.close();

    for (const [language, msg] of [
      ['zh-CN', '服务器错误'],
      ['en', 'Server error'],
    ] as const) {
      const res = await callApi(t.app, cookie, UserCalls.trySession, { headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(500);
      const body = envelope(res);
      expect(body).toEqual({ code: Code.Error, msg, data: null, errcode: 500 });
      expect(res.body).not.toMatch(/\bat |select|from "|pglite|pool|stack/i);
    }
  });

  it('makes /api/health answer 503 without an envelope', async () => {
    await t.database.close();
    const res = await api(t.app).get('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });
});
