import { Code, REPORT_BASE_FIELDS, ReportBaseCalls, type ReportBaseField } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { ownerByKey } from '../../../test/factories.js';
import { caller, envelope, expectFieldErrors } from '../../../test/http.js';
import { reportBaseFields } from './base-fields.service.js';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof signedIn>>;
const PAGE = 'project-template-base';
const KEYS = REPORT_BASE_FIELDS.map((field) => field.key);

const list = async (member: Member, lang?: string) =>
  envelope<ReportBaseField[]>(
    await member.call(ReportBaseCalls.list, { headers: lang ? { 'accept-language': lang } : undefined }),
  );
/** The body of a save keeping everything as listed. */
const bodyOf = (fields: ReportBaseField[]) =>
  fields.map(({ key, label, visible, required }) => ({ key, label, visible, required }));
const stored = () => rowsOf(t.db, sql`select * from report_base_fields order by owner_id, key`);

describe('report base fields', () => {
  it('lists the defaults: catalogue order, default names, the locked four shown and required', async () => {
    const admin = await signedIn(t, 'hdny');
    const res = await list(admin);
    expect(res.code).toBe(Code.Success);
    expect(res.data.map((field) => field.key)).toEqual(KEYS);
    expect(res.data[0]).toEqual({
      key: 'number',
      default_name: '报告编号',
      label: '',
      visible: true,
      required: true,
      locked: true,
      sort: 0,
    });
    expect(res.data.find((field) => field.key === 'remark')).toEqual({
      key: 'remark',
      default_name: '备注',
      label: '',
      visible: true,
      required: false,
      locked: false,
      sort: 10,
    });
    expect(res.data.filter((field) => field.locked).map((field) => field.key)).toEqual([
      'number',
      'project',
      'report_type',
      'report_date',
    ]);
    expect((await list(admin, 'en')).data[4]?.default_name).toBe('Written by');
  });

  it('saves order, labels, shown and required, audited; another owner keeps his defaults', async () => {
    const admin = await signedIn(t, 'hdny');
    const owner = await ownerByKey(t.db, 'hdny');
    const defaults = (await list(admin)).data;
    const body = bodyOf(defaults).map((field) => {
      if (field.key === 'writer') return { ...field, label: '  编制人  ', required: true };
      if (field.key === 'batch') return { ...field, visible: false };
      return field;
    });
    // remark moves to the top; the report date goes last.
    const reordered = [
      body.find((field) => field.key === 'remark'),
      ...body.filter((field) => field.key !== 'remark' && field.key !== 'report_date'),
      body.find((field) => field.key === 'report_date'),
    ];
    const saved = envelope(await admin.call(ReportBaseCalls.save, { body: { fields: reordered } }));
    expect(saved).toMatchObject({ code: Code.Success, msg: '已保存' });

    const after = (await list(admin)).data;
    expect(after.map((field) => field.key)).toEqual(reordered.map((field) => field?.key));
    expect(after.map((field) => field.sort)).toEqual(KEYS.map((_, index) => index));
    expect(after.find((field) => field.key === 'writer')).toMatchObject({
      label: '编制人',
      default_name: '编写人',
      required: true,
      visible: true,
    });
    expect(after.find((field) => field.key === 'batch')).toMatchObject({ visible: false, required: false });
    expect(await reportBaseFields(t.db, owner.id)).toEqual(after);

    const audit = await lastAudit(t.db, 'report_base_fields', owner.id);
    expect(audit?.action).toBe('create');
    expect(audit?.changes.batch).toEqual({
      before: null,
      after: { label: '', visible: false, required: false, sort: 7 },
    });

    // Another owner's administrator sees his own defaults.
    const other = await signedIn(t, 'xnsd');
    const theirs = (await list(other)).data;
    expect(theirs).toEqual(defaults);
    const xnsd = await ownerByKey(t.db, 'xnsd');
    expect(await reportBaseFields(t.db, xnsd.id)).toEqual(defaults);

    // A second save is an update of the first.
    await admin.call(ReportBaseCalls.save, { body: { fields: bodyOf(after) } });
    expect((await lastAudit(t.db, 'report_base_fields', owner.id))?.action).toBe('update');
    expect((await list(admin)).data).toEqual(after);
  });

  it('refuses to hide a locked field, make it optional or require a hidden one, storing nothing', async () => {
    const admin = await signedIn(t, 'xnsd');
    const body = bodyOf((await list(admin)).data);
    const before = await stored();
    const hidden = body.map((field) => (field.key === 'project' ? { ...field, visible: false } : field));
    expectFieldErrors(
      await admin.call(ReportBaseCalls.save, { body: { fields: hidden } }),
      ['fields.1.visible'],
      '报告编号、所属项目、报告类型和报告日期始终显示且必填',
    );
    const optional = body.map((field) => (field.key === 'report_date' ? { ...field, required: false } : field));
    expectFieldErrors(await admin.call(ReportBaseCalls.save, { body: { fields: optional } }), ['fields.3.required']);
    const hiddenRequired = body.map((field) =>
      field.key === 'writer' ? { ...field, visible: false, required: true } : field,
    );
    expectFieldErrors(
      await admin.call(ReportBaseCalls.save, { body: { fields: hiddenRequired } }),
      ['fields.4.required'],
      '不显示的字段不能设为必填',
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses a missing, repeated or unknown key and a label too long, storing nothing', async () => {
    const admin = await signedIn(t, 'xnsd');
    const body = bodyOf((await list(admin)).data);
    const before = await stored();
    const save = (fields: unknown) => admin.call(ReportBaseCalls.save, { body: { fields } });
    expectFieldErrors(await save(body.slice(1)), ['fields'], '须按新的顺序列出全部基础字段，每个字段一次');
    expectFieldErrors(await save([...body.slice(0, -1), body[4]]), ['fields.10.key'], '该基础字段重复');
    expectFieldErrors(await save([...body, body[4]]), ['fields']);
    expectFieldErrors(await save([...body.slice(0, -1), { ...body[10], key: 'colour' }]), ['fields.10.key']);
    expectFieldErrors(await save(body.map((field, i) => (i === 5 ? { ...field, label: '长'.repeat(33) } : field))), [
      'fields.5.label',
    ]);
    expectFieldErrors(await save(body.map((field, i) => (i === 5 ? { ...field, visible: 'no' } : field))), [
      'fields.5.visible',
    ]);
    expectFieldErrors(await admin.call(ReportBaseCalls.save, { body: {} }), ['fields']);
    expect(await stored()).toEqual(before);
  });

  it('resets to the defaults, audited', async () => {
    const admin = await signedIn(t, 'hdny');
    const owner = await ownerByKey(t.db, 'hdny');
    const defaults = (await signedIn(t, 'xnsd').then(list)).data;
    const changed = bodyOf(defaults)
      .reverse()
      .map((field) => (field.key === 'remark' ? { ...field, label: '说明', visible: false } : field));
    await admin.call(ReportBaseCalls.save, { body: { fields: changed } });
    expect((await list(admin)).data).not.toEqual(defaults);

    const reset = envelope(await admin.call(ReportBaseCalls.reset));
    expect(reset).toMatchObject({ code: Code.Success, msg: '已恢复默认设置' });
    expect((await list(admin)).data).toEqual(defaults);
    expect(await rowsOf(t.db, sql`select key from report_base_fields where owner_id = ${owner.id}`)).toEqual([]);
    const audit = await lastAudit(t.db, 'report_base_fields', owner.id);
    expect(audit?.action).toBe('delete');
    expect(audit?.changes.remark).toEqual({
      before: { label: '说明', visible: false, required: false, sort: 0 },
      after: null,
    });
    // Resetting again changes nothing and logs nothing.
    expect(envelope(await admin.call(ReportBaseCalls.reset)).code).toBe(Code.Success);
    expect((await lastAudit(t.db, 'report_base_fields', owner.id))?.id).toBe(audit?.id);
  });

  it('needs the page: index to read, update to save or reset; a session at all', async () => {
    const admin = await signedIn(t, 'xnsd');
    const body = bodyOf((await list(admin)).data);
    const before = await stored();
    await withRevoked(t.db, { ownerKey: 'xnsd', role: 'admin', pageKey: PAGE, action: 'update' }, async () => {
      expect((await list(admin)).code).toBe(Code.Success);
      const saved = await admin.call(ReportBaseCalls.save, { body: { fields: body.reverse() } });
      expect(envelope(saved).code).toBe(Code.NoPermission);
      expect(envelope(await admin.call(ReportBaseCalls.reset)).code).toBe(Code.NoPermission);
    });
    await withRevoked(t.db, { ownerKey: 'xnsd', role: 'admin', pageKey: PAGE, action: 'index' }, async () => {
      expect((await list(admin)).code).toBe(Code.NoPermission);
    });
    const staff = await signedIn(t, 'xnsd', 'staff');
    expect((await list(staff)).code).toBe(Code.NoPermission);
    expect(await stored()).toEqual(before);

    const anonymous = caller(t.app);
    expect(envelope(await anonymous(ReportBaseCalls.list)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await anonymous(ReportBaseCalls.save, { body: { fields: body } })).code).toBe(Code.NotLoggedIn);
    expect(envelope(await anonymous(ReportBaseCalls.reset)).code).toBe(Code.NotLoggedIn);
  });
});
