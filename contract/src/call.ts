import { Code } from './envelope.js';
import { z } from './zod.js';

/**
 * Who may make a call: anyone (`none`), anyone with or without a session (`optional`), a signed-in
 * user (`session`, the default) or a member of the session's current owner (`owner`). Page
 * permissions are checked by the service, which knows which page a call serves.
 */
export type CallAuth = 'none' | 'optional' | 'session' | 'owner';

/**
 * One HTTP call, defined once for both sides (DESIGN §3): the server registers its route from it and
 * serialises the answer through `response` (so unknown fields never leak and the OpenAPI document is
 * complete); the web client takes its path, method and types from it.
 */
export interface Call<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Below `/api`, e.g. `/backlog/index`. */
  path: `/${string}`;
  /** The OpenAPI tag, usually the module's name. */
  tag: string;
  auth?: CallAuth;
  query?: Q;
  body?: B;
  /** The envelope's `data` of a successful answer. */
  response: R;
}

/** Keeps the literal types of a call's definition (`satisfies` with inference). */
export function defineCall<
  const Q extends z.ZodType | undefined = undefined,
  const B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(call: Call<Q, B, R>): Call<Q, B, R> {
  return call;
}

/**
 * The call maker of a module whose calls serve members of the current owner (`auth: 'owner'`, most
 * of them): `const call = ownerCalls('law')`, then `call('GET', '/law/index', { query, response })`.
 * Each call states its method, path and schemas; the module's tag and the auth are said once.
 */
export const ownerCalls =
  (tag: string) =>
  <
    const Q extends z.ZodType | undefined = undefined,
    const B extends z.ZodType | undefined = undefined,
    R extends z.ZodType = z.ZodType,
  >(
    method: Call['method'],
    path: Call['path'],
    parts: { query?: Q; body?: B; response: R },
  ): Call<Q, B, R> =>
    defineCall({ method, path, tag, auth: 'owner', ...parts });

// A call's `query` and `body` are optional properties, so their type includes undefined even when
// the call has a schema: only a call without one gets undefined.
type Input<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.input<NonNullable<S>>
    : undefined;
type Output<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

/** What the web sends in the query string and body of a call. */
export type CallQuery<C extends Call> = Input<C['query']>;
export type CallBody<C extends Call> = Input<C['body']>;
/** What the server's handler receives once the schemas have parsed the request. */
export type ParsedQuery<C extends Call> = Output<C['query']>;
export type ParsedBody<C extends Call> = Output<C['body']>;
/** What the handler answers (before serialisation) and what the web receives (after). */
export type CallResult<C extends Call> = z.input<C['response']>;
export type CallData<C extends Call> = z.output<C['response']>;

/** For calls that answer no data, only a message. */
export const NoData = z.null();

const ERROR_CODES = Object.values(Code).filter((code) => code !== Code.Success);

/**
 * The body of an answer that failed: any code but success, no data. Guards and the error handler send
 * it on HTTP 200 for a refusal and on 4xx/5xx for requests the application never saw (malformed JSON,
 * a body too large, a server error); a route that answers a file answers its errors so too.
 */
export const ErrorAnswer = z.object({
  code: z.literal(ERROR_CODES),
  msg: z.string(),
  data: z.null(),
  errdata: z.record(z.string(), z.array(z.string())).optional(),
  errcode: z.number().optional(),
});

/**
 * The body of a 200 answer: the call's data under code 1, or any other code with no data (an
 * error sent by a guard or the error handler goes through the same serialiser).
 */
export function answerSchema(data: z.ZodType) {
  return z.union([z.object({ code: z.literal(Code.Success), msg: z.string(), data }), ErrorAnswer]);
}

/** A file's bytes, as OpenAPI describes a binary answer or body (never parsed as JSON). */
export const FileBytes = z.string().meta({ format: 'binary' });
