import { Code, FindingCalls, type FindingDetail, type FindingRate } from '@app/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { chinaDay } from '../../platform/china-time.js';
import { readXlsx } from '../../platform/xlsx.js';
import { deviceKinds } from '../device/device.table.js';
import { equipment } from '../equipment/equipment.table.js';
import { inspectionUnits } from '../inspection-unit/inspection-unit.table.js';
import { type Member, planKit } from '../plan/plan.test-support.js';
import { findingCategories, findings } from './finding.table.js';

const t = useTestApp();
const plans = planKit(t);
const dayFromToday = (days: number) => chinaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/**
 * A group of its own with project P, units U and V and two device kinds K (主变压器) and L. Equipment:
 * E1 (U, K), E2 (V, L), E3 (U, L). Raised on P by one inspector, rectified by another:
 *   f1 on E1 closed in time; f2 on E1 open; f3 on E3 closed late; f4 on E2 closed in time;
 *   f5 on no equipment closed in time.
 * So, raised / closed / answered in time: all 5/4/3; U 3/2/1 (f1–f3); K 2/1/1 (f1, f2);
 * L 2/2/1 (f3, f4); U and L 1/1/0 (f3); V 1/1/1 (f4).
 * Another owner (xnsd) has its own unit X and kind Y with one finding on a piece of both.
 */
let boss: Member;
let fixture: {
  projectId: number;
  typeId: number;
  typeName: string;
  u: number;
  v: number;
  k: number;
  l: number;
  x: number;
  y: number;
};

beforeAll(async () => {
  const group = await plans.newGroup();
  const projectId = group.project.id;
  const owner = group.owner;
  const raiser = await plans.member('staff', [[projectId, 'staff']]);
  const fixer = await plans.member('staff', [[projectId, 'staff']]);
  boss = await plans.member('manager', [[projectId, 'manager']]);
  const [v] = await t.db.insert(inspectionUnits).values({ ownerId: owner, name: '费率测试单位乙' }).returning();
  const [k] = await t.db
    .select()
    .from(deviceKinds)
    .where(and(eq(deviceKinds.ownerId, owner), eq(deviceKinds.name, '主变压器')));
  const [l] = await t.db
    .select()
    .from(deviceKinds)
    .where(and(eq(deviceKinds.ownerId, owner), ne(deviceKinds.name, '主变压器')))
    .orderBy(asc(deviceKinds.id));
  const [type] = await t.db
    .select()
    .from(findingCategories)
    .where(and(eq(findingCategories.ownerId, owner), eq(findingCategories.kind, 'type')))
    .orderBy(asc(findingCategories.sort), asc(findingCategories.id));
  if (!v || !k || !l || !type) throw new Error('the demo owner lacks a kind or a finding type');

  const piece = async (ownerId: number, project: number, deviceId: number, unitId: number | null) => {
    const [row] = await t.db
      .insert(equipment)
      .values({ ownerId, projectId: project, deviceId, unitId, name: '费率测试设备', eNumber: `RATE-${Math.random()}` })
      .returning({ id: equipment.id });
    if (!row) throw new Error('equipment insert returned nothing');
    return row.id;
  };
  const e1 = await piece(owner, projectId, k.id, group.unit.id);
  const e2 = await piece(owner, projectId, l.id, v.id);
  const e3 = await piece(owner, projectId, l.id, group.unit.id);

  const raise = async (equipmentId: number | null) => {
    const res = envelope<FindingDetail>(
      await raiser.call(FindingCalls.create, {
        body: {
          project_id: projectId,
          type_id: type.id,
          description: '费率测试问题',
          responsible_id: fixer.user.id,
          due_date: dayFromToday(5),
          ...(equipmentId === null ? {} : { equipment_id: equipmentId }),
        },
      }),
    );
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data.id;
  };
  const close = async (id: number) => {
    for (const [who, step] of [
      [fixer, { action: 'submit', note: '已整改' }],
      [raiser, { action: 'verify' }],
    ] as const) {
      const res = envelope(await who.call(FindingCalls.act, { query: { id }, body: step }));
      expect(res.code, res.msg).toBe(Code.Success);
    }
  };
  const f1 = await raise(e1);
  await raise(e1);
  const f3 = await raise(e3);
  const f4 = await raise(e2);
  const f5 = await raise(null);
  for (const id of [f1, f3, f4, f5]) await close(id);
  // f3's first rectification came two days after its due date.
  await t.db
    .update(findings)
    .set({ dueDate: dayFromToday(-2) })
    .where(eq(findings.id, f3));

  // Another owner's unit, kind and a finding on their piece, written straight to the table.
  const theirs = await plans.newGroup('xnsd');
  const [y] = await t.db.select().from(deviceKinds).where(eq(deviceKinds.ownerId, theirs.owner));
  const [theirType] = await t.db
    .select()
    .from(findingCategories)
    .where(and(eq(findingCategories.ownerId, theirs.owner), eq(findingCategories.kind, 'type')));
  if (!y || !theirType) throw new Error('xnsd lacks a kind or a finding type');
  await t.db.insert(findings).values({
    ownerId: theirs.owner,
    projectId: theirs.project.id,
    equipmentId: await piece(theirs.owner, theirs.project.id, y.id, theirs.unit.id),
    typeId: theirType.id,
    description: '他方问题',
    dueDate: dayFromToday(5),
  });
  fixture = {
    projectId,
    typeId: type.id,
    typeName: type.name,
    u: group.unit.id,
    v: v.id,
    k: k.id,
    l: l.id,
    x: theirs.unit.id,
    y: y.id,
  };
});

