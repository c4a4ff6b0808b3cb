import {
  type CategoriesImported,
  CategoryCalls,
  CONFIG_OWNER_KEY,
  Code,
  InspectionCategory,
  type ListData,
  OwnerAdminCalls,
  type OwnerAdminRow,
} from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { type Caller, callApi, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { inspectionCategories } from './inspection-category.table.js';

const t = useTestApp();

let serial = 0;
const body = (fields: Record<string, unknown> = {}) => {
  serial++;
  return {
    name: `出厂试验见证${serial}`,
    plan_symbol: `T${serial}`,
    actual_symbol: `Ⓣ${serial}`,
    note: '',
    sort: 50,
    ...fields,
  };
};
const list = async (call: Caller, query: TestQuery<typeof CategoryCalls.list> = { 'per-page': -1 }) =>
  envelope<ListData<InspectionCategory>>(await call(CategoryCalls.list, { query }));
const countOf = async (ownerKey: string) => {
  const owner = await ownerByKey(t.db, ownerKey);
  return (
    (await t.db.select({ n: count() }).from(inspectionCategories).where(eq(inspectionCategories.ownerId, owner.id)))[0]
      ?.n ?? 0
  );
};

describe('inspection categories', () => {
  it('start as the ITP points in the configuration owner and as their copy in each demo owner', async () => {
    const config = await signedIn(t, CONFIG_OWNER_KEY);
    const defaults = await list(config.call);
    expect(defaults.code).toBe(Code.Success);
    for (const row of defaults.data.result) InspectionCategory.strict().parse(row);
    expect(defaults.data.result.map((row) => [row.plan_symbol, row.name, row.actual_symbol])).toEqual([
      ['H', '停止点', 'Ⓗ'],
      ['W', '见证点', 'Ⓦ'],
      ['R', '文件见证点', 'Ⓡ'],
      ['S', '巡检点', 'Ⓢ'],
    ]);
    const owner = await signedIn(t, 'xnsd');
    expect((await list(owner.call)).data.result.map((row) => row.plan_symbol)).toEqual(['H', 'W', 'R', 'S']);
    // A copy, not a reference: the rows are the owner's own.
    const ids = (await list(owner.call)).data.result.map((row) => row.id);
    expect(ids.some((id) => defaults.data.result.some((row) => row.id === id))).toBe(false);
  });

  it('are created, changed and deleted per owner, audited, without touching the platform defaults', async () => {
    const { call } = await signedIn(t, 'hdny');
    const configBefore = await countOf(CONFIG_OWNER_KEY);
    const created = envelope<InspectionCategory>(
      await call(CategoryCalls.create, { body: body({ name: '出厂见证' }) }),
    );
    expect(created).toMatchObject({ code: Code.Success, msg: '已保存' });
    expect((await lastAudit(t.db, 'inspection_categories', created.data.id))?.changes.name?.after).toBe('出厂见证');

    const updated = envelope<InspectionCategory>(
      await call(CategoryCalls.update, {
        query: { id: created.data.id },
        body: body({ name: '出厂见证', plan_symbol: 'FW' }),
      }),
    );
    expect(updated.data).toMatchObject({ name: '出厂见证', plan_symbol: 'FW' });
    expect((await lastAudit(t.db, 'inspection_categories', created.data.id))?.changes.plan_symbol?.after).toBe('FW');
    expect((await list(call, { 'filter[plan_symbol]': 'FW' })).data.result.map((row) => row.id)).toEqual([
      created.data.id,
    ]);

    expect(envelope(await call(CategoryCalls.delete, { query: { id: created.data.id } })).msg).toBe('已删除');
    expect((await lastAudit(t.db, 'inspection_categories', created.data.id))?.action).toBe('delete');
    expect(await countOf(CONFIG_OWNER_KEY)).toBe(configBefore);
  });

  it('refuse bad input and a name or plan symbol the owner uses, changing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await countOf('hdny');
    expectFieldErrors(await call(CategoryCalls.create, { body: body({ name: '', plan_symbol: 'TOOLONG' }) }), [
      'name',
      'plan_symbol',
    ]);
    expectFieldErrors(await call(CategoryCalls.create, { body: body({ actual_symbol: '  ' }) }), ['actual_symbol']);
    expectFieldErrors(
      await call(CategoryCalls.create, { body: body({ name: '停止点' }) }),
      ['name'],
      '已有同名检验类别',
    );
    expectFieldErrors(
      await call(CategoryCalls.create, { body: body({ plan_symbol: 'H' }) }),
      ['plan_symbol'],
      '已有检验类别使用该计划符号',
    );
    const witness = (await list(call)).data.result.find((row) => row.plan_symbol === 'W');
    expectFieldErrors(
      await call(CategoryCalls.update, { query: { id: witness?.id }, body: body({ plan_symbol: 'H' }) }),
      ['plan_symbol'],
    );
    expect(await countOf('hdny')).toBe(before);
  });

  it("refuse another owner's category as not found, and work only with the page's actions", async () => {
    const theirs = await signedIn(t, 'xnsd');
    const row = envelope<InspectionCategory>(await theirs.call(CategoryCalls.create, { body: body() })).data;
    const { call } = await signedIn(t, 'hdny');
    expect(envelope(await call(CategoryCalls.update, { query: { id: row.id }, body: body() })).code).toBe(
      Code.NotFound,
    );
    expect(envelope(await call(CategoryCalls.delete, { query: { id: row.id } })).code).toBe(Code.NotFound);
    const [kept] = await t.db.select().from(inspectionCategories).where(eq(inspectionCategories.id, row.id));
    expect(kept).toMatchObject({ name: row.name, planSymbol: row.plan_symbol });

    const before = await countOf('hdny');
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'admin', pageKey: 'system-ipcg', action: 'create' }, async () => {
      expect(envelope(await call(CategoryCalls.create, { body: body() })).code).toBe(Code.NoPermission);
      expect(envelope(await call(CategoryCalls.importDefaults)).code).toBe(Code.NoPermission);
    });
    expect(await countOf('hdny')).toBe(before);
    // The configuration owner's page does not open an ordinary owner's list, and the reverse.
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'admin', pageKey: 'system-ipcg', action: 'index' }, async () => {
      expect((await list(call)).code).toBe(Code.NoPermission);
    });
    const config = await signedIn(t, CONFIG_OWNER_KEY);
    await withRevoked(
      t.db,
      { ownerKey: CONFIG_OWNER_KEY, role: 'admin', pageKey: 'config-subject-ipcg', action: 'index' },
      async () => {
        expect((await list(config.call)).code).toBe(Code.NoPermission);
      },
    );
    expect(envelope(await callApi(t.app, undefined, CategoryCalls.list)).code).toBe(Code.NotLoggedIn);
  });

  it('are read by every role of an ordinary owner, and changed only by its administrator', async () => {
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect((await list(member.call)).code, role).toBe(Code.Success);
      expect(envelope(await member.call(CategoryCalls.create, { body: body() })).code, role).toBe(Code.NoPermission);
    }
  });
});

