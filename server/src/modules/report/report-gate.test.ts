import {
  Code,
  EquipmentCalls,
  type EquipmentPoints,
  type EquipmentRow,
  FormCalls,
  type ReleaseCheck,
  type ReportDetail,
  type ReportPoint,
  ReportReviewCalls,
} from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { envelope } from '../../../test/http.js';
import { equipmentPoints } from '../equipment/equipment.table.js';
import { equipmentBody, kindByName } from '../equipment/equipment.test-support.js';
import { formInstances } from '../form/form.table.js';
import { ncrCases } from '../ncr/ncr.table.js';
import { workflowDefinitions } from '../workflow/workflow.table.js';
import { approver, REVIEW_ITEMS, reviewKit } from '../workflow/workflow.test-support.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);
const review = reviewKit(t);

const DATA = { note: '合格', amount: 5 };

/**
 * One project with an inspector, a manager and a transformer whose ITP has a hold point (H), a
 * witness point (W) and a document review (R); templates of their own for the report types, so
 * submissions need no photos or signatures.
 */
let project: { id: number; name: string };
let inspector: Member;
let manager: Member;
let admin: Member;
let piece: EquipmentRow;
let other: EquipmentRow;
let hold: ReportPoint;
let witness: ReportPoint;
let documents: ReportPoint;
const templates: Record<'inspection' | 'witness' | 'ncr' | 'release', number> = {
  inspection: 0,
  witness: 0,
  ncr: 0,
  release: 0,
};

async function makeEquipment() {
  const kind = await kindByName(admin.call, '主变压器');
  const res = envelope<EquipmentRow>(
    await admin.call(EquipmentCalls.create, {
      query: { page_key: 'custom-equipment' },
      body: equipmentBody(project.id, kind.id),
    }),
  );
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
}

const pointsOf = async (who: Member, equipmentId: number) =>
  envelope<ReportPoint[]>(
    await who.call(ReportReviewCalls.points, { query: { project_id: project.id, equipment_id: equipmentId } }),
  );

beforeAll(async () => {
  project = await kit.newProject();
  inspector = await kit.member('staff', [[project.id, 'staff']]);
  manager = await kit.member('manager', [[project.id, 'manager']]);
  admin = await signedIn(t, 'hdny');
  for (const family of Object.keys(templates) as (keyof typeof templates)[]) {
    templates[family] = await review.template(admin, family, REVIEW_ITEMS);
  }
  // Release reports nobody reviews here (the demo workflow's binding of the family is taken off), so
  // their submission meets the gate; the last test binds a review of its own.
  await t.db
    .update(workflowDefinitions)
    .set({ families: sql`array_remove(${workflowDefinitions.families}, 'release')` })
    .where(eq(workflowDefinitions.ownerId, (await ownerByKey(t.db, 'hdny')).id));
  // Inspection reports reviewed by the project's manager alone (a template's binding wins over the
  // demo workflow's binding of the family).
  await review.definition(admin, [approver('m', [manager.user.id])], [templates.inspection]);
  piece = await makeEquipment();
  other = await makeEquipment();
  const grid = envelope<EquipmentPoints>(await admin.call(EquipmentCalls.points, { query: { id: piece.id } })).data;
  const category = (symbol: string) => grid.categories.find((row) => row.plan_symbol === symbol);
  const points = ['H', 'W', 'R'].map((symbol, index) => ({
    process_id: grid.steps[index]?.id,
    category_id: category(symbol)?.id,
    plan_symbol: symbol,
  }));
  for (const target of [piece, other]) {
    const saved = envelope(await admin.call(EquipmentCalls.savePoints, { query: { id: target.id }, body: { points } }));
    expect(saved.code, saved.msg).toBe(Code.Success);
  }
  const listed = await pointsOf(inspector, piece.id);
  expect(listed.code, listed.msg).toBe(Code.Success);
  [hold, witness, documents] = listed.data as [ReportPoint, ReportPoint, ReportPoint];
  expect([hold.plan_symbol, witness.plan_symbol, documents.plan_symbol]).toEqual(['H', 'W', 'R']);
});

/** Uploads a report of `type` on the transformer (and `point`), as `who`; answers its form id. */
const upload = (
  who: Member,
  type: keyof typeof templates,
  extra: { point_id?: number; conclusion?: 'pass' | 'fail'; equipment_id?: number } = {},
) =>
  kit.created(who, {
    report_type: type,
    template_id: templates[type],
    project_id: project.id,
    report_date: '2026-05-10',
    conclusion: extra.conclusion ?? 'pass',
    equipment_id: extra.equipment_id ?? piece.id,
    ...(extra.point_id ? { point_id: extra.point_id } : {}),
  });

