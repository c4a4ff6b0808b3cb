import {
  Code,
  FORM_ANSWER_DEPTH_MAX,
  FORM_ANSWER_ENTRIES_MAX,
  FormCalls,
  type FormInstanceDetail,
  FormInstanceRow,
  type ListData,
} from '@app/contract';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest, rowsOf } from '../../../test/db-digest.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { formInstances } from './form.table.js';
import { instanceRowOf, photoFile, SAMPLE_ITEMS } from './form.test-support.js';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof signedIn>>;
let serial = 0;

/** A published template with SAMPLE_ITEMS in `ownerKey` (general family: no numbering rule). */
async function sampleTemplate(ownerKey = 'hdny', family = 'general') {
  const admin = await signedIn(t, ownerKey);
  const name = `抽检记录${++serial}`;
  const created = envelope<{ id: number }>(await admin.call(FormCalls.createTemplate, { body: { name, family } }));
  await admin.call(FormCalls.saveDraft, { body: { id: created.data.id, name, family, items: SAMPLE_ITEMS } });
  await admin.call(FormCalls.publish, { body: { id: created.data.id } });
  return created.data.id;
}

async function draftOf(member: Member, templateId: number, projectId?: number) {
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

/** Answers that satisfy SAMPLE_ITEMS, with the member's own photo and signature image. */
async function validAnswers(member: Member, ownerKey = 'hdny') {
  const owner = await ownerByKey(t.db, ownerKey);
  const photo = await photoFile(t.db, { ownerId: owner.id, uploaderId: member.user.id });
  const signature = await photoFile(t.db, { ownerId: owner.id, uploaderId: member.user.id, type: 'image/png' });
  return {
    appearance: 'pass',
    thickness: 20.7,
    count: 3,
    photos: [photo],
    records: [
      { item: '焊缝外观', result: 'pass' },
      { item: '油漆厚度', result: 'fail' },
    ],
    inspector: { fileId: signature, signer: '王检验', signedAt: '2025-03-12T10:00:00+08:00' },
  };
}

const submit = (member: Member, id: number, revision: number, data: unknown, lang?: 'en') =>
  member.call(FormCalls.submitInstance, {
    body: { id, revision, data },
    ...(lang ? { headers: { 'accept-language': 'en' } } : {}),
  });

describe('filled forms', () => {
  it('creates a draft, saves it, submits it with flags, and lists and shows it', async () => {
    const templateId = await sampleTemplate();
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, templateId);
    const answers = await validAnswers(admin);

    const saved = envelope<{ revision: number; updated_at: string }>(
      await admin.call(FormCalls.saveInstance, { body: { id, revision: 0, data: { appearance: 'fail' } } }),
    );
    expect(saved).toMatchObject({ code: Code.Success, data: { revision: 1 } });
    const draft = envelope<FormInstanceDetail>(await admin.call(FormCalls.instance, { query: { id } }));
    expect(draft.data).toMatchObject({ status: 'draft', editable: true, revision: 1, data: { appearance: 'fail' } });

    const submitted = envelope<{ number: string }>(await submit(admin, id, 1, answers));
    expect(submitted).toMatchObject({ code: Code.Success, data: { number: '' }, msg: '已提交' });
    const row = await instanceRowOf(t.db, id);
    expect(row).toMatchObject({ status: 'submitted', revision: 2, data: answers });
    expect(row?.submittedAt).toBeInstanceOf(Date);
    expect(row?.flags).toEqual([
      { key: 'thickness', reason: 'outOfTolerance' },
      { key: 'records', row: 1, column: 'result', reason: 'fail' },
    ]);
    expect((await lastAudit(t.db, 'form_instances', id))?.changes.status).toEqual({
      before: 'draft',
      after: 'submitted',
    });

    const view = envelope<FormInstanceDetail>(await admin.call(FormCalls.instance, { query: { id } }));
    expect(view.data).toMatchObject({
      status: 'submitted',
      editable: false,
      flag_count: 2,
      created_by_name: '测试用户',
    });
    // A submitted form is a record: no more saves, submits or deletes.
    expect(envelope(await submit(admin, id, 2, answers)).code).toBe(Code.IllegalOperation);
    expect(envelope(await admin.call(FormCalls.deleteInstance, { body: { id } })).code).toBe(Code.IllegalOperation);

    const list = envelope<ListData<FormInstanceRow>>(
      await admin.call(FormCalls.instances, {
        query: { family: 'general', 'filter[status]': 'submitted', 'per-page': '-1' },
      }),
    );
    expect(list.data.result.map((r) => r.id)).toContain(id);
    for (const r of list.data.result) FormInstanceRow.strict().parse(r);
  });

  it('refuses answers the schema does not allow with field errors, storing nothing', async () => {
    const templateId = await sampleTemplate();
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, templateId);
    const answers = await validAnswers(admin);
    await admin.call(FormCalls.saveInstance, { body: { id, revision: 0, data: { appearance: 'pass' } } });
    const before = await instanceRowOf(t.db, id);

    const { photos: _photos, inspector: _inspector, ...withoutFiles } = answers;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...answers, thickness: '二十' }, ['thickness']],
      [{ ...answers, appearance: 'ok' }, ['appearance']],
      [withoutFiles, ['photos', 'inspector']],
      [{ ...answers, photos: [] }, ['photos']],
      [{ ...answers, count: 101, records: [{ result: 'pass' }] }, ['count', 'records']],
      [{ ...answers, inspector: { fileId: answers.inspector.fileId, signer: '' } }, ['inspector']],
      [{ ...answers, surprise: 1 }, ['surprise']],
    ];
    for (const [data, fields] of cases) {
      const res = await submit(admin, id, 1, data);
      expectFieldErrors(res, fields);
      expect(Object.keys(envelope(res).errdata ?? {}).sort()).toEqual([...fields].sort());
    }
    const missing = envelope(await submit(admin, id, 1, withoutFiles));
    expect(missing.errdata?.photos).toEqual(['必填']);
    expect(await instanceRowOf(t.db, id)).toEqual(before);
  });

  it('speaks the caller language in the schema errors', async () => {
    const templateId = await sampleTemplate();
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, templateId);
    const answers = { ...(await validAnswers(admin)), photos: [], appearance: 'ok' };
    const zh = envelope(await submit(admin, id, 0, answers));
    expect(zh.errdata?.photos).toEqual(['不应少于 1 个项']);
    expect(zh.errdata?.appearance?.[0]).toMatch(/应当是预设定的枚举值之一/);
    const en = envelope(await submit(admin, id, 0, answers, 'en'));
    expect(en.msg).toBe('Some answers are not valid; check the marked fields');
    expect(en.errdata?.photos).toEqual(['must NOT have less than 1 item']);
    expect(en.errdata?.appearance).toEqual(['must be equal to one of the allowed values']);
  });

  it("refuses a photo or signature that is not the caller's finished image, storing nothing", async () => {
    const templateId = await sampleTemplate();
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, templateId);
    const answers = await validAnswers(admin);
    const before = await instanceRowOf(t.db, id);
    const xnsd = await ownerByKey(t.db, 'xnsd');
    const hdny = await ownerByKey(t.db, 'hdny');
    const foreign = await photoFile(t.db, { ownerId: xnsd.id, uploaderId: admin.user.id });
    const library = await photoFile(t.db, { ownerId: hdny.id, uploaderId: admin.user.id, purpose: 'library' });
    const pending = await photoFile(t.db, { ownerId: hdny.id, uploaderId: admin.user.id, state: 'pending' });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const photo of [foreign, library, pending, missing]) {
      expectFieldErrors(
        await submit(admin, id, 0, { ...answers, photos: [photo] }),
        ['photos'],
        '照片须是您本单位已上传完成的图片',
      );
    }
    expectFieldErrors(
      await submit(admin, id, 0, { ...answers, inspector: { ...answers.inspector, fileId: foreign } }),
      ['inspector'],
      '签名须是您本单位已上传完成的图片',
    );
    expectFieldErrors(await submit(admin, id, 0, { ...answers, photos: [7] }), ['photos']);
    expect(await instanceRowOf(t.db, id)).toEqual(before);
  });

  it('answers a stale revision with code 0 naming who saved last, changing nothing', async () => {
    const templateId = await sampleTemplate();
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, templateId);
    await admin.call(FormCalls.saveInstance, { body: { id, revision: 0, data: { appearance: 'pass' } } });
    const before = await instanceRowOf(t.db, id);
    const answers = await validAnswers(admin);
    const digest = await databaseDigest(t.db, ['sessions']);
    const stale = envelope(
      await admin.call(FormCalls.saveInstance, { body: { id, revision: 0, data: { appearance: 'fail' } } }),
    );
    expect(stale.code).toBe(Code.Warning);
    expect(stale.msg).toMatch(/^这份草稿已被测试用户于\d{4}-\d{2}-\d{2} \d{2}:\d{2}保存，请刷新后再编辑$/);
    expect(envelope(await submit(admin, id, 0, answers)).code).toBe(Code.Warning);
    expect(await instanceRowOf(t.db, id)).toEqual(before);
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
  });

  it("keeps drafts to their creator and another owner's forms away", async () => {
    const templateId = await sampleTemplate();
    const author = await signedIn(t, 'hdny');
    const colleague = await signedIn(t, 'hdny');
    const id = await draftOf(author, templateId);
    await author.call(FormCalls.saveInstance, { body: { id, revision: 0, data: { appearance: 'pass' } } });
    const before = await instanceRowOf(t.db, id);
    for (const res of [
      await colleague.call(FormCalls.instance, { query: { id } }),
      await colleague.call(FormCalls.saveInstance, { body: { id, revision: 1, data: {} } }),
      await submit(colleague, id, 1, {}),
      await colleague.call(FormCalls.deleteInstance, { body: { id } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    const list = envelope<ListData<FormInstanceRow>>(
      await colleague.call(FormCalls.instances, { query: { 'per-page': '-1' } }),
    );
    expect(list.data.result.map((r) => r.id)).not.toContain(id);

    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call(FormCalls.instance, { query: { id } }),
      await other.call(FormCalls.saveInstance, { body: { id, revision: 1, data: {} } }),
      await other.call(FormCalls.deleteInstance, { body: { id } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    const theirs = envelope<ListData<FormInstanceRow>>(
      await other.call(FormCalls.instances, { query: { 'per-page': '-1' } }),
    );
    expect(theirs.data.result.map((r) => r.id)).not.toContain(id);
    expect(await instanceRowOf(t.db, id)).toEqual(before);

    // Submitted, the colleague reads it but cannot change it.
    await submit(author, id, 1, await validAnswers(author));
    const seen = envelope<FormInstanceDetail>(await colleague.call(FormCalls.instance, { query: { id } }));
    expect(seen.data).toMatchObject({ status: 'submitted', editable: false });

    // The creator deletes a draft of his, audited.
    const second = await draftOf(author, templateId);
    expect(envelope(await author.call(FormCalls.deleteInstance, { body: { id: second } })).code).toBe(Code.Success);
    expect(await instanceRowOf(t.db, second)).toBeUndefined();
    expect((await lastAudit(t.db, 'form_instances', second))?.action).toBe('delete');
  });

  it('starts a draft only on a published template and under a project the caller sees', async () => {
    const admin = await signedIn(t, 'hdny');
    const unpublished = envelope<{ id: number }>(
      await admin.call(FormCalls.createTemplate, { body: { name: `未发布${++serial}`, family: 'general' } }),
    );
    expect(
      envelope(await admin.call(FormCalls.createInstance, { body: { template_id: unpublished.data.id } })),
    ).toMatchObject({ code: Code.IllegalOperation, msg: '该模板尚未发布，不能填写' });
    const templateId = await sampleTemplate();
    const [foreignProject] = await rowsOf<{ id: number }>(
      t.db,
      sql`select p.id from projects p join owners o on o.id = p.owner_id where o.key = 'xnsd' limit 1`,
    );
    expectFieldErrors(
      await admin.call(FormCalls.createInstance, { body: { template_id: templateId, project_id: foreignProject?.id } }),
      ['project_id'],
      '项目不存在或您无权查看',
    );
    expectFieldErrors(await admin.call(FormCalls.createInstance, { body: { template_id: 'x' } }), ['template_id']);
    expectFieldErrors(
      await admin.call(FormCalls.saveInstance, { body: { id: 1, revision: 0, data: { big: 'x'.repeat(600 * 1024) } } }),
      ['data'],
    );
  });

  it('lets managers, inspectors and clients fill and read forms, needs the page actions and a session', async () => {
    const templateId = await sampleTemplate();
    for (const role of ['manager', 'staff', 'wtf'] as const) {
      const member = await signedIn(t, 'hdny', role);
      const id = await draftOf(member, templateId);
      expect(envelope(await submit(member, id, 0, await validAnswers(member))).code, role).toBe(Code.Success);
      expect(envelope(await member.call(FormCalls.instances)).code, role).toBe(Code.Success);
    }
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, templateId);
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(formInstances);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'control-form-example-setup', action: 'create' },
      async () => {
        expect(envelope(await admin.call(FormCalls.createInstance, { body: { template_id: templateId } })).code).toBe(
          Code.NoPermission,
        );
      },
    );
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'control-form-example-setup', action: 'update' },
      async () => {
        expect(envelope(await submit(admin, id, 0, await validAnswers(admin))).code).toBe(Code.NoPermission);
      },
    );
    expect((await instanceRowOf(t.db, id))?.status).toBe('draft');
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'control-form-example-list', action: 'index' },
      async () => {
        // 报告数据 reads the same forms.
        expect(envelope(await admin.call(FormCalls.instances)).code).toBe(Code.Success);
        await withRevoked(
          t.db,
          { ownerKey: 'hdny', role: 'admin', pageKey: 'project-report-data', action: 'index' },
          async () => {
            expect(envelope(await admin.call(FormCalls.instances)).code).toBe(Code.NoPermission);
            expect(envelope(await admin.call(FormCalls.instance, { query: { id } })).code).toBe(Code.NoPermission);
          },
        );
      },
    );
    expect((await t.db.select({ n: count() }).from(formInstances))[0]?.n).toBe(before);
    expect(envelope(await callApi(t.app, undefined, FormCalls.instances)).code).toBe(Code.NotLoggedIn);
    expect(
      envelope(await callApi(t.app, undefined, FormCalls.submitInstance, { body: { id, revision: 0, data: {} } })).code,
    ).toBe(Code.NotLoggedIn);
  });
});

