import { Code, type ListData, ReportCalls, type ReportRow } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { deviceKinds } from '../device/device.table.js';
import { inspectionUnits } from '../inspection-unit/inspection-unit.table.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);

type Query = TestQuery<typeof ReportCalls.list>;
const list = async (who: Member, query: Query = {}) =>
  envelope<ListData<ReportRow>>(await who.call(ReportCalls.list, { query: { 'per-page': 100, ...query } }));
const idsOf = async (who: Member, query: Query = {}) => {
  const res = await list(who, query);
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data.result.map((row) => row.id).sort((a, b) => a - b);
};
const filter = (field: string, value: string | number): Query => ({ [`filter[${field}]`]: value });

const kindId = async (ownerKey: string, name: string) => {
  const owner = await ownerByKey(t.db, ownerKey);
  const [row] = await t.db
    .select({ id: deviceKinds.id })
    .from(deviceKinds)
    .where(and(eq(deviceKinds.ownerId, owner.id), eq(deviceKinds.name, name)));
  if (!row) throw new Error(`no device kind ${name}`);
  return row.id;
};
const unitId = async (name: string) => {
  const [row] = await t.db
    .select({ id: inspectionUnits.id })
    .from(inspectionUnits)
    .where(eq(inspectionUnits.name, name));
  if (!row) throw new Error(`no unit ${name}`);
  return row.id;
};

/**
 * On the demo project HDNY-2026-002, an inspector's NCR about the main transformer (主变压器 of
 * 保变电气, inspected by 华东电力设备监造中心), a manager's release report about the switchgear
 * (高压开关柜 of 平高电气, no unit) written by the inspector, and the manager's own patrol without
 * equipment; and one report on HDNY-2026-001, where neither of them works.
 */
let inspector: Member;
let manager: Member;
const ids = { ncr: 0, release: 0, patrol: 0, elsewhere: 0 };
let projects: { ours: number; other: number };

beforeAll(async () => {
  projects = { ours: await kit.projectId('HDNY-2026-002'), other: await kit.projectId('HDNY-2026-001') };
  inspector = await kit.member('staff', [[projects.ours, 'staff']], '孙检验');
  manager = await kit.member('manager', [[projects.ours, 'manager']], '李经理');
  const base = { project_id: projects.ours, report_date: '2025-06-01', conclusion: 'pass' } as const;
  ids.ncr = await kit.created(inspector, {
    ...base,
    report_type: 'ncr',
    conclusion: 'fail',
    equipment_id: await kit.equipmentId('DW-ZB-01'),
  });
  ids.release = await kit.created(manager, {
    ...base,
    report_type: 'release',
    writer_id: inspector.user.id,
    equipment_id: await kit.equipmentId('DW-KGG-01'),
  });
  ids.patrol = await kit.created(manager, { ...base, report_type: 'patrol' });
  const admin = await signedIn(t, 'hdny');
  ids.elsewhere = await kit.created(admin, { ...base, project_id: projects.other, report_type: 'patrol' });
  for (const [i, id] of Object.values(ids).entries()) {
    await kit.submitted(id, `2025-06-0${i + 2}T09:00:00+08:00`, `FLT-${i}`);
  }
});

