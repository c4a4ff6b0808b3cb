import { Code, InspectionUnit, type ListData, UnitCalls, type UnitOption, UnitPerson } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { inspectionUnitPeople, inspectionUnits } from './inspection-unit.table.js';

const t = useTestApp();

let serial = 0;
const unitBody = (fields: Record<string, unknown> = {}) => ({
  name: `华东特种设备检验所${++serial}`,
  qualification: '特种设备检验 A 级',
  contact: '赵工',
  phone: '021-55550000',
  address: '上海市杨浦区',
  note: '',
  sort: 30,
  ...fields,
});
const unitCount = async () => (await t.db.select({ n: count() }).from(inspectionUnits))[0]?.n ?? 0;
const peopleOf = (unitId: number) =>
  t.db.select().from(inspectionUnitPeople).where(eq(inspectionUnitPeople.unitId, unitId));

async function createUnit(ownerKey = 'hdny', fields: Record<string, unknown> = {}) {
  const admin = await signedIn(t, ownerKey);
  const res = envelope<InspectionUnit>(await admin.call(UnitCalls.create, { body: unitBody(fields) }));
  expect(res.code).toBe(Code.Success);
  return { ...admin, unit: res.data };
}

describe('inspection units', () => {
  it('are created, listed with their people count, changed and deleted, audited', async () => {
    const { call, unit } = await createUnit('hdny', { name: '上海电气检验站', sort: 0 });
    expect((await lastAudit(t.db, 'inspection_units', unit.id))?.changes.name?.after).toBe('上海电气检验站');
    const list = envelope<ListData<InspectionUnit>>(await call(UnitCalls.list, { query: { 'per-page': '-1' } }));
    for (const row of list.data.result) InspectionUnit.strict().parse(row);
    expect(list.data.result[0]).toMatchObject({ name: '上海电气检验站', people_count: 0 });
    // The demo's monitoring centre has the demo inspector.
    expect(list.data.result.find((row) => row.name === '华东电力设备监造中心')?.people_count).toBe(1);
    const filtered = envelope<ListData<InspectionUnit>>(
      await call(UnitCalls.list, { query: { 'filter[name]': '电气检验' } }),
    );
    expect(filtered.data.result.map((row) => row.id)).toEqual([unit.id]);

    const updated = envelope<InspectionUnit>(
      await call(UnitCalls.update, {
        query: { id: unit.id },
        body: unitBody({ name: '上海电气检验站', contact: '钱工' }),
      }),
    );
    expect(updated.data.contact).toBe('钱工');
    expect((await lastAudit(t.db, 'inspection_units', unit.id))?.changes.contact).toEqual({
      before: '赵工',
      after: '钱工',
    });
    expect(envelope(await call(UnitCalls.delete, { query: { id: unit.id } })).msg).toBe('已删除');
    expect((await lastAudit(t.db, 'inspection_units', unit.id))?.action).toBe('delete');
  });

  it('refuse bad input and a name the owner uses, changing nothing', async () => {
    const { call, unit } = await createUnit();
    const before = await unitCount();
    expectFieldErrors(await call(UnitCalls.create, { body: unitBody({ name: ' ', phone: '1'.repeat(33) }) }), [
      'name',
      'phone',
    ]);
    expectFieldErrors(
      await call(UnitCalls.create, { body: unitBody({ name: unit.name }) }),
      ['name'],
      '已有同名检验单位',
    );
    expectFieldErrors(await call(UnitCalls.create, { body: unitBody({ sort: 'x' }) }), ['sort']);
    expect(await unitCount()).toBe(before);
  });

  it("assign the owner's inspectors, refusing anyone else and anyone working for another unit", async () => {
    const { call, unit } = await createUnit();
    const inspector = await createUser(t.db, { role: 'staff', ownerKey: 'hdny', name: '郑检验' });
    const manager = await createUser(t.db, { role: 'manager', ownerKey: 'hdny' });
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });

    const people = envelope<UnitPerson[]>(await call(UnitCalls.people));
    for (const row of people.data) UnitPerson.strict().parse(row);
    expect(people.data.find((p) => p.id === inspector.id)).toMatchObject({ unit_id: null, unit_name: null });
    expect(people.data.find((p) => p.username === 'staff')?.unit_name).toBe('华东电力设备监造中心');
    expect(people.data.map((p) => p.id)).not.toContain(manager.id);

    const save = (ids: number[]) => call(UnitCalls.savePeople, { query: { id: unit.id }, body: { user_ids: ids } });
    expect(envelope(await save([inspector.id])).code).toBe(Code.Success);
    expect((await peopleOf(unit.id)).map((row) => row.userId)).toEqual([inspector.id]);
    expect((await lastAudit(t.db, 'inspection_units', unit.id))?.changes.people).toEqual({
      before: '',
      after: '郑检验',
    });

    expectFieldErrors(await save([inspector.id, manager.id]), ['user_ids'], '只能选择本业主角色为检验员的成员');
    expectFieldErrors(await save([outsider.id]), ['user_ids']);
    const demoInspector = people.data.find((p) => p.username === 'staff');
    const elsewhere = envelope(await save([demoInspector?.id ?? 0]));
    expect(elsewhere).toMatchObject({ code: Code.IllegalOperation });
    expect(elsewhere.msg).toContain('王检验');
    expect((await peopleOf(unit.id)).map((row) => row.userId)).toEqual([inspector.id]);

    // A unit with people is kept, saying why; emptied, it goes.
    const refused = envelope(await call(UnitCalls.delete, { query: { id: unit.id } }));
    expect(refused).toMatchObject({ code: Code.IllegalOperation });
    expect(refused.msg).toContain('还有 1 名检验人员');
    expect(envelope(await save([])).code).toBe(Code.Success);
    expect(envelope(await call(UnitCalls.delete, { query: { id: unit.id } })).code).toBe(Code.Success);
  });

  it("refuse another owner's unit as not found, changing nothing", async () => {
    const { unit } = await createUnit('hdny');
    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call(UnitCalls.update, { query: { id: unit.id }, body: unitBody() }),
      await other.call(UnitCalls.delete, { query: { id: unit.id } }),
      await other.call(UnitCalls.savePeople, { query: { id: unit.id }, body: { user_ids: [] } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    const [kept] = await t.db.select().from(inspectionUnits).where(eq(inspectionUnits.id, unit.id));
    expect(kept?.name).toBe(unit.name);
    const options = envelope<UnitOption[]>(await other.call(UnitCalls.options));
    expect(options.data.map((row) => row.id)).not.toContain(unit.id);
  });

  it("need the page's actions and a session; other roles read them only", async () => {
    const { call } = await createUnit();
    const before = await unitCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'custom-ins-unit', action: 'create' },
      async () => {
        expect(envelope(await call(UnitCalls.create, { body: unitBody() })).code).toBe(Code.NoPermission);
      },
    );
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(envelope(await member.call(UnitCalls.list)).code, role).toBe(Code.Success);
      expect(envelope(await member.call(UnitCalls.create, { body: unitBody() })).code, role).toBe(Code.NoPermission);
    }
    expect(await unitCount()).toBe(before);
    expect(envelope(await callApi(t.app, undefined, UnitCalls.list)).code).toBe(Code.NotLoggedIn);
  });
});
