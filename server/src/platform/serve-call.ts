import {
  answerSchema,
  type Call,
  type CallResult,
  type Envelope,
  ErrorAnswer,
  type ParsedBody,
  type ParsedQuery,
} from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withPushes } from './pushes.js';
import { forgetCachedSessions } from './session.js';

/** The request as a call's handler sees it: query and body already parsed by the call's schemas. */
export type CallRequest<C extends Call> = Omit<FastifyRequest, 'query' | 'body'> & {
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
};

export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<Envelope<CallResult<C>> | FastifyReply> | Envelope<CallResult<C>>;

/** An answer serialised once and kept (criterion/clause-tree-answer.ts), with its gzip copy. */
export interface SerializedAnswer {
  json: string;
  gzip: Buffer;
}

/** Whether an Accept-Encoding header takes gzip (not refused with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends an answer serialised already through its call's schema: Fastify sends a string or a buffer
 * as it is, without serialising it again. A client that takes gzip gets the kept gzip copy (a
 * standard's tree of 1,000 clauses: 217 KB as JSON), as a browser on a site's mobile network would want.
 */
export function sendSerialized(reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (!acceptsGzip(reply.request.headers['accept-encoding'])) return reply.send(answer.json);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}

/**
 * Registers the route of a contract call: its method and path below `/api`, who may call it, its
 * query and body schemas, and its answer's schema, through which the answer is serialised (fields the
 * schema does not name are dropped). Calls that answer a file or speak another protocol (downloads,
 * tus uploads, health) register their routes by hand.
 */
export function serveCall<C extends Call>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  app.route({
    method: call.method,
    url: `/api${call.path}`,
    config: call.auth ? { auth: call.auth } : {},
    schema: {
      tags: [call.tag],
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      // Requests the application never saw (malformed JSON, a body too large) and server errors are
      // answered with the error envelope on their own HTTP status.
      response: { 200: answerSchema(call.response), '4xx': ErrorAnswer, '5xx': ErrorAnswer },
    },
    // The schemas above have parsed query and body into exactly these types before the handler runs.
    // What the call changed for others is pushed to them once it has answered (pushes.ts).
    handler: (request, reply) =>
      withPushes(
        (event, rooms) => {
          // The answer would drop the cached session reads (session.ts, onSend), but a pushed client
          // may ask again before it leaves: a role's grants read from the cache would still be the old.
          forgetCachedSessions();
          if (app.hasDecorator('realtime')) app.realtime.send(event, rooms);
        },
        async () => handler(request as unknown as CallRequest<C>, reply),
      ),
  });
}
