import { Code, type ListData, PLAN_DATE_BATCH_MAX, PlanCalls, type PlanPointRow } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { envelope, expectFieldErrors, type Response } from '../../../test/http.js';
import { day, type Member, planKit, succeeded } from './plan.test-support.js';

const t = useTestApp();
const kit = planKit(t);

type Group = Awaited<ReturnType<typeof kit.newGroup>>;
type Piece = Awaited<ReturnType<typeof kit.newEquipment>>;
let group: Group;
let piece: Piece;
let manager: Member;
let inspector: Member;
let admin: Member;

/** Expects `call` answered `code` (and, for field errors, on `field`) and that it changed no row. */
async function unchangedBy(code: Code, call: () => Promise<Response>, field?: string) {
  const digest = await databaseDigest(t.db, ['sessions']);
  const res = await call();
  expect(envelope(res).code, envelope(res).msg).toBe(code);
  if (field) expectFieldErrors(res, [field]);
  expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
}

const plannedDates = async (id: number) =>
  new Map((await kit.pointsOf(id)).map((point) => [point.id, point.plannedDate]));
const setDate = (who: Member, ids: number[], plannedDate: string) =>
  who.call(PlanCalls.setPlannedDate, { body: { ids, planned_date: plannedDate } });
const rowOf = async (who: Member, gid: number, id: number) =>
  succeeded<ListData<PlanPointRow>>(await who.call(PlanCalls.points, { query: { gid, 'per-page': 100 } })).result.find(
    (row) => row.id === id,
  );

beforeAll(async () => {
  admin = await kit.signedInAs('admin');
  group = await kit.newGroup();
  manager = await kit.member('manager', [[group.project.id, 'manager']]);
  inspector = await kit.member('staff', [[group.project.id, 'staff']]);
  piece = await kit.newEquipment('hdny', group.project.id, kit.everyState, { inspectorIds: [inspector.user.id] });
});

describe('POST /api/plan/planned-date', () => {
  it('lets a manager of the project set the day of selected points, each change audited', async () => {
    const [done, , overdue] = piece.pointIds as [number, number, number];
    const res = await setDate(manager, [overdue, done], day(20));
    expect(envelope(res)).toMatchObject({ code: Code.Success, msg: '已为 2 个检验点设定计划日期', data: { count: 2 } });
    const dates = await plannedDates(piece.id);
    expect([dates.get(done), dates.get(overdue)]).toEqual([day(20), day(20)]);
    expect((await lastAudit(t.db, 'equipment_points', overdue))?.changes).toEqual({
      planned_date: { before: day(-1), after: day(20) },
    });
    expect((await rowOf(manager, group.id, overdue))?.state).toBe('planned');
    // The administrator plans anywhere.
    expect(envelope(await setDate(admin, [overdue], day(-1))).code).toBe(Code.Success);
  });

  it('refuses the whole batch when one point is not the caller’s to plan, changing nothing', async () => {
    const other = await kit.newGroup();
    const elsewhere = await kit.newEquipment('hdny', other.project.id, [{ symbol: 'H', plannedDate: day(5) }]);
    const foreignGroup = await kit.newGroup('xnsd');
    const foreign = await kit.newEquipment('xnsd', foreignGroup.project.id, [{ symbol: 'H', plannedDate: day(5) }]);
    const [first] = piece.pointIds as [number];
    await unchangedBy(Code.FieldErrors, () => setDate(manager, [first, ...elsewhere.pointIds], day(9)), 'ids');
    await unchangedBy(Code.FieldErrors, () => setDate(admin, [first, ...foreign.pointIds], day(9)), 'ids');
    await unchangedBy(Code.FieldErrors, () => setDate(admin, [2_147_483_000], day(9)), 'ids');
  });

  it('is for administrators and managers with the list’s update right only', async () => {
    const [first] = piece.pointIds as [number];
    // The inspector holds the update right (for notices) and still plans nothing.
    await unchangedBy(Code.NoPermission, () => setDate(inspector, [first], day(9)));
    const client = await kit.signedInAs('client');
    await unchangedBy(Code.NoPermission, () => setDate(client, [first], day(9)));
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'manager', pageKey: 'project-plan-list', action: 'update' },
      async () => {
        await unchangedBy(Code.NoPermission, () => setDate(manager, [first], day(9)));
        expect((await rowOf(manager, group.id, first))?.can_plan).toBe(false);
      },
    );
  });

  it('refuses bad input with field errors: no points, too many, a bad day', async () => {
    const [first] = piece.pointIds as [number];
    await unchangedBy(Code.FieldErrors, () => setDate(admin, [], day(9)), 'ids');
    const tooMany = Array.from({ length: PLAN_DATE_BATCH_MAX + 1 }, (_, i) => i + 1);
    const res = await setDate(admin, tooMany, day(9));
    expectFieldErrors(res, ['ids'], '一次选择的检验点过多，请分批设定');
    await unchangedBy(Code.FieldErrors, () => setDate(admin, [first], '2026-02-30'), 'planned_date');
    await unchangedBy(Code.FieldErrors, () => admin.call(PlanCalls.setPlannedDate, { body: { ids: ['x'] } }), 'ids.0');
  });
});

