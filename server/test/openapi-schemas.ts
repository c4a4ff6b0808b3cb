import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The OpenAPI document's schemas compiled with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 writes
 * them), as a client generated from the document would check the server's answers.
 */

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
export interface OpenApiResponse {
  content?: Record<string, MediaType>;
  headers?: Record<string, { schema?: Schema }>;
}
export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, OpenApiResponse>;
}
export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Where the components live for Ajv: `#/components/schemas/X` becomes `<this>#/$defs/X`. */
const COMPONENTS = 'openapi-components';

const withComponentRefs = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS}#/$defs/`));

/** Strict about schemas, not about the annotations OpenAPI adds to them (`example`, `xml`, …). */
export function openApiAjv(doc: OpenApiDoc): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // A file's bytes: nothing for JSON Schema to check.
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: COMPONENTS, $defs: withComponentRefs(doc.components?.schemas ?? {}) });
  return ajv;
}

export interface LocatedSchema {
  /** e.g. `get /api/ncr/detail response 200 application/json`. */
  where: string;
  schema: Schema;
}

/** Every schema of every operation: parameters, request bodies, response bodies and headers. */
export function schemasOf(doc: OpenApiDoc): LocatedSchema[] {
  const found: LocatedSchema[] = [];
  const add = (where: string, schema: Schema | undefined) => {
    if (schema) found.push({ where, schema });
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const at = `${method} ${path}`;
      for (const p of op.parameters ?? []) add(`${at} ${p.in} ${p.name}`, p.schema);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        add(`${at} body ${type}`, media.schema);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          add(`${at} response ${status} ${type}`, media.schema);
        }
        for (const [name, h] of Object.entries(response.headers ?? {}))
          add(`${at} response ${status} ${name}`, h.schema);
      }
    }
  }
  return found;
}

export function compile(ajv: Ajv2020, schema: Schema): ValidateFunction {
  return ajv.compile(withComponentRefs(schema));
}
