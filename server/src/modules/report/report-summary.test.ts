import { Code, ReportCalls, type ReportSummaryRow, type WorkflowStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { formInstances } from '../form/form.table.js';
import { inspectionUnits } from '../inspection-unit/inspection-unit.table.js';
import { workflowInstances, workflowVersions } from '../workflow/workflow.table.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);

type Query = TestQuery<typeof ReportCalls.summary>;
const summary = async (who: Member, query: Query) =>
  envelope<ReportSummaryRow[]>(await who.call(ReportCalls.summary, { query }));
const rowsOf = async (who: Member, query: Query) => {
  const res = await summary(who, query);
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
};
const rowOf = (rows: ReportSummaryRow[], id: number | null) => rows.find((row) => row.id === id);
const zero = { submitted: 0, in_review: 0, approved: 0, returned: 0, failed: 0, last_report_date: null };

const unitId = async (name: string) => {
  const [row] = await t.db
    .select({ id: inspectionUnits.id })
    .from(inspectionUnits)
    .where(eq(inspectionUnits.name, name));
  if (!row) throw new Error(`no unit ${name}`);
  return row.id;
};

/** Gives a report's form a review in `status`, as the workflow leaves it; a report sent back is a draft again. */
async function reviewed(formId: number, status: WorkflowStatus) {
  const owner = await ownerByKey(t.db, 'hdny');
  const [version] = await t.db
    .select({ id: workflowVersions.id })
    .from(workflowVersions)
    .where(eq(workflowVersions.ownerId, owner.id))
    .limit(1);
  if (!version) throw new Error('no demo workflow version');
  await t.db.insert(workflowInstances).values({
    ownerId: owner.id,
    versionId: version.id,
    formInstanceId: formId,
    status,
    templateId: 0,
    templateName: '',
    family: 'inspection',
  });
  if (status === 'sent_back') {
    await t.db.update(formInstances).set({ status: 'draft' }).where(eq(formInstances.id, formId));
  }
}

/**
 * On the demo project HDNY-2026-002, managed by a new manager, two inspectors write six reports
 * (the comment of each says what the summary makes of it) and a third writes none. A second new
 * project has a manager and an inspector of its own.
 */
let manager: Member;
let inspectors: Member[];
let project: number;
let otherProject: { id: number };
let otherManager: Member;
let otherInspector: Member;
let units: { east: number; jiangsu: number };

beforeAll(async () => {
  project = await kit.projectId('HDNY-2026-002');
  units = { east: await unitId('华东电力设备监造中心'), jiangsu: await unitId('江苏电力工程质量检测有限公司') };
  manager = await kit.member('manager', [[project, 'manager']], '周经理');
  inspectors = [
    await kit.member('staff', [[project, 'staff']], '吴一'),
    await kit.member('staff', [[project, 'staff']], '吴二'),
    await kit.member('staff', [[project, 'staff']], '吴三'),
  ];
  const [first, second] = inspectors as [Member, Member];
  otherProject = await kit.newProject();
  otherManager = await kit.member('manager', [[otherProject.id, 'manager']], '郑经理');
  otherInspector = await kit.member('staff', [[otherProject.id, 'staff']], '郑检验');
  const transformer = await kit.equipmentId('DW-ZB-01'); // 华东电力设备监造中心 inspects it
  const switchgear = await kit.equipmentId('DW-KGG-01'); // no unit
  const report = async (who: Member, body: Record<string, unknown>, at?: string) => {
    const id = await kit.created(who, { project_id: project, conclusion: 'pass', ...body });
    if (at) await kit.submitted(id, at);
    return id;
  };
  // First: in review (NCR, fail, east; withdrawn once and submitted again: its latest review counts,
  // once), approved (patrol), submitted with no review (witness, in August).
  const resubmitted = await report(
    first,
    { report_type: 'ncr', equipment_id: transformer, conclusion: 'fail', report_date: '2025-07-01' },
    '2025-07-01T10:00:00Z',
  );
  await reviewed(resubmitted, 'withdrawn');
  await reviewed(resubmitted, 'in_review');
  await reviewed(
    await report(first, { report_type: 'patrol', report_date: '2025-07-02' }, '2025-07-02T10:00:00Z'),
    'approved',
  );
  await report(first, { report_type: 'witness', conclusion: 'na', report_date: '2025-08-01' }, '2025-08-01T10:00:00Z');
  // Second: rejected (release, no unit), sent back (NCR, fail, east), and a draft never submitted.
  await reviewed(
    await report(
      second,
      { report_type: 'release', equipment_id: switchgear, report_date: '2025-07-03' },
      '2025-07-03T10:00:00Z',
    ),
    'rejected',
  );
  await reviewed(
    await report(
      second,
      { report_type: 'ncr', equipment_id: transformer, conclusion: 'fail', report_date: '2025-07-10' },
      '2025-07-10T10:00:00Z',
    ),
    'sent_back',
  );
  await report(second, { report_type: 'patrol', conclusion: 'fail', report_date: '2025-07-05' });
  // On the other project: one report of the other inspector.
  const elsewhere = await kit.created(otherInspector, {
    project_id: otherProject.id,
    report_type: 'patrol',
    conclusion: 'fail',
    report_date: '2025-07-04',
  });
  await kit.submitted(elsewhere, '2025-07-04T10:00:00Z');
});

describe('GET /api/report/summary?by=inspector (项目经理报告管理)', () => {
  it('counts each inspector of the projects the manager manages, those without reports included', async () => {
    const [first, second, third] = inspectors as [Member, Member, Member];
    const rows = await rowsOf(manager, { by: 'inspector' });
    expect(rowOf(rows, first.user.id)).toEqual({
      id: first.user.id,
      name: '吴一',
      submitted: 3,
      in_review: 1,
      approved: 1,
      returned: 0,
      failed: 1,
      last_report_date: '2025-08-01',
    });
    // The sent-back NCR counts as submitted and returned, though it is its writer's draft again.
    expect(rowOf(rows, second.user.id)).toEqual({
      id: second.user.id,
      name: '吴二',
      submitted: 2,
      in_review: 0,
      approved: 0,
      returned: 2,
      failed: 1,
      last_report_date: '2025-07-10',
    });
    expect(rowOf(rows, third.user.id)).toEqual({ id: third.user.id, name: '吴三', ...zero });
    expect(rowOf(rows, otherInspector.user.id)).toBeUndefined();
    expect(rowOf(rows, null)).toBeUndefined();
  });

  it('counts the reports dated within the period only', async () => {
    const [first, second] = inspectors as [Member, Member];
    const july = await rowsOf(manager, { by: 'inspector', from: '2025-07-01', to: '2025-07-31' });
    expect(rowOf(july, first.user.id)).toMatchObject({ submitted: 2, in_review: 1, approved: 1, failed: 1 });
    expect(rowOf(july, first.user.id)?.last_report_date).toBe('2025-07-02');
    const from = await rowsOf(manager, { by: 'inspector', from: '2025-07-05' });
    expect(rowOf(from, first.user.id)).toMatchObject({ submitted: 1, last_report_date: '2025-08-01' });
    expect(rowOf(from, second.user.id)).toMatchObject({ submitted: 1, returned: 1 });
    const until = await rowsOf(manager, { by: 'inspector', to: '2025-07-02' });
    expect(rowOf(until, second.user.id)).toMatchObject(zero);
  });

  it("shows another manager only his projects' inspectors, and refuses a project he does not manage", async () => {
    const rows = await rowsOf(otherManager, { by: 'inspector' });
    expect(rows).toEqual([
      { id: otherInspector.user.id, name: '郑检验', ...zero, submitted: 1, failed: 1, last_report_date: '2025-07-04' },
    ]);
    expect((await summary(otherManager, { by: 'inspector', project_id: project })).code).toBe(Code.NotFound);
    // Working on a project as an inspector is not managing it.
    const both = await kit.member('manager', [[project, 'staff']]);
    expect((await summary(both, { by: 'inspector', project_id: project })).code).toBe(Code.NotFound);
    expect(await rowsOf(both, { by: 'inspector' })).toEqual([]);
  });

  it("answers 3 to whoever lacks the manager's control page, and to the manager once it is revoked", async () => {
    expect((await summary(await signedIn(t, 'hdny', 'wtf'), { by: 'inspector' })).code).toBe(Code.NoPermission);
    expect((await summary(inspectors[0] as Member, { by: 'inspector' })).code).toBe(Code.NoPermission);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'manager', pageKey: 'report-manager-control', action: 'index' },
      async () => {
        expect((await summary(manager, { by: 'inspector' })).code).toBe(Code.NoPermission);
      },
    );
  });
});

