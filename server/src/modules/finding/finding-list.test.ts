import { type ClauseFinding, Code, FindingCalls } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { addClause, createStandard } from '../criterion/criterion.test-support.js';
import { findings } from './finding.table.js';
import { useFindingKit } from './finding.test-support.js';

const t = useTestApp();
const kit = useFindingKit(t);

// Open findings besides the paging test's 16, so that more than a page stays open when it submits one.
beforeAll(async () => {
  for (let n = 0; n < 2; n++) await kit.raised();
});

describe('the findings list', () => {
  it('pages a project’s findings in the sort’s order, of every state or of one, first pages read in one statement', async () => {
    // More than a page of 15 (the smallest size).
    for (let n = 0; n < 16; n++) await kit.raised();
    const page = async (query: TestQuery<typeof FindingCalls.list>) => {
      const res = envelope<{ result: { id: number }[] }>(
        await kit.manager.call(FindingCalls.list, { query: { project_id: kit.project.id, ...query } }),
      );
      expect(res.code, `${JSON.stringify(query)}: ${res.msg} ${JSON.stringify(res.errdata)}`).toBe(Code.Success);
      return res.data.result.map((row) => row.id);
    };
    const stored = await t.db
      .select({ id: findings.id })
      .from(findings)
      .where(eq(findings.projectId, kit.project.id))
      .orderBy(desc(findings.raisedAt), desc(findings.id));
    const newestFirst = stored.map((row) => row.id);
    expect(newestFirst.length).toBeGreaterThan(15);
    const paged = [...(await page({ 'per-page': 15, page: 1 })), ...(await page({ 'per-page': 15, page: 2 }))];
    expect(paged).toEqual(newestFirst.slice(0, 30));
    expect(await page({ 'per-page': '-1' })).toEqual(newestFirst);
    expect(await page({ 'per-page': 15, page: 1, sort: 'raised_at' })).toEqual([...newestFirst].reverse().slice(0, 15));

    // One state (the screen's tabs), prepared as the unfiltered pages are; another state is not mixed in.
    const submitted = await kit.acted(kit.colleague, newestFirst[0] as number, {
      action: 'submit',
      note: '已整改',
      file_ids: [await kit.photoOf(kit.colleague)],
    });
    expect(submitted.state).toBe('submitted');
    const open = (
      await t.db
        .select({ id: findings.id })
        .from(findings)
        .where(and(eq(findings.projectId, kit.project.id), eq(findings.state, 'open')))
        .orderBy(desc(findings.raisedAt), desc(findings.id))
    ).map((row) => row.id);
    expect(open).not.toContain(newestFirst[0]);
    expect(open.length).toBeGreaterThan(15);
    expect([
      ...(await page({ 'per-page': 15, page: 1, 'filter[state]': 'open' })),
      ...(await page({ 'per-page': 15, page: 2, 'filter[state]': 'open' })),
    ]).toEqual(open.slice(0, 30));
    expect(await page({ 'per-page': 15, page: 1, 'filter[state]': 'submitted' })).toContain(newestFirst[0]);
    expect(await page({ 'per-page': 15, page: 1, 'filter[state]': 'closed' })).not.toContain(newestFirst[0]);
  });

  it('lists a project’s findings with their filters', async () => {
    const important = await kit.raised(kit.inspector, {
      is_important: true,
      on_focus: true,
      description: '筛选用问题',
    });
    const list = async (query: TestQuery<typeof FindingCalls.list>) =>
      envelope<{ result: { id: number }[] }>(
        await kit.manager.call(FindingCalls.list, { query: { project_id: kit.project.id, ...query } }),
      ).data.result.map((row) => row.id);
    expect(await list({ 'filter[on_focus]': 'true' })).toContain(important.id);
    expect(await list({ 'filter[state]': 'closed' })).not.toContain(important.id);
    expect(await list({ 'filter[overdue]': 'false' })).toContain(important.id);
    expect(await list({ 'filter[overdue]': 'true' })).not.toContain(important.id);
    expect(await list({ 'filter[description]': '筛选用' })).toEqual([important.id]);
    // A shape of filters is prepared once: asked again with other values, it answers for them.
    expect(await list({ 'filter[description]': '没有这样的问题' })).toEqual([]);
    expect(await list({ 'filter[on_focus]': 'false' })).not.toContain(important.id);
    expect(await list({ 'filter[on_focus]': 'true', 'filter[is_important]': 'true' })).toEqual([important.id]);
    expect(await list({ 'filter[on_focus]': 'true', 'filter[is_important]': 'false' })).toEqual([]);
    const unfocused = (
      await t.db
        .select({ id: findings.id })
        .from(findings)
        .where(and(eq(findings.projectId, kit.project.id), eq(findings.onFocus, false)))
        .orderBy(desc(findings.raisedAt), desc(findings.id))
    ).map((row) => row.id);
    expect(unfocused.length).toBeGreaterThan(15);
    expect([
      ...(await list({ 'per-page': 15, page: 1, 'filter[on_focus]': 'false' })),
      ...(await list({ 'per-page': 15, page: 2, 'filter[on_focus]': 'false' })),
    ]).toEqual(unfocused.slice(0, 30));
    expectFieldErrors(await kit.manager.call(FindingCalls.list, { query: { project_id: 'x' } }), ['project_id']);
  });
});

describe('findings citing a clause', () => {
  it("are listed on the clause's page for those who read the project, not for another owner", async () => {
    const { call: admin } = await signedIn(t, 'hdny');
    const law = await createStandard(admin);
    const clause = await addClause(admin, law.id, '6', '外观', '油箱无渗漏。');
    const cited = await kit.raised(kit.inspector, { clause_id: clause.id });
    // It names its clause with the standard, whose page shows the clause's evidence.
    expect(cited.clause).toEqual({ id: clause.id, code: '6', title: '外观', law_id: law.id, law_code: law.code });
    await kit.raised(kit.inspector);
    const listed = envelope<ClauseFinding[]>(
      await kit.manager.call(FindingCalls.byClause, { query: { clause_id: clause.id } }),
    );
    expect(listed.data).toEqual([
      expect.objectContaining({ id: cited.id, project_id: kit.project.id, description: '油箱焊缝渗油', state: 'open' }),
    ]);
    // An inspector of no project of the finding sees none of it.
    expect(
      envelope<ClauseFinding[]>(await kit.outsider.call(FindingCalls.byClause, { query: { clause_id: clause.id } }))
        .data,
    ).toEqual([]);
    const { call: elsewhere } = await signedIn(t, 'xnsd');
    expect(
      envelope<ClauseFinding[]>(await elsewhere(FindingCalls.byClause, { query: { clause_id: clause.id } })).data,
    ).toEqual([]);
    expectFieldErrors(await admin(FindingCalls.byClause, { query: { clause_id: 'x' } }), ['clause_id']);
  });
});