describe('GET /api/report/list: the equipment filters of SPEC §9', () => {
  it("filters by the equipment's device kind, factory and inspection unit", async () => {
    const transformer = await kindId('hdny', '主变压器');
    const switchgear = await kindId('hdny', '高压开关柜');
    expect(await idsOf(manager, filter('device', transformer))).toEqual([ids.ncr]);
    expect(await idsOf(manager, filter('device', switchgear))).toEqual([ids.release]);
    expect(await idsOf(manager, filter('factory', '平高'))).toEqual([ids.release]);
    expect(await idsOf(manager, filter('factory', '电气'))).toEqual([ids.ncr, ids.release]);
    // Like other text filters, % matches itself.
    expect(await idsOf(manager, filter('factory', '%'))).toEqual([]);
    expect(await idsOf(manager, filter('ins_unit', await unitId('华东电力设备监造中心')))).toEqual([ids.ncr]);
    expect(await idsOf(manager, filter('ins_unit', await unitId('江苏电力工程质量检测有限公司')))).toEqual([]);
    // The filters combine: the transformer's factory is not the switchgear's.
    expect(await idsOf(manager, { ...filter('device', transformer), ...filter('factory', '平高') })).toEqual([]);
  });

  it("names each report's kind, factory and unit, empty where there are none", async () => {
    const rows = (await list(manager)).data.result;
    const of = (id: number) => rows.find((row) => row.id === id);
    expect(of(ids.ncr)).toMatchObject({
      device_name: '主变压器',
      factory_name: '保变电气',
      unit_name: '华东电力设备监造中心',
    });
    expect(of(ids.release)).toMatchObject({ device_name: '高压开关柜', factory_name: '平高电气', unit_name: '' });
    expect(of(ids.patrol)).toMatchObject({ device_name: '', factory_name: '', unit_name: '', equipment_name: '' });
  });

  it('filters by the inspector, the writer, by name', async () => {
    expect(await idsOf(manager, filter('inspector', '孙检'))).toEqual([ids.ncr, ids.release]);
    expect(await idsOf(manager, filter('inspector', '李经理'))).toEqual([ids.patrol]);
  });

  it("finds nothing by another owner's kind or unit, and refuses a kind or unit that is no id", async () => {
    expect(await idsOf(manager, filter('device', await kindId('xnsd', '水轮机')))).toEqual([]);
    const xnsdUnit = await unitId('西南水电设备监理所');
    expect(await idsOf(await signedIn(t, 'hdny'), filter('ins_unit', xnsdUnit))).toEqual([]);
    for (const [field, value] of [
      ['device', 'x'],
      ['device', '1.5'],
      ['ins_unit', '99999999999'],
    ]) {
      const res = await manager.call(ReportCalls.list, { query: filter(field ?? '', value ?? '') });
      expectFieldErrors(res, [`filter[${field}]`]);
    }
  });
});

describe('GET /api/report/list?project_id= and writer_id=', () => {
  it("lists one project's reports, to whoever may read the project", async () => {
    expect(await idsOf(manager, { project_id: projects.ours })).toEqual([ids.ncr, ids.release, ids.patrol]);
    const admin = await signedIn(t, 'hdny');
    expect(await idsOf(admin, { project_id: projects.other })).toContain(ids.elsewhere);
    expect(await idsOf(admin, { project_id: projects.other })).not.toContain(ids.ncr);
    const client = await signedIn(t, 'hdny', 'wtf');
    expect(await idsOf(client, { project_id: projects.ours })).toEqual([ids.ncr, ids.release, ids.patrol]);
  });

  it("sorts by the project's name either way, each project's reports together", async () => {
    const admin = await signedIn(t, 'hdny');
    const names = async (sort: string) => (await list(admin, { sort })).data.result.map((row) => row.project_name);
    const up = await names('project_name');
    const down = await names('-project_name');
    const distinct = [...new Set(up)];
    expect(distinct.length).toBeGreaterThan(1);
    expect(up.filter((name, i) => i > 0 && name !== up[i - 1])).toHaveLength(distinct.length - 1);
    expect([...new Set(down)]).toEqual([...distinct].reverse());
  });

  it("answers 4 for a project the caller does not work on, and for another owner's", async () => {
    expect((await list(inspector, { project_id: projects.other })).code).toBe(Code.NotFound);
    expect((await list(await signedIn(t, 'xnsd'), { project_id: projects.ours })).code).toBe(Code.NotFound);
    expect((await list(manager, { project_id: 2147483647 })).code).toBe(Code.NotFound);
    expectFieldErrors(await manager.call(ReportCalls.list, { query: { project_id: 'x' } }), ['project_id']);
    expectFieldErrors(await manager.call(ReportCalls.list, { query: { project_id: 0 } }), ['project_id']);
  });

  it("lists one writer's reports within the caller's projects", async () => {
    expect(await idsOf(manager, { writer_id: inspector.user.id })).toEqual([ids.ncr, ids.release]);
    expect(await idsOf(manager, { writer_id: manager.user.id })).toEqual([ids.patrol]);
    // Another owner's member sees none of them, whoever he names.
    expect(await idsOf(await signedIn(t, 'xnsd'), { writer_id: inspector.user.id })).toEqual([]);
    expectFieldErrors(await manager.call(ReportCalls.list, { query: { writer_id: '-1' } }), ['writer_id']);
  });
});