describe('taking the platform defaults', () => {
  it('copies the defaults an owner lacks by name and symbol, keeping its own, and says how many', async () => {
    const { call } = await signedIn(t, 'hdny');
    const rows = (await list(call)).data.result;
    const hold = rows.find((row) => row.plan_symbol === 'H');
    const review = rows.find((row) => row.plan_symbol === 'R');
    // The demo's inspection points use every category, so the owner gives up its hold point by renaming it.
    await call(CategoryCalls.update, {
      query: { id: hold?.id },
      body: body({ name: '停工待检', plan_symbol: 'HP', actual_symbol: '✔' }),
    });
    await call(CategoryCalls.update, {
      query: { id: review?.id },
      body: body({ name: '资料审查', plan_symbol: 'R', actual_symbol: '✔' }),
    });

    const imported = envelope<CategoriesImported>(await call(CategoryCalls.importDefaults));
    expect(imported).toMatchObject({ code: Code.Success, data: { added: 1 }, msg: '已导入 1 个检验类别' });
    const after = (await list(call)).data.result;
    expect(after.find((row) => row.plan_symbol === 'H')).toMatchObject({ name: '停止点', actual_symbol: 'Ⓗ' });
    expect(after.find((row) => row.plan_symbol === 'R')).toMatchObject({ name: '资料审查', actual_symbol: '✔' });

    const again = envelope<CategoriesImported>(await call(CategoryCalls.importDefaults));
    expect(again).toMatchObject({ data: { added: 0 }, msg: '平台默认的检验类别都已存在，未导入新的类别' });
  });

  it('is refused in the configuration owner, whose categories are the defaults', async () => {
    const config = await signedIn(t, CONFIG_OWNER_KEY);
    const before = await countOf(CONFIG_OWNER_KEY);
    expect(envelope(await config.call(CategoryCalls.importDefaults)).code).toBe(Code.IllegalOperation);
    expect(await countOf(CONFIG_OWNER_KEY)).toBe(before);
  });

  it('gives a new owner the defaults as they are when it is made', async () => {
    const config = await signedIn(t, CONFIG_OWNER_KEY);
    const added = envelope<InspectionCategory>(
      await config.call(CategoryCalls.create, {
        body: body({ name: '型式试验见证', plan_symbol: 'TT', actual_symbol: 'Ⓣ' }),
      }),
    );
    expect(added.code).toBe(Code.Success);
    const key = `ipcg${Date.now().toString(36)}`;
    const made = envelope<OwnerAdminRow>(
      await config.call(OwnerAdminCalls.create, { body: { key, name: '新业主', full_name: '新业主有限公司' } }),
    );
    expect(made.code).toBe(Code.Success);
    const owner = await ownerByKey(t.db, key);
    const copies = await t.db
      .select({ symbol: inspectionCategories.planSymbol })
      .from(inspectionCategories)
      .where(and(eq(inspectionCategories.ownerId, owner.id)));
    expect(copies.map((row) => row.symbol).sort()).toEqual(['H', 'R', 'S', 'TT', 'W']);
  });
});
