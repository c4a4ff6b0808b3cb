import { BacklogCalls, Code, defineCall, NoData } from '@app/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/app.js';
import { callApi, envelope, login } from '../../test/http.js';
import { noPermission } from './app-error.js';
import { ok, registerEnvelopeHandlers } from './envelope.js';
import { acceptsGzip, serveCall } from './serve-call.js';

const Person = z.object({ id: z.number(), name: z.string() });
const calls = {
  person: defineCall({ method: 'GET', path: '/person', tag: 'test', auth: 'none', response: Person }),
  rename: defineCall({
    method: 'POST',
    path: '/person/rename',
    tag: 'test',
    auth: 'none',
    query: z.object({ id: z.coerce.number().int() }),
    body: z.object({ name: z.string().min(1) }),
    response: NoData,
  }),
  denied: defineCall({ method: 'GET', path: '/denied', tag: 'test', auth: 'none', response: Person }),
};

async function callApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelopeHandlers(app);
  const renamed: { id: number; name: string }[] = [];
  // The row as a table would give it: more than the call's answer names.
  serveCall(app, calls.person, () => ok({ id: 7, name: '张三', passwordHash: 'secret' } as never));
  serveCall(app, calls.rename, (request) => {
    renamed.push({ id: request.query.id, name: request.body.name });
    return ok(null, 'renamed');
  });
  serveCall(app, calls.denied, () => {
    throw noPermission();
  });
  await app.ready();
  return { app, renamed };
}

describe('a contract call registered by serveCall', () => {
  it('answers only the fields its response schema names', async () => {
    const { app } = await callApp();
    const res = await app.inject({ method: 'GET', url: '/api/person' });
    expect(res.json()).toEqual({ code: Code.Success, msg: '', data: { id: 7, name: '张三' } });
    expect(res.body).not.toContain('secret');
  });

  it('hands the handler the query and body parsed by the call’s schemas', async () => {
    const { app, renamed } = await callApp();
    const res = await app.inject({ method: 'POST', url: '/api/person/rename?id=3', payload: { name: '李四' } });
    expect(res.json()).toMatchObject({ code: Code.Success, msg: 'renamed', data: null });
    expect(renamed).toEqual([{ id: 3, name: '李四' }]);
  });

  it('refuses a body its schema refuses with field errors, and the handler never runs', async () => {
    const { app, renamed } = await callApp();
    const res = await app.inject({ method: 'POST', url: '/api/person/rename?id=3', payload: { name: '' } });
    expect(res.json()).toMatchObject({ code: Code.FieldErrors, data: null });
    expect(renamed).toEqual([]);
  });

  it('sends an error envelope through the same serialiser unchanged', async () => {
    const { app } = await callApp();
    const res = await app.inject({ method: 'GET', url: '/api/denied' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: Code.NoPermission, data: null });
  });
});

describe('contract calls of the app', () => {
  const t = useTestApp();

  it('answers -1 from the session guard before a call’s handler runs', async () => {
    const res = await callApi(t.app, undefined, BacklogCalls.list);
    expect(envelope(res).code).toBe(Code.NotLoggedIn);
  });

  it('serves a call that answers with the session guard passed', async () => {
    const cookie = await login(t.app, 'staff');
    const res = await callApi(t.app, cookie, BacklogCalls.list, { query: { page: 1, 'per-page': 15 } });
    expect(envelope(res).code).toBe(Code.Success);
  });

  it('documents each call’s answer in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const answer = res.json().paths['/api/backlog/index'].get.responses['200'];
    expect(JSON.stringify(answer)).toContain('report_temp_id');
  });

  it('registers every JSON call of the API from the contract: each documents its answer', async () => {
    // Routes that answer no envelope on 200: the health check's plain JSON and the tus protocol's
    // headers. Routes that answer a file declare their error envelope as JSON beside the file's type.
    const tus = ['post /api/files/tus', 'head /api/files/tus', 'patch /api/files/tus', 'delete /api/files/tus'];
    const byHand = new Set(['get /api/health', ...tus, ...tus.map((route) => route.replace('/tus', '/tus/{id}'))]);
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const undocumented: string[] = [];
    for (const [path, methods] of Object.entries<Record<string, Operation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method} ${path}`;
        const answer = operation.responses?.['200']?.content?.['application/json']?.schema;
        if (!byHand.has(route) && !answer) undocumented.push(route);
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('acceptsGzip', () => {
  it('takes gzip as a browser offers it, and not when refused or not offered', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
