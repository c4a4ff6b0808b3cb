import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteRemote, pgliteWorker } from './pglite-remote.js';

/** The worker keeps the statements it runs parsed and planned (pglite-statements.ts); this is what that must not change. */
let remote: PgliteRemote;
const lost: Error[] = [];
const kept = async () =>
  (
    await remote.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name like 'pglite_worker_%'",
    )
  ).rows[0]?.n;

beforeAll(async () => {
  remote = await PgliteRemote.open(pgliteWorker({}), (error) => lost.push(error));
  await remote.query('create table notes (id int primary key, body text)');
});
afterAll(async () => {
  await remote.close();
  expect(lost).toEqual([]);
});

describe('statements kept by the PGlite worker', () => {
  it('runs the same text again with other parameters, from one statement', async () => {
    const before = await kept();
    for (let id = 1; id <= 3; id++)
      await remote.query('insert into notes (id, body) values ($1, $2)', [id, `note ${id}`]);
    const read = (id: number) => remote.query('select body from notes where id = $1', [id]);
    expect((await read(2)).rows).toEqual([{ body: 'note 2' }]);
    expect((await read(3)).rows).toEqual([{ body: 'note 3' }]);
    // The insert and the read: the count counted itself the first time.
    expect(await kept()).toBe((before ?? 0) + 2);
  });

  it('keeps a statement first run in a transaction that was rolled back', async () => {
    const text = 'select count(*)::int as n from notes where body like $1';
    await remote
      .transaction(async (tx) => {
        await tx.query(text, ['note%']);
        throw new Error('undo');
      })
      .catch(() => {});
    expect((await remote.query(text, ['note%'])).rows).toEqual([{ n: 3 }]);
  });

  it('parses a statement again when its table changed under it', async () => {
    const all = 'select * from notes where id = $1';
    expect((await remote.query(all, [1])).rows).toEqual([{ id: 1, body: 'note 1' }]);
    await remote.query('alter table notes add column seen boolean not null default false');
    expect((await remote.query(all, [1])).rows).toEqual([{ id: 1, body: 'note 1', seen: false }]);
  });

  it('in a transaction, fails the changed statement as PostgreSQL does, and parses it again afterwards', async () => {
    const all = 'select * from notes where id = $1 and $2::int = 2';
    await remote.query(all, [1, 2]);
    await remote.query('alter table notes add column tag text');
    await expect(remote.transaction((tx) => tx.query(all, [1, 2]))).rejects.toMatchObject({ code: '0A000' });
    expect((await remote.query(all, [1, 2])).rows).toEqual([{ id: 1, body: 'note 1', seen: false, tag: null }]);
  });

  it('lets the least recently used statements go beyond 500', async () => {
    for (let i = 0; i < 520; i++) await remote.query(`select ${i} as i`);
    expect(await kept()).toBe(500);
    expect((await remote.query('select 3 as i')).rows).toEqual([{ i: 3 }]);
  });
});
