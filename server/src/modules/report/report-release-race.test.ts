import {
  Code,
  EquipmentCalls,
  type EquipmentPoints,
  type EquipmentRow,
  FormCalls,
  type ReleaseCheck,
  ReportCalls,
  type ReportPoint,
  ReportReviewCalls,
  type ReportRow,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope } from '../../../test/http.js';
import { equipmentBody, kindByName } from '../equipment/equipment.test-support.js';
import { workflowInstances } from '../workflow/workflow.table.js';
import {
  approver,
  auditCount,
  closedBy,
  decidedOnce,
  historyOf,
  REVIEW_ITEMS,
  reviewKit,
  tasksOf,
} from '../workflow/workflow.test-support.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);
const review = reviewKit(t);

const AT_ONCE = 20;
const DATA = { note: '合格', amount: 5 };

/**
 * One project with an inspector, a checker and a signer who gives the final approval of release
 * reports (a template of its own, reviewed by the two in turn), and witness records nobody reviews,
 * which close the ITP points they cover when submitted.
 */
let projectId: number;
let inspector: Member;
let checker: Member;
let signer: Member;
let admin: Member;
const templates = { witness: 0, release: 0 };

beforeAll(async () => {
  projectId = (await kit.newProject()).id;
  inspector = await kit.member('staff', [[projectId, 'staff']], '孙检验');
  checker = await kit.member('manager', [[projectId, 'manager']], '吴审核');
  signer = await kit.member('manager', [[projectId, 'manager']], '郑签发');
  admin = await signedIn(t, 'hdny');
  templates.witness = await review.template(admin, 'witness', REVIEW_ITEMS);
  templates.release = await review.template(admin, 'release', REVIEW_ITEMS);
  await review.definition(
    admin,
    [approver('check', [checker.user.id]), approver('final', [signer.user.id])],
    [templates.release],
  );
});

/** A new transformer of the project whose ITP has a hold point (H) and a witness point (W). */
async function transformer(): Promise<{ piece: EquipmentRow; points: ReportPoint[] }> {
  const kind = await kindByName(admin.call, '主变压器');
  const made = envelope<EquipmentRow>(
    await admin.call(EquipmentCalls.create, {
      query: { page_key: 'custom-equipment' },
      body: equipmentBody(projectId, kind.id),
    }),
  );
  expect(made.code, made.msg).toBe(Code.Success);
  const grid = envelope<EquipmentPoints>(await admin.call(EquipmentCalls.points, { query: { id: made.data.id } })).data;
  const points = ['H', 'W'].map((symbol, index) => ({
    process_id: grid.steps[index]?.id,
    category_id: grid.categories.find((row) => row.plan_symbol === symbol)?.id,
    plan_symbol: symbol,
  }));
  const saved = envelope(
    await admin.call(EquipmentCalls.savePoints, { query: { id: made.data.id }, body: { points } }),
  );
  expect(saved.code, saved.msg).toBe(Code.Success);
  const listed = envelope<ReportPoint[]>(
    await inspector.call(ReportReviewCalls.points, { query: { project_id: projectId, equipment_id: made.data.id } }),
  );
  expect(listed.data.map((point) => point.plan_symbol)).toEqual(['H', 'W']);
  return { piece: made.data, points: listed.data };
}

/** Uploads a report of `type` on `equipmentId` and submits it; answers its form id. */
async function submitted(type: 'witness' | 'release', equipmentId: number, pointId?: number) {
  const id = await kit.created(inspector, {
    report_type: type,
    template_id: templates[type],
    project_id: projectId,
    report_date: '2026-05-12',
    conclusion: 'pass',
    equipment_id: equipmentId,
    ...(pointId ? { point_id: pointId } : {}),
  });
  const res = envelope(await inspector.call(FormCalls.submitInstance, { body: { id, revision: 0, data: DATA } }));
  expect(res.code, res.msg).toBe(Code.Success);
  return id;
}

const releaseCheck = async (id: number) =>
  envelope<ReleaseCheck>(await inspector.call(ReportReviewCalls.releaseCheck, { query: { id } })).data;

const listed = async (id: number) =>
  envelope<{ result: ReportRow[] }>(
    await inspector.call(ReportCalls.list, { query: { mine: 'true', 'per-page': 100 } }),
  ).data.result.find((row) => row.id === id);

const instanceOf = async (id: number) =>
  (await t.db.select().from(workflowInstances).where(eq(workflowInstances.id, id)))[0];

const taskStates = async (instanceId: number) =>
  (await tasksOf(t, instanceId)).sort((a, b) => a.id - b.id).map((task) => [task.nodeId, task.status]);

/** A release report of `piece` submitted and approved by the checker: the signer's final task open. */
async function awaitingFinal(pieceId: number) {
  const release = await submitted('release', pieceId);
  await review.acted(checker, release, { action: 'approve', comment: '已核对' });
  return release;
}

const approvals = () => Array.from({ length: AT_ONCE }, () => ({ action: 'approve' as const, comment: '同意放行' }));

describe('20 final approvals of a release report at once', () => {
  it('with every point closed, one approval takes effect, the others are told who approved, and the release is accepted once', async () => {
    const { piece, points } = await transformer();
    for (const point of points) await submitted('witness', piece.id, point.id);
    const release = await awaitingFinal(piece.id);
    expect(await releaseCheck(release)).toEqual({ ready: true, blockers: [] });

    const race = await review.actAtOnce(signer, release, approvals());
    decidedOnce(race.answers, closedBy('郑签发', '同意'));
    expect(await historyOf(t, race.instanceId)).toEqual(['submit', 'approve', 'approve', 'approved']);
    expect(await taskStates(race.instanceId)).toEqual([
      ['check', 'approved'],
      ['final', 'approved'],
    ]);
    expect(await auditCount(t, 'workflow_tasks', race.taskId)).toBe(1);
    expect(await instanceOf(race.instanceId)).toMatchObject({ status: 'approved', revision: race.revision + 1 });
    expect((await listed(release))?.status).toBe('approved');
    const told = (await review.inbox(inspector)).filter(
      (item) => item.link === `/project/found/report/list/detail/${release}/${templates.release}`,
    );
    expect(told.map((item) => item.kind)).toEqual(['result']);
  });

  it('with a hold point open, every approval is refused by the gate and the task stays open, unacted', async () => {
    const { piece, points } = await transformer();
    const witness = points.find((point) => point.plan_symbol === 'W');
    await submitted('witness', piece.id, witness?.id);
    const release = await awaitingFinal(piece.id);
    expect((await releaseCheck(release)).blockers.map((blocker) => blocker.kind)).toEqual(['hold']);

    const race = await review.actAtOnce(signer, release, approvals());
    expect(race.answers.map((res) => res.statusCode)).toEqual(race.answers.map(() => 200));
    const answers = race.answers.map((res) => envelope(res));
    expect(answers).toMatchObject(
      answers.map(() => ({ code: Code.IllegalOperation, msg: expect.stringContaining('停止点未完成 1 个') })),
    );
    expect(await historyOf(t, race.instanceId)).toEqual(['submit', 'approve']);
    expect(await taskStates(race.instanceId)).toEqual([
      ['check', 'approved'],
      ['final', 'open'],
    ]);
    expect(await auditCount(t, 'workflow_tasks', race.taskId)).toBe(0);
    expect(await instanceOf(race.instanceId)).toMatchObject({ status: 'in_review', revision: race.revision });
    expect((await listed(release))?.status).toBe('in_review');
  });
});
