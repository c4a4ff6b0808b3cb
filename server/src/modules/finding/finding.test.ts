import {
  type ClauseFinding,
  Code,
  type FindingBody,
  type FindingCategory,
  type FindingDetail,
  type FindingRate,
} from '@app/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { envelope, expectFieldErrors } from '../../../test/http.js';
import { chinaDay } from '../../platform/china-time.js';
import { readXlsx } from '../../platform/xlsx.js';
import { addClause, createStandard } from '../criterion/criterion.test-support.js';
import { photoFile } from '../form/form.test-support.js';
import { inboxItems } from '../inbox/inbox.table.js';
import { type Member, reportKit } from '../report/report.test-support.js';
import { findingCategories, findingSteps, findings } from './finding.table.js';
import { remindOverdueFindings } from './finding-overdue.js';
import { findingModule } from './index.js';

const t = useTestApp();
const dayFromToday = (days: number) => chinaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

let kit: Awaited<ReturnType<typeof findingKit>>;
beforeAll(async () => {
  kit = await findingKit();
});

/** A project of the demo owner nobody works on, its inspector (the raiser), a colleague, its manager, the client and an outsider. */
async function findingKit() {
  const reports = reportKit(t);
  const owner = await ownerByKey(t.db, 'hdny');
  const project = await reports.newProject();
  const inspector = await reports.member('staff', [[project.id, 'staff']], '孙检验');
  const colleague = await reports.member('staff', [[project.id, 'staff']], '周检验');
  const other = await reports.member('staff', [[project.id, 'staff']], '钱检验');
  const manager = await reports.member('manager', [[project.id, 'manager']], '吴经理');
  const client = await reports.member('wtf', [], '郑业主');
  const outsider = await reports.member('staff', [], '冯检验');
  const [type, secondType] = await t.db
    .select()
    .from(findingCategories)
    .where(and(eq(findingCategories.ownerId, owner.id), eq(findingCategories.kind, 'type')))
    .orderBy(asc(findingCategories.sort), asc(findingCategories.id));
  if (!type || !secondType) throw new Error('the demo owner has not two finding types');

  const body = (fields: Partial<FindingBody> = {}): FindingBody => ({
    project_id: project.id,
    type_id: type.id,
    description: '油箱焊缝渗油',
    location: '1#主变',
    responsible_id: colleague.user.id,
    due_date: dayFromToday(5),
    ...fields,
  });
  const raise = (who: Member, fields: Partial<FindingBody> | Record<string, unknown> = {}) =>
    who.call.post('/api/finding/create', body(fields as Partial<FindingBody>));
  async function raised(who: Member = inspector, fields: Partial<FindingBody> = {}) {
    const res = envelope<FindingDetail>(await raise(who, fields));
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  }
  const act = async (who: Member, id: number, step: Record<string, unknown>) =>
    envelope<FindingDetail>(await who.call.post(`/api/finding/act?id=${id}`, step));
  async function acted(who: Member, id: number, step: Record<string, unknown>) {
    const res = await act(who, id, step);
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  }
  const view = async (who: Member, id: number) =>
    envelope<FindingDetail>(await who.call.get(`/api/finding/view?id=${id}`));
  const photoOf = (who: Member) => photoFile(t.db, { ownerId: owner.id, uploaderId: who.user.id });
  const findingCount = async () => (await t.db.select({ n: count() }).from(findings))[0]?.n ?? 0;
  const row = async (id: number) => (await t.db.select().from(findings).where(eq(findings.id, id)))[0];
  const overdueNotices = async (who: Member, id: number) =>
    (
      await t.db
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, who.user.id), eq(inboxItems.kind, 'overdue')))
    ).filter((notice) => notice.link.endsWith(`finding=${id}`));
  return {
    ...reports,
    owner,
    project,
    type,
    secondType,
    inspector,
    colleague,
    other,
    manager,
    client,
    outsider,
    raise,
    raised,
    act,
    acted,
    view,
    photoOf,
    findingCount,
    row,
    overdueNotices,
  };
}

