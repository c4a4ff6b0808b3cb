import {
  Code,
  DICT_TYPE_LIST,
  type DictType,
  type DictTypeCreateBody,
  type DictTypeUpdateBody,
  type DictValue,
  type ListData,
  type ListQuery,
} from '@app/contract';
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { requireLibrary } from './dictionary.guard.js';
import { dictItems, dictTypes } from './dictionary.table.js';

type TypeRow = typeof dictTypes.$inferSelect;

/**
 * The enabled items of a type as filters and forms offer them: the platform's and the caller's
 * owner's own, never another owner's. Any member may read them; an unknown code has no items.
 */
export async function dictValues(ctx: OwnerCtx, code: string): Promise<DictValue[]> {
  return ctx.db
    .select({ key: dictItems.key, value: dictItems.value })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(
      and(
        eq(dictTypes.code, code),
        eq(dictItems.enabled, true),
        or(isNull(dictItems.ownerId), eq(dictItems.ownerId, ctx.owner.id)),
      ),
    )
    .orderBy(asc(dictItems.sort), asc(dictItems.key));
}

/**
 * The coded fields of a record that hold no key of their dictionary (the platform's items or the
 * owner's own; a disabled item stays valid for records that have it). Empty means not set. Field
 * names are the caller's: an import names a field per row and checks every row in one query.
 */
export async function unknownDictKeys(
  db: Db,
  ownerId: number,
  fields: Record<string, { code: string; key: string }>,
): Promise<string[]> {
  const wanted = Object.entries(fields).filter(([, value]) => value.key !== '');
  if (wanted.length === 0) return [];
  const known = await db
    .select({ code: dictTypes.code, key: dictItems.key })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(
      and(
        inArray(dictTypes.code, [...new Set(wanted.map(([, value]) => value.code))]),
        inArray(dictItems.key, [...new Set(wanted.map(([, value]) => value.key))]),
        or(isNull(dictItems.ownerId), eq(dictItems.ownerId, ownerId)),
      ),
    );
  const has = new Set(known.map((row) => `${row.code}\u0000${row.key}`));
  return wanted.filter(([, value]) => !has.has(`${value.code}\u0000${value.key}`)).map(([field]) => field);
}

/** Every unknown key of a record (unknownDictKeys) as a field error of its field, all reported at once. */
export async function checkDictKeys(db: Db, ownerId: number, fields: Record<string, { code: string; key: string }>) {
  const unknown = await unknownDictKeys(db, ownerId, fields);
  if (unknown.length === 0) return;
  throw new AppError(Code.FieldErrors, 'dictionary.unknownKey', {
    fields: Object.fromEntries(unknown.map((field) => [field, ['dictionary.unknownKey']])),
  });
}

const COLUMNS: ListColumns<typeof DICT_TYPE_LIST> = {
  sort: dictTypes.sort,
  code: dictTypes.code,
  name: dictTypes.name,
};

const typeFields = (row: TypeRow) => ({ code: row.code, name: row.name, sort: row.sort });
const toDictType = (row: TypeRow, itemCount: number): DictType => ({
  id: row.id,
  ...typeFields(row),
  item_count: itemCount,
});

export async function listDictTypes(ctx: OwnerCtx, query: ListQuery): Promise<ListData<DictType>> {
  await requireLibrary(ctx, 'index');
  const window = listWindow(query, DICT_TYPE_LIST, { columns: COLUMNS, tieBreaker: dictTypes.id });
  const where = listFilters(query, DICT_TYPE_LIST, COLUMNS);
  return listPage(
    window,
    ctx.db
      .select({ type: dictTypes, itemCount: ctx.db.$count(dictItems, eq(dictItems.typeId, dictTypes.id)) })
      .from(dictTypes)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(dictTypes).where(where),
    (row) => toDictType(row.type, row.itemCount),
  );
}

/** Dictionary types in the audit log. */
const AUDITED_TYPES = auditedTable({ table: dictTypes, entity: 'dict_types', fields: typeFields });

export async function findDictType(db: Db, id: number): Promise<TypeRow> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.id, id));
  if (!row) throw notFound();
  return row;
}

const itemCountOf = (db: Db, typeId: number) => db.$count(dictItems, eq(dictItems.typeId, typeId));

export async function createDictType(ctx: OwnerCtx, body: DictTypeCreateBody): Promise<DictType> {
  await requireLibrary(ctx, 'create');
  return ctx.db
    .transaction(async (tx) => {
      const [taken] = await tx.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.code, body.code));
      if (taken) throw fieldError('code', 'dictionary.codeTaken');
      const [row] = await tx
        .insert(dictTypes)
        .values({ ...body, createdBy: ctx.user.id })
        .returning();
      if (!row) throw new Error('dict_types insert returned nothing');
      await recordChange(tx, ctx, { entity: 'dict_types', entityId: row.id, action: 'create', after: typeFields(row) });
      return toDictType(row, 0);
    })
    .catch(uniqueAs('code', 'dictionary.codeTaken'));
}

export async function updateDictType(ctx: OwnerCtx, id: number, body: DictTypeUpdateBody): Promise<DictType> {
  await requireLibrary(ctx, 'update');
  return ctx.db.transaction(async (tx) => {
    const row = await updateAudited(tx, ctx, AUDITED_TYPES, eq(dictTypes.id, id), body);
    return toDictType(row, await itemCountOf(tx, id));
  });
}

/** Deletes a type with every item of it, of every scope; the audit row says how many went along. */
export async function deleteDictType(ctx: OwnerCtx, id: number): Promise<{ deleted_items: number }> {
  await requireLibrary(ctx, 'delete');
  return ctx.db.transaction(async (tx) => {
    const items = await itemCountOf(tx, id);
    await deleteAudited(tx, ctx, AUDITED_TYPES, eq(dictTypes.id, id), { item_count: items });
    return { deleted_items: items };
  });
}
