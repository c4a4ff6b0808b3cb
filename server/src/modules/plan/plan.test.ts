import {
  Code,
  type ListData,
  PlanCalls,
  type PlanGroupRow,
  type PlanGroupView,
  type PlanPointRow,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { equipmentPoints } from '../equipment/equipment.table.js';
import { reports } from '../report/report.table.js';
import { reportKit } from '../report/report.test-support.js';
import { day, type Member, planKit, succeeded } from './plan.test-support.js';

const t = useTestApp();
const kit = planKit(t);

type Group = Awaited<ReturnType<typeof kit.newGroup>>;
let group: Group;
let piece: Awaited<ReturnType<typeof kit.newEquipment>>;
let admin: Member;

type Query = TestQuery<typeof PlanCalls.points>;
/** A group's points, 100 a page unless the query says otherwise. */
const pointsQuery = (gid: number, query: Query = {}): Query => ({ gid, 'per-page': 100, ...query });
const listOf = async (who: Member, gid: number, query: Query = {}) =>
  succeeded<ListData<PlanPointRow>>(await who.call(PlanCalls.points, { query: pointsQuery(gid, query) }));
const groupsOf = async (who: Member) => succeeded<PlanGroupRow[]>(await who.call(PlanCalls.groups));

beforeAll(async () => {
  admin = await kit.signedInAs('admin');
  group = await kit.newGroup();
  piece = await kit.newEquipment('hdny', group.project.id, kit.everyState, { name: '计划测试主变' });
  // A piece without points counts as equipment, with nothing planned.
  await kit.newEquipment('hdny', group.project.id, []);
});

describe('GET /api/plan/groups', () => {
  it('counts each group’s projects, equipment and points by state on today’s date in China', async () => {
    const row = (await groupsOf(admin)).find((candidate) => candidate.id === group.id);
    expect(row).toEqual({
      id: group.id,
      name: group.name,
      projects: 1,
      equipment: 2,
      points: 6,
      // Done, and the witness point whose client was notified.
      done: 2,
      overdue: 1,
      unscheduled: 1,
    });
  });

  it('shows a manager or an inspector only the groups of his projects, counting only what he reads', async () => {
    const manager = await kit.member('manager', [[group.project.id, 'manager']]);
    expect((await groupsOf(manager)).map((row) => row.id)).toEqual([group.id]);
    // An inspector on the project reads only the pieces assigned to him: none yet.
    const inspector = await kit.member('staff', [[group.project.id, 'staff']]);
    expect(await groupsOf(inspector)).toEqual([
      { id: group.id, name: group.name, projects: 1, equipment: 0, points: 0, done: 0, overdue: 0, unscheduled: 0 },
    ]);
    // The client sees every group of the owner, and none of another owner.
    const client = await kit.signedInAs('client');
    const ids = (await groupsOf(client)).map((row) => row.id);
    expect(ids).toContain(group.id);
    const other = await kit.newGroup('xnsd');
    expect(ids).not.toContain(other.id);
  });

  it('answers code 3 without the page’s index right, and -1 without a session', async () => {
    const client = await kit.signedInAs('client');
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'wtf', pageKey: 'project-plan', action: 'index' }, async () => {
      expect(envelope(await client.call(PlanCalls.groups)).code).toBe(Code.NoPermission);
    });
    expect(envelope(await callApi(t.app, undefined, PlanCalls.groups)).code).toBe(Code.NotLoggedIn);
  });
});

describe('GET /api/plan/group', () => {
  it('names the group with its projects and categories, and whether the caller may plan', async () => {
    const view = succeeded<PlanGroupView>(await admin.call(PlanCalls.group, { query: { gid: group.id } }));
    expect(view).toMatchObject({ id: group.id, name: group.name, can_plan: true });
    expect(view.projects).toEqual([{ id: group.project.id, name: group.project.name, number: group.project.number }]);
    expect(view.categories.map((category) => category.plan_symbol)).toEqual(['H', 'W', 'R', 'S']);
    const manager = await kit.member('manager', [[group.project.id, 'manager']]);
    expect(succeeded<PlanGroupView>(await manager.call(PlanCalls.group, { query: { gid: group.id } })).can_plan).toBe(
      true,
    );
    const inspector = await kit.member('staff', [[group.project.id, 'staff']]);
    expect(succeeded<PlanGroupView>(await inspector.call(PlanCalls.group, { query: { gid: group.id } })).can_plan).toBe(
      false,
    );
  });

  it('finds no group of another owner, nor one a manager has no project in', async () => {
    const other = await kit.newGroup('xnsd');
    expect(envelope(await admin.call(PlanCalls.group, { query: { gid: other.id } })).code).toBe(Code.NotFound);
    const manager = await kit.signedInAs('manager');
    expect(envelope(await manager.call(PlanCalls.group, { query: { gid: group.id } })).code).toBe(Code.NotFound);
    expect(envelope(await manager.call(PlanCalls.points, { query: { gid: group.id } })).code).toBe(Code.NotFound);
  });
});

