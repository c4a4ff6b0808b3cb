import { Code, FORM_FAMILIES, FormCalls, type FormInstanceRow, type ListData, type NumberRule } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { createOwner, ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { formNumberCounters, formNumberRules } from './form.table.js';
import { photoFile, SAMPLE_ITEMS } from './form.test-support.js';
import { numberOf, numberPrefix } from './numbering.js';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof signedIn>>;
const year = () => new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date());
let serial = 0;

async function sampleTemplate(member: Member, family: string) {
  const name = `编号测试${++serial}`;
  const created = envelope<{ id: number }>(await member.call(FormCalls.createTemplate, { body: { name, family } }));
  await member.call(FormCalls.saveDraft, { body: { id: created.data.id, name, family, items: SAMPLE_ITEMS } });
  await member.call(FormCalls.publish, { body: { id: created.data.id } });
  return created.data.id;
}

async function answersOf(member: Member) {
  const owner = await ownerByKey(t.db, 'hdny');
  const photo = await photoFile(t.db, { ownerId: owner.id, uploaderId: member.user.id });
  return {
    appearance: 'pass',
    thickness: 20,
    photos: [photo],
    inspector: { fileId: photo, signer: '王检验', signedAt: '2025-03-12T10:00:00+08:00' },
  };
}

async function draft(member: Member, templateId: number, projectId?: number) {
  const res = envelope<{ id: number }>(
    await member.call(FormCalls.createInstance, {
      body: {
        template_id: templateId,
        ...(projectId ? { project_id: projectId } : {}),
      },
    }),
  );
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data.id;
}

const submit = (member: Member, id: number, data: unknown) =>
  member.call(FormCalls.submitInstance, { body: { id, revision: 0, data } });

