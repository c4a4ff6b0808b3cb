import { type AnalysisActivity, AnalysisCalls, type AnalysisData, Code, type TodayPoint } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { chinaDay } from '../../platform/china-time.js';
import { equipment } from '../equipment/equipment.table.js';
import { ncrCases } from '../ncr/ncr.table.js';
import { day, planKit } from '../plan/plan.test-support.js';
import { type Member, reportKit } from '../report/report.test-support.js';

const t = useTestApp();
const plans = planKit(t);
const kit = reportKit(t);

type Query = TestQuery<typeof AnalysisCalls.overview>;
const overview = (who: Member, query: Query = {}) => who.call(AnalysisCalls.overview, { query });
const data = async (who: Member, query: Query = {}) => {
  const res = envelope<AnalysisData>(await overview(who, query));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
};

/**
 * A group of its own with one project P and unit U. Equipment: E1 (unit U) with a point in each
 * state (done, notified, overdue, due soon, planned, unscheduled), E2 (no unit) with an overdue
 * point, E3 (no unit, assigned to inspector A) with a point planned today. On P, inspector A writes
 * a pass patrol on E1 (2025-07-02), a fail NCR on E1 disposed as rework (2025-07-10) and a fail
 * patrol of no equipment (2025-08-01); inspector B a fail NCR on E2 not disposed yet (2025-08-05,
 * submitted today) and a draft never submitted. The manager M manages P only.
 */
let manager: Member;
let writers: { a: Member; b: Member };
let fixture: { projectId: number; unitId: number; e1: number; e3: number; kindId: number };

beforeAll(async () => {
  const group = await plans.newGroup();
  const projectId = group.project.id;
  manager = await kit.member('manager', [[projectId, 'manager']], '分析经理');
  writers = {
    a: await kit.member('staff', [[projectId, 'staff']], '分析甲'),
    b: await kit.member('staff', [[projectId, 'staff']], '分析乙'),
  };
  const e1 = await plans.newEquipment('hdny', projectId, plans.everyState, { unitId: group.unit.id });
  const e2 = await plans.newEquipment('hdny', projectId, [{ symbol: 'H', plannedDate: day(-2) }]);
  const e3 = await plans.newEquipment('hdny', projectId, [{ symbol: 'W', plannedDate: day(0) }], {
    inspectorIds: [writers.a.user.id],
    name: '今日检验设备',
  });
  const report = async (who: Member, body: Record<string, unknown>, at: string | null) => {
    const id = await kit.created(who, { project_id: projectId, conclusion: 'pass', ...body });
    if (at) await kit.submitted(id, at);
    return id;
  };
  await report(
    writers.a,
    { report_type: 'patrol', equipment_id: e1.id, report_date: '2025-07-02' },
    '2025-07-02T10:00:00Z',
  );
  const ncr = await report(
    writers.a,
    { report_type: 'ncr', equipment_id: e1.id, conclusion: 'fail', report_date: '2025-07-10' },
    '2025-07-10T10:00:00Z',
  );
  await t.db.update(ncrCases).set({ disposition: 'rework' }).where(eq(ncrCases.formInstanceId, ncr));
  await report(
    writers.a,
    { report_type: 'patrol', conclusion: 'fail', report_date: '2025-08-01' },
    '2025-08-01T10:00:00Z',
  );
  await report(
    writers.b,
    { report_type: 'ncr', equipment_id: e2.id, conclusion: 'fail', report_date: '2025-08-05' },
    new Date().toISOString(),
  );
  await report(writers.b, { report_type: 'patrol', equipment_id: e2.id, report_date: '2025-08-06' }, null);
  const [piece] = await t.db.select({ kindId: equipment.deviceId }).from(equipment).where(eq(equipment.id, e1.id));
  const kindId = piece?.kindId ?? 0;
  fixture = { projectId, unitId: group.unit.id, e1: e1.id, e3: e3.id, kindId };
});

