import { NCR_TRANSITIONS, type NcrActBody, NcrCalls, type NcrDetail } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope } from '../../../test/http.js';
import type { Member } from '../report/report.test-support.js';
import { auditCount, decidedOnce } from '../workflow/workflow.test-support.js';
import { ncrSteps } from './ncr.table.js';
import { dayFromToday, ncrKit, type OpenState } from './ncr.test-support.js';

const t = useTestApp();
let kit: Awaited<ReturnType<typeof ncrKit>>;
let admin: Member;
beforeAll(async () => {
  kit = await ncrKit(t);
  admin = await signedIn(t, 'hdny', 'admin');
});

const AT_ONCE = 20;
const MOVED_ON = '该不符合项已被他人处理，请查看最新进度';

const stepsOf = (id: number) => t.db.select().from(ncrSteps).where(eq(ncrSteps.ncrId, id)).orderBy(asc(ncrSteps.id));

/** What a step's row records as its note: the plan itself, or the step's words. */
const noteOf = (body: NcrActBody) => ('plan' in body ? body.plan : body.note);

/** The `index`-th of the racing steps: who sends it and what; each carries its own words, to tell the winner by. */
type Racer = (index: number) => [Member, NcrActBody];

/**
 * 20 calls of one step of one NCR sent at once, by members whose role takes the step: exactly one
 * is taken, the others answer code 0 (someone moved it on), and the loop has one step more, the
 * winner's, with its audit record and the case where that step leads.
 */
async function raceOf(state: OpenState, racer: Racer) {
  const id = await kit.ncrAt(state);
  const before = await stepsOf(id);
  const audits = await auditCount(t, 'ncr_cases', id);
  const racing = Array.from({ length: AT_ONCE }, (_, index) => racer(index));
  const answers = await Promise.all(racing.map(([who, body]) => who.call(NcrCalls.act, { query: { id }, body })));
  const won = decidedOnce(answers, MOVED_ON);
  const [winner, body] = racing[won] as [Member, NcrActBody];
  const to = NCR_TRANSITIONS[body.action].to;

  const steps = await stepsOf(id);
  expect(steps.slice(0, before.length)).toEqual(before);
  expect(steps.slice(before.length)).toMatchObject([
    { action: body.action, fromState: state, toState: to, actorId: winner.user.id, note: noteOf(body) },
  ]);
  expect(await auditCount(t, 'ncr_cases', id)).toBe(audits + 1);
  expect((await kit.caseRow(id))?.state).toBe(to);
  // The winner's answer is the loop as it now stands, and so is what anyone reads after.
  const loop = envelope<NcrDetail>(answers[won] as (typeof answers)[number]).data;
  expect(loop).toMatchObject({ state: to, steps: expect.any(Array) });
  expect(loop.steps).toHaveLength(steps.length);
  expect((await kit.detail(kit.manager, id)).data.steps).toHaveLength(steps.length);
  return { id, winner, body };
}

describe('20 calls of one NCR step at once', () => {
  it('dispositions by the client, the manager and an administrator: one is taken and decides the disposition', async () => {
    const deciders = [kit.client, kit.manager, admin];
    const dispositions = ['repair', 'rework', 'scrap'] as const;
    const { id, body } = await raceOf('disposition', (index) => [
      deciders[index % deciders.length] as Member,
      {
        action: 'dispose',
        disposition: dispositions[index % dispositions.length] ?? 'repair',
        note: `处置意见${index}`,
      },
    ]);
    if (body.action !== 'dispose') throw new Error('a disposition was expected');
    expect(await kit.caseRow(id)).toMatchObject({ disposition: body.disposition, dispositionNote: body.note });
  });

  it('plans by two inspectors and the manager: one is taken, and its author is the one whose plan is reviewed', async () => {
    const planners = [kit.inspector, kit.colleague, kit.manager];
    const { id, winner, body } = await raceOf('plan', (index) => [
      planners[index % planners.length] as Member,
      { ...kit.plan(kit.colleague), plan: `整改计划${index}`, due_date: dayFromToday(index + 1) },
    ]);
    if (body.action !== 'plan') throw new Error('a plan was expected');
    expect(await kit.caseRow(id)).toMatchObject({
      plan: body.plan,
      dueDate: body.due_date,
      plannedBy: winner.user.id,
      responsibleId: kit.colleague.user.id,
    });
  });

  it('approvals and rejections of the plan by the manager and an administrator: exactly one decides it', async () => {
    // Not the client: he proposed the disposition, so the four-eyes rule keeps him off the plan's review.
    const reviewers = [kit.manager, admin];
    const { id, body } = await raceOf('approval', (index) => [
      reviewers[index % reviewers.length] as Member,
      index % 2 === 0 ? { action: 'approve', note: `同意${index}` } : { action: 'reject', note: `不同意${index}` },
    ]);
    // Whoever the decision goes to is told once: the responsible of an approved plan, the planner of a rejected one.
    const told = body.action === 'approve' ? kit.colleague : kit.inspector;
    const title = `${body.action === 'approve' ? '整改计划已批准' : '整改计划被退回'}：${await kit.titleOf(id)}`;
    expect((await kit.noticesOf(told)).filter((notice) => notice.title === title)).toHaveLength(1);
  });

  it('verifications and failed verifications by the inspector and the manager: exactly one is taken', async () => {
    const verifiers = [kit.inspector, kit.manager];
    const { id, body } = await raceOf('verification', (index) => [
      verifiers[index % verifiers.length] as Member,
      { action: index % 2 === 0 ? 'verify' : 'fail', note: `验证意见${index}` },
    ]);
    expect((await kit.caseRow(id))?.closedAt === null).toBe(body.action === 'fail');
  });
});
