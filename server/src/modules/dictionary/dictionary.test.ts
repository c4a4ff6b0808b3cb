import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_TYPES, Code, DictionaryCalls, DictType } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { grant, revoke } from '../../../test/permissions.js';
import { MIGRATIONS_DIR } from '../../platform/db.js';
import {
  dictionaryApi,
  itemRowsOf,
  lastAudit,
  newItem,
  newType,
  ordinaryAdmin,
  signInTo,
  typeRows,
} from './dictionary.test-support.js';

const t = useTestApp();
let config = '';

beforeAll(async () => {
  config = await signInTo(t, 'admin');
});

describe('GET /api/data-dictionary/get-dict-value', () => {
  it('answers the seeded platform items in order, to any member of any owner', async () => {
    const staff = await login(t.app, 'staff');
    const res = await dictionaryApi(t, staff).values('gender');
    expect(res.code).toBe(Code.Success);
    expect(res.data).toEqual([
      { key: 'male', value: '男' },
      { key: 'female', value: '女' },
      { key: 'unknown', value: '未知' },
    ]);
    const reports = (await dictionaryApi(t, staff).values('report_type')).data.map((item) => item.value);
    expect(reports).toEqual(expect.arrayContaining(['不符合项报告', '放行报告']));
  });

  it("adds the caller's owner's own items, orders by sort then key, and hides disabled ones", async () => {
    const type = await newType(t, config);
    const base = { type_id: type.id, owner_key: null };
    await newItem(t, config, { ...base, key: 'b', value: '乙', sort: 5 });
    await newItem(t, config, { ...base, key: 'a', value: '甲', sort: 5 });
    await newItem(t, config, { ...base, key: 'first', value: '首', sort: 1 });
    await newItem(t, config, { ...base, key: 'off', value: '停用', sort: 0, enabled: false });
    await newItem(t, config, { ...base, owner_key: 'hdny', key: 'hd', value: '华东自有', sort: 3 });
    await newItem(t, config, { ...base, owner_key: 'xnsd', key: 'xn', value: '西南自有', sort: 3 });

    const keysFor = async (cookie: string) =>
      (await dictionaryApi(t, cookie).values(type.code)).data.map((item) => item.key);
    expect(await keysFor(await signInTo(t, 'manager', 'hdny'))).toEqual(['first', 'hd', 'a', 'b']);
    expect(await keysFor(await signInTo(t, 'manager', 'xnsd'))).toEqual(['first', 'xn', 'a', 'b']);
    expect(await keysFor(config)).toEqual(['first', 'a', 'b']);
  });

  it('answers an empty list for an unknown code, a field error without one, and -1 without a session', async () => {
    const staff = await login(t.app, 'staff');
    expect((await dictionaryApi(t, staff).values('no_such_code')).data).toEqual([]);
    expectFieldErrors(await callApi(t.app, staff, DictionaryCalls.values), ['code']);
    expect(envelope(await callApi(t.app, undefined, DictionaryCalls.values, { query: { code: 'gender' } })).code).toBe(
      Code.NotLoggedIn,
    );
  });
});