describe('finding settings', () => {
  it('gives the demo owner its types and themes; the administrator adds and disables them, names once per list', async () => {
    const { call } = await signedIn(t, 'hdny');
    const listed = envelope<FindingCategory[]>(await call.get('/api/finding/categories'));
    expect(listed.data.filter((c) => c.kind === 'type').map((c) => c.name)).toContain('质量问题');
    expect(listed.data.filter((c) => c.kind === 'theme').map((c) => c.name)).toContain('焊接');

    const made = envelope<FindingCategory>(
      await call.post('/api/finding/category-create', { kind: 'theme', name: '防腐', sort: 90 }),
    );
    expect(made.data).toMatchObject({ kind: 'theme', name: '防腐', enabled: true });
    expect((await lastAudit(t.db, 'finding_categories', made.data.id))?.action).toBe('create');
    expectFieldErrors(await call.post('/api/finding/category-create', { kind: 'theme', name: '防腐' }), ['name']);
    // The same name is free in the other list.
    expect(envelope(await call.post('/api/finding/category-create', { kind: 'type', name: '防腐' })).code).toBe(
      Code.Success,
    );
    expectFieldErrors(await call.post('/api/finding/category-create', { kind: 'x', name: '' }), ['kind', 'name']);
    const off = envelope<FindingCategory>(
      await call.post(`/api/finding/category-update?id=${made.data.id}`, {
        kind: 'theme',
        name: '防腐',
        sort: 90,
        enabled: false,
      }),
    );
    expect(off.data.enabled).toBe(false);
    // A disabled theme is not offered, and a finding cannot name it.
    const options = envelope<{ themes: { id: number }[] }>(
      await kit.inspector.call.get(`/api/finding/options?project_id=${kit.project.id}`),
    );
    expect(options.data.themes.map((theme) => theme.id)).not.toContain(made.data.id);
    expectFieldErrors(await kit.raise(kit.inspector, { theme_id: made.data.id }), ['theme_id']);
  });

  it('is the administrator’s: an inspector may not read or change it', async () => {
    expect(envelope(await kit.inspector.call.get('/api/finding/categories')).code).toBe(Code.NoPermission);
    expect(
      envelope(await kit.manager.call.post('/api/finding/category-create', { kind: 'type', name: '越权' })).code,
    ).toBe(Code.NoPermission);
  });
});

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
      await kit.colleague.call.post(`/api/finding/act?id=${finding.id}`, {
        action: 'submit',
        note: '已整改',
        file_ids: [foreign],
      }),
      ['file_ids'],
    );
    expectFieldErrors(await kit.colleague.call.post(`/api/finding/act?id=${finding.id}`, { action: 'submit' }), [
      'note',
    ]);
    expect((await kit.row(finding.id))?.state).toBe('open');
  });
});

