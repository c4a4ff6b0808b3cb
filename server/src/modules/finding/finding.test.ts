import { Code, FindingCalls, type FindingRate } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors } from '../../../test/http.js';
import { chinaDay } from '../../platform/china-time.js';
import { findingSteps, findings } from './finding.table.js';
import { useFindingKit } from './finding.test-support.js';
import { remindOverdueFindings } from './finding-overdue.js';
import { findingModule } from './index.js';

const t = useTestApp();
const kit = useFindingKit(t);

describe('the rectification loop', () => {
  it('goes open → submitted → returned → submitted → closed, each step recorded and audited', async () => {
    const photo = await kit.photoOf(kit.inspector);
    const finding = await kit.raised(kit.inspector, { photo_ids: [photo], is_important: true });
    expect(finding).toMatchObject({
      state: 'open',
      is_important: true,
      responsible_name: '周检验',
      raised_by_name: '孙检验',
      actions: [],
    });
    expect(finding.photos.map((p) => p.id)).toEqual([photo]);
    expect((await lastAudit(t.db, 'findings', finding.id))?.action).toBe('create');
    // The responsible member is told, and may submit.
    expect((await kit.view(kit.colleague, finding.id)).data.actions).toEqual(['submit']);

    const evidence = await kit.photoOf(kit.colleague);
    const submitted = await kit.acted(kit.colleague, finding.id, {
      action: 'submit',
      note: '已补焊并做渗漏试验',
      file_ids: [evidence],
    });
    expect(submitted.state).toBe('submitted');
    expect((await kit.view(kit.inspector, finding.id)).data.actions).toEqual(['verify', 'return']);

    const returned = await kit.acted(kit.inspector, finding.id, { action: 'return', note: '缺少试验记录' });
    expect(returned.state).toBe('open');
    const audit = await lastAudit(t.db, 'findings', finding.id);
    expect(audit?.changes.state).toEqual({ before: 'submitted', after: 'open' });

    await kit.acted(kit.colleague, finding.id, { action: 'submit', note: '补充了试验记录' });
    const closed = await kit.acted(kit.manager, finding.id, { action: 'verify' });
    expect(closed.state).toBe('closed');
    expect(closed.closed_at).not.toBeNull();
    expect(closed.actions).toEqual([]);
    expect(closed.steps.map((step) => [step.action, step.to_state])).toEqual([
      ['raise', 'open'],
      ['submit', 'submitted'],
      ['return', 'open'],
      ['submit', 'submitted'],
      ['verify', 'closed'],
    ]);
    expect(closed.steps[1]?.files.map((file) => file.id)).toEqual([evidence]);
    expect(closed.steps[2]?.note).toBe('缺少试验记录');
    // The first submission is the one the response rate counts.
    const stored = await kit.row(finding.id);
    expect(stored?.firstSubmittedAt?.getTime()).toBeLessThan(stored?.closedAt?.getTime() ?? 0);
  });

  it('refuses a step in the wrong state or by the wrong person, and changes nothing', async () => {
    const finding = await kit.raised();
    const stepsBefore = await t.db.select().from(findingSteps).where(eq(findingSteps.findingId, finding.id));

    // Wrong state: verifying or returning an open finding.
    expect((await kit.act(kit.manager, finding.id, { action: 'verify' })).code).toBe(Code.IllegalOperation);
    expect((await kit.act(kit.inspector, finding.id, { action: 'return', note: '不行' })).code).toBe(
      Code.IllegalOperation,
    );
    // Wrong person: another inspector of the project submits for the responsible member.
    expect((await kit.act(kit.other, finding.id, { action: 'submit', note: '代为提交' })).code).toBe(Code.NoPermission);
    // The client reads it but takes no step and raises none.
    expect((await kit.view(kit.client, finding.id)).code).toBe(Code.Success);
    expect((await kit.act(kit.client, finding.id, { action: 'submit', note: 'x' })).code).toBe(Code.NoPermission);
    expect(envelope(await kit.raise(kit.client)).code).toBe(Code.NoPermission);

    await kit.acted(kit.colleague, finding.id, { action: 'submit', note: '已整改' });
    // The responsible member may not verify his own rectification; nor may another inspector.
    expect((await kit.act(kit.colleague, finding.id, { action: 'verify' })).code).toBe(Code.NoPermission);
    expect((await kit.act(kit.other, finding.id, { action: 'return', note: 'x' })).code).toBe(Code.NoPermission);
    // A second submission while one waits is the wrong state.
    expect((await kit.act(kit.colleague, finding.id, { action: 'submit', note: '再次' })).code).toBe(
      Code.IllegalOperation,
    );
    // A return says why; evidence must be the actor's own upload.
    await kit.acted(kit.inspector, finding.id, { action: 'verify', note: '合格' });
    expect((await kit.act(kit.manager, finding.id, { action: 'return', note: '重开' })).code).toBe(
      Code.IllegalOperation,
    );
    expect((await kit.row(finding.id))?.state).toBe('closed');
    const stepsAfter = await t.db.select().from(findingSteps).where(eq(findingSteps.findingId, finding.id));
    expect(stepsAfter.length).toBe(stepsBefore.length + 2);
  });

  it('checks what a step carries', async () => {
    const finding = await kit.raised();
    const foreign = await kit.photoOf(kit.inspector);
    expectFieldErrors(
      await kit.colleague.call(FindingCalls.act, {
        query: { id: finding.id },
        body: {
          action: 'submit',
          note: '已整改',
          file_ids: [foreign],
        },
      }),
      ['file_ids'],
    );
    expectFieldErrors(
      await kit.colleague.call(FindingCalls.act, { query: { id: finding.id }, body: { action: 'submit' } }),
      ['note'],
    );
    expect((await kit.row(finding.id))?.state).toBe('open');
  });
});

