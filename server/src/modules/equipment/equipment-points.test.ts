import {
  CategoryCalls,
  Code,
  DeviceCalls,
  type DeviceWithProcesses,
  EquipmentCalls,
  EquipmentPoints,
  type InspectionCategory,
  type ListData,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { type Caller, callApi, caller, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { equipmentPoints } from './equipment.table.js';
import { adminWithEquipment, equipmentByNumber, kindByName } from './equipment.test-support.js';

const t = useTestApp();

const gridOf = async (call: Caller, id: number) =>
  envelope<EquipmentPoints>(await call(EquipmentCalls.points, { query: { id } }));
const stored = (id: number) => t.db.select().from(equipmentPoints).where(eq(equipmentPoints.equipmentId, id));

describe('inspection points', () => {
  it("read as the kind's steps in order by the owner's categories, with the demo plan", async () => {
    const admin = await signedIn(t, 'hdny');
    const transformer = await equipmentByNumber(admin.call, 'WN-ZB-1A');
    const grid = await gridOf(admin.call, transformer.id);
    EquipmentPoints.strict().parse(grid.data);
    expect(grid.data.equipment).toMatchObject({ e_number: 'WN-ZB-1A', device_name: '主变压器' });
    expect(grid.data.steps.map((step) => step.name)).toEqual([
      '铁心叠装',
      '线圈绕制',
      '器身装配',
      '真空干燥',
      '总装配',
      '例行试验',
      '包装发运',
    ]);
    expect(grid.data.categories.map((category) => category.plan_symbol)).toEqual(['H', 'W', 'R', 'S']);
    const testStep = grid.data.steps.find((step) => step.name === '例行试验');
    const symbols = grid.data.points.filter((p) => p.process_id === testStep?.id).map((p) => p.plan_symbol);
    expect(symbols.sort()).toEqual(['H', 'R']);
    expect(grid.data.can_update).toBe(true);

    // The shipped switchgear's points were signed off.
    const shipped = await gridOf(admin.call, (await equipmentByNumber(admin.call, 'RD-GIS-01')).id);
    expect(shipped.data.points.every((p) => p.actual_date === '2026-03-20' && p.actual_symbol !== null)).toBe(true);
  });

  it('are saved as a whole grid, audited, keeping what reports recorded on kept points', async () => {
    const { call, item } = await adminWithEquipment(t);
    const grid = (await gridOf(call, item.id)).data;
    const [first, second] = grid.steps;
    const [hold, witness] = grid.categories;
    if (!first || !second || !hold || !witness) throw new Error('demo grid missing');
    const save = (points: { process_id: number; category_id: number; plan_symbol: string }[]) =>
      call(EquipmentCalls.savePoints, { query: { id: item.id }, body: { points } });

    const saved = envelope<EquipmentPoints>(
      await save([
        { process_id: first.id, category_id: witness.id, plan_symbol: 'W' },
        { process_id: second.id, category_id: hold.id, plan_symbol: 'H' },
      ]),
    );
    expect(saved.code).toBe(Code.Success);
    expect(saved.data.points).toHaveLength(2);
    expect((await lastAudit(t.db, 'equipment', item.id))?.changes.points).toEqual({
      before: '',
      after: `${first.name}：W；${second.name}：H`,
    });

    // A report closes the first point; saving again with a new symbol keeps that record.
    await t.db
      .update(equipmentPoints)
      .set({ actualSymbol: 'Ⓦ', actualDate: '2026-05-01' })
      .where(eq(equipmentPoints.processId, first.id));
    const again = envelope<EquipmentPoints>(
      await save([{ process_id: first.id, category_id: witness.id, plan_symbol: 'W1' }]),
    );
    expect(again.data.points).toEqual([
      {
        process_id: first.id,
        category_id: witness.id,
        plan_symbol: 'W1',
        actual_symbol: 'Ⓦ',
        actual_date: '2026-05-01',
      },
    ]);
    expect(await stored(item.id)).toHaveLength(1);
  });

  it('refuse steps of another kind, strange categories and a point twice, changing nothing', async () => {
    const { call, item } = await adminWithEquipment(t);
    const grid = (await gridOf(call, item.id)).data;
    const [step] = grid.steps;
    const [category] = grid.categories;
    if (!step || !category) throw new Error('demo grid missing');
    const otherKind = await kindByName(call, 'GIS 组合电器');
    const gis = envelope<DeviceWithProcesses>(await call(DeviceCalls.view, { query: { id: otherKind.id } })).data;
    const other = await signedIn(t, 'xnsd');
    const foreign = envelope<ListData<InspectionCategory>>(await other.call(CategoryCalls.list)).data.result[0];
    const save = (points: unknown[]) => call(EquipmentCalls.savePoints, { query: { id: item.id }, body: { points } });
    const point = { process_id: step.id, category_id: category.id, plan_symbol: 'H' };

    expectFieldErrors(await save([{ ...point, process_id: gis.processes[0]?.id }]), ['points.0.process_id']);
    expectFieldErrors(await save([{ ...point, category_id: foreign?.id }]), ['points.0.category_id']);
    expectFieldErrors(await save([point, point]), ['points.1'], '同一工序的同一检验类别只能设置一次');
    expectFieldErrors(await save([{ ...point, plan_symbol: '' }]), ['points.0.plan_symbol']);
    expectFieldErrors(await save([{ ...point, plan_symbol: 'HHHHH' }]), ['points.0.plan_symbol']);
    expectFieldErrors(await save(Array.from({ length: 2001 }, () => point)), ['points'], '检验点过多');
    expect(await stored(item.id)).toEqual([]);
  });

  it('are read by every role that sees the equipment and saved by those who may change it', async () => {
    const admin = await signedIn(t, 'hdny');
    const transformer = await equipmentByNumber(admin.call, 'WN-ZB-1A');
    const inspector = caller(t.app, await login(t.app, 'staff'));
    const seen = await gridOf(inspector, transformer.id);
    expect(seen.data).toMatchObject({ can_update: false });
    const body = { points: [] };
    expect(envelope(await inspector(EquipmentCalls.savePoints, { query: { id: transformer.id }, body })).code).toBe(
      Code.NoPermission,
    );
    const client = await signedIn(t, 'hdny', 'wtf');
    expect((await gridOf(client.call, transformer.id)).data.can_update).toBe(false);
    expect(
      envelope(await callApi(t.app, undefined, EquipmentCalls.points, { query: { id: transformer.id } })).code,
    ).toBe(Code.NotLoggedIn);
    expect(await stored(transformer.id)).not.toEqual([]);
  });

  it("follow the kind's route: a removed step takes its points, a category in use is kept", async () => {
    const admin = await signedIn(t, 'hdny');
    const made = envelope<{ id: number }>(
      await admin.call(DeviceCalls.create, { body: { name: '试验用电抗器' } }),
    ).data;
    await admin.call(DeviceCalls.saveProcesses, {
      query: { id: made.id },
      body: { processes: [{ name: '绕线' }, { name: '试验' }] },
    });
    const { call, item } = await adminWithEquipment(t, 'hdny', { device_id: made.id });
    const grid = (await gridOf(call, item.id)).data;
    const [first, second] = grid.steps;
    const category = grid.categories.find((c) => c.plan_symbol === 'S');
    if (!first || !second || !category) throw new Error('grid missing');
    await call(EquipmentCalls.savePoints, {
      query: { id: item.id },
      body: {
        points: [
          { process_id: first.id, category_id: category.id, plan_symbol: 'S' },
          { process_id: second.id, category_id: category.id, plan_symbol: 'S' },
        ],
      },
    });
    const refused = envelope(await call(CategoryCalls.delete, { query: { id: category.id } }));
    expect(refused).toMatchObject({ code: Code.IllegalOperation });
    expect(refused.msg).toContain('该检验类别已在设备检验点中使用');

    const route = [{ id: second.id, name: second.name }];
    expect(
      envelope(await call(DeviceCalls.saveProcesses, { query: { id: made.id }, body: { processes: route } })).code,
    ).toBe(Code.Success);
    expect((await stored(item.id)).map((point) => point.processId)).toEqual([second.id]);

    const otherKind = await kindByName(call, 'GIS 组合电器');
    const body = { project_id: item.project_id, device_id: otherKind.id, name: item.name, e_number: item.e_number };
    expectFieldErrors(
      await call(EquipmentCalls.update, { query: { id: item.id }, body }),
      ['device_id'],
      '该设备已编制检验点，不能更换装置；请先清空检验点',
    );
    await call(EquipmentCalls.savePoints, { query: { id: item.id }, body: { points: [] } });
    expect(envelope(await call(EquipmentCalls.update, { query: { id: item.id }, body })).code).toBe(Code.Success);
  });
});
