import type { AuditEntity, AuditField } from '@app/contract';
import { getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { found, notFound } from './app-error.js';
import { type Labelled, recordChange } from './audit.js';
import type { Db } from './db.js';
import type { Ctx } from './session.js';

/** A table whose rows have a numeric `id`, as every audited entity has. */
type IdTable = PgTable & { id: AnyPgColumn };
type RowOf<T extends IdTable> = T['$inferSelect'] & { id: number };

/** How one table's rows appear in the audit log: its name there and the fields a change shows. */
export interface AuditedTable<T extends IdTable, E extends AuditEntity, F extends object> {
  table: T;
  /** What the audit log calls the entity, one its labels name. */
  entity: E;
  /** The fields a change shows, each one labelled for `E` (`Labelled`). */
  fields: (row: RowOf<T>) => Labelled<E, F>;
  /** Fields logged only as "changed", never with their values (password hashes). */
  secret?: readonly AuditField<E>[];
}

/** Declares how a table is audited; the compiler checks that every field it shows has a label. */
export const auditedTable = <T extends IdTable, E extends AuditEntity, F extends object>(
  audited: AuditedTable<T, E, F>,
): AuditedTable<T, E, F> => audited;

/**
 * Updates the one row `where` names and logs the change, in the caller's transaction `tx`. The row is
 * locked while it is read, so the logged "before" is the version the update replaced. Code 4 when no
 * row matches (including another owner's row, when `where` scopes by owner).
 */
export async function updateAudited<T extends IdTable, E extends AuditEntity, F extends object>(
  tx: Db,
  ctx: Ctx,
  audited: AuditedTable<T, E, F>,
  where: SQL | undefined,
  set: PgUpdateSetSource<T>,
): Promise<RowOf<T>> {
  const before = await lockRow(tx, audited.table, where);
  // Drizzle's builders lose the row type of a generic table; the table's own rows come back.
  const [after] = (await tx.update(audited.table).set(set).where(where).returning()) as RowOf<T>[];
  if (!after) throw notFound();
  await recordChange(tx, ctx, {
    entity: audited.entity,
    entityId: after.id,
    action: 'update',
    before: audited.fields(before),
    after: audited.fields(after),
    secret: audited.secret,
  });
  return after;
}

/**
 * Deletes the one row `where` names and logs what it held, plus `note` (e.g. how many rows went along
 * with it), in the caller's transaction. Code 4 when no row matches.
 */
export async function deleteAudited<
  T extends IdTable,
  E extends AuditEntity,
  F extends object,
  N extends object = object,
>(tx: Db, ctx: Ctx, audited: AuditedTable<T, E, F>, where: SQL | undefined, note?: Labelled<E, N>): Promise<RowOf<T>> {
  const before = await lockRow(tx, audited.table, where);
  await tx.delete(audited.table).where(where);
  await recordChange(tx, ctx, {
    entity: audited.entity,
    entityId: before.id,
    action: 'delete',
    before: { ...audited.fields(before), ...note },
    secret: audited.secret,
  });
  return before;
}

async function lockRow<T extends IdTable>(tx: Db, table: T, where: SQL | undefined): Promise<RowOf<T>> {
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(2)
    .for('update')) as RowOf<T>[];
  // An audited write changes one row; a `where` that names more is a programming error, not input.
  if (rows.length > 1) throw new Error(`audited write to ${getTableName(table)} matched more than one row`);
  return found(rows[0]);
}

/** Logs the creation of each of `rows`, just inserted in the caller's transaction (an import's rows). */
export async function recordCreations<T extends IdTable, E extends AuditEntity, F extends object>(
  tx: Db,
  ctx: Ctx,
  audited: AuditedTable<T, E, F>,
  rows: readonly RowOf<T>[],
): Promise<void> {
  for (const row of rows) {
    await recordChange<E, object, F>(tx, ctx, {
      entity: audited.entity,
      entityId: row.id,
      action: 'create',
      after: audited.fields(row),
      secret: audited.secret,
    });
  }
}
