import { gunzipSync } from 'node:zlib';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { compile, type OpenApiDoc, type OpenApiOperation, openApiAjv } from './openapi-schemas.js';

/**
 * Every JSON answer a test receives, checked against the schema the OpenAPI document declares for
 * its route and status, as a client generated from the document would check it. The routes of every
 * test app are the same, so each schema is compiled once per process.
 */

/** Each schema compiled once per process (every test app has the same routes), by its JSON text. */
const compiled = new Map<string, ValidateFunction>();
let ajv: ReturnType<typeof openApiAjv> | undefined;

interface AppSchemas {
  doc: OpenApiDoc;
  /** `method url status` to its validator; null when the status declares no JSON answer. */
  validators: Map<string, ValidateFunction | null>;
}

function validatorFor(schemas: AppSchemas, op: OpenApiOperation, key: string, status: number) {
  const known = schemas.validators.get(key);
  if (known !== undefined) return known;
  const responses = op.responses ?? {};
  const declared = responses[status] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  const schema = declared?.content?.['application/json']?.schema;
  let validate: ValidateFunction | null = null;
  if (schema) {
    const text = JSON.stringify(schema);
    ajv ??= openApiAjv(schemas.doc);
    validate = compiled.get(text) ?? compile(ajv, schema);
    compiled.set(text, validate);
  }
  schemas.validators.set(key, validate);
  return validate;
}

function textOf(payload: unknown, encoding: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return (encoding === 'gzip' ? gunzipSync(payload) : payload).toString('utf8');
  return undefined; // a stream: a file, never a JSON answer
}

/** Installs the check on an app not yet ready; what disagrees is collected in the array answered. */
export function checkAnswers(app: FastifyInstance): string[] {
  const mismatches: string[] = [];
  let schemas: AppSchemas | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const type = String(reply.getHeader('content-type') ?? '');
    // HEAD of a GET route answers no body; routes outside the document (its own pages) are not checked.
    if (!url || request.method === 'HEAD' || !type.startsWith('application/json')) return payload;
    schemas ??= { doc: app.swagger() as unknown as OpenApiDoc, validators: new Map() };
    const op = schemas.doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[request.method.toLowerCase()];
    const text = textOf(payload, reply.getHeader('content-encoding'));
    if (!op || text === undefined) return payload;
    const status = reply.statusCode;
    const where = `${request.method} ${url} ${status}`;
    const validate = validatorFor(schemas, op, where, status);
    if (!validate) {
      mismatches.push(`${where}: a JSON answer where the document declares none`);
    } else if (!validate(JSON.parse(text))) {
      mismatches.push(`${where}: ${JSON.stringify(validate.errors?.slice(0, 3))} in ${text.slice(0, 300)}`);
    }
    return payload;
  });
  return mismatches;
}
