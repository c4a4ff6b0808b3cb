import { Code, type IndependenceKind, type NcrActBody, WorkflowCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { envelope } from '../../../test/http.js';
import type { Member } from '../report/report.test-support.js';
import { ncrSteps } from './ncr.table.js';
import { ncrKit } from './ncr.test-support.js';

/** Issue 32: in the NCR loop nobody judges his own work, unless the owner relaxed the rule. */
const t = useTestApp();
let kit: Awaited<ReturnType<typeof ncrKit>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  kit = await ncrKit(t);
  admin = await signedIn(t, 'hdny', 'admin');
});

const OWN_PLAN = '不能审批自己提出、处置或编制的整改计划（四眼原则），请由其他人员审批';
const OWN_REWORK = '不能验证自己执行的整改（四眼原则），请由其他人员验证';

/** Takes the step as `who`, expects code 7 with `msg`, and that nothing in the database changed. */
async function refused(who: Member, id: number, body: NcrActBody, msg: string) {
  const digest = await databaseDigest(t.db, ['sessions']);
  const res = await kit.act(who, id, body);
  expect(res.code, res.msg).toBe(Code.IllegalOperation);
  expect(res.msg).toBe(msg);
  expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
}

async function relax(kind: IndependenceKind, relaxed: boolean) {
  const res = envelope(await admin.call(WorkflowCalls.setIndependence, { body: { kind, relaxed } }));
  expect(res.code, res.msg).toBe(Code.Success);
}

describe('the four-eyes rule in the NCR loop', () => {
  it('keeps whoever proposed the disposition off the plan’s review, and someone else approves it', async () => {
    const id = await kit.raised();
    await kit.acted(kit.manager, id, { action: 'dispose', disposition: 'repair', note: '返修后复检' });
    await kit.acted(kit.inspector, id, kit.plan());
    expect((await kit.detail(kit.manager, id)).data.actions).toEqual([]);
    await refused(kit.manager, id, { action: 'approve' }, OWN_PLAN);
    await refused(kit.manager, id, { action: 'reject', note: '不同意' }, OWN_PLAN);
    expect((await kit.detail(kit.client, id)).data.actions).toEqual(['approve', 'reject']);
    expect((await kit.acted(kit.client, id, { action: 'approve' })).state).toBe('execution');
  });

  it('keeps the one who raised the NCR off its plan’s review, an administrator included', async () => {
    const raiser: Member = admin;
    const id = await kit.raised(raiser);
    await kit.acted(kit.client, id, { action: 'dispose', disposition: 'rework', note: '返工' });
    await kit.acted(kit.inspector, id, kit.plan());
    await refused(raiser, id, { action: 'approve' }, OWN_PLAN);
    expect((await kit.acted(kit.manager, id, { action: 'approve' })).state).toBe('execution');
  });

  it('keeps whoever carried out the rework from verifying or failing it', async () => {
    const id = await kit.ncrAt('execution');
    await kit.acted(kit.manager, id, { action: 'execute', note: '经理亲自返工', file_ids: [] });
    expect((await kit.detail(kit.manager, id)).data.actions).toEqual([]);
    await refused(kit.manager, id, { action: 'verify', note: '复测合格' }, OWN_REWORK);
    await refused(kit.manager, id, { action: 'fail', note: '仍有泄漏' }, OWN_REWORK);
    expect((await kit.acted(kit.inspector, id, { action: 'verify', note: '复测合格' })).state).toBe('closed');
  });

  it('lets them once the owner relaxes the rule for that kind, marking the step in the loop and the audit log', async () => {
    const id = await kit.ncrAt('execution');
    await kit.acted(kit.manager, id, { action: 'execute', note: '经理亲自返工', file_ids: [] });
    // Relaxing the plan review leaves the verification's rule in force.
    await relax('ncr_plan_review', true);
    await refused(kit.manager, id, { action: 'verify', note: '复测合格' }, OWN_REWORK);

    await relax('ncr_verification', true);
    expect((await kit.detail(kit.manager, id)).data.actions).toEqual(['verify', 'fail']);
    const closed = await kit.acted(kit.manager, id, { action: 'verify', note: '小团队，本人复测合格' });
    expect(closed.steps.at(-1)).toMatchObject({ action: 'verify', actor_name: '吴经理', self_review: true });
    expect(closed.steps.slice(0, -1).every((step) => !step.self_review)).toBe(true);
    const [verified] = await t.db.select().from(ncrSteps).where(eq(ncrSteps.ncrId, id)).orderBy(ncrSteps.id).offset(4);
    expect(verified).toMatchObject({ action: 'verify', selfReview: true });
    expect((await lastAudit(t.db, 'ncr_cases', id))?.changes).toMatchObject({ self_review: { after: true } });

    await relax('ncr_verification', false);
    await relax('ncr_plan_review', false);
    const next = await kit.ncrAt('execution');
    await kit.acted(kit.manager, next, { action: 'execute', note: '经理亲自返工', file_ids: [] });
    await refused(kit.manager, next, { action: 'verify', note: '复测合格' }, OWN_REWORK);
  });
});
