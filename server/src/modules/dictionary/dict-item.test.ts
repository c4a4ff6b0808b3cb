import { Code, DICT_PLATFORM_SCOPE, DictItem, DictionaryCalls, type DictType } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createOwner } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { revoke } from '../../../test/permissions.js';
import {
  dictionaryApi,
  itemRowsOf,
  lastAudit,
  newItem,
  newType,
  ordinaryAdmin,
  signInTo,
} from './dictionary.test-support.js';

const t = useTestApp();
let config = '';
let dict: ReturnType<typeof dictionaryApi>;

beforeAll(async () => {
  config = await signInTo(t, 'admin');
  dict = dictionaryApi(t, config);
});

const scopeQuery = (type: DictType, scope: string) => ({ type_id: type.id, 'filter[scope]': scope });

describe('dictionary items', () => {
  it('creates platform and owner items, lists them with their scope, and audits each', async () => {
    const type = await newType(t, config);
    const platform = await newItem(t, config, { type_id: type.id, key: 'p1', value: '平台项', sort: 2 });
    const own = await newItem(t, config, { type_id: type.id, owner_key: 'hdny', key: 'h1', value: '华东项', sort: 1 });
    expect(platform).toMatchObject({ owner_key: null, owner_name: null, enabled: true });
    expect(own).toMatchObject({ owner_key: 'hdny', owner_name: '华东能源工程项目部' });

    const all = await dict.items({ type_id: type.id });
    expect(all.code).toBe(Code.Success);
    for (const row of all.data.result) DictItem.strict().parse(row);
    expect(all.data.result.map((row) => row.key)).toEqual(['h1', 'p1']);
    expect((await dict.items(scopeQuery(type, DICT_PLATFORM_SCOPE))).data.result.map((r) => r.key)).toEqual(['p1']);
    expect((await dict.items(scopeQuery(type, 'hdny'))).data.result.map((r) => r.key)).toEqual(['h1']);
    expect((await dict.items(scopeQuery(type, 'xnsd'))).data.result).toEqual([]);

    expect((await lastAudit(t, 'dict_items', own.id))?.changes).toMatchObject({
      owner_key: { before: null, after: 'hdny' },
      key: { before: null, after: 'h1' },
      value: { before: null, after: '华东项' },
    });
  });

  it('keeps keys unique within what any owner reads', async () => {
    const type = await newType(t, config);
    await newItem(t, config, { type_id: type.id, key: 'shared', value: '平台' });
    await newItem(t, config, { type_id: type.id, owner_key: 'hdny', key: 'mine', value: '华东' });
    const before = await itemRowsOf(t, type.id);
    const taken = '该字典下已有相同的选项';
    // An owner's key may not shadow the platform's, nor repeat its own...
    expectFieldErrors(
      await dict.createItem({ type_id: type.id, owner_key: 'xnsd', key: 'shared', value: '重' }),
      ['key'],
      taken,
    );
    expectFieldErrors(
      await dict.createItem({ type_id: type.id, owner_key: 'hdny', key: 'mine', value: '重' }),
      ['key'],
      taken,
    );
    // ...and a platform key may not repeat any owner's.
    expectFieldErrors(await dict.createItem({ type_id: type.id, key: 'mine', value: '重' }), ['key'], taken);
    expect(await itemRowsOf(t, type.id)).toEqual(before);
    // Two owners may each have the same key of their own.
    await newItem(t, config, { type_id: type.id, owner_key: 'xnsd', key: 'mine', value: '西南' });
  });

  it('refuses bad input and unknown owners, changing nothing', async () => {
    const type = await newType(t, config);
    const before = await itemRowsOf(t, type.id);
    expectFieldErrors(await dict.createItem({ type_id: type.id, key: 'has space', value: '值' }), ['key']);
    expectFieldErrors(await dict.createItem({ type_id: type.id, key: 'k', value: '' }), ['value']);
    expectFieldErrors(await dict.createItem({ type_id: type.id, key: 'k', value: '值', sort: 1.5 }), ['sort']);
    expectFieldErrors(await dict.createItem({ type_id: type.id, key: 'k', value: '值', enabled: 'yes' }), ['enabled']);
    expectFieldErrors(await dict.createItem({ key: 'k', value: '值' }), ['type_id']);
    expectFieldErrors(await dict.createItem({ type_id: type.id, owner_key: 'nobody', key: 'k', value: '值' }), [
      'owner_key',
    ]);
    expectFieldErrors(await dict.createItem({ type_id: type.id, owner_key: 'config', key: 'k', value: '值' }), [
      'owner_key',
    ]);
    expect(envelope(await dict.createItem({ type_id: 999_999, key: 'k', value: '值' })).code).toBe(Code.NotFound);
    expect(await itemRowsOf(t, type.id)).toEqual(before);
    expectFieldErrors(
      await callApi(t.app, config, DictionaryCalls.items, {
        query: { ...scopeQuery(type, ''), 'filter[enabled]': 'maybe' },
      }),
      ['filter[enabled]'],
    );
    expectFieldErrors(await callApi(t.app, config, DictionaryCalls.items), ['type_id']);
  });

  it('updates any subset of fields: the enabled switch, the order, the scope', async () => {
    const type = await newType(t, config);
    const item = await newItem(t, config, { type_id: type.id, key: 'k', value: '值', sort: 1 });
    const off = envelope<DictItem>(await dict.updateItem(item.id, { enabled: false }));
    expect(off.data).toMatchObject({ key: 'k', value: '值', sort: 1, enabled: false });
    const moved = envelope<DictItem>(await dict.updateItem(item.id, { sort: 20, owner_key: 'xnsd' }));
    expect(moved.data).toMatchObject({ sort: 20, enabled: false, owner_key: 'xnsd', owner_name: '西南水电检验中心' });
    expect((await lastAudit(t, 'dict_items', item.id))?.changes).toEqual({
      sort: { before: 1, after: 20 },
      owner_key: { before: null, after: 'xnsd' },
    });
    expect((await dict.items({ type_id: type.id, 'filter[enabled]': 'false' })).data.result).toHaveLength(1);
    expect((await dict.items({ type_id: type.id, 'filter[enabled]': 'true' })).data.result).toHaveLength(0);
  });

  it('refuses an update onto a taken key and a missing item, changing nothing', async () => {
    const type = await newType(t, config);
    await newItem(t, config, { type_id: type.id, key: 'one', value: '一' });
    const two = await newItem(t, config, { type_id: type.id, owner_key: 'hdny', key: 'two', value: '二' });
    const before = await itemRowsOf(t, type.id);
    expectFieldErrors(await dict.updateItem(two.id, { key: 'one' }), ['key']);
    expectFieldErrors(await dict.updateItem(two.id, { value: '' }), ['value']);
    expect(envelope(await dict.updateItem(999_999, { value: '无' })).code).toBe(Code.NotFound);
    expect(await itemRowsOf(t, type.id)).toEqual(before);
  });

  it('deletes an item and audits it', async () => {
    const type = await newType(t, config);
    const item = await newItem(t, config, { type_id: type.id, key: 'gone', value: '删' });
    expect(envelope(await dict.deleteItem(item.id)).code).toBe(Code.Success);
    expect(await itemRowsOf(t, type.id)).toEqual([]);
    expect((await lastAudit(t, 'dict_items', item.id))?.action).toBe('delete');
    expect(envelope(await dict.deleteItem(item.id)).code).toBe(Code.NotFound);
  });

  it('offers the ordinary owners as scopes, not the configuration owner', async () => {
    const extra = await createOwner(t.db);
    const keys = (await dict.scopes()).data.map((scope) => scope.key);
    expect(keys).toEqual(expect.arrayContaining(['hdny', 'xnsd', extra.key]));
    expect(keys).not.toContain('config');
  });
});

