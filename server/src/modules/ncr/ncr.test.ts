import { Code, type NcrActBody, NcrCalls } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { auditLog } from '../../core/audit.table.js';
import type { Member } from '../report/report.test-support.js';
import { seedDemoNcrCases } from './ncr.demo.js';
import { ncrCases, ncrSteps } from './ncr.table.js';
import { dayFromToday, ncrKit, type OpenState } from './ncr.test-support.js';
import { openNcrsOf } from './ncr-case.js';

const t = useTestApp();
let kit: Awaited<ReturnType<typeof ncrKit>>;
beforeAll(async () => {
  kit = await ncrKit(t);
});

/** Runs `call`, expects `code` (and message `msg` when given), and that nothing in the database changed. */
async function changesNothing(code: Code, call: () => ReturnType<typeof kit.act>, msg?: string) {
  const digest = await databaseDigest(t.db, ['sessions']);
  const res = await call();
  expect(res.code, res.msg).toBe(code);
  if (msg) expect(res.msg).toBe(msg);
  expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
  return res;
}

const stepsOf = (id: number) => t.db.select().from(ncrSteps).where(eq(ncrSteps.ncrId, id)).orderBy(ncrSteps.id);

describe('the NCR loop', () => {
  it('goes from disposition to closed, with a rejected plan and a failed verification, each step recorded and told', async () => {
    const { inspector, colleague, manager, client } = kit;
    const id = await kit.raised();
    const link = `/project/found/report/list/detail/${id}/${await kit.templateId('hdny', '不符合项报告')}`;
    const title = await kit.titleOf(id);

    const opened = (await kit.detail(client, id)).data;
    expect(opened).toMatchObject({ id, state: 'disposition', raised: true, disposition: null, steps: [] });
    expect(opened.actions).toEqual(['dispose']);
    expect((await kit.detail(inspector, id)).data.actions).toEqual([]);
    expect(opened.responsible_candidates.map((person) => person.name)).toEqual(
      expect.arrayContaining(['孙检验', '周检验', '吴经理']),
    );
    expect(opened.responsible_candidates.map((person) => person.name)).not.toContain('郑业主');

    const disposed = await kit.acted(client, id, { action: 'dispose', disposition: 'rework', note: '返工处理' });
    expect(disposed).toMatchObject({ state: 'plan', disposition: 'rework', disposition_note: '返工处理', actions: [] });
    expect((await kit.detail(inspector, id)).data.actions).toEqual(['plan']);

    await kit.acted(inspector, id, { ...kit.plan(), plan: '第一版计划' });
    // The client proposed the disposition: judging the plan is another's (the four-eyes rule).
    expect((await kit.detail(client, id)).data.actions).toEqual([]);
    const rejected = await kit.acted(manager, id, { action: 'reject', note: '措施不具体' });
    expect(rejected.state).toBe('plan');
    expect((await kit.noticesOf(inspector)).at(-1)).toMatchObject({
      kind: 'sent_back',
      title: `整改计划被退回：${title}`,
      body: '吴经理 退回了您编写的整改计划：措施不具体',
      link,
    });

    const due = dayFromToday(10);
    const planned = await kit.acted(inspector, id, { ...kit.plan(colleague), due_date: due });
    expect(planned).toMatchObject({
      state: 'approval',
      plan: '更换不合格密封圈并复测泄漏率',
      responsible: { id: colleague.user.id, name: '周检验' },
      due_date: due,
      overdue: false,
      planned_by_name: '孙检验',
    });
    expect((await kit.detail(manager, id)).data.actions).toEqual(['approve', 'reject']);
    await kit.acted(manager, id, { action: 'approve' });
    expect((await kit.noticesOf(colleague)).at(-1)).toMatchObject({
      kind: 'task',
      title: `整改计划已批准：${title}`,
      body: `您是该不符合项的整改责任人，请在 ${due} 前完成整改并记录执行情况`,
      link,
    });

    const photo = await kit.photoOf(colleague);
    const executed = await kit.acted(colleague, id, { action: 'execute', note: '已返工', file_ids: [photo] });
    expect(executed).toMatchObject({ state: 'verification', execution_note: '已返工' });
    expect(executed.steps.at(-1)?.files).toEqual([{ id: photo, name: '现场照片.jpg' }]);
    expect((await kit.noticesOf(inspector)).at(-1)).toMatchObject({ kind: 'task', title: `待验证：${title}` });

    expect((await kit.acted(manager, id, { action: 'fail', note: '复测仍有泄漏' })).state).toBe('execution');
    await kit.acted(colleague, id, { action: 'execute', note: '再次返工', file_ids: [] });
    const closed = await kit.acted(manager, id, { action: 'verify', note: '复测合格' });
    expect(closed).toMatchObject({ state: 'closed', actions: [], overdue: false, execution_note: '再次返工' });
    expect(closed.closed_at).not.toBeNull();
    expect((await kit.noticesOf(inspector)).at(-1)).toMatchObject({
      kind: 'result',
      title: `不符合项已关闭：${title}`,
      body: '吴经理 验证通过，不符合项已关闭',
    });

    expect(closed.steps.map((step) => [step.action, step.from_state, step.to_state, step.actor_name])).toEqual([
      ['dispose', 'disposition', 'plan', '郑业主'],
      ['plan', 'plan', 'approval', '孙检验'],
      ['reject', 'approval', 'plan', '吴经理'],
      ['plan', 'plan', 'approval', '孙检验'],
      ['approve', 'approval', 'execution', '吴经理'],
      ['execute', 'execution', 'verification', '周检验'],
      ['fail', 'verification', 'execution', '吴经理'],
      ['execute', 'execution', 'verification', '周检验'],
      ['verify', 'verification', 'closed', '吴经理'],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ncr_cases'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(9);
    expect((await lastAudit(t.db, 'ncr_cases', id))?.changes).toMatchObject({
      state: { before: 'verification', after: 'closed' },
      step: { before: null, after: 'verify' },
    });
  });

  it('lists a submitted open NCR among the equipment’s open ones, and neither a closed nor a draft one', async () => {
    const open = await kit.ncrAt('execution');
    const draft = await kit.draft();
    const closing = await kit.ncrAt('verification');
    // An inspector verifies as well as a manager.
    expect((await kit.detail(kit.inspector, closing)).data.actions).toEqual(['verify', 'fail']);
    await kit.acted(kit.inspector, closing, { action: 'verify', note: '合格' });
    const listed = (await openNcrsOf(t.db, kit.owner.id, kit.equipmentId)).map((ncr) => ncr.id);
    expect(listed).toContain(open);
    expect(listed).not.toContain(draft);
    expect(listed).not.toContain(closing);
  });
});

describe('who may take each step', () => {
  const refusals: [OpenState, NcrActBody, keyof typeof roles][] = [
    ['disposition', { action: 'dispose', disposition: 'scrap', note: '报废' }, 'staff'],
    ['plan', { action: 'plan', plan: '计划', responsible_id: 1, due_date: '2999-01-01' }, 'wtf'],
    ['approval', { action: 'approve' }, 'staff'],
    ['approval', { action: 'reject', note: '不同意' }, 'staff'],
    ['execution', { action: 'execute', note: '已整改', file_ids: [] }, 'wtf'],
    ['verification', { action: 'verify', note: '合格' }, 'wtf'],
    ['verification', { action: 'fail', note: '不合格' }, 'wtf'],
  ];
  const roles = { staff: () => kit.colleague, wtf: () => kit.client } as const;

  it.each(refusals)('in %s, refuses %o to the %s role with code 3, changing nothing', async (state, body, role) => {
    const id = await kit.ncrAt(state);
    await changesNothing(Code.NoPermission, () => kit.act(roles[role](), id, body), '您的角色不能执行此步骤');
  });

  it('never lets the author of a plan approve or reject it; an administrator may', async () => {
    const id = await kit.ncrAt('plan');
    await kit.acted(kit.manager, id, kit.plan());
    expect((await kit.detail(kit.manager, id)).data.actions).toEqual([]);
    for (const body of [{ action: 'approve' }, { action: 'reject', note: '不同意' }] as const) {
      await changesNothing(
        Code.IllegalOperation,
        () => kit.act(kit.manager, id, body),
        '不能审批自己提出、处置或编制的整改计划（四眼原则），请由其他人员审批',
      );
    }
    expect((await kit.acted(await signedIn(t, 'hdny', 'admin'), id, { action: 'approve' })).state).toBe('execution');
  });

  it('answers a step of another state with code 0, changing nothing', async () => {
    const id = await kit.ncrAt('plan');
    const moved = '该不符合项已被他人处理，请查看最新进度';
    await changesNothing(
      Code.Warning,
      () => kit.act(kit.client, id, { action: 'dispose', disposition: 'scrap', note: '报废' }),
      moved,
    );
    await changesNothing(Code.Warning, () => kit.act(kit.manager, id, { action: 'approve' }), moved);
    expect((await kit.caseRow(id))?.state).toBe('plan');
  });

  it('waits for the form’s submission: its author’s draft is refused with code 7, another’s is not found', async () => {
    const id = await kit.draft(kit.manager);
    const own = (await kit.detail(kit.manager, id)).data;
    expect(own).toMatchObject({ state: 'disposition', raised: false, actions: [] });
    const dispose = { action: 'dispose', disposition: 'repair', note: '返修' } as const;
    await changesNothing(
      Code.IllegalOperation,
      () => kit.act(kit.manager, id, dispose),
      '不符合项报告提交后才能开始处置流程',
    );
    await changesNothing(Code.NotFound, () => kit.act(kit.client, id, dispose));
    expect((await kit.detail(kit.client, id)).code).toBe(Code.NotFound);
  });

  it("keeps another owner's user and an inspector off the project out: not found, nothing changed", async () => {
    const id = await kit.ncrAt('disposition');
    const stranger = await signedIn(t, 'xnsd', 'admin');
    const dispose = { action: 'dispose', disposition: 'repair', note: '返修' } as const;
    for (const who of [stranger, kit.outsider]) {
      expect((await kit.detail(who, id)).code).toBe(Code.NotFound);
      await changesNothing(Code.NotFound, () => kit.act(who, id, dispose));
    }
    expect((await kit.detail(kit.client, 999_999)).code).toBe(Code.NotFound);
  });

  it('needs the report list’s index right to read and to act, and a session', async () => {
    const id = await kit.ncrAt('disposition');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'wtf', pageKey: 'project-report-list', action: 'index' },
      async () => {
        expect((await kit.detail(kit.client, id)).code).toBe(Code.NoPermission);
        await changesNothing(Code.NoPermission, () =>
          kit.act(kit.client, id, { action: 'dispose', disposition: 'repair', note: '返修' }),
        );
      },
    );
    expect(envelope(await callApi(t.app, undefined, NcrCalls.detail, { query: { id } })).code).toBe(Code.NotLoggedIn);
  });
});

