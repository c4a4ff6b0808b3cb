import { APP_VERSION, ErrorAnswer, FileBytes } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** A JSON Schema as the OpenAPI document writes it (3.1: JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** A response as the document describes it beyond its body: its description and its headers. */
interface ResponseDoc {
  description?: string;
  /** Header name to its schema (with its own `description`). */
  headers?: Record<string, JsonSchema>;
  /** JSON Schema `type: 'null'` marks a response with no body (or only a JSON error envelope, below). */
  type?: 'null';
  /** A body that is not JSON (tus's plain-text refusals). */
  content?: Record<string, { schema: JsonSchema }>;
}

/**
 * A route's documented response over its zod one of the same status: the zod schema stays the JSON
 * body (a file route's error envelope, a guard's envelope before tus takes the request), beside what
 * the documented response says of the other bodies and of the headers.
 */
function mergeResponse(zod: JsonSchema | undefined, doc: ResponseDoc): object {
  if (!zod) return doc;
  if (zod.content) return { ...zod, ...doc };
  const { type: _noBody, ...rest } = doc;
  return { ...rest, content: { ...doc.content, 'application/json': { schema: zod } } };
}

/**
 * What a route's zod schemas cannot say: the headers and raw body of a protocol Fastify does not
 * parse (tus), the headers of a file answer. For the document only: never validated nor serialised,
 * so describing them changes nothing a client sees.
 */
export interface DocumentedOnly {
  /** Request headers: a JSON Schema object whose properties become header parameters. */
  headers?: JsonSchema;
  /** A body Fastify leaves unparsed, and its media types. */
  body?: JsonSchema;
  consumes?: string[];
  /** Merged over the zod response of the same status, if any. */
  response?: Record<string, ResponseDoc>;
}

declare module 'fastify' {
  interface FastifySchema {
    documented?: DocumentedOnly;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform, then the route's documented-only parts on top. The document is OpenAPI 3.1, so
 * zod writes JSON Schema 2020-12: a nullable enum is `anyOf` of the enum and `type: 'null'`, which
 * accepts the null it stands for (3.0's `nullable` beside an `enum` without null did not, nor did
 * `nullable` beside `anyOf` without `type` compile).
 */
function transform(input: TransformInput) {
  const { documented, ...schema } = (input.schema ?? {}) as { documented?: DocumentedOnly };
  const out = jsonSchemaTransform({ ...input, schema: input.schema ? schema : input.schema });
  if (!documented || !out.schema) return out;
  const zodSchema = out.schema as Record<string, unknown>;
  const response: Record<string, object> = { ...(zodSchema.response as Record<string, JsonSchema> | undefined) };
  for (const [status, doc] of Object.entries(documented.response ?? {})) {
    // A status the zod schemas cover by its range (the error handler's 4xx envelope) keeps that JSON.
    const zod = response[status] ?? response[`${status[0]}xx`];
    response[status] = mergeResponse(zod as JsonSchema | undefined, doc);
  }
  const { headers, body, consumes } = documented;
  return {
    ...out,
    schema: {
      ...zodSchema,
      ...(headers ? { headers } : {}),
      ...(body ? { body, consumes } : {}),
      ...(documented.response ? { response } : {}),
    },
  };
}

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Inspection back office API', version: APP_VERSION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform,
    // Schemas registered with an id (those that contain themselves, like the organisation tree) are
    // referenced by the routes and defined once under components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

const attachment = { type: 'string', description: "attachment; filename*=UTF-8''… (the file's name)" };

/**
 * The schema of a route that answers a file of one of `types`: the bytes on 200, or an error
 * envelope as JSON (on 200 for a refusal, on 4xx/5xx otherwise). The JSON one is a real schema:
 * the error handler's envelopes go through it.
 */
export function fileAnswer(types: string[], description: string) {
  const bytes = Object.fromEntries(types.map((type) => [type, { schema: FileBytes }]));
  return {
    response: {
      200: { description, content: { ...bytes, 'application/json': { schema: ErrorAnswer } } },
      '4xx': ErrorAnswer,
      '5xx': ErrorAnswer,
    },
    documented: { response: { 200: { headers: { 'Content-Disposition': attachment } } } },
  };
}
