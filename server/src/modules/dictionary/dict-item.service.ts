import {
  DICT_ITEM_LIST,
  DICT_PLATFORM_SCOPE,
  type DictItem,
  type DictItemCreateBody,
  type DictItemQuery,
  type DictItemUpdateBody,
  type DictScope,
  type ListData,
} from '@app/contract';
import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm';
import { type OwnerRow, owners } from '../../core/owner.table.js';
import { fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { findOwnerByKey } from '../owner/public.js';
import { requireLibrary } from './dictionary.guard.js';
import { findDictType } from './dictionary.service.js';
import { dictItems } from './dictionary.table.js';

type ItemRow = typeof dictItems.$inferSelect;
type Owner = Pick<OwnerRow, 'key' | 'name'> | null;

const COLUMNS: ListColumns<typeof DICT_ITEM_LIST> = {
  sort: dictItems.sort,
  key: dictItems.key,
  value: dictItems.value,
  enabled: dictItems.enabled,
  // The platform's items belong to no owner; an owner's are found by its key (the list joins owners).
  scope: (scope) => (scope === DICT_PLATFORM_SCOPE ? isNull(dictItems.ownerId) : eq(owners.key, scope)),
};

const itemFields = (row: ItemRow, owner: Owner) => ({
  owner_key: owner?.key ?? null,
  key: row.key,
  value: row.value,
  sort: row.sort,
  enabled: row.enabled,
});

const toDictItem = (row: ItemRow, owner: Owner): DictItem => ({
  id: row.id,
  type_id: row.typeId,
  ...itemFields(row, owner),
  owner_name: owner?.name ?? null,
});

/** The items of one type, of every scope, with the owner each belongs to. */
export async function listDictItems(ctx: OwnerCtx, query: DictItemQuery): Promise<ListData<DictItem>> {
  await requireLibrary(ctx, 'index');
  await findDictType(ctx.db, query.type_id);
  const window = listWindow(query, DICT_ITEM_LIST, { columns: COLUMNS, tieBreaker: dictItems.id });
  const where = and(eq(dictItems.typeId, query.type_id), listFilters(query, DICT_ITEM_LIST, COLUMNS));
  return listPage(
    window,
    ctx.db
      .select({ item: dictItems, ownerKey: owners.key, ownerName: owners.name })
      .from(dictItems)
      .leftJoin(owners, eq(owners.id, dictItems.ownerId))
      .where(where)
      .orderBy(...window.orderBy, asc(dictItems.key))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(dictItems).leftJoin(owners, eq(owners.id, dictItems.ownerId)).where(where),
    (row) => toDictItem(row.item, row.ownerKey === null ? null : { key: row.ownerKey, name: row.ownerName ?? '' }),
  );
}

/** Owners an item may belong to: the ordinary ones (the configuration owner reads the platform's). */
export async function dictScopes(ctx: OwnerCtx): Promise<DictScope[]> {
  await requireLibrary(ctx, 'index');
  return ctx.db
    .select({ key: owners.key, name: owners.name, enabled: owners.enabled })
    .from(owners)
    .where(eq(owners.isConfig, false))
    .orderBy(asc(owners.key));
}

async function ownerOfKey(db: Db, key: string | null): Promise<OwnerRow | null> {
  if (key === null) return null;
  const owner = await findOwnerByKey(db, key);
  if (!owner || owner.isConfig) throw fieldError('owner_key', 'dictionary.ownerUnknown');
  return owner;
}

/**
 * Every owner reads the platform's items together with its own, so a key may not repeat within what
 * any owner reads: a platform key collides with every scope, an owner's key with the platform's and
 * its own.
 */
async function assertKeyFree(db: Db, item: { typeId: number; ownerId: number | null; key: string }, exceptId = 0) {
  const sameScope =
    item.ownerId === null ? undefined : or(isNull(dictItems.ownerId), eq(dictItems.ownerId, item.ownerId));
  const [taken] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(and(eq(dictItems.typeId, item.typeId), eq(dictItems.key, item.key), ne(dictItems.id, exceptId), sameScope))
    .limit(1);
  if (taken) throw fieldError('key', 'dictionary.keyTaken');
}

export async function createDictItem(ctx: OwnerCtx, body: DictItemCreateBody): Promise<DictItem> {
  await requireLibrary(ctx, 'create');
  return ctx.db
    .transaction(async (tx) => {
      await findDictType(tx, body.type_id);
      const owner = await ownerOfKey(tx, body.owner_key);
      const ownerId = owner?.id ?? null;
      await assertKeyFree(tx, { typeId: body.type_id, ownerId, key: body.key });
      const [row] = await tx
        .insert(dictItems)
        .values({
          typeId: body.type_id,
          ownerId,
          key: body.key,
          value: body.value,
          sort: body.sort,
          enabled: body.enabled,
          createdBy: ctx.user.id,
        })
        .returning();
      if (!row) throw new Error('dict_items insert returned nothing');
      await recordChange(tx, ctx, {
        entity: 'dict_items',
        entityId: row.id,
        action: 'create',
        after: { type_id: row.typeId, ...itemFields(row, owner) },
      });
      return toDictItem(row, owner);
    })
    .catch(uniqueAs('key', 'dictionary.keyTaken'));
}

async function findItem(db: Db, id: number): Promise<{ row: ItemRow; owner: OwnerRow | null }> {
  const [found] = await db
    .select({ row: dictItems, owner: owners })
    .from(dictItems)
    .leftJoin(owners, eq(owners.id, dictItems.ownerId))
    .where(eq(dictItems.id, id));
  if (!found) throw notFound();
  return found;
}

export async function updateDictItem(ctx: OwnerCtx, id: number, body: DictItemUpdateBody): Promise<DictItem> {
  await requireLibrary(ctx, 'update');
  return ctx.db
    .transaction(async (tx) => {
      const before = await findItem(tx, id);
      const owner = body.owner_key === undefined ? before.owner : await ownerOfKey(tx, body.owner_key);
      const ownerId = owner?.id ?? null;
      const key = body.key ?? before.row.key;
      if (key !== before.row.key || ownerId !== before.row.ownerId) {
        await assertKeyFree(tx, { typeId: before.row.typeId, ownerId, key }, id);
      }
      const [row] = await tx
        .update(dictItems)
        .set({ ownerId, key, value: body.value, sort: body.sort, enabled: body.enabled })
        .where(eq(dictItems.id, id))
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, {
        entity: 'dict_items',
        entityId: id,
        action: 'update',
        before: itemFields(before.row, before.owner),
        after: itemFields(row, owner),
      });
      return toDictItem(row, owner);
    })
    .catch(uniqueAs('key', 'dictionary.keyTaken'));
}

export async function deleteDictItem(ctx: OwnerCtx, id: number): Promise<void> {
  await requireLibrary(ctx, 'delete');
  await ctx.db.transaction(async (tx) => {
    const before = await findItem(tx, id);
    await tx.delete(dictItems).where(eq(dictItems.id, id));
    await recordChange(tx, ctx, {
      entity: 'dict_items',
      entityId: id,
      action: 'delete',
      before: { type_id: before.row.typeId, ...itemFields(before.row, before.owner) },
    });
  });
}