describe('GET /api/report/summary?by=unit (报告管理)', () => {
  it("counts one project's reports by the equipment's inspection unit, the rest in a row of no unit", async () => {
    const client = await signedIn(t, 'hdny', 'wtf');
    const rows = await rowsOf(client, { by: 'unit', project_id: project });
    expect(rows.map((row) => row.id)).toEqual([units.east, units.jiangsu, null]);
    expect(rowOf(rows, units.east)).toEqual({
      id: units.east,
      name: '华东电力设备监造中心',
      submitted: 2,
      in_review: 1,
      approved: 0,
      returned: 1,
      failed: 2,
      last_report_date: '2025-07-10',
    });
    expect(rowOf(rows, units.jiangsu)).toEqual({ id: units.jiangsu, name: '江苏电力工程质量检测有限公司', ...zero });
    expect(rowOf(rows, null)).toEqual({
      id: null,
      name: '',
      submitted: 3,
      in_review: 0,
      approved: 1,
      returned: 1,
      failed: 0,
      last_report_date: '2025-08-01',
    });
  });

  it("sums every project the client reads, and never another owner's units or reports", async () => {
    const client = await signedIn(t, 'hdny', 'wtf');
    const all = await rowsOf(client, { by: 'unit' });
    const one = await rowsOf(client, { by: 'unit', project_id: project });
    const submitted = (rows: ReportSummaryRow[]) => rows.reduce((sum, row) => sum + row.submitted, 0);
    // The other project's patrol and the demo reports of the owner's other projects.
    expect(submitted(all)).toBeGreaterThan(submitted(one));
    expect(rowOf(all, null)?.submitted).toBeGreaterThanOrEqual(4);
    const stranger = await signedIn(t, 'xnsd', 'wtf');
    const theirs = await rowsOf(stranger, { by: 'unit' });
    expect(theirs.map((row) => row.name)).toContain('西南水电设备监理所');
    expect(theirs.some((row) => row.id === units.east || row.id === units.jiangsu)).toBe(false);
    expect((await summary(stranger, { by: 'unit', project_id: project })).code).toBe(Code.NotFound);
  });

  it('answers 3 to roles without the control page, and to the client once it is revoked', async () => {
    expect((await summary(manager, { by: 'unit' })).code).toBe(Code.NoPermission);
    expect((await summary(inspectors[0] as Member, { by: 'unit' })).code).toBe(Code.NoPermission);
    const client = await signedIn(t, 'hdny', 'wtf');
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'wtf', pageKey: 'report-control', action: 'index' }, async () => {
      expect((await summary(client, { by: 'unit' })).code).toBe(Code.NoPermission);
    });
    // The administrator holds both.
    const admin = await signedIn(t, 'hdny');
    expect((await summary(admin, { by: 'unit' })).code).toBe(Code.Success);
    expect((await summary(admin, { by: 'inspector' })).code).toBe(Code.Success);
  });
});

describe('GET /api/report/summary: bad input', () => {
  it('answers field errors for a missing or unknown grouping, a bad project, date or period', async () => {
    const admin = await signedIn(t, 'hdny');
    expectFieldErrors(await admin.call(ReportCalls.summary), ['by']);
    expectFieldErrors(await admin.call(ReportCalls.summary, { query: { by: 'project' } }), ['by']);
    expectFieldErrors(await admin.call(ReportCalls.summary, { query: { by: 'unit', project_id: 'x' } }), [
      'project_id',
    ]);
    expectFieldErrors(await admin.call(ReportCalls.summary, { query: { by: 'unit', from: '2025-02-30' } }), ['from']);
    expectFieldErrors(
      await admin.call(ReportCalls.summary, { query: { by: 'unit', from: '2025-08-01', to: '2025-07-01' } }),
      ['to'],
    );
  });

  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, ReportCalls.summary, { query: { by: 'unit' } })).code).toBe(
      Code.NotLoggedIn,
    );
  });
});