const submit = async (who: Member, id: number) =>
  envelope<{ number: string }>(await who.call(FormCalls.submitInstance, { body: { id, revision: 0, data: DATA } }));

const check = async (who: Member, id: number) =>
  envelope<ReleaseCheck>(await who.call(ReportReviewCalls.releaseCheck, { query: { id } }));

function refusedWith(res: Awaited<ReturnType<typeof kit.create>>, errdata: Record<string, string[]>) {
  expect(res.code, res.msg).toBe(Code.FieldErrors);
  expect(res.errdata).toEqual(errdata);
}

/** Submits an inspection report and has the project's manager approve it. */
async function accepted(id: number) {
  const res = await submit(inspector, id);
  expect(res.code, res.msg).toBe(Code.Success);
  expect((await review.acted(manager, id, { action: 'approve', comment: '同意' })).status).toBe('approved');
}

const pointRow = async (id: number) => (await t.db.select().from(equipmentPoints).where(eq(equipmentPoints.id, id)))[0];

const formStatus = async (id: number) =>
  (await t.db.select({ status: formInstances.status }).from(formInstances).where(eq(formInstances.id, id)))[0]?.status;

describe('the ITP point of a report', () => {
  it('lists the points of a piece of equipment of the project in route order, and none of a stranger', async () => {
    expect(hold).toMatchObject({ step: 1, actual_date: null });
    expect(witness.step).toBeLessThan(documents.step);
    const stranger = await signedIn(t, 'xnsd', 'staff');
    expect((await pointsOf(stranger, piece.id)).code).toBe(Code.NotFound);
  });

  it('refuses a point of another piece, a point on an NCR, and a point without equipment', async () => {
    const otherPoints = (await pointsOf(inspector, other.id)).data;
    const base = { report_type: 'inspection', template_id: templates.inspection, project_id: project.id };
    const day = { report_date: '2026-05-10', conclusion: 'pass' };
    refusedWith(
      await kit.create(inspector, { ...base, ...day, equipment_id: piece.id, point_id: otherPoints[0]?.id }),
      { point_id: ['请选择该设备检验计划中的检验点'] },
    );
    refusedWith(
      await kit.create(inspector, {
        ...day,
        report_type: 'ncr',
        template_id: templates.ncr,
        project_id: project.id,
        equipment_id: piece.id,
        point_id: hold.id,
      }),
      { point_id: ['只有检验报告和见证记录可以对应检验点'] },
    );
    refusedWith(await kit.create(inspector, { ...base, ...day, point_id: hold.id }), {
      equipment_id: ['不符合项报告和放行报告须选择设备'],
    });
  });

  it("shows the report's point on its page, to the project's people and to nobody of another owner", async () => {
    const id = await upload(inspector, 'inspection', { point_id: documents.id });
    await accepted(id);
    const detail = envelope<ReportDetail>(await manager.call(ReportReviewCalls.detail, { query: { id } }));
    expect(detail.code, detail.msg).toBe(Code.Success);
    expect(detail.data).toMatchObject({
      report_type: 'inspection',
      equipment_id: piece.id,
      equipment_number: piece.e_number,
      point: { id: documents.id, plan_symbol: 'R' },
    });
    const stranger = await signedIn(t, 'xnsd');
    expect(envelope(await stranger.call(ReportReviewCalls.detail, { query: { id } })).code).toBe(Code.NotFound);
    expect((await check(stranger, id)).code).toBe(Code.NotFound);
  });
});

describe('the body of a report about equipment', () => {
  it("starts with the header's equipment in the template's equipment items", async () => {
    const id = await kit.created(inspector, {
      report_type: 'release',
      template_id: await kit.templateId('hdny', '放行报告'),
      project_id: project.id,
      report_date: '2026-05-10',
      conclusion: 'pass',
      equipment_id: piece.id,
    });
    const [form] = await t.db.select({ data: formInstances.data }).from(formInstances).where(eq(formInstances.id, id));
    expect(form?.data).toEqual({ equipment: piece.id });
  });
});