/** Runs the committed migration again, as on a database whose dictionaries were edited since. */
async function rerunDictionaryMigration() {
  const text = readFileSync(join(MIGRATIONS_DIR, '0009_platform-dictionaries.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('migration 0009: the platform dictionaries', () => {
  it('may run again: it adds nothing twice and keeps what administrators changed', async () => {
    const [gender] = (await dictionaryApi(t, config).types({ 'filter[code]': 'gender' })).data.result;
    if (!gender) throw new Error('gender not seeded');
    const [male] = (await itemRowsOf(t, gender.id)).filter((row) => row.key === 'male');
    await dictionaryApi(t, config).updateItem(male?.id ?? 0, { value: '男性' });
    const before = await itemRowsOf(t, gender.id);
    await rerunDictionaryMigration();
    expect(await itemRowsOf(t, gender.id)).toEqual(before);
    expect(before.find((row) => row.key === 'male')?.value).toBe('男性');
  });
});

describe('dictionary types', () => {
  it('lists types with their item counts for the configuration owner', async () => {
    const res = await dictionaryApi(t, config).types({ 'filter[code]': 'company_nature' });
    expect(res.code).toBe(Code.Success);
    expect(res.data.result).toHaveLength(1);
    const [nature] = res.data.result;
    DictType.strict().parse(nature);
    expect(nature).toMatchObject({ code: 'company_nature', name: '公司性质' });
    expect(nature?.item_count).toBeGreaterThanOrEqual(5);
  });

  it('creates a type and records it in the audit log', async () => {
    const res = envelope<DictType>(
      await dictionaryApi(t, config).createType({ code: 'project_phase', name: ' 项目阶段 ', sort: 70 }),
    );
    expect(res.code).toBe(Code.Success);
    expect(res.data).toMatchObject({ code: 'project_phase', name: '项目阶段', sort: 70, item_count: 0 });
    expect((await lastAudit(t, 'dict_types', res.data.id))?.changes).toMatchObject({
      code: { before: null, after: 'project_phase' },
      name: { before: null, after: '项目阶段' },
    });
  });

  it('refuses a bad code, an empty name, or a code in use, and changes nothing', async () => {
    const before = await typeRows(t);
    const create = dictionaryApi(t, config).createType;
    expectFieldErrors(
      await create({ code: 'Bad-Code', name: '坏' }),
      ['code'],
      '编码须以小写字母开头，由小写字母、数字和下划线组成（2-48 位）',
    );
    expectFieldErrors(await create({ code: 'x', name: '短' }), ['code']);
    expectFieldErrors(await create({ code: 'fine_code', name: '  ' }), ['name']);
    expectFieldErrors(await create({ code: 'fine_code', name: '好', sort: -1 }), ['sort']);
    expectFieldErrors(await create({ code: 'gender', name: '重复' }), ['code'], '该编码已存在');
    expect(await typeRows(t)).toEqual(before);
  });

  it('updates name and order but never the code, and audits the difference', async () => {
    const type = await newType(t, config, '旧名称');
    const res = envelope<DictType>(
      await dictionaryApi(t, config).updateType(type.id, { code: 'renamed', name: '新名称', sort: 9 }),
    );
    expect(res.data).toMatchObject({ id: type.id, code: type.code, name: '新名称', sort: 9 });
    expect((await lastAudit(t, 'dict_types', type.id))?.changes).toEqual({
      name: { before: '旧名称', after: '新名称' },
      sort: { before: 0, after: 9 },
    });
    expect(envelope(await dictionaryApi(t, config).updateType(999_999, { name: '无' })).code).toBe(Code.NotFound);
  });

  it('deletes a type with its items of every scope, and says how many', async () => {
    const type = await newType(t, config);
    await newItem(t, config, { type_id: type.id, key: 'p', value: '平台' });
    await newItem(t, config, { type_id: type.id, owner_key: 'hdny', key: 'o', value: '业主' });
    const res = envelope<{ deleted_items: number }>(await dictionaryApi(t, config).deleteType(type.id));
    expect(res).toMatchObject({ code: Code.Success, data: { deleted_items: 2 } });
    expect(await itemRowsOf(t, type.id)).toEqual([]);
    expect((await typeRows(t)).some((row) => row.id === type.id)).toBe(false);
    expect((await lastAudit(t, 'dict_types', type.id))?.changes).toMatchObject({
      code: { before: type.code, after: null },
      item_count: { before: 2, after: null },
    });
  });
});

describe('who may edit the dictionary', () => {
  it('only the configuration owner: an administrator of an ordinary owner gets code 3, nothing changes', async () => {
    const type = await newType(t, config, '守卫');
    // Even a grant of the page itself does not open the dictionary outside the configuration owner.
    const hdny = await ownerByKey(t.db, 'hdny');
    await grant(
      t.db,
      ACTION_TYPES.map((action) => ({
        ownerId: hdny.id,
        role: 'admin',
        pageKey: 'config-library',
        action,
        createdBy: null,
      })),
    );
    const ordinary = dictionaryApi(t, await ordinaryAdmin(t));
    const before = await typeRows(t);
    expect((await ordinary.types()).code).toBe(Code.NoPermission);
    expect(envelope(await ordinary.createType({ code: 'sneaky', name: '偷偷' })).code).toBe(Code.NoPermission);
    expect(envelope(await ordinary.updateType(type.id, { name: '改' })).code).toBe(Code.NoPermission);
    expect(envelope(await ordinary.deleteType(type.id)).code).toBe(Code.NoPermission);
    expect(await typeRows(t)).toEqual(before);
  });

  it("needs the page's action: with delete or create revoked, the call answers 3 and writes nothing", async () => {
    const before = await typeRows(t);
    await revoke(t.db, { ownerKey: 'config', role: 'admin', pageKey: 'config-library', action: 'delete' });
    const type = before[0];
    if (!type) throw new Error('no type seeded');
    expect(envelope(await dictionaryApi(t, config).deleteType(type.id)).code).toBe(Code.NoPermission);
    await revoke(t.db, { ownerKey: 'config', role: 'admin', pageKey: 'config-library', action: 'create' });
    expect(envelope(await dictionaryApi(t, config).createType({ code: 'revoked', name: '撤销' })).code).toBe(
      Code.NoPermission,
    );
    expect(await typeRows(t)).toEqual(before);
  });

  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, DictionaryCalls.types)).code).toBe(Code.NotLoggedIn);
    expect(
      envelope(await callApi(t.app, undefined, DictionaryCalls.createType, { body: { code: 'anon', name: '匿名' } }))
        .code,
    ).toBe(Code.NotLoggedIn);
  });
});
