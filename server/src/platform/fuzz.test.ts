import * as contract from '@app/contract';
import { CONFIG_OWNER_KEY, Code, type ListSpec } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin.js';
import { useTestApp } from '../../test/app.js';
import { databaseDigest, rowsOf } from '../../test/db-digest.js';
import {
  casesOf,
  type FuzzCase,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  pick,
  seededRandom,
} from '../../test/fuzz-inputs.js';
import { login, uniqueAddress } from '../../test/http.js';
import { ACCOUNT_OF_ROLE } from '../../test/permissions.js';

/**
 * Every route of the OpenAPI document, called with bad inputs derived from its own schema, by each
 * role, by an administrator of the configuration owner and by nobody: no answer is a 5xx or shows a
 * stack, SQL or a source path, and no row of the database changes.
 */

const t = useTestApp();

/**
 * Tables left out of the digest, because calls change them by design whatever their input: every
 * call refreshes its session's `last_seen_at`, and every login attempt that reaches the service is
 * written to the login log (failures included: that is what the log is for).
 */
const CHANGED_BY_ANY_CALL = ['sessions', 'login_log'];

/**
 * Calls sent by each caller. Input is checked the same way whoever calls, but only a caller allowed on
 * a page gets past the service's permission check to the checks that come after it (list filters,
 * look-ups). So the owner's administrator gets every case of every route, the configuration owner's
 * administrator every case of the configuration routes, and the other roles and nobody a seeded
 * sample per route: about 3,700 calls, well under two minutes on two cores, the same on every run.
 */
const SAMPLE_PER_ROUTE = 4;
const SEED = 20_240_917;

