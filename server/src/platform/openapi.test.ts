import { answerSchema, NcrCalls } from '@app/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswers } from '../../test/answer-check.js';
import { useTestApp } from '../../test/app.js';
import { compile, type OpenApiDoc, openApiAjv, schemasOf } from '../../test/openapi-schemas.js';
import { registerDocs } from './docs.js';

const t = useTestApp();
let doc: OpenApiDoc;

beforeAll(async () => {
  doc = (await t.app.inject('/api/docs/json')).json<OpenApiDoc>();
});

/** The first schema of a property named `name`, wherever it is in `schema`. */
function propertyOf(schema: unknown, name: string): object | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const own = (schema as { properties?: Record<string, object> }).properties?.[name];
  if (own) return own;
  for (const child of Object.values(schema)) {
    const found = propertyOf(child, name);
    if (found) return found;
  }
  return undefined;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('has schemas that all compile with Ajv, as a generated client would compile them', () => {
    const ajv = openApiAjv(doc);
    const schemas = schemasOf(doc);
    expect(schemas.length).toBeGreaterThan(700);
    const failed: string[] = [];
    for (const { where, schema } of schemas) {
      try {
        compile(ajv, schema);
      } catch (err) {
        failed.push(`${where}: ${(err as Error).message}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('takes the null a nullable enum stands for: an NCR not disposed yet', () => {
    const path = `/api${NcrCalls.detail.path}`;
    const schema = doc.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${path} declares no answer`);
    const disposition = propertyOf(schema, 'disposition');
    const validate = compile(openApiAjv(doc), { type: 'object', properties: { d: disposition } });
    expect(validate({ d: null })).toBe(true);
    expect(validate({ d: 'rework' })).toBe(true);
    expect(validate({ d: 'burn' })).toBe(false);
  });

  it('describes the answers that are files with their media types, and their errors as JSON', () => {
    const typesOf = (path: string, method = 'get', status = '200') =>
      Object.keys(doc.paths[path]?.[method]?.responses?.[status]?.content ?? {});
    expect(typesOf('/api/report/export')).toEqual([DOCX, 'application/pdf', 'application/json']);
    expect(typesOf('/api/report/export-batch/download')).toEqual(['application/zip', 'application/json']);
    expect(typesOf('/api/files/download')).toEqual(['*/*', 'application/json']);
    expect(typesOf('/api/files/download', 'get', '206')).toEqual(['*/*']);
    expect(typesOf('/api/analysis/export', 'post')).toEqual([XLSX, 'application/json']);
    for (const path of ['/api/user/export', '/api/project/import-template', '/api/finding/rates/export']) {
      expect(typesOf(path), path).toEqual([XLSX, 'application/json']);
    }
    const report = doc.paths['/api/report/export']?.get?.responses?.['200'];
    expect(report?.content?.[DOCX]?.schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(report?.headers ?? {})).toEqual(['Content-Disposition']);
  });

  it('describes the tus protocol: creation, offset, append and cancel, with their headers', () => {
    const collection = doc.paths['/api/files/tus'] ?? {};
    const upload = doc.paths['/api/files/tus/{id}'] ?? {};
    expect(Object.keys(collection).sort()).toEqual(['delete', 'head', 'patch', 'post']);
    expect(Object.keys(upload).sort()).toEqual(['delete', 'head', 'patch', 'post']);
    const headersOf = (op: typeof upload.post) =>
      (op?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headersOf(collection.post)).toEqual(
      expect.arrayContaining(['tus-resumable', 'upload-length', 'upload-metadata', 'upload-token']),
    );
    expect(Object.keys(collection.post?.responses?.['201']?.headers ?? {})).toContain('Location');
    expect(Object.keys(upload.head?.responses?.['200']?.headers ?? {})).toEqual(
      expect.arrayContaining(['Upload-Offset', 'Upload-Length']),
    );
    expect(headersOf(upload.patch)).toEqual(expect.arrayContaining(['tus-resumable', 'upload-offset']));
    expect(Object.keys(upload.patch?.requestBody?.content ?? {})).toEqual(['application/offset+octet-stream']);
    expect(upload.patch?.responses?.['204']?.headers?.['Upload-Offset']).toBeDefined();
  });
});

describe("the check of the test apps' answers against the document", () => {
  it('finds an answer that disagrees with its schema, and one of a status that declares no JSON', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerDocs(app);
    const response = { 200: answerSchema(z.object({ n: z.number() })) };
    // Sent as text, so the serialiser does not stand between the answer and the check. The status is
    // one the route does not declare when asked (the cast: Fastify types it from the declared ones).
    app.get('/api/x', { schema: { response } }, (request, reply) =>
      reply
        .type('application/json')
        .status(Number((request.query as { s?: string }).s ?? 200) as 200)
        .send('{"code":1,"msg":"","data":{"n":"1"}}'),
    );
    const mismatches = checkAnswers(app);
    await app.ready();
    await app.inject('/api/x');
    await app.inject('/api/x?s=202');
    expect(mismatches).toEqual([
      expect.stringMatching(/^GET \/api\/x 200: .*must be number/),
      'GET /api/x 202: a JSON answer where the document declares none',
    ]);
    await app.close();
  });
});
