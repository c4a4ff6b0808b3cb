import { gunzipSync } from 'node:zlib';
import { Clause, ClauseTree, Code, CriterionCalls, type CriterionLaw, LawCalls } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { criterionClauses, criterionTreeVersions } from './criterion.table.js';
import { addClause, clauseCount, codesOf, createStandard, treeOf } from './criterion.test-support.js';

const t = useTestApp();

describe('the clauses of a standard', () => {
  it('keeps a clause tree in natural code order, each clause under its parent, audited', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    // Added out of order: the tree still reads 5, 5.2, 5.2.3, 5.10, 10.
    const five = await addClause(call, law.id, '5', '额定值');
    const ten = await addClause(call, law.id, '10', '试验');
    const fiveTen = await addClause(call, law.id, '5.10', '短路阻抗');
    const fiveTwo = await addClause(call, law.id, '5.2', '额定电压', '电压比偏差应满足规定。');
    const deep = await addClause(call, law.id, '5.2.3', '', '每个分接位置均应测量。');
    Clause.strict().parse(deep);
    const tree = await treeOf(call, law.id);
    ClauseTree.strict().parse(tree);
    expect(tree.law).toEqual({ id: law.id, code: law.code, title: law.title });
    expect(tree.clauses.map((c) => c.code)).toEqual(['5', '5.2', '5.2.3', '5.10', '10']);
    expect(tree.clauses.map((c) => c.level)).toEqual([1, 2, 3, 2, 1]);
    expect(fiveTwo.parent_id).toBe(five.id);
    expect(deep.parent_id).toBe(fiveTwo.id);
    expect(fiveTen.parent_id).toBe(five.id);
    expect(ten.parent_id).toBeNull();
    expect((await lastAudit(t.db, 'criterion_clauses', deep.id))?.action).toBe('create');

    const changed = envelope<Clause>(
      await call(CriterionCalls.update, {
        query: { id: fiveTen.id },
        body: { code: '5.11', title: '短路阻抗', requirement: '改' },
      }),
    );
    expect(changed.data).toMatchObject({ code: '5.11', requirement: '改', parent_id: five.id, level: 2 });
    expect((await lastAudit(t.db, 'criterion_clauses', fiveTen.id))?.changes.code).toEqual({
      before: '5.10',
      after: '5.11',
    });
    // A leaf may move under another existing parent.
    const moved = envelope<Clause>(
      await call(CriterionCalls.update, {
        query: { id: deep.id },
        body: { code: '10.1', title: '', requirement: '移动' },
      }),
    );
    expect(moved.data).toMatchObject({ parent_id: ten.id, level: 2 });
    expect(await codesOf(call, law.id)).toEqual(['5', '5.2', '5.11', '10', '10.1']);
  });

  it('holds codes to the rules: digits and dots, three levels, an existing parent, once per standard', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const five = await addClause(call, law.id, '5');
    await addClause(call, law.id, '5.2');
    const before = await clauseCount(t.db, law.id);
    const create = (code: unknown, fields: Record<string, unknown> = {}) =>
      call(CriterionCalls.create, {
        query: { law_id: law.id },
        body: { code, title: '标题', requirement: '', ...fields },
      });

    for (const bad of ['5.a', '5..2', '.5', '5.', '05', '5.02', 'A', '5 2', '12345']) {
      expectFieldErrors(await create(bad), ['code'], '条款编号应为以点分隔的数字，如 5、5.2、5.2.3');
    }
    expectFieldErrors(await create('5.2.3.1'), ['code'], '条款编号最多三级，如 5.2.3');
    expectFieldErrors(await create('6.1'), ['code'], '上级条款不存在，请先添加上级条款');
    expectFieldErrors(await create('5.3.1'), ['code'], '上级条款不存在，请先添加上级条款');
    expectFieldErrors(await create('5.2'), ['code'], '该标准已有此编号的条款');
    expectFieldErrors(await create(' '), ['code']);
    expectFieldErrors(await create(5), ['code']);
    expectFieldErrors(await create('7', { title: '', requirement: '' }), ['requirement'], '请填写条款标题或要求');
    expectFieldErrors(await create('7', { title: 'x'.repeat(201), requirement: 'a\u0000b' }), ['title', 'requirement']);
    expectFieldErrors(
      await call(CriterionCalls.update, { query: { id: five.id }, body: { code: '6', title: '改' } }),
      ['code'],
      '该条款有下级条款，不能修改编号',
    );
    expectFieldErrors(await call(CriterionCalls.tree, { query: { law_id: 'x' } }), ['law_id']);
    expectFieldErrors(await call(CriterionCalls.delete, { query: { id: five.id, subtree: 'yes' } }), ['subtree']);
    expect(envelope(await call(CriterionCalls.tree, { query: { law_id: 999999 } })).code).toBe(Code.NotFound);
    expect(
      envelope(await call(CriterionCalls.create, { query: { law_id: 999999 }, body: { code: '1', title: 't' } })).code,
    ).toBe(Code.NotFound);
    expect(await clauseCount(t.db, law.id)).toBe(before);
    // The same code is free in another standard.
    await addClause(call, (await createStandard(call)).id, '5');
  });

  it('answers a kept tree only while no server has written its clauses or renamed its law', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const five = await addClause(call, law.id, '5', '总则', '应符合本标准');
    await addClause(call, law.id, '5.1');
    const first = await treeOf(call, law.id);
    expect(await treeOf(call, law.id)).toEqual(first);

    // Written in the database as another server would, without this one's knowledge and without
    // touching the change time: the next answer shows it.
    await t.db
      .update(criterionClauses)
      .set({ requirement: '应符合本标准第 5 章' })
      .where(eq(criterionClauses.id, five.id));
    const edited = await treeOf(call, law.id);
    expect(edited.clauses.find((c) => c.id === five.id)?.requirement).toBe('应符合本标准第 5 章');

    await t.db
      .delete(criterionClauses)
      .where(and(eq(criterionClauses.lawId, law.id), eq(criterionClauses.code, '5.1')));
    expect((await treeOf(call, law.id)).clauses.map((c) => c.code)).toEqual(['5']);

    await t.db.insert(criterionClauses).values({
      ownerId: (await ownerByKey(t.db, 'hdny')).id,
      lawId: law.id,
      parentId: five.id,
      code: '5.2',
      sortPath: [5, 2],
      level: 2,
      title: '另一服务器写入',
    });
    expect((await treeOf(call, law.id)).clauses.map((c) => c.code)).toEqual(['5', '5.2']);

    expect(
      envelope(await call(LawCalls.update, { query: { id: law.id }, body: { ...law, title: '条款测试标准（修订）' } }))
        .code,
    ).toBe(Code.Success);
    expect((await treeOf(call, law.id)).law.title).toBe('条款测试标准（修订）');
  });

  it('sends the tree compressed to a client that takes gzip, the same tree as without', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    await addClause(call, law.id, '5', '总则', '应符合本标准'.repeat(50));
    const plain = await call(CriterionCalls.tree, { query: { law_id: law.id } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await call(CriterionCalls.tree, {
      query: { law_id: law.id },
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('deletes a clause with sub-clauses only when the subtree is confirmed; a law takes its clauses along', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const five = await addClause(call, law.id, '5');
    await addClause(call, law.id, '5.1');
    await addClause(call, law.id, '5.1.1');
    const six = await addClause(call, law.id, '6');
    const leaf = await addClause(call, law.id, '6.1');

    const refused = envelope(await call(CriterionCalls.delete, { query: { id: five.id } }));
    expect(refused).toMatchObject({ code: Code.IllegalOperation, msg: '该条款有 2 个下级条款，确认后将一并删除' });
    expect(await codesOf(call, law.id)).toEqual(['5', '5.1', '5.1.1', '6', '6.1']);

    const gone = envelope<{ count: number }>(await call(CriterionCalls.delete, { query: { id: five.id, subtree: 1 } }));
    expect(gone).toMatchObject({ code: Code.Success, data: { count: 3 }, msg: '已删除 3 条条款' });
    expect((await lastAudit(t.db, 'criterion_clauses', five.id))?.changes.sub_clauses_removed?.before).toBe(2);
    expect(envelope(await call(CriterionCalls.delete, { query: { id: leaf.id } })).data).toEqual({ count: 1 });
    expect(await codesOf(call, law.id)).toEqual(['6']);
    expect(envelope(await call(CriterionCalls.delete, { query: { id: leaf.id } })).code).toBe(Code.NotFound);

    expect(await t.db.select().from(criterionTreeVersions).where(eq(criterionTreeVersions.lawId, law.id))).toHaveLength(
      1,
    );
    expect(envelope(await call(LawCalls.delete, { query: { id: law.id } })).code).toBe(Code.Success);
    expect(await clauseCount(t.db, law.id)).toBe(0);
    // The count of the tree's writes goes with its law.
    expect(await t.db.select().from(criterionTreeVersions).where(eq(criterionTreeVersions.lawId, law.id))).toEqual([]);
    expect(
      envelope(await call(CriterionCalls.update, { query: { id: six.id }, body: { code: '6', title: 'x' } })).code,
    ).toBe(Code.NotFound);
  });

  it('offers the owner’s standards to pick, searched by code or title, and shows the demo trees', async () => {
    const { call } = await signedIn(t, 'hdny');
    const found = envelope<CriterionLaw[]>(await call(CriterionCalls.laws, { query: { q: 'GB/T 1094.1' } }));
    const demo = found.data.find((law) => law.code === 'GB/T 1094.1-2013');
    expect(demo).toBeDefined();
    const byTitle = envelope<CriterionLaw[]>(await call(CriterionCalls.laws, { query: { q: '互感器' } }));
    expect(byTitle.data.map((law) => law.code)).toContain('GB 50148-2010');
    expect(envelope<CriterionLaw[]>(await call(CriterionCalls.laws)).data.length).toBeGreaterThan(5);
    const codes = await codesOf(call, demo?.id ?? 0);
    expect(codes.length).toBeGreaterThan(12);
    // Natural order: 5.5 before 5.10, 11.1.2 before 11.2.
    expect(codes.indexOf('5.5')).toBeLessThan(codes.indexOf('5.10'));
    expect(codes.indexOf('11.1.2')).toBeLessThan(codes.indexOf('11.2'));
    expectFieldErrors(await call(CriterionCalls.laws, { query: { q: 'x'.repeat(101) } }), ['q']);
    // Another owner's laws are not offered.
    const other = await signedIn(t, 'xnsd');
    const theirs = envelope<CriterionLaw[]>(await other.call(CriterionCalls.laws, { query: { q: 1094 } })).data;
    expect(theirs).toEqual([]);
  });

  it("keeps another owner's clauses out of reach, changing nothing", async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const clause = await addClause(call, law.id, '3', '术语', '原文');
    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call(CriterionCalls.tree, { query: { law_id: law.id } }),
      await other.call(CriterionCalls.create, { query: { law_id: law.id }, body: { code: '4', title: '插入' } }),
      await other.call(CriterionCalls.update, { query: { id: clause.id }, body: { code: '3', title: '改' } }),
      await other.call(CriterionCalls.delete, { query: { id: clause.id, subtree: 1 } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    expect((await treeOf(call, law.id)).clauses).toEqual([clause]);
  });

  it("needs the page's actions and a session; manager, client and inspector read only", async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const clause = await addClause(call, law.id, '1', '范围', '适用范围');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'knowledge-criterion', action: 'delete' },
      async () => {
        expect(envelope(await call(CriterionCalls.delete, { query: { id: clause.id } })).code).toBe(Code.NoPermission);
      },
    );
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(
        (await treeOf(member.call, law.id)).clauses.map((c) => c.code),
        role,
      ).toEqual(['1']);
      expect(envelope(await member.call(CriterionCalls.laws)).code, role).toBe(Code.Success);
      for (const res of [
        await member.call(CriterionCalls.create, { query: { law_id: law.id }, body: { code: '2', title: 'x' } }),
        await member.call(CriterionCalls.update, { query: { id: clause.id }, body: { code: '1', title: 'x' } }),
        await member.call(CriterionCalls.delete, { query: { id: clause.id } }),
        await member.call.get('/api/criterion/import-template'),
      ]) {
        expect(envelope(res).code, role).toBe(Code.NoPermission);
      }
    }
    expect((await treeOf(call, law.id)).clauses).toEqual([clause]);
    expect(envelope(await callApi(t.app, undefined, CriterionCalls.tree, { query: { law_id: law.id } })).code).toBe(
      Code.NotLoggedIn,
    );
  });
});