type Query = TestQuery<typeof FindingCalls.rates>;
const rates = async (who: Member, query: Query) => {
  const res = envelope<FindingRate[]>(await who.call(FindingCalls.rates, { query }));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
};
/** The figures of P under `filters`, per project. */
const ofProject = async (filters: Query) => {
  const rows = await rates(boss, { group: 'project', project_id: fixture.projectId, ...filters });
  expect(rows).toHaveLength(1);
  const [row] = rows;
  return {
    raised: row?.raised,
    closed: row?.closed,
    answered: row?.answered_in_time,
    rates: [row?.closure_rate, row?.response_rate],
  };
};

describe('GET /api/finding/rates narrowed to an inspection unit and a device kind', () => {
  it('counts the findings on equipment of the unit and the kind asked, by hand', async () => {
    const { u, v, k, l } = fixture;
    expect(await ofProject({})).toEqual({ raised: 5, closed: 4, answered: 3, rates: [0.8, 0.6] });
    expect(await ofProject({ unit_id: u })).toEqual({ raised: 3, closed: 2, answered: 1, rates: [2 / 3, 1 / 3] });
    expect(await ofProject({ unit_id: v })).toEqual({ raised: 1, closed: 1, answered: 1, rates: [1, 1] });
    expect(await ofProject({ device_id: k })).toEqual({ raised: 2, closed: 1, answered: 1, rates: [0.5, 0.5] });
    expect(await ofProject({ device_id: l })).toEqual({ raised: 2, closed: 2, answered: 1, rates: [1, 0.5] });
    expect(await ofProject({ unit_id: u, device_id: l })).toEqual({
      raised: 1,
      closed: 1,
      answered: 0,
      rates: [1, 0],
    });
    // V's only piece is of kind L: nothing of kind K.
    expect(await ofProject({ unit_id: v, device_id: k })).toEqual({
      raised: 0,
      closed: 0,
      answered: 0,
      rates: [null, null],
    });
    // The other groups narrow alike: by type, by inspector, and by the raiser's unit (he has none).
    const query = { project_id: fixture.projectId, unit_id: u };
    expect(await rates(boss, { group: 'type', ...query })).toEqual([
      expect.objectContaining({ id: fixture.typeId, raised: 3, closed: 2, answered_in_time: 1 }),
    ]);
    expect(await rates(boss, { group: 'inspector', ...query })).toEqual([expect.objectContaining({ raised: 3 })]);
    expect(await rates(boss, { group: 'unit', ...query })).toEqual([expect.objectContaining({ id: null, raised: 3 })]);
    expect(await rates(boss, { group: 'inspector', project_id: fixture.projectId, device_id: l })).toEqual([
      expect.objectContaining({ raised: 2, closed: 2 }),
    ]);
  });

  it('exports the same narrowed rows to the workbook', async () => {
    const sheet = await readXlsx(
      (await boss.call.get(`/api/finding/rates/export?group=type&project_id=${fixture.projectId}&unit_id=${fixture.u}`))
        .rawPayload,
    );
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      [fixture.typeName, '3', '2', '2', '1', '0', '0', '66.7', '33.3'],
    ]);
  });

  it("gives nothing of another owner's findings for its unit or kind, and none of ours to it", async () => {
    const { x, y, u, k } = fixture;
    // Our manager naming their unit or kind: none of their findings, none of ours either.
    expect(await rates(boss, { group: 'type', unit_id: x })).toEqual([]);
    expect(await rates(boss, { group: 'type', device_id: y })).toEqual([]);
    expect(await ofProject({ unit_id: x })).toMatchObject({ raised: 0 });
    // Their administrator sees their own finding by their unit and kind, and nothing by ours.
    const stranger = await signedIn(t, 'xnsd');
    expect(await rates(stranger, { group: 'type', unit_id: x, device_id: y })).toEqual([
      expect.objectContaining({ raised: 1 }),
    ]);
    expect(await rates(stranger, { group: 'type', unit_id: u })).toEqual([]);
    expect(await rates(stranger, { group: 'type', device_id: k })).toEqual([]);
    const theirProjects = await rates(stranger, { group: 'project', unit_id: u });
    expect(theirProjects.some((row) => row.id === fixture.projectId || row.raised > 0)).toBe(false);
    const theirSheet = await readXlsx(
      (await stranger.call.get(`/api/finding/rates/export?group=type&unit_id=${u}`)).rawPayload,
    );
    expect(theirSheet.rows).toEqual([]);
  });

  it('answers malformed unit and kind ids with field errors, on the rates and their export', async () => {
    expectFieldErrors(await boss.call(FindingCalls.rates, { query: { unit_id: 'abc', device_id: 0 } }), [
      'unit_id',
      'device_id',
    ]);
    expectFieldErrors(await boss.call(FindingCalls.rates, { query: { unit_id: '-1', device_id: 99999999999 } }), [
      'unit_id',
      'device_id',
    ]);
    expectFieldErrors(await boss.call.get('/api/finding/rates/export?group=type&unit_id=1.5&device_id=x'), [
      'unit_id',
      'device_id',
    ]);
  });
});