describe('GET /api/analysis/overview (统计分析)', () => {
  it('counts the reports, points and NCRs of the projects the manager manages, by hand', async () => {
    const { a, b } = writers;
    expect(await data(manager)).toEqual({
      by_month: [
        { month: '2025-07', report_type: 'ncr', conclusion: 'fail', count: 1 },
        { month: '2025-07', report_type: 'patrol', conclusion: 'pass', count: 1 },
        { month: '2025-08', report_type: 'ncr', conclusion: 'fail', count: 1 },
        { month: '2025-08', report_type: 'patrol', conclusion: 'fail', count: 1 },
      ],
      // E1: 6 points, 5 planned, done and notified, 1 overdue; E2: 1 overdue; E3: 1 due today.
      completion: [
        { project_id: fixture.projectId, project_name: expect.any(String), points: 8, planned: 7, done: 2, overdue: 2 },
      ],
      dispositions: [
        { disposition: 'rework', count: 1 },
        { disposition: null, count: 1 },
      ],
      inspectors: [
        { id: a.user.id, name: '分析甲', total: 3, pass: 1, fail: 2, na: 0 },
        { id: b.user.id, name: '分析乙', total: 1, pass: 0, fail: 1, na: 0 },
      ],
      units: [
        { id: null, name: '', total: 2, pass: 0, fail: 2, na: 0 },
        { id: fixture.unitId, name: expect.any(String), total: 2, pass: 1, fail: 1, na: 0 },
      ],
    });
  });

  it('narrows to an inspection unit, an equipment kind and a period', async () => {
    const unit = await data(manager, { unit_id: fixture.unitId });
    expect(unit.by_month).toEqual([
      { month: '2025-07', report_type: 'ncr', conclusion: 'fail', count: 1 },
      { month: '2025-07', report_type: 'patrol', conclusion: 'pass', count: 1 },
    ]);
    expect(unit.completion).toMatchObject([{ points: 6, planned: 5, done: 2, overdue: 1 }]);
    expect(unit.dispositions).toEqual([{ disposition: 'rework', count: 1 }]);
    expect(unit.inspectors).toMatchObject([{ id: writers.a.user.id, total: 2 }]);
    // Every piece is a 主变压器: the kind keeps the reports with equipment and every point.
    const kind = await data(manager, { device_id: fixture.kindId });
    expect(kind.by_month.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(kind.completion).toMatchObject([{ points: 8 }]);
    const august = await data(manager, { from: '2025-08-01', to: '2025-08-31' });
    expect(august.by_month).toEqual([
      { month: '2025-08', report_type: 'ncr', conclusion: 'fail', count: 1 },
      { month: '2025-08', report_type: 'patrol', conclusion: 'fail', count: 1 },
    ]);
    // No point is planned in August 2025.
    expect(august.completion).toEqual([]);
    expect(august.dispositions).toEqual([{ disposition: null, count: 1 }]);
    const recent = await data(manager, { from: day(-2), to: day(0) });
    // E1's overdue point (yesterday), E2's (two days ago) and E3's (today).
    expect(recent.completion).toMatchObject([{ points: 3, planned: 3, done: 0, overdue: 2 }]);
    expect(await data(manager, { project_id: fixture.projectId })).toEqual(await data(manager));
  });

  it('shows a manager of another project none of it, and refuses its id as a field error', async () => {
    const other = await kit.newProject();
    const stranger = await kit.member('manager', [[other.id, 'manager']]);
    expect(await data(stranger)).toEqual({ by_month: [], completion: [], dispositions: [], inspectors: [], units: [] });
    expectFieldErrors(await overview(stranger, { project_id: fixture.projectId }), ['project_id']);
  });

  it("shows another owner's users none of this owner's data", async () => {
    const outsider = await signedIn(t, 'xnsd', 'wtf');
    const seen = await data(outsider);
    expect(seen.completion.some((row) => row.project_id === fixture.projectId)).toBe(false);
    const ids = [writers.a.user.id, writers.b.user.id];
    expect(seen.inspectors.some((row) => row.id !== null && ids.includes(row.id))).toBe(false);
    expect(seen.units.some((row) => row.id === fixture.unitId)).toBe(false);
    expectFieldErrors(await overview(outsider, { project_id: fixture.projectId }), ['project_id']);
    expectFieldErrors(await overview(outsider, { unit_id: fixture.unitId }), ['unit_id']);
    expectFieldErrors(await overview(outsider, { device_id: fixture.kindId }), ['device_id']);
  });

  it('answers bad dates, a reversed period and unknown or malformed ids with field errors', async () => {
    expectFieldErrors(await overview(manager, { from: '2025-02-30' }), ['from']);
    expectFieldErrors(await overview(manager, { to: 'yesterday' }), ['to']);
    expectFieldErrors(await overview(manager, { from: '2025-09-01', to: '2025-08-01' }), ['to']);
    expectFieldErrors(await overview(manager, { unit_id: 'abc' }), ['unit_id']);
    expectFieldErrors(await overview(manager, { unit_id: 999999999 }), ['unit_id']);
    expectFieldErrors(await overview(manager, { device_id: 999999999 }), ['device_id']);
    expectFieldErrors(await overview(manager, { project_id: 0 }), ['project_id']);
  });

  it('answers 3 once the page is revoked, and -1 without a session', async () => {
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'manager', pageKey: 'project-analysis', action: 'index' },
      async () => {
        expect(envelope(await overview(manager)).code).toBe(Code.NoPermission);
      },
    );
    expect(envelope(await callApi(t.app, undefined, AnalysisCalls.overview)).code).toBe(Code.NotLoggedIn);
  });
});

