import type { FieldErrors, JsonSchema } from '@app/contract';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import localize from 'ajv-i18n';
import { type Lang, translate } from '../../platform/messages.js';

/**
 * Checking a filled form against its version's JSON Schema (draft-07, what `formSchemas` writes) with
 * every error at once, in the caller's language. A version never changes, so its validator is compiled
 * once per version id and kept (at most CACHE_MAX of them, the least recently used dropped first).
 */
const ajv = new Ajv({
  allErrors: true,
  // Strict about unknown keywords and formats; the `if` of a condition names properties without
  // repeating `type: object`, which strictTypes would only log.
  strict: true,
  strictTypes: false,
  strictRequired: false,
  messages: true,
});
addFormats(ajv);

const CACHE_MAX = 200;
interface Cached {
  schema: JsonSchema;
  validate: ValidateFunction;
}
/** Per database: a version id names a version in one database only (tests open many). */
const caches = new WeakMap<object, Map<number, Cached>>();

export function validatorOf(db: object, versionId: number, schema: JsonSchema): ValidateFunction {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(versionId);
  if (cached) {
    // A Map keeps insertion order: moving the entry to the end leaves the least recently used first.
    cache.delete(versionId);
    cache.set(versionId, cached);
    return cached.validate;
  }
  const validate = ajv.compile(schema);
  cache.set(versionId, { schema, validate });
  if (cache.size > CACHE_MAX) {
    const [oldest, entry] = cache.entries().next().value ?? [];
    if (oldest !== undefined && entry) {
      cache.delete(oldest);
      // Ajv keeps every compiled schema until told otherwise.
      ajv.removeSchema(entry.schema);
    }
  }
  return validate;
}

/**
 * The item an error is about: the first step of its path (a table's errors belong to the table), or
 * for a missing or unexpected answer the property it names.
 */
function itemOf(error: ErrorObject): string {
  const first = error.instancePath.split('/')[1];
  if (first !== undefined && first !== '') return first.replaceAll('~1', '/').replaceAll('~0', '~');
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? 'data';
}

/** A submission whose answers the version's schema refuses: code 2 with the ajv errors by item. */
export class AnswerErrors extends Error {
  constructor(readonly errdata: FieldErrors) {
    super('form answers refused');
    this.name = 'AnswerErrors';
  }
}

/** The errors of `data` by item key, empty when it is valid. */
export function answerErrors(
  db: object,
  versionId: number,
  schema: JsonSchema,
  data: unknown,
  lang: Lang,
): FieldErrors {
  const validate = validatorOf(db, versionId, schema);
  if (validate(data)) return {};
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'if');
  if (lang === 'en') localize.en(errors);
  else localize.zh(errors);
  const fields: FieldErrors = {};
  for (const error of errors) {
    const key = itemOf(error);
    // A missing answer reads as the platform's "required", as a missing field of any other form does.
    const text =
      error.keyword === 'required' && error.instancePath === ''
        ? translate(lang, 'validation.required')
        : (error.message ?? translate(lang, 'validation.invalid'));
    const list = fields[key] ?? [];
    if (!list.includes(text)) list.push(text);
    fields[key] = list;
  }
  return fields;
}