/** Signs of an answer that says too much: a stack frame, SQL, a driver's words or a source path. */
const LEAKS = [
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
  /\bupdate "?\w+"? set\b/i,
  /syntax error|violates|duplicate key|invalid input syntax|out of range for type/i,
  /\bat .{0,200}\.[cm]?[jt]s:\d+/,
  /node_modules|\/(src|dist|test)\/[\w/-]+\.[cm]?[jt]s/,
  /\b(TypeError|ReferenceError|RangeError|DrizzleQueryError|DatabaseError)\b/,
  /"stack"\s*:/,
  /(^|[\s"'(])\/(home|root|tmp|usr|var|work|opt)\//,
];

/**
 * Routes that take no input have nothing to fuzz but their bare call, which for these acts: logout
 * ends the caller's session, so only nobody sends it. Of the tus protocol (/api/files/tus) only the
 * creation is sent, without its headers: the bytes are checked by the tus server and its own tests
 * (files/tus.test.ts).
 */
const ACTS_WITHOUT_INPUT = ['POST /api/user/logout'];

/** The envelope's code, or Success for an answer that is no envelope (a file: the call went through). */
function answerCode(body: string): number {
  try {
    return (JSON.parse(body) as { code?: number }).code ?? Code.Success;
  } catch {
    return Code.Success;
  }
}

interface Caller {
  name: string;
  cookie?: string;
  /** Whether the caller gets every case of a route, or a sample. */
  everyCase(path: string): boolean;
}

interface Finding {
  who: string;
  call: string;
  status: number;
  answer: string;
}

/**
 * One call. Each comes from an address of its own, and the file's app has login limiters of its own,
 * so login throttling never answers in place of the checks under test.
 */
async function send(app: FastifyInstance, op: Operation, c: FuzzCase, cookie?: string) {
  const query = c.query.map(([k, v]) => `${k}=${v}`).join('&');
  const headers: Record<string, string> = {
    ...(cookie ? { cookie } : {}),
    ...(op.method === 'POST' ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
  };
  let payload: string | undefined;
  if (c.body && 'json' in c.body) {
    payload = JSON.stringify(c.body.json);
    headers['content-type'] = 'application/json';
  } else if (c.body) {
    payload = c.body.raw;
    headers['content-type'] = c.body.type;
  }
  return app.inject({
    method: op.method,
    url: query ? `${op.path}?${query}` : op.path,
    headers,
    remoteAddress: uniqueAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * The `filter[<column>]` names a list accepts. They are open-ended query keys, so the document does
 * not list them: every column name of the database and every field of the contract's lists is
 * offered at once, empty, and the list's field errors name the ones it does not know.
 */
async function filterColumns(app: FastifyInstance, op: Operation, candidates: string[], cookie: string) {
  if (!op.query.some((p) => p.name === 'per-page')) return [];
  const required = casesOf(op, () => 0)[0]?.query.filter(([k]) => op.query.find((p) => p.name === k)?.required);
  const query: [string, string][] = [
    ...(required ?? []),
    ...candidates.map((c): [string, string] => [encodeURIComponent(`filter[${c}]`), '']),
  ];
  const res = await send(app, op, { label: 'probe', query }, cookie);
  const body = res.json<{ code: number; errdata?: Record<string, string[]> }>();
  if (body.code !== Code.FieldErrors || !body.errdata) return [];
  return candidates.filter((c) => !body.errdata?.[`filter[${c}]`]);
}

async function candidateColumns(): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    t.db,
    sql`select distinct column_name as name from information_schema.columns where table_schema = 'public'`,
  );
  // Every list of the contract is exported as `<NAME>_LIST = defineList(…)`.
  const listFields = Object.entries(contract)
    .filter(([key]) => key.endsWith('_LIST'))
    .flatMap(([, value]) => [...(value as ListSpec).sort, ...Object.keys((value as ListSpec).filters)]);
  return [...new Set([...columns.map((r) => r.name), ...listFields])];
}

describe('fuzz: every route with bad inputs', () => {
  const callers: Caller[] = [];
  let operations: Operation[] = [];

  beforeAll(async () => {
    for (const [role, username] of Object.entries(ACCOUNT_OF_ROLE)) {
      const cookie = await login(t.app, username, undefined, uniqueAddress());
      callers.push({ name: role, cookie, everyCase: () => role === 'admin' });
    }
    const configAdmin = await signedIn(t, CONFIG_OWNER_KEY, 'admin');
    callers.push({
      name: 'config admin',
      cookie: configAdmin.cookie,
      everyCase: (path) => path.startsWith('/api/config/'),
    });
    callers.push({ name: 'nobody', everyCase: () => false });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    operations = operationsOf(doc);
  });

  // 60 s alone; 122 s in CI's PostgreSQL run beside the journeys, where 120 s failed a run.
  it('answers no 5xx and leaks nothing, and changes no row', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(90);
    const candidates = await candidateColumns();
    const before = await databaseDigest(t.db, CHANGED_BY_ANY_CALL);
    const random = seededRandom(SEED);
    const findings: Finding[] = [];
    let sent = 0;

    for (const caller of callers) {
      for (const op of operations) {
        const call = `${op.method} ${op.path}`;
        if (ACTS_WITHOUT_INPUT.includes(call) && caller.cookie) continue;
        const filters = caller.cookie ? await filterColumns(t.app, op, candidates, caller.cookie) : [];
        const all = casesOf(op, random, filters);
        for (const c of caller.everyCase(op.path) ? all : pick(all, SAMPLE_PER_ROUTE, random)) {
          const res = await send(t.app, op, c, caller.cookie);
          sent += 1;
          const leak = LEAKS.find((pattern) => pattern.test(res.body));
          // A deeply nested value is bad input wherever it sits: never taken (whoever calls).
          const took = c.deep === true && res.statusCode < 300 && answerCode(res.body) === Code.Success;
          if (res.statusCode >= 500 || leak || took) {
            findings.push({
              who: caller.name,
              call: `${call} ${c.label}`,
              status: res.statusCode,
              answer: res.body.slice(0, 200),
            });
          }
        }
      }
    }

    // The budget holds the run well under two minutes; a generator that lost its cases would pass too.
    expect(sent).toBeGreaterThan(3000);
    expect(findings.slice(0, 40), `${findings.length} answers were 5xx or said too much`).toEqual([]);
    expect(await databaseDigest(t.db, CHANGED_BY_ANY_CALL)).toEqual(before);
  });
});
