import {
  type CitedClause,
  type ClauseCoverage,
  type ClauseEvidence,
  Code,
  ReportClauseCalls,
  type ReportClauses,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { envelope, expectFieldErrors } from '../../../test/http.js';
import { addClause, createStandard } from '../criterion/criterion.test-support.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);

/** A standard with 5 (a heading), its requirements 5.1 and 5.2, and 6 (a requirement alone). */
async function standard() {
  const { call } = await signedIn(t, 'hdny');
  const law = await createStandard(call);
  const five = await addClause(call, law.id, '5', '绝缘');
  const fiveOne = await addClause(call, law.id, '5.1', '', '绝缘电阻不低于出厂值的 70%。');
  const fiveTwo = await addClause(call, law.id, '5.2', '', '介质损耗因数不大于 0.5%。');
  const six = await addClause(call, law.id, '6', '外观', '油箱无渗漏。');
  return { law, five, fiveOne, fiveTwo, six };
}

async function setup() {
  const clauses = await standard();
  const project = await kit.newProject();
  const inspector = await kit.member('staff', [[project.id, 'staff']]);
  const report = await kit.created(inspector, {
    report_type: 'inspection',
    project_id: project.id,
    report_date: '2025-05-06',
    conclusion: 'pass',
  });
  return { ...clauses, project, inspector, report };
}

const cite = async (who: Member, report: number, ids: unknown) =>
  envelope<CitedClause[]>(await who.call(ReportClauseCalls.set, { query: { id: report }, body: { clause_ids: ids } }));

describe('clauses a report cites', () => {
  it('are set by the writer on his draft, listed with their standard, audited, and listed as the clause’s evidence', async () => {
    const { law, fiveOne, six, inspector, report } = await setup();
    const res = await cite(inspector, report, [six.id, fiveOne.id]);
    expect(res).toMatchObject({ code: Code.Success, msg: '引用条款已保存' });
    // By standard, then natural code order.
    expect(res.data.map((clause) => clause.code)).toEqual(['5.1', '6']);
    expect(res.data[0]).toEqual({
      clause_id: fiveOne.id,
      law_id: law.id,
      law_code: law.code,
      law_title: law.title,
      code: '5.1',
      title: '',
    });
    const listed = envelope<ReportClauses>(await inspector.call(ReportClauseCalls.list, { query: { id: report } }));
    expect(listed.data.editable).toBe(true);
    expect(listed.data.clauses.map((clause) => clause.clause_id)).toEqual([fiveOne.id, six.id]);
    expect((await lastAudit(t.db, 'reports', report))?.changes).toEqual({
      clause_ids: { before: [], after: [fiveOne.id, six.id].sort((a, b) => a - b) },
    });

    // Replaced, not added to.
    expect((await cite(inspector, report, [six.id])).data.map((clause) => clause.code)).toEqual(['6']);

    // A clause's evidence is the reports citing it that the reader may see: the draft is its writer's alone.
    const { call: admin } = await signedIn(t, 'hdny');
    expect(
      envelope<ClauseEvidence[]>(await admin(ReportClauseCalls.evidence, { query: { clause_id: six.id } })).data,
    ).toEqual([]);
    const own = envelope<ClauseEvidence[]>(
      await inspector.call(ReportClauseCalls.evidence, { query: { clause_id: six.id } }),
    );
    expect(own.data).toEqual([
      expect.objectContaining({ id: report, report_type: 'inspection', report_date: '2025-05-06', status: 'draft' }),
    ]);
    await kit.submitted(report, '2025-05-06T08:00:00Z', 'EV-1');
    const seen = envelope<ClauseEvidence[]>(await admin(ReportClauseCalls.evidence, { query: { clause_id: six.id } }));
    expect(seen.data).toEqual([expect.objectContaining({ id: report, number: 'EV-1', status: 'submitted' })]);
    expect(
      envelope<ClauseEvidence[]>(await admin(ReportClauseCalls.evidence, { query: { clause_id: fiveOne.id } })).data,
    ).toEqual([]);
  });

  it('are locked once submitted and to anyone but the writer or uploader (code 7), changing nothing', async () => {
    const { fiveOne, six, project, inspector, report } = await setup();
    await cite(inspector, report, [fiveOne.id]);
    const other = await kit.member('staff', [[project.id, 'staff']]);
    const manager = await kit.member('manager', [[project.id, 'manager']]);
    const digest = await databaseDigest(t.db, ['sessions']);
    for (const who of [other, manager]) {
      const res = await cite(who, report, [six.id]);
      // Another inspector does not even see the draft; the manager may not change it.
      expect([Code.NotFound, Code.IllegalOperation]).toContain(res.code);
    }
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
    const read = async (who: Member) =>
      envelope<ReportClauses>(await who.call(ReportClauseCalls.list, { query: { id: report } })).data.editable;
    await kit.submitted(report, '2025-05-07T08:00:00Z');
    expect(await read(inspector)).toBe(false);
    expect(await read(manager)).toBe(false);
    const submitted = await databaseDigest(t.db, ['sessions']);
    const locked = await cite(inspector, report, [six.id]);
    expect(locked).toMatchObject({
      code: Code.IllegalOperation,
      msg: '只有报告的编写人或上传人可以在提交前修改引用条款',
    });
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(submitted);
  });

  it('refuses bad lists and clauses of another owner with a field error, changing nothing', async () => {
    const { fiveOne, inspector, report } = await setup();
    const { call: elsewhere } = await signedIn(t, 'xnsd');
    const foreignLaw = await createStandard(elsewhere);
    const foreign = await addClause(elsewhere, foreignLaw.id, '1', '总则');
    const digest = await databaseDigest(t.db, ['sessions']);
    expectFieldErrors(
      await inspector.call(ReportClauseCalls.set, { query: { id: report }, body: { clause_ids: [foreign.id] } }),
      ['clause_ids'],
    );
    expectFieldErrors(
      await inspector.call(ReportClauseCalls.set, {
        query: { id: report },
        body: { clause_ids: [fiveOne.id, fiveOne.id] },
      }),
      ['clause_ids'],
    );
    expectFieldErrors(
      await inspector.call(ReportClauseCalls.set, {
        query: { id: report },
        body: {
          clause_ids: Array.from({ length: 31 }, (_, i) => i + 1),
        },
      }),
      ['clause_ids'],
      '一份报告最多引用 30 条条款',
    );
    expectFieldErrors(
      await inspector.call(ReportClauseCalls.set, { query: { id: report }, body: { clause_ids: ['x'] } }),
      ['clause_ids.0'],
    );
    expectFieldErrors(await inspector.call(ReportClauseCalls.set, { query: { id: 'abc' }, body: { clause_ids: [] } }), [
      'id',
    ]);
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
    // Another owner's user finds neither the report nor the clause.
    expect(envelope(await elsewhere(ReportClauseCalls.list, { query: { id: report } })).code).toBe(Code.NotFound);
    expect(envelope(await elsewhere(ReportClauseCalls.evidence, { query: { clause_id: fiveOne.id } })).code).toBe(
      Code.NotFound,
    );
  });
});

describe("a standard's coverage on a project", () => {
  it('counts the requirements a submitted report of the project cites and lists the others in code order', async () => {
    const { law, fiveOne, fiveTwo, six, project, inspector, report } = await setup();
    const coverage = async () =>
      envelope<ClauseCoverage>(
        await inspector.call(ReportClauseCalls.coverage, { query: { law_id: law.id, project_id: project.id } }),
      ).data;
    // The heading 5 is no requirement of its own: three to cover.
    expect(await coverage()).toEqual({
      total: 3,
      cited: 0,
      uncited: [
        { id: fiveOne.id, code: '5.1', title: '', level: 2 },
        { id: fiveTwo.id, code: '5.2', title: '', level: 2 },
        { id: six.id, code: '6', title: '外观', level: 1 },
      ],
    });
    await cite(inspector, report, [fiveTwo.id]);
    // A draft's citation is no inspection yet.
    expect((await coverage()).cited).toBe(0);
    await kit.submitted(report, '2025-05-06T08:00:00Z');
    const after = await coverage();
    expect(after.cited).toBe(1);
    expect(after.uncited.map((clause) => clause.code)).toEqual(['5.1', '6']);

    // A report of another project does not cover this one.
    const elsewhere = await kit.newProject();
    const { call: admin } = await signedIn(t, 'hdny');
    const other = envelope<ClauseCoverage>(
      await admin(ReportClauseCalls.coverage, { query: { law_id: law.id, project_id: elsewhere.id } }),
    ).data;
    expect(other.cited).toBe(0);
  });

  it('is not found for a project the caller does not read or a standard of another owner', async () => {
    const { law, project, inspector } = await setup();
    const stranger = await kit.newProject();
    expect(
      envelope(await inspector.call(ReportClauseCalls.coverage, { query: { law_id: law.id, project_id: stranger.id } }))
        .code,
    ).toBe(Code.NotFound);
    const { call: elsewhere } = await signedIn(t, 'xnsd');
    expect(
      envelope(await elsewhere(ReportClauseCalls.coverage, { query: { law_id: law.id, project_id: project.id } })).code,
    ).toBe(Code.NotFound);
    expectFieldErrors(await inspector.call(ReportClauseCalls.coverage, { query: { law_id: 0, project_id: 1 } }), [
      'law_id',
    ]);
  });
});