describe('raising a finding', () => {
  it('answers field errors for bad input and stores nothing', async () => {
    const before = await kit.findingCount();
    const xnsd = await ownerByKey(t.db, 'xnsd');
    const [foreignType] = await t.db.select().from(findingCategories).where(eq(findingCategories.ownerId, xnsd.id));
    expectFieldErrors(await kit.raise(kit.inspector, { description: ' ', due_date: '2026-02-30' }), [
      'description',
      'due_date',
    ]);
    expectFieldErrors(
      await kit.raise(kit.inspector, {
        type_id: foreignType?.id ?? 999999,
        due_date: dayFromToday(-1),
        responsible_id: kit.outsider.user.id,
        clause_id: 999999,
        equipment_id: 999999,
        report_id: 999999,
      }),
      ['type_id', 'due_date', 'responsible_id', 'clause_id', 'equipment_id', 'report_id'],
    );
    expectFieldErrors(await kit.raise(kit.inspector, { responsible_id: null, responsible_org: '' }), [
      'responsible_id',
    ]);
    expect(await kit.findingCount()).toBe(before);
    // An organisation may be responsible instead of a member.
    const byOrg = await kit.raised(kit.inspector, { responsible_id: null, responsible_org: '某施工单位' });
    expect(byOrg.responsible_name).toBe('某施工单位');
  });

  it('is refused without the page permission, and on a project the caller does not work on', async () => {
    const before = await kit.findingCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'staff', pageKey: 'project-found-list', action: 'create' },
      async () => {
        expect(envelope(await kit.raise(kit.inspector)).code).toBe(Code.NoPermission);
      },
    );
    expect(envelope(await kit.raise(kit.outsider)).code).toBe(Code.NotFound);
    expect(await kit.findingCount()).toBe(before);
    const res = await t.app.inject({ method: 'GET', url: '/api/finding/rates' });
    expect(envelope(res).code).toBe(Code.NotLoggedIn);
  });

  it('keeps another owner’s users and outsiders away from a finding', async () => {
    const finding = await kit.raised();
    const stranger = await signedIn(t, 'xnsd');
    expect(envelope(await stranger.call.get(`/api/finding/view?id=${finding.id}`)).code).toBe(Code.NotFound);
    expect(
      envelope(await stranger.call.post(`/api/finding/act?id=${finding.id}`, { action: 'submit', note: 'x' })).code,
    ).toBe(Code.NotFound);
    const listed = envelope<{ result: unknown[] }>(
      await stranger.call.get(`/api/finding/index?project_id=${kit.project.id}`),
    );
    expect(listed.data.result).toEqual([]);
    expect(envelope(await kit.outsider.call.get(`/api/finding/view?id=${finding.id}`)).code).toBe(Code.NotFound);
    expect((await kit.row(finding.id))?.state).toBe('open');
  });

  it('pages a project’s findings in the sort’s order, of every state or of one, first pages read in one statement', async () => {
    // More than a page of 15 (the smallest size).
    for (let n = 0; n < 16; n++) await kit.raised();
    const page = async (query: string) => {
      const res = envelope<{ result: { id: number }[] }>(
        await kit.manager.call.get(`/api/finding/index?project_id=${kit.project.id}&${query}`),
      );
      expect(res.code, `${query}: ${res.msg} ${JSON.stringify(res.errdata)}`).toBe(Code.Success);
      return res.data.result.map((row) => row.id);
    };
    const stored = await t.db
      .select({ id: findings.id })
      .from(findings)
      .where(eq(findings.projectId, kit.project.id))
      .orderBy(desc(findings.raisedAt), desc(findings.id));
    const newestFirst = stored.map((row) => row.id);
    expect(newestFirst.length).toBeGreaterThan(15);
    const paged = [...(await page('per-page=15&page=1')), ...(await page('per-page=15&page=2'))];
    expect(paged).toEqual(newestFirst.slice(0, 30));
    expect(await page('per-page=-1')).toEqual(newestFirst);
    expect(await page('per-page=15&page=1&sort=raised_at')).toEqual([...newestFirst].reverse().slice(0, 15));

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
      ...(await page('per-page=15&page=1&filter[state]=open')),
      ...(await page('per-page=15&page=2&filter[state]=open')),
    ]).toEqual(open.slice(0, 30));
    expect(await page('per-page=15&page=1&filter[state]=submitted')).toContain(newestFirst[0]);
    expect(await page('per-page=15&page=1&filter[state]=closed')).not.toContain(newestFirst[0]);
  });

  it('lists a project’s findings with their filters', async () => {
    const important = await kit.raised(kit.inspector, {
      is_important: true,
      on_focus: true,
      description: '筛选用问题',
    });
    const list = async (query: string) =>
      envelope<{ result: { id: number }[] }>(
        await kit.manager.call.get(`/api/finding/index?project_id=${kit.project.id}&${query}`),
      ).data.result.map((row) => row.id);
    expect(await list('filter[on_focus]=true')).toContain(important.id);
    expect(await list('filter[state]=closed')).not.toContain(important.id);
    expect(await list('filter[overdue]=false')).toContain(important.id);
    expect(await list('filter[overdue]=true')).not.toContain(important.id);
    expect(await list(`filter[description]=${encodeURIComponent('筛选用')}`)).toEqual([important.id]);
    // A shape of filters is prepared once: asked again with other values, it answers for them.
    expect(await list(`filter[description]=${encodeURIComponent('没有这样的问题')}`)).toEqual([]);
    expect(await list('filter[on_focus]=false')).not.toContain(important.id);
    expect(await list('filter[on_focus]=true&filter[is_important]=true')).toEqual([important.id]);
    expect(await list('filter[on_focus]=true&filter[is_important]=false')).toEqual([]);
    const unfocused = (
      await t.db
        .select({ id: findings.id })
        .from(findings)
        .where(and(eq(findings.projectId, kit.project.id), eq(findings.onFocus, false)))
        .orderBy(desc(findings.raisedAt), desc(findings.id))
    ).map((row) => row.id);
    expect(unfocused.length).toBeGreaterThan(15);
    expect([
      ...(await list('per-page=15&page=1&filter[on_focus]=false')),
      ...(await list('per-page=15&page=2&filter[on_focus]=false')),
    ]).toEqual(unfocused.slice(0, 30));
    expectFieldErrors(await kit.manager.call.get('/api/finding/index?project_id=x'), ['project_id']);
  });
});