describe('what a step carries', () => {
  it('makes only someone working on the project responsible, by a due date from today on', async () => {
    const id = await kit.ncrAt('plan');
    const refused = (body: NcrActBody, fields: Record<string, string[]>) =>
      changesNothing(Code.FieldErrors, () => kit.act(kit.inspector, id, body)).then((res) =>
        expect(res.errdata).toEqual(fields),
      );
    await refused(kit.plan(kit.outsider), { responsible_id: ['责任人须是本项目的成员'] });
    await refused(kit.plan(kit.client), { responsible_id: ['责任人须是本项目的成员'] });
    await refused({ ...kit.plan(), due_date: dayFromToday(-1) }, { due_date: ['整改期限不能早于今天'] });
    await refused(
      { ...kit.plan(kit.outsider), due_date: '2001-01-01' },
      { responsible_id: ['责任人须是本项目的成员'], due_date: ['整改期限不能早于今天'] },
    );
    // Today itself is a due date the plan may keep.
    expect((await kit.acted(kit.inspector, id, { ...kit.plan(), due_date: dayFromToday(0) })).state).toBe('approval');
  });

  it("takes as evidence only the caller's own finished photos", async () => {
    const id = await kit.ncrAt('execution');
    const others = await kit.photoOf(kit.inspector);
    const body = (fileIds: string[]): NcrActBody => ({ action: 'execute', note: '已整改', file_ids: fileIds });
    const res = await changesNothing(Code.FieldErrors, () => kit.act(kit.colleague, id, body([others])));
    expect(res.errdata).toEqual({ file_ids: ['请上传您自己的照片作为证据'] });
    const missing = '00000000-0000-4000-8000-000000000000';
    await changesNothing(Code.FieldErrors, () => kit.act(kit.colleague, id, body([missing])));
    const own = await kit.photoOf(kit.colleague);
    expect((await kit.acted(kit.colleague, id, body([own, own]))).steps.at(-1)?.files.map((f) => f.id)).toEqual([own]);
  });

  it('answers bad input with field errors, changing nothing', async () => {
    const id = await kit.ncrAt('disposition');
    const bad = async (
      who: Member,
      body: Record<string, unknown>,
      fields: string[],
      query: { id: number | string } = { id },
    ) => {
      const digest = await databaseDigest(t.db, ['sessions']);
      expectFieldErrors(await who.call(NcrCalls.act, { query, body }), fields);
      expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
    };
    await bad(kit.client, { action: 'close' }, ['action']);
    await bad(kit.client, {}, ['action']);
    await bad(kit.client, { action: 'dispose' }, ['disposition', 'note']);
    await bad(kit.client, { action: 'dispose', disposition: 'burn', note: ' ' }, ['disposition', 'note']);
    await bad(kit.client, { action: 'dispose', disposition: 'repair', note: 'x'.repeat(1001) }, ['note']);
    await bad(kit.inspector, { action: 'plan', due_date: '2025-02-30', responsible_id: 'me' }, [
      'plan',
      'responsible_id',
      'due_date',
    ]);
    await bad(kit.colleague, { action: 'execute', note: '已整改', file_ids: ['a.jpg'] }, ['file_ids.0']);
    await bad(kit.client, { action: 'approve' }, ['id'], { id: 'abc' });
    expectFieldErrors(await kit.client.call(NcrCalls.detail, { query: { id: 0 } }), ['id']);
    expect(await stepsOf(id)).toEqual([]);
  });
});

describe('the demo data', () => {
  it('opens the loop of each NCR report of the owner that has none, on its project’s first piece', async () => {
    const id = await kit.raised();
    await t.db.delete(ncrCases).where(eq(ncrCases.formInstanceId, id));
    await seedDemoNcrCases(t.db, { id: kit.owner.id, key: 'hdny' });
    const reopened = await kit.caseRow(id);
    expect(reopened).toMatchObject({
      state: 'disposition',
      ownerId: kit.owner.id,
      equipmentId: kit.equipmentId,
      createdBy: kit.inspector.user.id,
    });
    // A second run, like this one, leaves the NCRs that have their loop as they are.
    await seedDemoNcrCases(t.db, { id: kit.owner.id, key: 'hdny' });
    expect(await kit.caseRow(id)).toEqual(reopened);
  });
});