describe('numbering rules', () => {
  it('renders patterns per prefix in China time', () => {
    const at = new Date('2025-12-31T17:30:00Z'); // 2026-01-01 01:30 in Shanghai
    const prefix = numberPrefix('{project}-{type}-{yyyy}{mm}/{yy}-{seq:4}', { project: 'P1', type: 'JY', at });
    expect(prefix).toBe('P1-JY-202601/26-{seq:4}');
    expect(numberOf(prefix, 7)).toBe('P1-JY-202601/26-0007');
    expect(numberOf('{type}{seq:3}', 12345)).toBe('{type}12345');
  });

  it('lists every family with the starting rules, their example and how many were issued', async () => {
    const { call } = await signedIn(t, 'hdny');
    const rules = envelope<NumberRule[]>(await call(FormCalls.numberRules));
    expect(rules.data.map((rule) => rule.family)).toEqual([...FORM_FAMILIES]);
    expect(rules.data.find((rule) => rule.family === 'inspection')).toMatchObject({
      type_code: 'JY',
      pattern: '{project}-{type}-{yyyy}-{seq:4}',
      example: `PRJ-JY-${year()}-0001`,
    });
    expect(rules.data.find((rule) => rule.family === 'general')).toEqual({
      family: 'general',
      type_code: '',
      pattern: '',
      example: '',
      issued: 0,
    });
    // The demo's two patrol records were numbered under the rule.
    expect(rules.data.find((rule) => rule.family === 'patrol')?.issued).toBe(2);
    const patrols = envelope<ListData<FormInstanceRow>>(
      await call(FormCalls.instances, { query: { family: 'patrol' } }),
    );
    expect(patrols.data.result.map((row) => row.number).sort()).toEqual([
      expect.stringMatching(/^HDNY-\d{4}-\d{3}-XJ-2025-0001$/),
      expect.stringMatching(/^HDNY-\d{4}-\d{3}-XJ-2025-0001$/),
    ]);
    expect(patrols.data.result.map((row) => row.flag_count).sort()).toEqual([0, 1]);
  });

  it('saves a rule, audited, and refuses a bad pattern or type code changing nothing', async () => {
    const { call } = await signedIn(t, 'xnsd');
    const owner = await ownerByKey(t.db, 'xnsd');
    const saved = envelope(
      await call(FormCalls.saveNumberRule, {
        body: {
          family: 'summary',
          type_code: 'HZ',
          pattern: '{type}-{yy}{mm}-{seq:3}',
        },
      }),
    );
    expect(saved).toMatchObject({ code: Code.Success, msg: '编号规则已保存' });
    const [rule] = await t.db
      .select()
      .from(formNumberRules)
      .where(and(eq(formNumberRules.ownerId, owner.id), eq(formNumberRules.family, 'summary')));
    expect(rule).toMatchObject({ typeCode: 'HZ', pattern: '{type}-{yy}{mm}-{seq:3}' });
    expect((await lastAudit(t.db, 'form_number_rules', rule?.id ?? 0))?.changes.pattern).toEqual({
      before: null,
      after: '{type}-{yy}{mm}-{seq:3}',
    });
    await call(FormCalls.saveNumberRule, { body: { family: 'summary', type_code: 'HZ', pattern: '{type}-{seq:5}' } });
    expect((await lastAudit(t.db, 'form_number_rules', rule?.id ?? 0))?.action).toBe('update');

    const before = await rowsOf(t.db, sql`select * from form_number_rules order by id`);
    for (const pattern of [
      '{type}-{seq:2}',
      '{type}',
      '{seq:4}-{seq:4}',
      '{type}-{seq:4}-{zz}',
      'A B{seq:4}',
      '报告{seq:4}',
    ]) {
      expectFieldErrors(await call(FormCalls.saveNumberRule, { body: { family: 'ncr', type_code: 'NCR', pattern } }), [
        'pattern',
      ]);
    }
    expectFieldErrors(
      await call(FormCalls.saveNumberRule, { body: { family: 'ncr', type_code: 'N-1', pattern: '{type}-{seq:4}' } }),
      ['type_code'],
      '类型代码只能包含字母和数字（至多 12 位）',
    );
    expectFieldErrors(
      await call(FormCalls.saveNumberRule, { body: { family: 'memo', type_code: 'M', pattern: '{type}-{seq:4}' } }),
      ['family'],
    );
    expect(await rowsOf(t.db, sql`select * from form_number_rules order by id`)).toEqual(before);

    await withRevoked(
      t.db,
      { ownerKey: 'xnsd', role: 'admin', pageKey: 'project-template-found-number', action: 'update' },
      async () => {
        const res = await call(FormCalls.saveNumberRule, {
          body: {
            family: 'ncr',
            type_code: 'X',
            pattern: '{seq:4}',
          },
        });
        expect(envelope(res).code).toBe(Code.NoPermission);
      },
    );
    expect(await rowsOf(t.db, sql`select * from form_number_rules order by id`)).toEqual(before);
    expect(envelope(await callApi(t.app, undefined, FormCalls.numberRules)).code).toBe(Code.NotLoggedIn);
    const staff = await signedIn(t, 'xnsd', 'staff');
    expect(envelope(await staff.call(FormCalls.numberRules)).code).toBe(Code.NoPermission);
  });

  it("numbers under the project's code, and a refused submission leaves no gap", async () => {
    const admin = await signedIn(t, 'hdny');
    const templateId = await sampleTemplate(admin, 'inspection');
    const [project] = await rowsOf<{ id: number; number: string }>(
      t.db,
      sql`select p.id, p.number from projects p join owners o on o.id = p.owner_id where o.key = 'hdny' order by p.number limit 1`,
    );
    const first = await draft(admin, templateId, project?.id);
    const refused = await draft(admin, templateId, project?.id);
    const second = await draft(admin, templateId, project?.id);
    const answers = await answersOf(admin);
    expect(envelope(await submit(admin, first, answers)).data).toEqual({
      number: `${project?.number}-JY-${year()}-0001`,
    });
    expect(envelope(await submit(admin, refused, { ...answers, appearance: 'bad' })).code).toBe(Code.FieldErrors);
    expect(envelope(await submit(admin, second, answers)).data).toEqual({
      number: `${project?.number}-JY-${year()}-0002`,
    });
    const noProject = await draft(admin, templateId);
    expect(envelope(await submit(admin, noProject, answers)).data).toEqual({ number: `NA-JY-${year()}-0001` });
  });

  it('gives 20 concurrent submissions 0001 to 0020, no gap and no duplicate', async () => {
    const admin = await signedIn(t, 'hdny');
    await admin.call(FormCalls.saveNumberRule, {
      body: {
        family: 'general',
        type_code: 'TY',
        pattern: '{type}-{seq:4}',
      },
    });
    const templateId = await sampleTemplate(admin, 'general');
    const answers = await answersOf(admin);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await draft(admin, templateId));
    const answered = await Promise.all(ids.map((id) => submit(admin, id, answers)));
    const numbers = answered.map((res) => envelope<{ number: string }>(res).data?.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `TY-${String(i + 1).padStart(4, '0')}`));
    const owner = await ownerByKey(t.db, 'hdny');
    const [counter] = await t.db
      .select()
      .from(formNumberCounters)
      .where(and(eq(formNumberCounters.ownerId, owner.id), eq(formNumberCounters.family, 'general')));
    expect(counter).toMatchObject({ prefix: 'TY-{seq:4}', last: 20 });
  });

  it('seeds an existing owner without forms at start-up once, and never the configuration owner', async () => {
    const { seedExistingOwners } = await import('./form.seed.js');
    const fresh = await createOwner(t.db);
    const count = async (ownerId: number) =>
      (
        await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from form_templates where owner_id = ${ownerId}`,
        )
      )[0]?.n;
    expect(await count(fresh.id)).toBe(0);
    await seedExistingOwners(t.db);
    expect(await count(fresh.id)).toBe(5);
    const xnsd = await ownerByKey(t.db, 'xnsd');
    const before = await count(xnsd.id);
    await seedExistingOwners(t.db);
    expect(await count(fresh.id)).toBe(5);
    expect(await count(xnsd.id)).toBe(before);
    const config = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from form_templates t join owners o on o.id = t.owner_id where o.is_config`,
    );
    expect(config[0]?.n).toBe(0);
  });
});
