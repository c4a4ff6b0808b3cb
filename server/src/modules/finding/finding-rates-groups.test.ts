import { Code, FindingCalls, type FindingRate } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { readXlsx } from '../../platform/xlsx.js';
import { findings } from './finding.table.js';
import { dayFromToday, useFindingKit } from './finding.test-support.js';

const t = useTestApp();
const kit = useFindingKit(t);

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
    const rates = async (query: TestQuery<typeof FindingCalls.rates>) => {
      const res = envelope<FindingRate[]>(
        await boss.call(FindingCalls.rates, { query: { project_id: project.id, ...query } }),
      );
      expect(res.code, res.msg).toBe(Code.Success);
      return res.data;
    };
    const [byProject] = await rates({ group: 'project' });
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
    const [byInspector] = await rates({ group: 'inspector' });
    expect(byInspector).toMatchObject({ id: raiser.user.id, name: '评估检验', raised: 4, closure_rate: 0.75 });
    expect((await rates({ group: 'unit' }))[0]).toMatchObject({ raised: 4, response_rate: 0.5 });
    // Per type, in the settings' order: a, b, c closed; d open.
    expect(await rates({ group: 'type' })).toEqual([
      expect.objectContaining({ id: kit.type.id, name: kit.type.name, raised: 3, closed: 3, closure_rate: 1 }),
      expect.objectContaining({ id: otherType.id, name: otherType.name, raised: 1, closed: 0, closure_rate: 0 }),
    ]);
    // Nothing raised in the period: the project is listed with no rate, never NaN.
    const [empty] = await rates({ group: 'project', from: dayFromToday(1), to: dayFromToday(3) });
    expect(empty).toMatchObject({ raised: 0, closure_rate: null, response_rate: null });
    expect(await rates({ group: 'inspector', from: dayFromToday(1) })).toEqual([]);
    expect((await rates({ group: 'project', from: dayFromToday(0), to: dayFromToday(0) }))[0]?.raised).toBe(4);
    expectFieldErrors(await boss.call(FindingCalls.rates, { query: { group: 'x', from: '2026-13-01' } }), [
      'group',
      'from',
    ]);
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
      envelope<FindingRate[]>(
        await stranger.call(FindingCalls.rates, { query: { group: 'project', project_id: project.id } }),
      ).data,
    ).toEqual([]);
    const theirSheet = await readXlsx(
      (await stranger.call.get(`/api/finding/rates/export?group=project&project_id=${project.id}`)).rawPayload,
    );
    expect(theirSheet.rows).toEqual([]);
  });
});