describe('who may edit items', () => {
  it('an ordinary owner gets code 3 on every item call, and nothing changes', async () => {
    const type = await newType(t, config);
    const item = await newItem(t, config, { type_id: type.id, key: 'k', value: '值' });
    const ordinary = dictionaryApi(t, await ordinaryAdmin(t));
    expect((await ordinary.items({ type_id: type.id })).code).toBe(Code.NoPermission);
    expect((await ordinary.scopes()).code).toBe(Code.NoPermission);
    expect(envelope(await ordinary.createItem({ type_id: type.id, key: 'x', value: '值' })).code).toBe(
      Code.NoPermission,
    );
    expect(envelope(await ordinary.updateItem(item.id, { value: '改' })).code).toBe(Code.NoPermission);
    expect(envelope(await ordinary.deleteItem(item.id)).code).toBe(Code.NoPermission);
    expect(await itemRowsOf(t, type.id)).toEqual([expect.objectContaining({ key: 'k', value: '值' })]);
  });

  it('an update with the update action revoked answers 3 and changes nothing', async () => {
    const type = await newType(t, config);
    const item = await newItem(t, config, { type_id: type.id, key: 'k', value: '值' });
    await revoke(t.db, { ownerKey: 'config', role: 'admin', pageKey: 'config-library', action: 'update' });
    expect(envelope(await dict.updateItem(item.id, { enabled: false })).code).toBe(Code.NoPermission);
    expect(await itemRowsOf(t, type.id)).toEqual([expect.objectContaining({ enabled: true })]);
  });

  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, DictionaryCalls.items, { query: { type_id: 1 } })).code).toBe(
      Code.NotLoggedIn,
    );
    expect(envelope(await callApi(t.app, undefined, DictionaryCalls.deleteItem, { query: { id: 1 } })).code).toBe(
      Code.NotLoggedIn,
    );
  });
});
