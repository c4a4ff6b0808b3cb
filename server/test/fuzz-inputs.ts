/**
 * Bad inputs derived from the app's OpenAPI document (the JSON Schema the route schemas generate), for
 * the fuzz test. Each case breaks exactly one place of an otherwise plausible request, so a call the
 * server wrongly accepted would show as a change in the database rather than pass unnoticed.
 */

/** The part of JSON Schema (OpenAPI 3.0 flavour) that zod's generated schemas use. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  /** A record's values (`z.record`): any key, each value of this schema (`{}`: anything). */
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

/**
 * The calls of the document, GET and POST. The tus protocol's other methods and its upload addresses
 * (a path parameter) are left to the tus server and its own tests (files/tus.test.ts).
 */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => (method === 'get' || method === 'post') && !path.includes('{'))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: op.requestBody?.content['application/json']?.schema,
      })),
  );
}

/** One request: the query as raw (already percent-encoded) pairs, and the body as JSON or raw text. */
export interface FuzzCase {
  label: string;
  /** A value nested DEEP levels sits in the body: bad input, which no call may take. */
  deep?: boolean;
  query: [string, string][];
  body?: { json: unknown } | { raw: string; type: string };
}

export const HUGE_TEXT = 'x'.repeat(100_000);
/**
 * Bad values come in groups of one kind each; a case takes one value of every group (chosen by the
 * seeded generator), which keeps every kind of input at every place within the time budget.
 */
type Groups<T> = T[][];
/** U+0000 and lone surrogates: valid JSON and valid JavaScript strings that PostgreSQL cannot store. */
const NUL_TEXT = ['\u0000', 'a\u0000b'];
const SURROGATE_TEXT = ['\ud800', 'a\udc00b', 'b\ud83d'];
const HUGE_NUMBERS = [99_999_999_999, 2_147_483_648, 1e308, -1e308];
const ODD_NUMBERS = [1.5, -1, 0];
/** Percent-encoded bytes of U+0000, of a lone surrogate (invalid UTF-8) and other broken sequences. */
const QUERY_GROUPS: Groups<string> = [
  ['%00', 'a%00b'],
  ['%ED%A0%80', '%F0%9F', '%C0%80', '%FF'],
  ['99999999999', '2147483648', '1e308', '-1e308'],
  ['1.5', '-1', 'NaN', 'Infinity', '0x7fffffff'],
  [HUGE_TEXT],
  [''],
];
/** Ranges and date ranges (`from|to`, `begin|end`) that JavaScript parses and PostgreSQL cannot hold. */
const FILTER_GROUPS: Groups<string> = [
  ...QUERY_GROUPS.filter((group) => group[0] !== ''),
  ['-271821-04-20|', '|275760-09-13', '0000-00-00|', '99999-01-01|', '2024-13-45|2024-01-01'],
  ['1e308|', '|99999999999', '1.5|2.5', '1|2|3', 'true%00'],
];

const schemaOf = (schema: JsonSchema): JsonSchema =>
  schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.find((s) => s.type !== 'null') ?? schema;

/** Texts tried in turn against a pattern until one fits; enough for every pattern of the contract. */
const PATTERN_CANDIDATES = ['abc', 'a1', 'abc_1', 'Abc1', '/a', 'https://a.cn/x', 'ABC', '1'];
const SAMPLE_FILE_ID = '00000000-0000-4000-8000-000000000000';

function sampleText(s: JsonSchema): string {
  const fits = (t: string) => t.length >= (s.minLength ?? 0) && t.length <= (s.maxLength ?? Infinity);
  if (s.format === 'email') return 'a@b.cn';
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    return [...PATTERN_CANDIDATES, SAMPLE_FILE_ID].find((t) => re.test(t) && fits(t)) ?? 'abc';
  }
  const text = 'a'.repeat(Math.max(s.minLength ?? 0, 3));
  return text.slice(0, s.maxLength ?? text.length);
}

