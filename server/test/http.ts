import { type Call, type CallBody, type CallData, type CallQuery, Code, type Envelope, UserCalls } from '@app/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { hashSessionId, SESSION_COOKIE } from '../src/platform/session.js';

export type Response = LightMyRequestResponse;
type Headers = Record<string, string>;

/** Calls as a browser of this app would: POSTs carry X-Requested-With, the cookie goes along when given. */
export function api(app: FastifyInstance, cookie?: string) {
  const base = (headers: Headers = {}): Headers => ({ ...(cookie ? { cookie } : {}), ...headers });
  return {
    get: (url: string, headers?: Headers, options: Omit<InjectOptions, 'headers'> = {}) =>
      app.inject({ ...options, method: 'GET', url, headers: base(headers) }),
    post: (url: string, payload?: InjectOptions['payload'], options: Omit<InjectOptions, 'payload'> = {}) =>
      app.inject({
        ...options,
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload }),
        headers: base({ 'x-requested-with': 'XMLHttpRequest', ...(options.headers as Headers | undefined) }),
      }),
  };
}

/**
 * A call's query as a test sends it: the keys of the call's query, each value sent as text (as the
 * web client sends ids and numbers), so a test may send a value the schema refuses.
 */
export type TestQuery<C extends Call> =
  CallQuery<C> extends undefined ? undefined : { [K in keyof NonNullable<CallQuery<C>>]?: string | number | boolean };

/**
 * What a call is sent with: its query (one value per key) and its body; extra headers, and the
 * client's address where a test needs one of its own (login throttling).
 */
export interface CallInput<C extends Call> {
  query?: TestQuery<C>;
  body?: CallBody<C> | InjectOptions['payload'];
  headers?: Headers;
  remoteAddress?: string;
}

/**
 * Makes a call of the contract as the web client does (web/src/lib/http.ts): its method and path
 * below `/api` from the call's definition, the query's defined values as strings, the body as JSON
 * (or as given, for a test that sends raw bytes). Tests name the call, not its path, so a call that
 * moves moves its tests along.
 */
export function callApi<C extends Call>(
  app: FastifyInstance,
  cookie: string | undefined,
  call: C,
  input: CallInput<C> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  const url = `/api${call.path}${search ? `?${search}` : ''}`;
  const client = api(app, cookie);
  const options = input.remoteAddress ? { remoteAddress: input.remoteAddress } : {};
  return call.method === 'GET'
    ? client.get(url, input.headers, options)
    : client.post(url, input.body as InjectOptions['payload'], { ...options, headers: input.headers });
}

/**
 * One session's calls, for tests that hand a member around: `caller(app, cookie)(ReportCalls.create,
 * { body })` is `callApi(app, cookie, ReportCalls.create, { body })`. Its `get` and `post` are those
 * of `api`, for the paths that are no calls of the contract (file downloads, exports, workbook templates).
 */
export function caller(app: FastifyInstance, cookie?: string) {
  const call = <C extends Call>(definition: C, input?: CallInput<C>) => callApi(app, cookie, definition, input);
  return Object.assign(call, api(app, cookie));
}

export type Caller = ReturnType<typeof caller>;

/** The envelope of a call's answer, its data typed by the call. */
export const answerOf = <C extends Call>(_call: C, res: Response): Envelope<CallData<C>> => envelope<CallData<C>>(res);

export const envelope = <T = unknown>(res: Response): Envelope<T> => res.json<Envelope<T>>();

export function postLogin(app: FastifyInstance, username: string, password = DEMO_PASSWORD, remoteAddress?: string) {
  return callApi(app, undefined, UserCalls.login, { body: { username, password }, remoteAddress });
}

/** Signs in and answers the `cookie` header value that carries the new session. */
export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  remoteAddress?: string,
): Promise<string> {
  const res = await postLogin(app, username, password, remoteAddress);
  const body = envelope(res);
  if (body.code !== Code.Success) throw new Error(`login as ${username} failed: ${body.code} ${body.msg}`);
  return sessionCookieOf(res);
}

export function sessionCookieOf(res: Response): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('the answer sets no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** The sessions-table key of a `cookie` header made by `login`. */
export const sessionHashOf = (cookie: string) => hashSessionId(cookie.slice(SESSION_COOKIE.length + 1));

/** Code 2 on HTTP 200 with a message for each of `fields` (and, when given, containing `text`). */
export function expectFieldErrors(res: Response, fields: string[], text?: string) {
  expect(res.statusCode).toBe(200);
  const body = envelope(res);
  expect(body.code).toBe(Code.FieldErrors);
  for (const field of fields) {
    expect(body.errdata?.[field], `errdata.${field}`).toBeDefined();
    expect(body.errdata?.[field]?.length).toBeGreaterThan(0);
  }
  if (text) expect(Object.values(body.errdata ?? {}).flat()).toContain(text);
}

let lastAddress = 0;
/** A client address nobody else in this file uses, so login throttling of one test leaves the others be. */
export function uniqueAddress(): string {
  lastAddress += 1;
  return `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}
