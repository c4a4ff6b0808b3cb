import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../index.js';
import { INT4_MAX, idParam, intInRange, isStorableText, requiredString, rowId, safeText, text } from './fields.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

/** U+0000 and lone surrogates, alone and inside other text: JSON carries them, PostgreSQL refuses them. */
const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'a\udc00b', 'b\ud83d', '\udc00\ud800'];

describe('text primitives', () => {
  it.each(UNSTORABLE.map((value) => [JSON.stringify(value), value]))(
    'refuse %s with validation.badCharacter as the field’s only message',
    (_, value) => {
      for (const schema of [safeText(), text(10), requiredString(10)]) {
        expect(messagesOf(schema.safeParse(value))).toEqual(['validation.badCharacter']);
      }
    },
  );

  it('keep paired surrogates (emoji), Chinese and other controls', () => {
    for (const value of ['😀 巡检', '\t行\n', 'a\u0001b']) expect(isStorableText(value)).toBe(true);
    expect(requiredString(10).parse(' 😀 巡检 ')).toBe('😀 巡检');
  });
});

describe('number primitives', () => {
  it.each([
    [99_999_999_999, 'an id beyond PostgreSQL integer'],
    [INT4_MAX + 1, 'one past PostgreSQL integer'],
    [1e308, '1e308'],
    [1.5, 'a fraction'],
    [0, 'zero'],
    [-1, 'a negative'],
    ['1', 'a string'],
  ] as [unknown, string][])('a body row id refuses %s (%s)', (value) => {
    expect(rowId.safeParse(value).success).toBe(false);
  });

  it('a body row id takes 1 to 2147483647', () => {
    expect(rowId.parse(1)).toBe(1);
    expect(rowId.parse(INT4_MAX)).toBe(INT4_MAX);
  });

  it.each(['99999999999', '2147483648', '1e308', '1e3', '1.5', '1.0', '-1', '0', '0x10', ' 7', '', 'NaN', '7\u0000'])(
    'a query id refuses %j',
    (value) => {
      expect(messagesOf(idParam.safeParse(value))).toEqual(['validation.invalid']);
    },
  );

  it('a query id reads decimal digits up to 2147483647, and says when it is missing', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse('2147483647')).toBe(INT4_MAX);
    expect(messagesOf(idParam.safeParse(undefined))).toEqual(['validation.required']);
    expect(messagesOf(idParam.safeParse(['1', '2']))).toEqual(['validation.invalidType']);
  });

  it('a bounded number refuses what lies outside its bounds', () => {
    expect(intInRange(0, 10).safeParse(11).success).toBe(false);
    expect(intInRange(0, 10).safeParse(1e308).success).toBe(false);
    expect(intInRange(0, 10).parse(10)).toBe(10);
  });
});

/** The parts of a zod schema's definition that hold other schemas. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}

/** Every string and number schema inside `schema`, with where it sits. */
function* leaves(schema: z.ZodType, at: string): Generator<{ at: string; type: string; schema: z.ZodType }> {
  const def = schema.def as unknown as Def;
  if (def.type === 'string' || def.type === 'number') yield { at, type: def.type, schema };
  for (const [key, child] of Object.entries(def.shape ?? {})) yield* leaves(child, `${at}.${key}`);
  if (def.element) yield* leaves(def.element, `${at}[]`);
  if (def.valueType) yield* leaves(def.valueType, `${at}{}`);
  for (const child of [def.innerType, def.in, def.out, ...(def.options ?? [])]) if (child) yield* leaves(child, at);
}

/** Byte counts, not rows: the files table keeps sizes as bigint. */
const LARGE_NUMBERS = ['GrantBody.files[].size'];

describe('every request schema of the contract (…Body, …Query)', () => {
  const isSchema = (value: unknown): value is z.ZodType =>
    typeof (value as { safeParse?: unknown } | null)?.safeParse === 'function';
  const requestSchemas = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
    /(Body|Query)$/.test(name) && isSchema(value) ? [[name, value] as const] : [],
  );
  const all = requestSchemas.flatMap(([name, schema]) => [...leaves(schema, name)]);

  it('has request schemas with text and numbers to check', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
    expect(all.filter((leaf) => leaf.type === 'string').length).toBeGreaterThan(60);
  });

  it('refuses U+0000 and lone surrogates in every text field', () => {
    const open = all
      .filter((leaf) => leaf.type === 'string')
      .filter((leaf) => ['a\u0000b', 'a\ud800b'].some((value) => leaf.schema.safeParse(value).success))
      .map((leaf) => leaf.at);
    expect(open).toEqual([]);
  });

  it('refuses 1e308 and numbers beyond PostgreSQL integer in every number field', () => {
    const open = all
      .filter((leaf) => leaf.type === 'number' && !LARGE_NUMBERS.includes(leaf.at))
      .filter((leaf) => [INT4_MAX + 1, 1e308].some((value) => leaf.schema.safeParse(value).success))
      .map((leaf) => leaf.at);
    expect(open).toEqual([]);
  });
});