describe('the demo data', () => {
  it('gives the demo owner a dozen findings in every state, some overdue, some citing a clause, each with its steps', async () => {
    const rows = await t.db.select().from(findings).where(eq(findings.ownerId, kit.owner.id));
    const demo = rows.filter((row) => row.projectId !== kit.project.id && row.raisedAt < new Date(Date.now() - 60_000));
    expect(demo.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demo.map((row) => row.state))).toEqual(new Set(['open', 'submitted', 'closed']));
    expect(demo.some((row) => row.state !== 'closed' && row.dueDate < chinaDay())).toBe(true);
    expect(demo.some((row) => row.clauseId !== null)).toBe(true);
    const steps = await t.db.select().from(findingSteps).where(eq(findingSteps.ownerId, kit.owner.id));
    expect(steps.some((step) => step.action === 'return')).toBe(true);
    // The manager sees the demo projects' rates.
    const rates = envelope<FindingRate[]>(await kit.manager.call(FindingCalls.rates, { query: { group: 'project' } }));
    expect(rates.code).toBe(Code.Success);
  });
});

describe('the overdue job', () => {
  it('reminds the responsible member once a day of a finding past due, never of a closed one', async () => {
    const late = await kit.raised();
    const done = await kit.raised();
    await kit.acted(kit.colleague, done.id, { action: 'submit', note: '已整改' });
    await kit.acted(kit.inspector, done.id, { action: 'verify' });
    for (const id of [late.id, done.id]) {
      await t.db.update(findings).set({ dueDate: '2025-03-10' }).where(eq(findings.id, id));
    }
    await remindOverdueFindings(t.db, '2025-03-10');
    expect(await kit.overdueNotices(kit.colleague, late.id)).toHaveLength(0);
    await remindOverdueFindings(t.db, '2025-03-11');
    await remindOverdueFindings(t.db, '2025-03-11');
    const first = await kit.overdueNotices(kit.colleague, late.id);
    expect(first).toHaveLength(1);
    expect(first[0]?.body).toBe('整改期限为 2025-03-10，请尽快完成整改');
    expect(await kit.overdueNotices(kit.colleague, done.id)).toHaveLength(0);
    await remindOverdueFindings(t.db, '2025-03-12');
    expect(await kit.overdueNotices(kit.colleague, late.id)).toHaveLength(2);
    expect((await kit.view(kit.manager, late.id)).data.overdue).toBe(true);
    const [job] = findingModule.jobs ?? [];
    expect(job?.everyMs).toBe(60 * 60 * 1000);
  });
});
