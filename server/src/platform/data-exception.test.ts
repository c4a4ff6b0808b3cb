import { Code } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/db.js';
import { api, envelope } from '../../test/http.js';
import { buildApp } from '../app.js';

/**
 * The error handler as the last line of defence: a value the contract failed to refuse, which the
 * database then cannot read or hold, answers code 2 and never HTTP 500 or the driver's words. The
 * extra route stands for a module whose schema let such a value through: it hands the query text to
 * PostgreSQL as the type named in the path.
 */
let database: TestDatabase;
let app: FastifyInstance;

const CASTS = { int: sql`integer`, timestamptz: sql`timestamptz`, text: sql`text`, jsonb: sql`jsonb` } as const;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: false });
  app = await buildApp({ db: database.db });
  app.get<{ Params: { type: keyof typeof CASTS }; Querystring: { value: string } }>(
    '/api/test/cast/:type',
    { config: { auth: 'none' } },
    async (request) => {
      await database.db.execute(sql`select ${request.query.value}::${CASTS[request.params.type]}`);
      return { code: Code.Success, msg: '', data: null };
    },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('a PostgreSQL data exception (class 22) that got past the contract', () => {
  it.each([
    ['int', '99999999999', 'numeric out of range, 22003'],
    ['int', '1.5', 'invalid text representation, 22P02'],
    ['timestamptz', '-271821-04-20', 'datetime out of range, 22008'],
    ['text', 'a\u0000b', 'U+0000 in text, 22021'],
    ['jsonb', '"\\ud800"', 'a lone surrogate in jsonb, 22P05'],
  ])('answers code 2 for %s %j (%s), not 500, and shows no SQL', async (type, value) => {
    const res = await api(app).get(`/api/test/cast/${type}?value=${encodeURIComponent(value)}`, {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({
      code: Code.FieldErrors,
      msg: 'Some fields are not valid; please check them',
      data: null,
      errdata: { body: ['Some fields are not valid; please check them'] },
    });
  });
});
