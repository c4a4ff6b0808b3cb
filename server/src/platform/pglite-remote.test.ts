import { messages, type PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { isUniqueViolation, uniqueAs } from './db-errors.js';
import { PgliteRemote, pgliteWorker } from './pglite-remote.js';

/** A table of its own, so this file needs no migrations: a unique name, a stamp and a date. */
const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique('things_name_key'),
  at: timestamp('at', { withTimezone: true, precision: 3, mode: 'date' }),
  on: date('on', { mode: 'string' }),
});
const CREATE =
  'create table things (id int primary key, name text not null, at timestamptz(3), "on" date, constraint things_name_key unique (name))';

const lost: Error[] = [];
let remote: PgliteRemote;
// The remote offers the part of PGlite's client that drizzle calls.
const db = () => drizzle(remote as unknown as PGlite);

beforeAll(async () => {
  remote = await PgliteRemote.open(pgliteWorker({}), (error) => lost.push(error));
  await remote.query(CREATE);
});
afterAll(() => remote.close());

const names = async () => (await db().select({ name: things.name }).from(things).orderBy(things.id)).map((r) => r.name);
const reset = () => remote.query('delete from things');

describe('PGlite in a worker thread', () => {
  it('answers queries with parameters, in object and array rows', async () => {
    await reset();
    const inserted = await remote.query('insert into things (id, name) values ($1, $2), ($3, $4)', [1, 'a', 2, 'b']);
    expect(inserted.affectedRows).toBe(2);
    const objects = await remote.query('select id, name from things where id > $1 order by id', [0]);
    expect(objects.rows).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(objects.fields).toEqual([
      { name: 'id', dataTypeID: types.INT4 },
      { name: 'name', dataTypeID: types.TEXT },
    ]);
    const arrays = await remote.query('select id, name from things order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it("applies the caller's parsers to the text of their types, leaving null alone, as PGlite does", async () => {
    const text =
      "select '2026-11-23 10:00:00.123+00'::timestamptz as at, null::timestamptz as never, '2026-11-23'::date as on";
    const parsed = await remote.query(text, [], { parsers: { [types.TIMESTAMPTZ]: (value) => `<${value}>` } });
    expect(parsed.rows).toEqual([{ at: '<2026-11-23 10:00:00.123+00>', never: null, on: new Date('2026-11-23') }]);
    const arrays = await remote.query(text, [], {
      rowMode: 'array',
      parsers: { [types.DATE]: (value) => `<${value}>` },
    });
    expect(arrays.rows).toEqual([[new Date('2026-11-23T10:00:00.123Z'), null, '<2026-11-23>']]);
  });

  it('gives drizzle dates and stamps back exactly as they went in', async () => {
    await reset();
    const at = new Date('2026-11-23T09:08:07.654Z');
    await db().insert(things).values({ id: 1, name: 'dated', at, on: '2026-02-28' });
    const [row] = await db().select().from(things).where(eq(things.id, 1));
    expect(row).toEqual({ id: 1, name: 'dated', at, on: '2026-02-28' });
    const [raw] = await db()
      .execute<{ at: unknown }>(sql`select at from things`)
      .then((r) => r.rows);
    expect(raw?.at).toBe('2026-11-23 09:08:07.654+00');
  });

  it('commits a transaction that returns, and rolls back one that throws', async () => {
    await reset();
    expect(
      await db().transaction(async (tx) =>
        tx
          .insert(things)
          .values({ id: 1, name: 'kept' })
          .then(() => 'done'),
      ),
    ).toBe('done');
    const failure = new Error('changed my mind');
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(things).values({ id: 2, name: 'dropped' });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await names()).toEqual(['kept']);
  });

  it('rolls back a nested transaction to its savepoint and commits the rest', async () => {
    await reset();
    await db().transaction(async (tx) => {
      await tx.insert(things).values({ id: 1, name: 'outer' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ id: 2, name: 'inner' });
          throw new Error('inner only');
        })
        .catch(() => {});
      await tx.insert(things).values({ id: 3, name: 'after' });
    });
    expect(await names()).toEqual(['outer', 'after']);
  });

  it('holds other queries back while a transaction is open, and they neither see nor join it', async () => {
    await reset();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let insertedInside = false;
    const transaction = remote
      .transaction(async (tx) => {
        await tx.query('insert into things (id, name) values (1, $1)', ['uncommitted']);
        insertedInside = true;
        await gate;
        throw new Error('roll it back');
      })
      .catch((error: Error) => error.message);
    await expect.poll(() => insertedInside).toBe(true);

    let answered = false;
    const outside = remote.query<{ n: number }>('select count(*)::int as n from things').then((result) => {
      answered = true;
      return result.rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    expect(await transaction).toBe('roll it back');
    // Had it joined the transaction, it would have counted the uncommitted row before the rollback.
    expect(await outside).toBe(0);
  });

  it('refuses a query of a transaction that has ended', async () => {
    let kept: { query: PgliteRemote['query'] } | undefined;
    await remote.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept?.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it("brings PostgreSQL's errors back with their fields, so a unique violation is still a field error", async () => {
    await reset();
    await remote.query("insert into things (id, name) values (1, 'taken')");
    const error = await remote.query("insert into things (id, name) values (2, 'taken')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      table: 'things',
      severity: 'ERROR',
      detail: 'Key (name)=(taken) already exists.',
      query: "insert into things (id, name) values (2, 'taken')",
    });

    const viaDrizzle = await db()
      .insert(things)
      .values({ id: 3, name: 'taken' })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(viaDrizzle)).toBe(true);
    const mapped = await db()
      .insert(things)
      .values({ id: 3, name: 'taken' })
      .catch(uniqueAs('name', 'dictionary.codeTaken'))
      .catch((e: unknown) => e);
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).options.fields).toEqual({ name: ['dictionary.codeTaken'] });
  });

  it('fails a call whose parameters cannot cross to the worker, and goes on answering', async () => {
    await expect(remote.query('select $1::text', [() => 'a function'])).rejects.toThrow(/could not be cloned/);
    expect((await remote.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('dumps the database, which a new worker starts from', async () => {
    await reset();
    await remote.query("insert into things (id, name) values (1, 'dumped')");
    const dump = await remote.dump();
    const copy = await PgliteRemote.open(pgliteWorker({ dump: await dump.arrayBuffer() }), (error) => lost.push(error));
    try {
      expect((await copy.query('select name from things')).rows).toEqual([{ name: 'dumped' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('the end of the worker', () => {
  it('answers the calls made before close(), and refuses the later ones', async () => {
    const closing = await PgliteRemote.open(pgliteWorker({}), (error) => lost.push(error));
    const before = closing.query('select 1 as one');
    const closed = closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('PGlite is closed');
    expect((await before).rows).toEqual([{ one: 1 }]);
    await closed;
    await closing.close();
    await expect(closing.transaction(async () => {})).rejects.toThrow('PGlite is closed');
    expect(lost).toEqual([]);
  });

  it('fails every waiting call and says so when the worker stops unasked', async () => {
    const worker = pgliteWorker({});
    const heard: Error[] = [];
    const crashing = await PgliteRemote.open(worker, (error) => heard.push(error));
    let release = () => {};
    const holding = crashing.transaction(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    // Waits in the worker for the transaction to end.
    const waiting = crashing.query('select 1');
    await worker.terminate();
    await expect(waiting).rejects.toThrow('the PGlite worker stopped unexpectedly (exit code 1)');
    release();
    await expect(holding).rejects.toThrow('the PGlite worker stopped unexpectedly');
    await expect(crashing.query('select 1')).rejects.toThrow('the PGlite worker stopped unexpectedly');
    expect(heard).toHaveLength(1);
    await crashing.close();
  });
});