describe('GET /api/analysis/today-points and /api/analysis/activity (the homes)', () => {
  it("lists an inspector's points planned for today on his equipment", async () => {
    const res = envelope<TodayPoint[]>(await writers.a.call(AnalysisCalls.todayPoints));
    expect(res.code, res.msg).toBe(Code.Success);
    expect(res.data).toEqual([
      expect.objectContaining({
        equipment_id: fixture.e3,
        equipment_name: '今日检验设备',
        plan_symbol: 'W',
        done: false,
      }),
    ]);
    // B is assigned no equipment.
    expect(envelope<TodayPoint[]>(await writers.b.call(AnalysisCalls.todayPoints)).data).toEqual([]);
  });

  it('counts the reports submitted on each of the last 30 days', async () => {
    const res = envelope<AnalysisActivity>(await manager.call(AnalysisCalls.activity));
    expect(res.code, res.msg).toBe(Code.Success);
    expect(res.data.days).toHaveLength(30);
    expect(res.data.days.at(-1)).toEqual({ day: chinaDay(), count: 1 });
    expect(res.data.days.reduce((sum, row) => sum + row.count, 0)).toBe(1);
    expect(res.data.active_writers).toBe(1);
  });
});

describe("POST /api/analysis/export (a chart's figures as a workbook)", () => {
  it('writes the figures the screen sends, and refuses a malformed body with field errors', async () => {
    const res = await manager.call.post('/api/analysis/export', {
      name: '检验人员工作量',
      columns: ['检验人员', '合格', '合计'],
      rows: [
        ['分析甲', 1, 3],
        ['分析乙', null, 1],
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expectFieldErrors(await manager.call.post('/api/analysis/export', { name: '', columns: [], rows: [] }), [
      'name',
      'columns',
    ]);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'manager', pageKey: 'project-analysis', action: 'index' },
      async () => {
        const refused = await manager.call.post('/api/analysis/export', { name: 'x', columns: ['a'], rows: [] });
        expect(envelope(refused).code).toBe(Code.NoPermission);
      },
    );
  });
});
