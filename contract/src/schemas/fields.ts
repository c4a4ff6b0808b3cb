import { z } from '../zod.js';

/**
 * The primitives every request schema is built from (DESIGN §9: text refuses U+0000 and lone
 * surrogates, numbers are range-checked in the contract), so that input PostgreSQL cannot store or
 * compare is a field error here rather than a database error later.
 *
 * Validation messages are keys; the server and the web translate them into the reader's language
 * (`validation.*` in both message catalogues). A missing field and a wrong type read differently.
 */

/** PostgreSQL's `integer`: ids, counts and orders of the database are never larger. */
export const INT4_MAX = 2_147_483_647;

const missingOrWrongType = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

/**
 * U+0000 and UTF-16 surrogates without their partner. JSON and JavaScript accept both; PostgreSQL
 * stores neither in text or jsonb, and a lone surrogate would turn into U+FFFD on the way anyway.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Any string a client sends, untrimmed (passwords keep their spaces). Every string of a request
 * schema starts here; a refused character stops the other checks, so it is the field's one message.
 */
export const safeText = (typeError: string | typeof missingOrWrongType = missingOrWrongType) =>
  z.string({ error: typeError }).refine(isStorableText, { error: 'validation.badCharacter', abort: true });

/** Trimmed text that may be empty, at most `max` characters. */
export const text = (max: number) => safeText().trim().max(max, { error: 'validation.tooLong' });

/** Trimmed text that must not be empty. */
export const requiredString = (max: number) => text(max).min(1, { error: 'validation.required' });

/** A whole number in `min..max`, in a JSON body. */
export const intInRange = (min: number, max: number) =>
  z
    .number({ error: missingOrWrongType })
    .int({ error: 'validation.invalid' })
    .min(min, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

/**
 * A number in `min..max` with at most `places` decimals, in a JSON body (coordinates, money in 万元,
 * measurements).
 * More decimals are refused rather than rounded: the client rounds what it shows, so a longer number
 * means a client that did not, and storing it cut would save something else than was sent.
 */
export const decimalInRange = (min: number, max: number, places: number) =>
  z
    .number({ error: missingOrWrongType })
    .min(min, { error: 'validation.invalid', abort: true })
    .max(max, { error: 'validation.invalid', abort: true })
    .refine((value) => hasAtMostDecimals(value, places), { error: 'validation.tooManyDecimals' });

/**
 * Whether `value` is written with at most `places` decimals. Scaling and rounding gives the nearest
 * number of that many decimals, and dividing back lands on the very double its literal parses to.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale === value;
}

/** A row id in a JSON body: what a `serial` column can hold. */
export const rowId = intInRange(1, INT4_MAX);

/** A POST body naming one row (`{ "id": 7 }`): what delete and publish calls take. */
export const IdBody = z.object({ id: rowId });
/** What a create call answers: the new row's id. */
export const CreatedId = z.object({ id: z.number() });

/**
 * A row id in the query string (`?id=`): decimal digits only, so `1e3`, `0x10`, ` 7` and `1.0` are
 * refused rather than read as some other number, and never beyond what the column can hold.
 */
export const idParam = z
  .string({ error: missingOrWrongType })
  .regex(/^[1-9][0-9]{0,9}$/, { error: 'validation.invalid' })
  .transform(Number)
  .pipe(z.number().max(INT4_MAX, { error: 'validation.invalid' }));

/**
 * A calendar day as `YYYY-MM-DD` that exists (no 2026-02-30), in the years PostgreSQL and every
 * record of the platform share.
 */
export const isoDate = safeText().refine(
  (value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  },
  { error: 'validation.date' },
);