describe('POST /api/plan/notice and /api/plan/notice/clear', () => {
  const notify = (who: Member, id: number, body: Record<string, unknown>) =>
    who.call(PlanCalls.notice, { query: { id }, body });
  const clear = (who: Member, id: number) => who.call(PlanCalls.clearNotice, { query: { id } });

  it('lets the assigned inspector record that the client was notified and did not come, and take it back', async () => {
    const witness = piece.pointIds[3] as number;
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const res = await notify(inspector, witness, { notice_at: at, note: '已电话通知，委托方未到场' });
    expect(envelope(res)).toMatchObject({ code: Code.Success, msg: '已登记“已通知未到场”' });
    expect(await rowOf(inspector, group.id, witness)).toMatchObject({
      state: 'notified',
      notice_at: at,
      notice_by_name: inspector.user.name,
      notice_note: '已电话通知，委托方未到场',
      can_notice: true,
    });
    expect((await lastAudit(t.db, 'equipment_points', witness))?.changes).toMatchObject({
      notice_at: { before: null, after: at },
      notice_by: { before: null, after: inspector.user.id },
    });
    expect(envelope(await clear(inspector, witness))).toMatchObject({ code: Code.Success });
    expect(await rowOf(inspector, group.id, witness)).toMatchObject({ state: 'due_soon', notice_at: null });
    // Nothing left to take back.
    await unchangedBy(Code.IllegalOperation, () => clear(inspector, witness));
  });

  it('lets a manager of the project and an administrator notify, not the client or another inspector', async () => {
    const witness = piece.pointIds[3] as number;
    const now = new Date().toISOString();
    expect(envelope(await notify(manager, witness, { notice_at: now })).code).toBe(Code.Success);
    expect(envelope(await clear(admin, witness)).code).toBe(Code.Success);
    const colleague = await kit.member('staff', [[group.project.id, 'staff']]);
    await unchangedBy(Code.NotFound, () => notify(colleague, witness, { notice_at: now }));
    const client = await kit.signedInAs('client');
    await unchangedBy(Code.NoPermission, () => notify(client, witness, { notice_at: now }));
    const outsider = await kit.member('admin', [], 'xnsd');
    await unchangedBy(Code.NotFound, () => notify(outsider, witness, { notice_at: now }));
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'staff', pageKey: 'project-plan-list', action: 'update' }, () =>
      unchangedBy(Code.NoPermission, () => notify(inspector, witness, { notice_at: now })),
    );
  });

  it('takes only open witness points and a time not in the future', async () => {
    const [, , review, witness] = piece.pointIds as [number, number, number, number];
    const now = new Date().toISOString();
    const refused = async (id: number, msg: string) => {
      await unchangedBy(Code.IllegalOperation, () => notify(admin, id, { notice_at: now }));
      expect(envelope(await notify(admin, id, { notice_at: now })).msg).toBe(msg);
    };
    await refused(review, '只有见证点（W）可以登记“已通知未到场”');
    const done = await kit.newEquipment('hdny', group.project.id, [
      { symbol: 'W', plannedDate: day(-3), actualDate: day(-2) },
    ]);
    await refused(done.pointIds[0] as number, '该检验点已完成，无需登记通知');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await unchangedBy(Code.FieldErrors, () => notify(admin, witness, { notice_at: tomorrow }), 'notice_at');
    await unchangedBy(Code.FieldErrors, () => notify(admin, witness, { notice_at: '2026-11-26 10:00' }), 'notice_at');
    await unchangedBy(Code.FieldErrors, () => notify(admin, witness, {}), 'notice_at');
    await unchangedBy(
      Code.FieldErrors,
      () => notify(admin, witness, { notice_at: now, note: 'x'.repeat(501) }),
      'note',
    );
    await unchangedBy(Code.FieldErrors, () => notify(admin, 0, { notice_at: now }), 'id');
  });
});
