import {
  Code,
  FormCalls,
  type FormInstanceDetail,
  type FormItem,
  FormTemplateDetail,
  FormTemplateRow,
  type FormVersionDetail,
  formItems,
  type ListData,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { formTemplates } from './form.table.js';
import { SAMPLE_ITEMS, versionRowsOf } from './form.test-support.js';

const t = useTestApp();

let serial = 0;
const uniqueName = (base = '出厂检验报告') => `${base}${++serial}`;
const templateRow = async (id: number) => (await t.db.select().from(formTemplates).where(eq(formTemplates.id, id)))[0];
const templateCount = async () => (await t.db.select({ n: count() }).from(formTemplates))[0]?.n ?? 0;

type Call = Awaited<ReturnType<typeof signedIn>>['call'];

async function makeTemplate(call: Call, fields: Record<string, unknown> = {}) {
  const body = { name: uniqueName(), family: 'inspection', description: '出厂检验', ...fields };
  const res = envelope<{ id: number }>(await call(FormCalls.createTemplate, { body }));
  expect(res.code, res.msg).toBe(Code.Success);
  return { id: res.data.id, name: String(body.name) };
}

async function saveItems(call: Call, id: number, name: string, items: FormItem[] | unknown, family = 'inspection') {
  return call(FormCalls.saveDraft, { body: { id, name, family, description: '', items } });
}

/** A template of the admin's with SAMPLE_ITEMS, published once. */
async function publishedTemplate(ownerKey = 'hdny') {
  const admin = await signedIn(t, ownerKey);
  const template = await makeTemplate(admin.call);
  expect(envelope(await saveItems(admin.call, template.id, template.name, SAMPLE_ITEMS)).code).toBe(Code.Success);
  const published = envelope<{ version: number }>(await admin.call(FormCalls.publish, { body: { id: template.id } }));
  expect(published.data).toEqual({ version: 1 });
  return { ...admin, template };
}

describe('form templates', () => {
  it('creates an empty draft, saves items, lists and shows it, auditing each step', async () => {
    const { call } = await signedIn(t, 'hdny');
    const template = await makeTemplate(call, { name: '法兰检验记录' });
    const fresh = envelope<FormTemplateDetail>(await call(FormCalls.template, { query: { id: template.id } }));
    expect(fresh.data).toMatchObject({ name: '法兰检验记录', latest_version: 0, unpublished: true, versions: [] });
    expect(formItems(fresh.data.schema, fresh.data.ui_schema)).toEqual([]);

    const saved = envelope(await saveItems(call, template.id, '法兰检验记录', SAMPLE_ITEMS));
    expect(saved).toMatchObject({ code: Code.Success, msg: '已保存' });
    const view = envelope<FormTemplateDetail>(await call(FormCalls.template, { query: { id: template.id } }));
    FormTemplateDetail.strict().parse(view.data);
    expect(formItems(view.data.schema, view.data.ui_schema)).toEqual(SAMPLE_ITEMS);
    expect((await lastAudit(t.db, 'form_templates', template.id))?.changes.items).toEqual({ before: 0, after: 7 });

    const list = envelope<ListData<FormTemplateRow>>(
      await call(FormCalls.templates, { query: { 'filter[name]': '法兰检验' } }),
    );
    expect(list.data.result.map((row) => row.id)).toEqual([template.id]);
    for (const row of list.data.result) FormTemplateRow.strict().parse(row);
    const ncrOnly = envelope<ListData<FormTemplateRow>>(
      await call(FormCalls.templates, { query: { family: 'ncr', 'per-page': '-1' } }),
    );
    expect(ncrOnly.data.result.map((row) => row.name)).toEqual(['不符合项报告']);
    const twoFamilies = envelope<ListData<FormTemplateRow>>(
      await call(FormCalls.templates, { query: { family: 'ncr,release', sort: 'name', 'per-page': '-1' } }),
    );
    expect(twoFamilies.data.result.map((row) => row.family).sort()).toEqual(['ncr', 'release']);
    const unknown = await call(FormCalls.templates, { query: { family: 'ncr,nonsense' } });
    expect(unknown.json()).toMatchObject({ code: Code.FieldErrors });
  });

  it('publishes immutable versions: v1, then v2 after an edit, v1 unchanged and still filled on', async () => {
    const { call, template } = await publishedTemplate();
    const [v1Before] = await versionRowsOf(t.db, template.id);
    const row = await templateRow(template.id);
    expect(row).toMatchObject({ latestVersion: 1, draftChanged: false });

    // A form filled on v1 keeps v1's schema whatever the template becomes.
    const created = envelope<{ id: number }>(
      await call(FormCalls.createInstance, { body: { template_id: template.id } }),
    );
    expect(created.code).toBe(Code.Success);

    // Saving the published items back leaves nothing to publish.
    await saveItems(call, template.id, template.name, SAMPLE_ITEMS);
    expect((await templateRow(template.id))?.draftChanged).toBe(false);
    const edited = [...SAMPLE_ITEMS, { key: 'remark', kind: 'textarea', title: '备注' } as FormItem];
    await saveItems(call, template.id, template.name, edited);
    expect((await templateRow(template.id))?.draftChanged).toBe(true);
    const second = envelope<{ version: number }>(await call(FormCalls.publish, { body: { id: template.id } }));
    expect(second).toMatchObject({ code: Code.Success, data: { version: 2 }, msg: '已发布第 2 版' });

    const versions = await versionRowsOf(t.db, template.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]).toEqual(v1Before);
    const v1 = envelope<FormVersionDetail>(await call(FormCalls.version, { query: { id: template.id, version: 1 } }));
    const v2 = envelope<FormVersionDetail>(await call(FormCalls.version, { query: { id: template.id, version: 2 } }));
    expect(formItems(v1.data.schema, v1.data.ui_schema)).toEqual(SAMPLE_ITEMS);
    expect(formItems(v2.data.schema, v2.data.ui_schema)).toEqual(edited);
    expect(envelope(await call(FormCalls.version, { query: { id: template.id, version: 3 } })).code).toBe(
      Code.NotFound,
    );

    const instance = envelope<FormInstanceDetail>(await call(FormCalls.instance, { query: { id: created.data.id } }));
    expect(instance.data.version).toBe(1);
    expect(formItems(instance.data.schema, instance.data.ui_schema)).toEqual(SAMPLE_ITEMS);

    const detail = envelope<FormTemplateDetail>(await call(FormCalls.template, { query: { id: template.id } }));
    expect(detail.data.versions.map((v) => [v.version, v.instance_count])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(detail.data.versions[0]?.published_by_name).toBe('测试用户');
    expect(detail.data).toMatchObject({ latest_version: 2, unpublished: false, instance_count: 1 });
    expect((await lastAudit(t.db, 'form_templates', template.id))?.changes.latest_version).toEqual({
      before: 1,
      after: 2,
    });
  });

  it('refuses to publish a draft without items and to delete a template with filled forms', async () => {
    const { call } = await signedIn(t, 'hdny');
    const empty = await makeTemplate(call);
    const refused = envelope(await call(FormCalls.publish, { body: { id: empty.id } }));
    expect(refused).toMatchObject({ code: Code.IllegalOperation, msg: '模板还没有任何字段，不能发布' });
    expect(await versionRowsOf(t.db, empty.id)).toEqual([]);

    const { call: admin, template } = await publishedTemplate();
    await admin(FormCalls.createInstance, { body: { template_id: template.id } });
    const inUse = envelope(await admin(FormCalls.deleteTemplate, { body: { id: template.id } }));
    expect(inUse).toMatchObject({ code: Code.IllegalOperation, msg: '该模板已有填写的表单，不能删除' });
    expect(await templateRow(template.id)).toBeDefined();

    expect(envelope(await call(FormCalls.deleteTemplate, { body: { id: empty.id } }))).toMatchObject({
      code: Code.Success,
      msg: '已删除',
    });
    expect(await templateRow(empty.id)).toBeUndefined();
    expect((await lastAudit(t.db, 'form_templates', empty.id))?.action).toBe('delete');
  });

  it('refuses bad items and names with field errors, changing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const template = await makeTemplate(call);
    const before = await templateRow(template.id);
    const item = (fields: Record<string, unknown>) => ({ key: 'a', kind: 'text', title: '文字', ...fields });
    expectFieldErrors(
      await saveItems(call, template.id, template.name, [item({ key: '1abc' })]),
      ['items.0.key'],
      '字段标识须以字母开头，只能包含字母、数字和下划线（至多 40 位）',
    );
    expectFieldErrors(
      await saveItems(call, template.id, template.name, [item({}), item({})]),
      ['items.1.key'],
      '字段标识重复',
    );
    expectFieldErrors(
      await saveItems(call, template.id, template.name, [
        item({ showWhen: { key: 'b', equals: 'fail' } }),
        item({ key: 'b' }),
      ]),
      ['items.0.showWhen'],
      '显示条件只能引用排在它之前的字段',
    );
    expectFieldErrors(
      await saveItems(call, template.id, template.name, [{ key: 't', kind: 'table', title: '表', columns: [] }]),
      ['items.0.columns'],
      '表格至少需要一列',
    );
    expectFieldErrors(await saveItems(call, template.id, template.name, [item({ kind: 'video' })]), ['items.0.kind']);
    expectFieldErrors(await saveItems(call, template.id, template.name, 'x'), ['items']);
    expectFieldErrors(await saveItems(call, template.id, '', []), ['name']);
    expectFieldErrors(await saveItems(call, template.id, template.name, [], 'memo'), ['family']);
    expect(await templateRow(template.id)).toEqual(before);

    const taken = envelope(await call(FormCalls.createTemplate, { body: { name: '不符合项报告', family: 'ncr' } }));
    expect(taken.code).toBe(Code.FieldErrors);
    expect(taken.errdata?.name).toEqual(['已有同名模板']);
  });

  it("is refused for another owner's template (not found) and changes nothing", async () => {
    const { template } = await publishedTemplate('hdny');
    const before = await templateRow(template.id);
    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call(FormCalls.template, { query: { id: template.id } }),
      await other.call(FormCalls.version, { query: { id: template.id, version: 1 } }),
      await saveItems(other.call, template.id, '偷改', SAMPLE_ITEMS),
      await other.call(FormCalls.publish, { body: { id: template.id } }),
      await other.call(FormCalls.deleteTemplate, { body: { id: template.id } }),
      await other.call(FormCalls.createInstance, { body: { template_id: template.id } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    expect(await templateRow(template.id)).toEqual(before);
    expect((await versionRowsOf(t.db, template.id)).length).toBe(1);
    const theirs = envelope<ListData<FormTemplateRow>>(
      await other.call(FormCalls.templates, { query: { 'per-page': '-1' } }),
    );
    expect(theirs.data.result.map((row) => row.id)).not.toContain(template.id);
  });

  it('needs the page action or the family page, and a session', async () => {
    const { call, template } = await publishedTemplate();
    const before = await templateCount();
    const revoked = async (
      pageKey: string,
      action: 'create' | 'update' | 'delete' | 'index',
      body: () => Promise<void>,
    ) => withRevoked(t.db, { ownerKey: 'hdny', role: 'admin', pageKey, action }, body);

    // Either page suffices: with 表单模板's create gone, the family page's still lets an admin create.
    await revoked('control-form', 'create', async () => {
      expect(
        envelope(await call(FormCalls.createTemplate, { body: { name: uniqueName(), family: 'general' } })).code,
      ).toBe(Code.NoPermission);
      await revoked('project-template-found-report', 'create', async () => {
        expect(
          envelope(await call(FormCalls.createTemplate, { body: { name: uniqueName(), family: 'inspection' } })).code,
        ).toBe(Code.NoPermission);
      });
    });
    expect(await templateCount()).toBe(before);
    await revoked('control-form', 'update', async () => {
      await revoked('project-template-found-report', 'update', async () => {
        expect(envelope(await call(FormCalls.publish, { body: { id: template.id } })).code).toBe(Code.NoPermission);
        expect(envelope(await saveItems(call, template.id, template.name, [])).code).toBe(Code.NoPermission);
      });
    });
    expect((await versionRowsOf(t.db, template.id)).length).toBe(1);
    await revoked('control-form', 'delete', async () => {
      await revoked('project-template-found-report', 'delete', async () => {
        expect(envelope(await call(FormCalls.deleteTemplate, { body: { id: template.id } })).code).toBe(
          Code.NoPermission,
        );
      });
    });
    expect(await templateRow(template.id)).toBeDefined();

    // One who fills forms reads the templates to pick one; without 表单模板 the family pages decide.
    const filler = await signedIn(t, 'hdny', 'staff');
    expect(envelope(await filler.call(FormCalls.templates)).code).toBe(Code.Success);
    await revoked('control-form', 'index', async () => {
      const list = envelope<ListData<FormTemplateRow>>(
        await call(FormCalls.templates, { query: { 'per-page': '-1' } }),
      );
      expect(new Set(list.data.result.map((row) => row.family)).has('general')).toBe(false);
      expect(list.data.result.map((row) => row.family)).toContain('patrol');
    });

    expect(envelope(await callApi(t.app, undefined, FormCalls.templates)).code).toBe(Code.NotLoggedIn);
    expect(
      envelope(await callApi(t.app, undefined, FormCalls.createTemplate, { body: { name: 'x', family: 'ncr' } })).code,
    ).toBe(Code.NotLoggedIn);
  });

  it('gives every ordinary owner the starting templates, published, and a client no designer', async () => {
    const { call } = await signedIn(t, 'xnsd');
    const list = envelope<ListData<FormTemplateRow>>(
      await call(FormCalls.templates, { query: { 'per-page': '-1', sort: 'name' } }),
    );
    const starting = ['设备监造检验报告', '不符合项报告', '放行报告', '巡检记录', '见证记录'];
    for (const name of starting) {
      expect(
        list.data.result.find((row) => row.name === name),
        name,
      ).toMatchObject({
        latest_version: 1,
        unpublished: false,
      });
    }
    const client = await signedIn(t, 'hdny', 'wtf');
    expect(
      envelope(await client.call(FormCalls.createTemplate, { body: { name: uniqueName(), family: 'ncr' } })).code,
    ).toBe(Code.NoPermission);
  });
});