/** A value that satisfies `schema` as far as JSON Schema can say (refinements aside). */
export function sample(schema: JsonSchema): unknown {
  const s = schemaOf(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      return sampleText(s);
    case 'integer':
    case 'number':
      return Math.max(1, (s.minimum ?? 1) + (s.exclusiveMinimum === true ? 1 : 0));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return null;
  }
}

/** JSON values that `schema` must refuse, in groups of one kind. */
function badValues(schema: JsonSchema): Groups<unknown> {
  const s = schemaOf(schema);
  const nullable = s.nullable === true || schema.anyOf?.some((x) => x.type === 'null') === true;
  const wrongTypes = [nullable ? undefined : null, true, { a: 1 }, ['a']].filter((v) => v !== undefined);
  const outOf = (numbers: number[]) => numbers.filter((n) => !fits(s, n));
  const groups: Groups<unknown> = (() => {
    if (s.enum) return [[...wrongTypes, 12], ['zzz-not-listed'], NUL_TEXT, SURROGATE_TEXT];
    switch (s.type) {
      case 'string':
        return [[...wrongTypes, 12], NUL_TEXT, SURROGATE_TEXT, s.maxLength === undefined ? [] : [HUGE_TEXT]];
      case 'integer':
      case 'number':
        return [[...wrongTypes, '1'], outOf(HUGE_NUMBERS), outOf(ODD_NUMBERS)];
      case 'boolean':
        return [[...wrongTypes.filter((v) => v !== true), 'true', 1]];
      case 'array': {
        const tooMany = Array.from({ length: (s.maxItems ?? 0) + 1 }, () => sample(s.items ?? {}));
        return [[null, 'a', { a: 1 }], s.maxItems === undefined ? [] : [tooMany]];
      }
      case 'object':
        return [[null, 'a', 7, [sample(s)]]];
      default:
        return [];
    }
  })();
  return groups.filter((group) => group.length > 0);
}

function fits(s: JsonSchema, n: number): boolean {
  if (s.type === 'integer' && !Number.isInteger(n)) return false;
  const min = s.minimum ?? -Infinity;
  if (n < min || (s.exclusiveMinimum === true && n === min)) return false;
  return n <= (s.maximum ?? Infinity);
}

/**
 * Every place in a body schema one value can go: object properties, a value of a record (under the
 * key `k`: a form's answers, a chart's settings) and one item of each array.
 */
function* places(
  schema: JsonSchema,
  at: (string | number)[] = [],
): Generator<{ at: (string | number)[]; schema: JsonSchema }> {
  yield { at, schema };
  const s = schemaOf(schema);
  if (s.type === 'object') for (const [k, v] of Object.entries(s.properties ?? {})) yield* places(v, [...at, k]);
  if (s.type === 'object' && typeof s.additionalProperties === 'object' && !s.properties?.k) {
    yield* places(s.additionalProperties, [...at, 'k']);
  }
  if (s.type === 'array' && s.items) yield* places(s.items, [...at, 0]);
}

/**
 * How deep the nested values go: JSON.parse takes 10,000 levels, while whatever walks them recursively
 * afterwards (JSON.stringify, a validator, the database driver) may overflow its stack.
 */
