import { Code } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/db.js';
import { createUser, ownerByKey, userByName } from '../../test/factories.js';
import { auditLog } from '../core/audit.table.js';
import { users } from '../core/user.table.js';
import { AppError } from './app-error.js';
import { auditedTable, deleteAudited, updateAudited } from './audited-writes.js';
import type { Ctx } from './session.js';

const AUDITED_USERS = auditedTable({
  table: users,
  entity: 'users',
  fields: (row) => ({ name: row.name, password_hash: row.passwordHash }),
  secret: ['password_hash'],
});

let database: TestDatabase;
let ctx: Ctx;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  ctx = {
    db: database.db,
    sessionHash: 'test',
    address: '127.0.0.1',
    user: await userByName(database.db, 'admin'),
    owner: await ownerByKey(database.db, 'hdny'),
    role: 'admin',
    remember: (_key, read) => read(),
  };
});
afterAll(() => database.close());

const logOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(id))));

describe('audited writes', () => {
  it('updates one row and logs what changed, secrets only as changed', async () => {
    const user = await createUser(database.db, { username: 'audited1', name: '王五' });
    const after = await database.db.transaction((tx) =>
      updateAudited(tx, ctx, AUDITED_USERS, eq(users.id, user.id), { name: '王六', passwordHash: 'new-hash' }),
    );
    expect(after.name).toBe('王六');
    const [entry] = await logOf(user.id);
    expect(entry).toMatchObject({ action: 'update', actorId: ctx.user.id, ownerId: ctx.owner?.id });
    expect(entry?.changes).toEqual({
      name: { before: '王五', after: '王六' },
      password_hash: { before: '******', after: '******' },
    });
  });

  it('answers code 4 for a row that is not there, and logs nothing', async () => {
    const missing = 2_000_000_000;
    const attempt = database.db.transaction((tx) =>
      updateAudited(tx, ctx, AUDITED_USERS, eq(users.id, missing), { name: 'x' }),
    );
    await expect(attempt).rejects.toSatisfy(
      (error) => error instanceof AppError && error.envelopeCode === Code.NotFound,
    );
    expect(await logOf(missing)).toEqual([]);
  });

  it('refuses a condition that names more than one row, and changes none', async () => {
    await createUser(database.db, { username: 'audited2', name: '同名' });
    await createUser(database.db, { username: 'audited3', name: '同名' });
    const attempt = database.db.transaction((tx) => deleteAudited(tx, ctx, AUDITED_USERS, eq(users.name, '同名')));
    await expect(attempt).rejects.toThrow('more than one row');
    expect(await database.db.select().from(users).where(eq(users.name, '同名'))).toHaveLength(2);
  });

  it('deletes one row and logs what it held with the note', async () => {
    const user = await createUser(database.db, { username: 'audited4', name: '赵七' });
    await database.db.transaction((tx) =>
      deleteAudited(tx, ctx, AUDITED_USERS, eq(users.id, user.id), { role: 'staff' }),
    );
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const [entry] = await logOf(user.id);
    expect(entry?.action).toBe('delete');
    expect(entry?.changes).toMatchObject({
      name: { before: '赵七', after: null },
      role: { before: 'staff', after: null },
    });
  });

  it('takes only entities and fields that have a label (checked by the compiler)', () => {
    const declare = () => [
      // @ts-expect-error: no module labels a user's `shoe_size`, so the audit screen could not name it
      auditedTable({ table: users, entity: 'users', fields: (row) => ({ name: row.name, shoe_size: row.id }) }),
      // @ts-expect-error: no module audits `robots`
      auditedTable({ table: users, entity: 'robots', fields: (row) => ({ name: row.name }) }),
      // @ts-expect-error: a note is a field of the entity too
      deleteAudited(database.db, ctx, AUDITED_USERS, eq(users.id, 0), { sessions_ended: 2 }),
    ];
    expect(declare).toBeTypeOf('function');
  });
});