describe('GET /api/plan/points', () => {
  it('lists the group’s points by planned day, each with its state, step and category', async () => {
    const list = await listOf(admin, group.id);
    expect(list.paging.count).toBe(6);
    expect(list.result.map((row) => [row.planned_date, row.state, row.plan_symbol])).toEqual([
      [day(-10), 'done', 'H'],
      [day(-5), 'notified', 'W'],
      [day(-1), 'overdue', 'R'],
      [day(3), 'due_soon', 'W'],
      [day(30), 'planned', 'S'],
      [null, 'unscheduled', 'H'],
    ]);
    const [done] = list.result;
    expect(done).toMatchObject({
      project_id: group.project.id,
      project_name: group.project.name,
      equipment_id: piece.id,
      equipment_name: '计划测试主变',
      e_number: piece.eNumber,
      step: 1,
      category_name: '停止点',
      actual_symbol: 'Ⓗ',
      actual_date: day(-9),
      can_plan: true,
      // Only an open witness point takes a notice.
      can_notice: false,
    });
    expect(list.result[3]?.can_notice).toBe(true);
    const descending = await listOf(admin, group.id, { sort: '-planned_date' });
    expect(descending.result.map((row) => row.state)).toEqual([
      'unscheduled',
      'planned',
      'due_soon',
      'overdue',
      'notified',
      'done',
    ]);
  });

  it('links the latest submitted report that covers a point, never a draft', async () => {
    const reportsKit = reportKit(t);
    const [pointId] = piece.pointIds;
    const body = { report_type: 'inspection', project_id: group.project.id, report_date: day(-9), conclusion: 'pass' };
    const draft = await reportsKit.created(admin, body as never);
    const older = await reportsKit.created(admin, body as never);
    const newer = await reportsKit.created(admin, body as never);
    for (const id of [draft, older, newer]) {
      await t.db.update(reports).set({ pointId }).where(eq(reports.formInstanceId, id));
    }
    await reportsKit.submitted(older, '2026-01-01T08:00:00Z', 'JY-OLD');
    await reportsKit.submitted(newer, '2026-01-02T08:00:00Z', 'JY-NEW');
    const [row] = (await listOf(admin, group.id)).result;
    expect(row?.report).toMatchObject({ id: newer, number: 'JY-NEW' });
    expect(row?.report?.template_id).toBeGreaterThan(0);
    expect((await listOf(admin, group.id)).result[1]?.report).toBeNull();
  });

  it('filters by project, equipment, category, state and planned day', async () => {
    const states = async (query: Query) => (await listOf(admin, group.id, query)).result.map((row) => row.state);
    expect(await states({ 'filter[project]': group.project.id })).toHaveLength(6);
    expect(await states({ 'filter[project]': 2147483647 })).toEqual([]);
    expect(await states({ 'filter[equipment]': '计划测试主' })).toHaveLength(6);
    expect(await states({ 'filter[equipment]': piece.eNumber })).toHaveLength(6);
    expect(await states({ 'filter[equipment]': '没有这台设备' })).toEqual([]);
    const view = succeeded<PlanGroupView>(await admin.call(PlanCalls.group, { query: { gid: group.id } }));
    const witness = view.categories.find((category) => category.plan_symbol === 'W');
    expect(await states({ 'filter[category]': witness?.id })).toEqual(['notified', 'due_soon']);
    for (const state of ['done', 'notified', 'overdue', 'due_soon', 'planned', 'unscheduled']) {
      expect(await states({ 'filter[state]': state })).toEqual([state]);
    }
    expect(await states({ 'filter[planned_date]': `${day(-5)}|${day(3)}` })).toEqual([
      'notified',
      'overdue',
      'due_soon',
    ]);
    expect(await states({ 'filter[planned_date]': `${day(4)}|` })).toEqual(['planned']);
    // The table sends the instants of the user's midnight and end of day: each is its day in China.
    const instant = (date: string, time: string) => new Date(`${date}T${time}+08:00`).toISOString();
    const range = `${instant(day(-5), '00:00:00')}|${instant(day(3), '23:59:59.999')}`;
    expect(await states({ 'filter[planned_date]': range })).toEqual(['notified', 'overdue', 'due_soon']);
  });

  it('refuses an unknown state, a bad range, sort or filter with field errors', async () => {
    expectFieldErrors(
      await admin.call(PlanCalls.points, { query: pointsQuery(group.id, { 'filter[state]': 'late' }) }),
      ['filter[state]'],
    );
    expectFieldErrors(
      await admin.call(PlanCalls.points, { query: pointsQuery(group.id, { 'filter[planned_date]': '2026-13-01|' }) }),
      ['filter[planned_date]'],
    );
    for (const range of ['2026-02-30|', `${day(3)}|${day(-5)}`, '|', 'x|', '0001-01-01|']) {
      expectFieldErrors(
        await admin.call(PlanCalls.points, { query: pointsQuery(group.id, { 'filter[planned_date]': range }) }),
        ['filter[planned_date]'],
      );
    }
    expectFieldErrors(
      await admin.call(PlanCalls.points, { query: pointsQuery(group.id, { 'filter[category]': 'W' }) }),
      ['filter[category]'],
    );
    expectFieldErrors(
      await admin.call(PlanCalls.points, { query: pointsQuery(group.id, { 'filter[actual_date]': 'x' }) }),
      ['filter[actual_date]'],
    );
    expectFieldErrors(await admin.call(PlanCalls.points, { query: pointsQuery(group.id, { sort: 'step' }) }), ['sort']);
    expectFieldErrors(await admin.call(PlanCalls.points, { query: { gid: 'abc' } }), ['gid']);
    expectFieldErrors(await admin.call(PlanCalls.points), ['gid']);
  });

  it('lists a manager the points of his projects and an inspector those of his pieces only', async () => {
    const inspector = await kit.member('staff', [[group.project.id, 'staff']]);
    const manager = await kit.member('manager', [[group.project.id, 'manager']]);
    const mine = await kit.newEquipment('hdny', group.project.id, [{ symbol: 'W', plannedDate: day(1) }], {
      inspectorIds: [inspector.user.id],
    });
    const seen = await listOf(inspector, group.id);
    expect(seen.result.map((row) => row.equipment_id)).toEqual([mine.id]);
    // His own witness point: he records its notice, but plans no dates.
    expect(seen.result[0]).toMatchObject({ can_notice: true, can_plan: false });
    const managed = await listOf(manager, group.id);
    expect(managed.paging.count).toBe(7);
    expect(managed.result.every((row) => row.can_plan)).toBe(true);
    // The demo inspector sees, of the demo group, only the pieces the demo assigned him.
    const demo = await kit.signedInAs('staff');
    const demoGroup = await kit.groupId('华东特高压输变电工程');
    const numbers = new Set((await listOf(demo, demoGroup)).result.map((row) => row.e_number));
    expect([...numbers].sort()).toEqual(['WN-GIS-01', 'WN-ZB-1A', 'WN-ZB-1B']);
  });

  it('answers code 3 without the list’s index right, and another owner’s member finds nothing', async () => {
    const client = await kit.signedInAs('client');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'wtf', pageKey: 'project-plan-list', action: 'index' },
      async () => {
        expect(envelope(await client.call(PlanCalls.points, { query: pointsQuery(group.id) })).code).toBe(
          Code.NoPermission,
        );
      },
    );
    const outsider = await kit.member('admin', [], 'xnsd');
    expect(envelope(await outsider.call(PlanCalls.points, { query: pointsQuery(group.id) })).code).toBe(Code.NotFound);
    const before = await kit.pointsOf(piece.id);
    expect(before.every((point) => point.ownerId === group.owner)).toBe(true);
    expect(await t.db.select().from(equipmentPoints).where(eq(equipmentPoints.equipmentId, piece.id))).toEqual(before);
  });
});

describe('the demo plan', () => {
  it('plans the demo points around today: some done, some overdue, most later, one witness notice', async () => {
    const demoGroup = await kit.groupId('华东特高压输变电工程');
    const states = (await listOf(admin, demoGroup, { 'per-page': '-1' })).result.map((row) => row.state);
    const tally = (state: string) => states.filter((candidate) => candidate === state).length;
    expect(tally('done')).toBeGreaterThan(0);
    expect(tally('overdue')).toBeGreaterThan(0);
    expect(tally('planned') + tally('due_soon')).toBeGreaterThan(tally('done') + tally('overdue'));
    expect(tally('unscheduled')).toBe(0);
    // The tests' own notices carry no note.
    const noticed = await t.db.select().from(equipmentPoints).where(eq(equipmentPoints.ownerId, group.owner));
    expect(noticed.filter((point) => point.noticeAt !== null && point.noticeNote !== '')).toHaveLength(1);
  });
});