describe('the release gate', () => {
  it('refuses a release report while the hold and witness points are open, and keeps it a draft', async () => {
    const release = await upload(inspector, 'release');
    const before = await check(inspector, release);
    expect(before.data.ready).toBe(false);
    expect(before.data.blockers.map((blocker) => blocker.kind)).toEqual(['hold', 'witness']);
    const res = await submit(inspector, release);
    expect(res.code).toBe(Code.IllegalOperation);
    expect(res.msg).toContain('停止点未完成 1 个，见证点未见证 1 个，不符合项未关闭 0 项');
    expect(await formStatus(release)).toBe('draft');
  });

  it('marks a point done by a passing report, with its actual symbol and date; a failing one leaves it open', async () => {
    const failed = await upload(inspector, 'witness', { point_id: witness.id, conclusion: 'fail' });
    expect((await submit(inspector, failed)).code).toBe(Code.Success);
    expect(await pointRow(witness.id)).toMatchObject({ actualDate: null, actualSymbol: null });

    const passed = await upload(inspector, 'inspection', { point_id: hold.id });
    await accepted(passed);
    expect(await pointRow(hold.id)).toMatchObject({ actualDate: '2026-05-10' });
    expect((await pointRow(hold.id))?.actualSymbol).toMatch(/\S/);

    const release = await upload(inspector, 'release');
    const blockers = (await check(inspector, release)).data.blockers;
    expect(blockers).toEqual([
      expect.objectContaining({
        kind: 'witness',
        point: expect.objectContaining({ id: witness.id }),
        // The failed witness record is where the point stands: its page is the link.
        link: `/project/found/report/list/detail/${failed}/${templates.witness}`,
      }),
    ]);
  });

  it('takes a recorded notice to the client for the witness, and then blocks on an open NCR only', async () => {
    await t.db
      .update(equipmentPoints)
      .set({ noticeAt: new Date('2026-05-09T09:00:00+08:00'), noticeNote: '已通知业主，未到场' })
      .where(eq(equipmentPoints.id, witness.id));
    const ncr = await upload(inspector, 'ncr');
    const draftNcr = await upload(inspector, 'release');
    // A draft NCR raises nothing yet.
    expect((await check(inspector, draftNcr)).data).toEqual({ ready: true, blockers: [] });
    expect((await submit(inspector, ncr)).code).toBe(Code.Success);

    const release = await upload(inspector, 'release');
    expect((await check(inspector, release)).data.blockers).toEqual([
      {
        kind: 'ncr',
        ncr: expect.objectContaining({ id: ncr, state: 'disposition' }),
        link: `/project/found/report/list/detail/${ncr}/${templates.ncr}`,
      },
    ]);
    const refused = await submit(inspector, release);
    expect(refused.msg).toContain('不符合项未关闭 1 项');

    await t.db.update(ncrCases).set({ state: 'closed' }).where(eq(ncrCases.formInstanceId, ncr));
    expect((await submit(inspector, release)).code).toBe(Code.Success);
    expect(await formStatus(release)).toBe('submitted');
  });

  it('refuses the approval of a reviewed release report while blocked, and approves it once clear', async () => {
    const blocked = await makeEquipment();
    const grid = envelope<EquipmentPoints>(await admin.call(EquipmentCalls.points, { query: { id: blocked.id } })).data;
    const holdCategory = grid.categories.find((row) => row.plan_symbol === 'H');
    await admin.call(EquipmentCalls.savePoints, {
      query: { id: blocked.id },
      body: {
        points: [{ process_id: grid.steps[0]?.id, category_id: holdCategory?.id, plan_symbol: 'H' }],
      },
    });
    const reviewedRelease = await review.template(admin, 'release', REVIEW_ITEMS);
    await review.definition(admin, [approver('m', [manager.user.id])], [reviewedRelease]);
    const release = await kit.created(inspector, {
      report_type: 'release',
      template_id: reviewedRelease,
      project_id: project.id,
      report_date: '2026-05-12',
      conclusion: 'pass',
      equipment_id: blocked.id,
    });
    // In review, the gate waits for the approval.
    expect((await submit(inspector, release)).code).toBe(Code.Success);
    const refused = await review.act(manager, release, { action: 'approve', comment: '同意放行' });
    expect(refused.code).toBe(Code.IllegalOperation);
    expect(refused.msg).toContain('停止点未完成 1 个');
    expect((await review.review(manager, release)).status).toBe('in_review');

    const [point] = await t.db
      .select({ id: equipmentPoints.id })
      .from(equipmentPoints)
      .where(and(eq(equipmentPoints.equipmentId, blocked.id)));
    const inspection = await upload(inspector, 'inspection', { equipment_id: blocked.id, point_id: point?.id });
    await accepted(inspection);
    expect((await review.acted(manager, release, { action: 'approve', comment: '同意放行' })).status).toBe('approved');
  });
});
