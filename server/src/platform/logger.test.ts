import { Writable } from 'node:stream';
import { Code, UserAdminCalls, UserCalls } from '@app/contract';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { callApi, envelope, login, postLogin } from '../../test/http.js';
import { users } from '../core/user.table.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import { loggerOptions, REDACTED } from './logger.js';

/** Everything the app logs, line by line, as the server's own options write it. */
const lines: string[] = [];
const sink = () =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
const t = useTestApp({ logger: { ...loggerOptions('info'), stream: sink() } });
const logText = () => lines.join('\n');

/** A real database failure: every insert into `table` raises, as a broken disk or constraint would. */
async function failInserts(table: 'users' | 'sessions') {
  await t.db.execute(
    sql.raw(`create or replace function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'inserts refused by the test'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`),
  );
}
afterEach(async () => {
  await t.db.execute(sql.raw('drop trigger if exists refuse_insert on users'));
  await t.db.execute(sql.raw('drop trigger if exists refuse_insert on sessions'));
  lines.length = 0;
});

describe('secrets in logs', () => {
  it("a failed query logs its statement and error, never its parameters (a new account's argon2 hash)", async () => {
    const admin = await login(t.app, 'admin');
    await failInserts('users');
    const password = 'Harbour-Crane-42';
    const res = await callApi(t.app, admin, UserAdminCalls.create, {
      body: {
        username: 'log.probe',
        name: '日志探针',
        password,
        role: 'staff',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(envelope(res).code).toBe(Code.Error);
    expect((await t.db.select({ n: count() }).from(users).where(eq(users.username, 'log.probe')))[0]?.n).toBe(0);

    expect(logText()).not.toContain('$argon2');
    expect(logText()).not.toContain(password);
    expect(logText()).not.toContain(admin.split('=')[1]);
    expect(logText()).not.toMatch(/"params"|"detail"/);
    // What is needed to find the fault is still there: the statement and the database's own message.
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(logged?.err).toMatchObject({
      message: 'Failed query',
      statement: expect.stringContaining('insert into "users"'),
    });
    expect(logged.err.cause).toMatchObject({ message: 'inserts refused by the test', code: 'P0001' });
  });

  it('signing in, and a sign-in whose session cannot be written, log neither the password nor the cookie', async () => {
    const res = await postLogin(t.app, 'admin');
    const cookie = res.cookies.find((c) => c.name === 'sid')?.value;
    expect(cookie).toBeTruthy();
    await callApi(t.app, `sid=${cookie}`, UserCalls.trySession, { headers: { authorization: 'Bearer not-for-logs' } });

    await failInserts('sessions');
    expect((await postLogin(t.app, 'staff')).statusCode).toBe(500);

    expect(lines.some((line) => line.includes('"unhandled error"'))).toBe(true);
    expect(logText()).not.toContain(DEMO_PASSWORD);
    expect(logText()).not.toContain(String(cookie));
    expect(logText()).not.toContain('not-for-logs');
    // The failed session insert carried the session's hash and the account's id as parameters.
    expect(logText()).not.toMatch(/"params"|[0-9a-f]{64}/);
  });

  it('redacts passwords, hashes, tokens, cookies and authorization at any depth of what is logged', () => {
    const out: string[] = [];
    const log = pino(loggerOptions('info'), { write: (line: string) => out.push(line) });
    log.info(
      {
        password: 'p1',
        req: { headers: { cookie: 'sid=c1', authorization: 'Bearer t1', host: 'example.cn' } },
        res: { headers: { 'set-cookie': 'sid=c2' } },
        body: { user: { passwordHash: '$argon2id$v=19$h1', items: [{ token: 't2', tmpSecretKey: 'k1' }] } },
        err: { params: ['$argon2id$v=19$h2'] },
        sessionToken: 's1',
        Password_Hash: 'h3',
      },
      'probe',
    );
    const entry = JSON.parse(out[0] ?? '{}');
    expect(out[0]).not.toMatch(/p1|c1|c2|t1|t2|k1|s1|h1|h2|h3/);
    expect(entry.req.headers).toEqual({ cookie: REDACTED, authorization: REDACTED, host: 'example.cn' });
    expect(entry.body.user.items[0]).toEqual({ token: REDACTED, tmpSecretKey: REDACTED });
    expect(entry.res.headers['set-cookie']).toBe(REDACTED);
  });
});
