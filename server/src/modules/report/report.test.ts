import { Code, FormCalls, ReportCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { formInstances, formTemplates } from '../form/form.table.js';
import { reports } from './report.table.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);

/** Runs `call`, expects it refused with code 2 on `field` (and message `text`), and that it stored nothing. */
async function refusedOn(field: string, text: string, call: () => ReturnType<typeof kit.create>) {
  const before = await kit.reportCount();
  const digest = await databaseDigest(t.db, ['sessions']);
  const res = await call();
  expect(res.code, res.msg).toBe(Code.FieldErrors);
  expect(res.errdata?.[field]).toEqual([text]);
  expect(await kit.reportCount()).toBe(before);
  expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
}

const today = '2025-04-02';

describe('POST /api/report/create', () => {
  it("makes the draft on the family's only published template and the header in one go, both audited", async () => {
    const project = await kit.newProject();
    const inspector = await kit.member('staff', [[project.id, 'staff']]);
    const res = await kit.create(inspector, {
      report_type: 'patrol',
      project_id: project.id,
      report_date: today,
      conclusion: 'pass',
    });
    expect(res).toMatchObject({ code: Code.Success, msg: '报告已创建，请填写报告内容' });
    const { id, template_id } = res.data;
    expect(template_id).toBe(await kit.templateId('hdny', '巡检记录'));

    const [header] = await t.db.select().from(reports).where(eq(reports.formInstanceId, id));
    expect(header).toMatchObject({
      projectId: project.id,
      reportType: 'patrol',
      reportDate: today,
      conclusion: 'pass',
      writerId: inspector.user.id,
      equipmentId: null,
      createdBy: inspector.user.id,
    });
    const [form] = await t.db.select().from(formInstances).where(eq(formInstances.id, id));
    expect(form).toMatchObject({ status: 'draft', templateId: template_id, projectId: project.id });
    expect(form?.createdBy).toBe(inspector.user.id);
    expect((await lastAudit(t.db, 'reports', id))?.changes).toMatchObject({
      report_type: { before: null, after: 'patrol' },
      template_id: { before: null, after: template_id },
    });
    expect((await lastAudit(t.db, 'form_instances', id))?.action).toBe('create');
  });

  it('lets a manager name an inspector of his project, and an administrator write for himself anywhere', async () => {
    const project = await kit.newProject();
    const inspector = await kit.member('staff', [[project.id, 'staff']]);
    const manager = await kit.member('manager', [[project.id, 'manager']]);
    const body = { report_type: 'patrol', project_id: project.id, report_date: today, conclusion: 'fail' } as const;
    const named = await kit.created(manager, { ...body, writer_id: inspector.user.id });
    const [row] = await t.db.select().from(reports).where(eq(reports.formInstanceId, named));
    expect(row).toMatchObject({ writerId: inspector.user.id, createdBy: manager.user.id });

    // The administrator works on no project, and writes himself.
    const admin = await signedIn(t, 'hdny');
    const own = await kit.created(admin, body);
    expect((await t.db.select().from(reports).where(eq(reports.formInstanceId, own)))[0]?.writerId).toBe(admin.user.id);
    // He may name a writer too, one who works on the project.
    await kit.created(admin, { ...body, writer_id: manager.user.id });
  });

  it('refuses a writer who does not work on the project, and an inspector naming anybody else', async () => {
    const project = await kit.newProject();
    const inspector = await kit.member('staff', [[project.id, 'staff']]);
    const colleague = await kit.member('staff', [[project.id, 'staff']]);
    const manager = await kit.member('manager', [[project.id, 'manager']]);
    const outsider = await kit.member('staff');
    const admin = await signedIn(t, 'hdny');
    const body = { report_type: 'patrol', project_id: project.id, report_date: today, conclusion: 'pass' } as const;

    await refusedOn('writer_id', '只有管理员或本项目的项目经理可以指定其他编写人', () =>
      kit.create(inspector, { ...body, writer_id: colleague.user.id }),
    );
    await refusedOn('writer_id', '编写人须是本项目的成员', () =>
      kit.create(manager, { ...body, writer_id: outsider.user.id }),
    );
    await refusedOn('writer_id', '编写人须是本项目的成员', () =>
      kit.create(admin, { ...body, writer_id: outsider.user.id }),
    );
    // An inspector of the owner who is not on the project cannot read it, so cannot write for it.
    await refusedOn('project_id', '请选择您可以查看的项目', () => kit.create(outsider, body));
  });

  it('requires equipment of the project for NCRs and release reports, and takes other types only with its own', async () => {
    const projectId = await kit.projectId('HDNY-2026-002');
    const manager = await kit.member('manager', [[projectId, 'manager']]);
    const body = { project_id: projectId, report_date: today, conclusion: 'fail' } as const;
    const ofProject = await kit.equipmentId('DW-ZB-01');
    const ofAnother = await kit.equipmentId('WN-ZB-1A');

    for (const type of ['ncr', 'release'] as const) {
      await refusedOn('equipment_id', '不符合项报告和放行报告须选择设备', () =>
        kit.create(manager, { ...body, report_type: type }),
      );
      await refusedOn('equipment_id', '请选择本项目的设备', () =>
        kit.create(manager, { ...body, report_type: type, equipment_id: ofAnother }),
      );
      const id = await kit.created(manager, { ...body, report_type: type, equipment_id: ofProject });
      expect((await t.db.select().from(reports).where(eq(reports.formInstanceId, id)))[0]?.equipmentId).toBe(ofProject);
    }
    await refusedOn('equipment_id', '请选择本项目的设备', () =>
      kit.create(manager, { ...body, report_type: 'inspection', equipment_id: ofAnother }),
    );
    await kit.created(manager, { ...body, report_type: 'inspection', equipment_id: ofProject });
  });

  it("takes only a published template of the report's family and owner; several need a choice, none is code 7", async () => {
    const project = await kit.newProject();
    const inspector = await kit.member('staff', [[project.id, 'staff']]);
    const admin = await signedIn(t, 'hdny');
    const body = { report_type: 'witness', project_id: project.id, report_date: today, conclusion: 'na' } as const;
    const witness = await kit.templateId('hdny', '见证记录');

    const refusedTemplate = (templateId: number) =>
      refusedOn('template_id', '请选择该报告类型已发布的模板', () =>
        kit.create(inspector, { ...body, template_id: templateId }),
      );
    await refusedTemplate(await kit.templateId('hdny', '巡检记录'));
    await refusedTemplate(await kit.templateId('xnsd', '见证记录'));
    const draft = envelope<{ id: number }>(
      await admin.call(FormCalls.createTemplate, { body: { name: '见证记录（修订）', family: 'witness' } }),
    );
    await refusedTemplate(draft.data.id);

    // Without a published template of the family there is nothing to fill.
    await t.db.update(formTemplates).set({ family: 'general' }).where(eq(formTemplates.id, witness));
    try {
      const digest = await databaseDigest(t.db, ['sessions']);
      const none = await kit.create(inspector, body);
      expect(none).toMatchObject({
        code: Code.IllegalOperation,
        msg: '该报告类型还没有已发布的模板，请联系管理员发布',
      });
      expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
    } finally {
      await t.db.update(formTemplates).set({ family: 'witness' }).where(eq(formTemplates.id, witness));
    }

    // The one published template is taken; with a second published, the caller must choose.
    expect((await kit.create(inspector, body)).data.template_id).toBe(witness);
    await admin.call(FormCalls.saveDraft, {
      body: {
        id: draft.data.id,
        name: '见证记录（修订）',
        family: 'witness',
        items: [{ key: 'point', kind: 'text', title: '见证点', required: true }],
      },
    });
    expect(envelope(await admin.call(FormCalls.publish, { body: { id: draft.data.id } })).code).toBe(Code.Success);
    await refusedOn('template_id', '该报告类型有多个模板，请选择一个', () => kit.create(inspector, body));
    expect((await kit.create(inspector, { ...body, template_id: draft.data.id })).data.template_id).toBe(draft.data.id);
  });

  it("keeps another owner's user off this owner's projects, templates and equipment", async () => {
    const hdnyProject = await kit.projectId('HDNY-2026-002');
    const xnsdProject = await kit.projectId('XNSD-2026-003');
    const stranger = await signedIn(t, 'xnsd');
    const body = { report_type: 'ncr', report_date: today, conclusion: 'fail' } as const;
    const hdnyEquipment = await kit.equipmentId('DW-ZB-01');

    await refusedOn('project_id', '请选择您可以查看的项目', () =>
      kit.create(stranger, { ...body, project_id: hdnyProject, equipment_id: hdnyEquipment }),
    );
    const hdnyTemplate = await kit.templateId('hdny', '不符合项报告');
    const xnsdEquipment = await kit.equipmentId('LHK-SLJ-01');
    await refusedOn('template_id', '请选择该报告类型已发布的模板', () =>
      kit.create(stranger, {
        ...body,
        project_id: xnsdProject,
        template_id: hdnyTemplate,
        equipment_id: xnsdEquipment,
      }),
    );
    await refusedOn('equipment_id', '请选择本项目的设备', () =>
      kit.create(stranger, { ...body, project_id: xnsdProject, equipment_id: hdnyEquipment }),
    );
  });

  it('answers bad input with code 2 on each field, storing nothing', async () => {
    const projectId = await kit.projectId('HDNY-2026-001');
    const admin = await signedIn(t, 'hdny');
    const before = await kit.reportCount();
    const digest = await databaseDigest(t.db, ['sessions']);
    expectFieldErrors(
      await admin.call(ReportCalls.create, {
        body: {
          report_type: 'audit',
          project_id: projectId,
          report_date: '2025-02-30',
          conclusion: 'ok',
        },
      }),
      ['report_type', 'report_date', 'conclusion'],
    );
    expectFieldErrors(
      await admin.call(ReportCalls.create, { body: { report_type: 'patrol', project_id: 0, report_date: 'today' } }),
      ['project_id', 'report_date', 'conclusion'],
    );
    expectFieldErrors(
      await admin.call(ReportCalls.create, {
        body: {
          report_type: 'patrol',
          project_id: projectId,
          report_date: today,
          conclusion: 'pass',
          writer_id: 'me',
          equipment_id: -1,
        },
      }),
      ['writer_id', 'equipment_id'],
    );
    expect(await kit.reportCount()).toBe(before);
    expect(await databaseDigest(t.db, ['sessions'])).toEqual(digest);
  });

  it('answers 3 without the right to upload and -1 without a session, storing nothing', async () => {
    const project = await kit.newProject();
    const inspector: Member = await kit.member('staff', [[project.id, 'staff']]);
    const body = { report_type: 'patrol', project_id: project.id, report_date: today, conclusion: 'pass' } as const;
    const before = await kit.reportCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'staff', pageKey: 'report-index', action: 'create' },
      async () => {
        expect((await kit.create(inspector, body)).code).toBe(Code.NoPermission);
      },
    );
    expect(envelope(await callApi(t.app, undefined, ReportCalls.create, { body })).code).toBe(Code.NotLoggedIn);
    // The client reads reports and uploads none.
    expect((await kit.create(await signedIn(t, 'hdny', 'wtf'), body)).code).toBe(Code.NoPermission);
    expect(await kit.reportCount()).toBe(before);
  });
});