describe('the rates', () => {
  it('counts a hand-computed fixture: 4 raised, 3 closed, 2 answered in time → 75 % and 50 %', async () => {
    const project = await kit.newProject();
    const raiser = await kit.member('staff', [[project.id, 'staff']], '评估检验');
    const fixer = await kit.member('staff', [[project.id, 'staff']], '评估整改');
    const boss = await kit.member('manager', [[project.id, 'manager']], '评估经理');
    const fields = { project_id: project.id, responsible_id: fixer.user.id };
    const otherType = kit.secondType;
    const [a, b, c, d] = [
      await kit.raised(raiser, fields),
      await kit.raised(raiser, fields),
      await kit.raised(raiser, fields),
      await kit.raised(raiser, { ...fields, type_id: otherType.id }),
    ];
    if (!a || !b || !c || !d) throw new Error('not raised');
    for (const f of [a, b, c]) {
      await kit.acted(fixer, f.id, { action: 'submit', note: '已整改' });
      await kit.acted(raiser, f.id, { action: 'verify' });
    }
    // c's first rectification came two days after its due date.
    await t.db
      .update(findings)
      .set({ dueDate: dayFromToday(-2) })
      .where(eq(findings.id, c.id));
    const rates = async (query: string) => {
      const res = envelope<FindingRate[]>(await boss.call.get(`/api/finding/rates?project_id=${project.id}&${query}`));
      expect(res.code, res.msg).toBe(Code.Success);
      return res.data;
    };
    const [byProject] = await rates('group=project');
    expect(byProject).toMatchObject({
      id: project.id,
      name: project.name,
      raised: 4,
      closed: 3,
      rectified: 3,
      answered_in_time: 2,
      overdue: 0,
      closure_rate: 0.75,
      response_rate: 0.5,
    });
    const [byInspector] = await rates('group=inspector');
    expect(byInspector).toMatchObject({ id: raiser.user.id, name: '评估检验', raised: 4, closure_rate: 0.75 });
    expect((await rates('group=unit'))[0]).toMatchObject({ raised: 4, response_rate: 0.5 });
    // Per type, in the settings' order: a, b, c closed; d open.
    expect(await rates('group=type')).toEqual([
      expect.objectContaining({ id: kit.type.id, name: kit.type.name, raised: 3, closed: 3, closure_rate: 1 }),
      expect.objectContaining({ id: otherType.id, name: otherType.name, raised: 1, closed: 0, closure_rate: 0 }),
    ]);
    // Nothing raised in the period: the project is listed with no rate, never NaN.
    const [empty] = await rates(`group=project&from=${dayFromToday(1)}&to=${dayFromToday(3)}`);
    expect(empty).toMatchObject({ raised: 0, closure_rate: null, response_rate: null });
    expect(await rates(`group=inspector&from=${dayFromToday(1)}`)).toEqual([]);
    expect((await rates(`group=project&from=${dayFromToday(0)}&to=${dayFromToday(0)}`))[0]?.raised).toBe(4);
    expectFieldErrors(await boss.call.get('/api/finding/rates?group=x&from=2026-13-01'), ['group', 'from']);
    // 问题汇总 as a workbook: the same rows, the rates in %; the same refusals.
    const sheet = await readXlsx(
      (await boss.call.get(`/api/finding/rates/export?group=type&project_id=${project.id}`)).rawPayload,
    );
    expect(sheet.header).toEqual([
      '问题类型',
      '提出',
      '销号',
      '已整改',
      '按期响应',
      '逾期',
      '报告数',
      '闭合率（%）',
      '响应率（%）',
    ]);
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      [kit.type.name, '3', '3', '3', '2', '0', '0', '100', '66.7'],
      [otherType.name, '1', '0', '0', '0', '0', '0', '0', '0'],
    ]);
    expectFieldErrors(await boss.call.get('/api/finding/rates/export?group=x'), ['group']);
    // Another owner sees none of them.
    const stranger = await signedIn(t, 'xnsd');
    expect(
      envelope<FindingRate[]>(await stranger.call.get(`/api/finding/rates?group=project&project_id=${project.id}`))
        .data,
    ).toEqual([]);
    const theirSheet = await readXlsx(
      (await stranger.call.get(`/api/finding/rates/export?group=project&project_id=${project.id}`)).rawPayload,
    );
    expect(theirSheet.rows).toEqual([]);
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
      await kit.manager.call.get(`/api/finding/by-clause?clause_id=${clause.id}`),
    );
    expect(listed.data).toEqual([
      expect.objectContaining({ id: cited.id, project_id: kit.project.id, description: '油箱焊缝渗油', state: 'open' }),
    ]);
    // An inspector of no project of the finding sees none of it.
    expect(
      envelope<ClauseFinding[]>(await kit.outsider.call.get(`/api/finding/by-clause?clause_id=${clause.id}`)).data,
    ).toEqual([]);
    const { call: elsewhere } = await signedIn(t, 'xnsd');
    expect(
      envelope<ClauseFinding[]>(await elsewhere.get(`/api/finding/by-clause?clause_id=${clause.id}`)).data,
    ).toEqual([]);
    expectFieldErrors(await admin.get('/api/finding/by-clause?clause_id=x'), ['clause_id']);
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
    const rates = envelope<FindingRate[]>(await kit.manager.call.get('/api/finding/rates?group=project'));
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
