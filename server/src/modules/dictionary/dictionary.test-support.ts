import {
  CONFIG_OWNER_KEY,
  type DictItem,
  DictionaryCalls,
  type DictType,
  type DictValue,
  type Envelope,
} from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.js';
import { createUser, ownerByKey } from '../../../test/factories.js';
import { caller, envelope, login, sessionHashOf, type TestQuery } from '../../../test/http.js';
import { auditLog } from '../../core/audit.table.js';
import { setSessionOwner } from '../../platform/session.js';
import { dictItems, dictTypes } from './dictionary.table.js';

/** Calls of the dictionary module, as one signed-in user. */
export function dictionaryApi(t: TestApp, cookie: string) {
  const call = caller(t.app, cookie);
  return {
    values: async (code: string) => envelope<DictValue[]>(await call(DictionaryCalls.values, { query: { code } })),
    types: async (query: TestQuery<typeof DictionaryCalls.types> = {}) =>
      envelope<{ result: DictType[] }>(await call(DictionaryCalls.types, { query })),
    createType: (body: object) => call(DictionaryCalls.createType, { body }),
    updateType: (id: number | string, body: object) => call(DictionaryCalls.updateType, { query: { id }, body }),
    deleteType: (id: number | string) => call(DictionaryCalls.deleteType, { query: { id } }),
    items: async (query: TestQuery<typeof DictionaryCalls.items>) =>
      envelope<{ result: DictItem[] }>(await call(DictionaryCalls.items, { query })),
    scopes: async () => envelope<{ key: string }[]>(await call(DictionaryCalls.scopes)),
    createItem: (body: object) => call(DictionaryCalls.createItem, { body }),
    updateItem: (id: number | string, body: object) => call(DictionaryCalls.updateItem, { query: { id }, body }),
    deleteItem: (id: number | string) => call(DictionaryCalls.deleteItem, { query: { id } }),
  };
}

/** Signs in and moves the session to `ownerKey` (the configuration owner unless told). */
export async function signInTo(t: TestApp, username: string, ownerKey = CONFIG_OWNER_KEY): Promise<string> {
  const cookie = await login(t.app, username);
  await setSessionOwner(t.db, sessionHashOf(cookie), (await ownerByKey(t.db, ownerKey)).id);
  return cookie;
}

/** An administrator of the ordinary owner hdny, signed in there (a user of its own: logins end older sessions). */
export async function ordinaryAdmin(t: TestApp): Promise<string> {
  const user = await createUser(t.db, { role: 'admin', ownerKey: 'hdny' });
  return login(t.app, user.username);
}

let serial = 0;
/** A fresh type through the API, so each test works on its own dictionary. */
export async function newType(t: TestApp, cookie: string, name = '测试字典'): Promise<DictType> {
  serial += 1;
  const code = `test_${serial}_${Date.now().toString(36)}`;
  const res = envelope<DictType>(await dictionaryApi(t, cookie).createType({ code, name }));
  if (res.code !== 1) throw new Error(`type not created: ${res.msg}`);
  return res.data;
}

export async function newItem(t: TestApp, cookie: string, body: object): Promise<DictItem> {
  const res: Envelope<DictItem> = envelope(await dictionaryApi(t, cookie).createItem(body));
  if (res.code !== 1) throw new Error(`item not created: ${res.msg}`);
  return res.data;
}

export const typeRows = (t: TestApp) => t.db.select().from(dictTypes);
export const itemRowsOf = (t: TestApp, typeId: number) =>
  t.db.select().from(dictItems).where(eq(dictItems.typeId, typeId));

export async function lastAudit(t: TestApp, entity: string, entityId: number) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