export const DEEP = 10_000;
/** Lists and groups nested DEEP levels, as JSON text: JSON.stringify itself cannot write them. */
const DEEP_JSON = [`${'['.repeat(DEEP)}1${']'.repeat(DEEP)}`, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`];
/** Stands in the body for the deep value until the body is JSON text. */
const DEEP_MARK = '\u0001deep\u0001';

/** `base` as JSON text with `deep` at `at`. */
function withDeepValue(base: unknown, schema: JsonSchema, at: (string | number)[], deep: string): string {
  return JSON.stringify(replaced(base, schema, at, DEEP_MARK)).replace(JSON.stringify(DEEP_MARK), deep);
}

/** `base` with the value at `at` replaced; arrays on the way get one sample item to hold it. */
function replaced(base: unknown, schema: JsonSchema, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  const s = schemaOf(schema);
  if (typeof head === 'number') {
    const item = s.items ?? {};
    const list = Array.isArray(base) && base.length > 0 ? [...base] : [sample(item)];
    list[0] = replaced(list[0], item, rest, value);
    return list;
  }
  const object = { ...(base as Record<string, unknown>) };
  object[head as string] = replaced(object[head as string], s.properties?.[head as string] ?? {}, rest, value);
  return object;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};
const encodeSample = (value: unknown) => encodeURIComponent(String(value));

/**
 * The bad requests of one operation, one value of each group at each place, chosen by `random`.
 * `filterColumns` are the `filter[<column>]` names its list accepts (list filters are open-ended query
 * keys, so the document does not name them).
 */
export function casesOf(op: Operation, random: () => number, filterColumns: string[] = []): FuzzCase[] {
  const one = <T>(group: T[]) => group[Math.floor(random() * group.length)] as T;
  const baseQuery: [string, string][] = op.query
    .filter((p) => p.required)
    .map((p) => [p.name, encodeSample(sample(p.schema))]);
  const baseBody = op.body ? sample(op.body) : undefined;
  const withBody = (): FuzzCase['body'] => (op.body ? { json: baseBody } : undefined);
  const cases: FuzzCase[] = [];
  const queryCase = (name: string, values: string[], label: string) => {
    const query = baseQuery.filter(([k]) => k !== name);
    cases.push({ label, query: [...query, ...values.map((v): [string, string] => [name, v])], body: withBody() });
  };

  for (const p of op.query) {
    for (const group of QUERY_GROUPS) {
      const v = one(group);
      queryCase(p.name, [v], `?${p.name}=${show(v)}`);
    }
    queryCase(p.name, ['1', '2'], `?${p.name} twice`);
  }
  for (const column of filterColumns) {
    const name = encodeURIComponent(`filter[${column}]`);
    for (const group of FILTER_GROUPS) {
      const v = one(group);
      queryCase(name, [v], `?filter[${column}]=${show(v)}`);
    }
    queryCase(name, ['a', 'b'], `?filter[${column}] twice`);
  }
  if (op.body) {
    for (const place of places(op.body)) {
      for (const group of badValues(place.schema)) {
        const value = one(group);
        cases.push({
          label: `body.${place.at.join('.')}=${show(value)}`,
          query: baseQuery,
          body: { json: replaced(baseBody, op.body, place.at, value) },
        });
      }
      // Inside the fields only: a body that is itself a deep group is a group of one unknown field.
      if (place.at.length === 0) continue;
      const deep = one(DEEP_JSON);
      cases.push({
        label: `body.${place.at.join('.')}=${deep.slice(0, 4)}…(${DEEP} deep)`,
        deep: true,
        query: baseQuery,
        body: { raw: withDeepValue(baseBody, op.body, place.at, deep), type: 'application/json' },
      });
    }
  }
  // Broken bodies, where a body is read: a route with a body schema, or one that takes its body raw
  // (the user import's workbook). Anywhere else the body is ignored, so it would not be a bad input.
  if (op.method === 'POST' && (op.body || op.query.length === 0)) {
    const raw = one(['{"a":', '[[[[[[[[[[', '{"__proto__":{"x":1}}', '\u0000']);
    cases.push({ label: `raw body ${show(raw)}`, query: baseQuery, body: { raw, type: 'application/json' } });
    cases.push({ label: 'text/plain body', query: baseQuery, body: { raw: 'a=1', type: 'text/plain' } });
  }
  return cases;
}

/** Mulberry32: a small seeded generator, so every run sends the same cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items of `list` chosen by `random`, in their original order. */
export function pick<T>(list: T[], count: number, random: () => number): T[] {
  if (list.length <= count) return list;
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * list.length));
  return [...chosen].sort((a, b) => a - b).map((i) => list[i] as T);
}