/** `depth` lists (or groups) one inside the other around a 1, as JSON text. */
const nestedLists = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedGroups = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

type SaveOrSubmit = typeof FormCalls.saveInstance | typeof FormCalls.submitInstance;

/** Answers sent as raw JSON text, as a client other than the form's screen may send them. */
const sendRaw = (member: Member, call: SaveOrSubmit, id: number, answers: string) =>
  member.call(call, {
    body: `{"id":${id},"revision":0,"data":${answers}}`,
    headers: { 'content-type': 'application/json' },
  });

describe('the shape of answers, bounded before anything reads them', () => {
  const SAVE = FormCalls.saveInstance;
  const SUBMIT = FormCalls.submitInstance;

  it('refuses an answer nested 10,000 deep with code 2 on its item, saved or submitted, changing nothing', async () => {
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, await sampleTemplate());
    const digest = await databaseDigest(t.db, ['sessions']);
    for (const call of [SAVE, SUBMIT]) {
      for (const deep of [nestedLists(10_000), nestedGroups(10_000)]) {
        const res = await sendRaw(admin, call, id, `{"appearance":"pass","note":${deep}}`);
        expectFieldErrors(res, ['note'], '填写内容嵌套层数过多');
        expect(Object.keys(envelope(res).errdata ?? {})).toEqual(['note']);
      }
    }
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
  });

  it(`saves answers nested ${FORM_ANSWER_DEPTH_MAX} deep and refuses one level more`, async () => {
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, await sampleTemplate());
    const deepest = await sendRaw(admin, SAVE, id, `{"note":${nestedLists(FORM_ANSWER_DEPTH_MAX)}}`);
    expect(envelope(deepest).code).toBe(Code.Success);
    const tooDeep = await admin.call(SAVE, {
      body: `{"id":${id},"revision":1,"data":{"note":${nestedGroups(FORM_ANSWER_DEPTH_MAX + 1)}}}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expectFieldErrors(tooDeep, ['note'], 'The answer is nested too deeply');
  });

  it('refuses an answer with too many entries, or too many answers, naming them and changing nothing', async () => {
    const admin = await signedIn(t, 'hdny');
    const id = await draftOf(admin, await sampleTemplate());
    const digest = await databaseDigest(t.db, ['sessions']);
    const tooMany = FORM_ANSWER_ENTRIES_MAX + 1;
    const rows = Array.from({ length: tooMany }, () => ({ item: 'a', result: 'pass' }));
    const group = Object.fromEntries(Array.from({ length: tooMany }, (_, i) => [`k${i}`, 1]));
    for (const call of [SAVE, SUBMIT]) {
      const res = await admin.call(call, {
        body: { id, revision: 0, data: { appearance: 'pass', records: rows, inspector: group } },
      });
      expectFieldErrors(res, ['records', 'inspector'], '填写内容的条目过多');
      expect(Object.keys(envelope(res).errdata ?? {}).sort()).toEqual(['inspector', 'records']);
      expectFieldErrors(await admin.call(call, { body: { id, revision: 0, data: group } }), ['data']);
    }
    // Too large in all, each answer within bounds: the whole is refused.
    const large = { appearance: 'x'.repeat(300 * 1024), thickness: 'x'.repeat(300 * 1024) };
    expectFieldErrors(await admin.call(SAVE, { body: { id, revision: 0, data: large } }), ['data'], '填写内容过大');
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
  });
});
