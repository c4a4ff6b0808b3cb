import {
  Code,
  type ListData,
  ReportCalls,
  type ReportRow,
  type ReportUploadOptions,
  WorkflowCalls,
  type WorkflowInstanceDetail,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, caller, envelope, expectFieldErrors, login, type TestQuery } from '../../../test/http.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);

type Query = TestQuery<typeof ReportCalls.list>;
const list = async (who: Member | string, query: Query = {}) => {
  const call = typeof who === 'string' ? caller(t.app, await login(t.app, who)) : who.call;
  return envelope<ListData<ReportRow>>(await call(ReportCalls.list, { query: { 'per-page': 100, ...query } }));
};
const idsOf = async (who: Member | string, query: Query = {}) => {
  const res = await list(who, query);
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data.result.map((row) => row.id);
};
const filter = (field: string, value: string): Query => ({ [`filter[${field}]`]: value });

/**
 * A project with a new inspector and a new manager, and four reports on it: three submitted on
 * different days (one about a transformer), one the inspector's draft.
 */
let project: { id: number; name: string };
let inspector: Member;
let manager: Member;
const ids = { patrol: 0, ncr: 0, witness: 0, draft: 0 };
const onProject = () => filter('project_name', project.name);

beforeAll(async () => {
  // A demo project with equipment and no demo reports.
  project = { id: await kit.projectId('HDNY-2026-002'), name: '苏州 500kV 东吴变电站主变增容工程' };
  inspector = await kit.member('staff', [[project.id, 'staff']], '赵巡检');
  manager = await kit.member('manager', [[project.id, 'manager']], '钱经理');
  const base = { project_id: project.id } as const;
  ids.patrol = await kit.created(inspector, {
    ...base,
    report_type: 'patrol',
    report_date: '2025-05-01',
    conclusion: 'pass',
  });
  ids.ncr = await kit.created(manager, {
    ...base,
    report_type: 'ncr',
    report_date: '2025-05-03',
    conclusion: 'fail',
    writer_id: inspector.user.id,
    equipment_id: await kit.equipmentId('DW-ZB-01'),
  });
  ids.witness = await kit.created(manager, {
    ...base,
    report_type: 'witness',
    report_date: '2025-05-02',
    conclusion: 'na',
  });
  ids.draft = await kit.created(inspector, {
    ...base,
    report_type: 'patrol',
    report_date: '2025-05-04',
    conclusion: 'fail',
  });
  // Submitted out of the order of their dates, so the two sorts differ.
  await kit.submitted(ids.patrol, '2025-05-05T09:00:00+08:00', 'XJ-0001');
  await kit.submitted(ids.ncr, '2025-05-07T09:00:00+08:00', 'NCR-0001');
  await kit.submitted(ids.witness, '2025-05-06T09:00:00+08:00', 'JZ-0001');
});

describe('GET /api/report/list', () => {
  it('lists the newest submission first, drafts ahead, with every column of the row', async () => {
    expect(await idsOf(inspector)).toEqual([ids.draft, ids.ncr, ids.witness, ids.patrol]);
    const rows = (await list(inspector)).data.result;
    expect(rows.find((row) => row.id === ids.ncr)).toEqual({
      id: ids.ncr,
      template_id: await kit.templateId('hdny', '不符合项报告'),
      template_name: '不符合项报告',
      number: 'NCR-0001',
      report_type: 'ncr',
      project_id: project.id,
      project_name: project.name,
      report_date: '2025-05-03',
      conclusion: 'fail',
      writer_name: inspector.user.name,
      equipment_name: '500kV 主变压器（ODFS-334000/500）',
      equipment_number: 'DW-ZB-01',
      batch: '第一批',
      device_name: '主变压器',
      factory_name: '保变电气',
      unit_name: '华东电力设备监造中心',
      status: 'submitted',
      step: '',
      submit_by_name: manager.user.name,
      submit_at: '2025-05-07T01:00:00.000Z',
    });
    expect(rows.find((row) => row.id === ids.draft)).toMatchObject({
      status: 'draft',
      submit_at: null,
      submit_by_name: '',
    });
    expect(await idsOf(inspector, { sort: 'report_date' })).toEqual([ids.patrol, ids.witness, ids.ncr, ids.draft]);
    expect(await idsOf(inspector, { sort: '-number' })).toEqual([ids.patrol, ids.ncr, ids.witness, ids.draft]);
  });

  it('shows a draft to its creator only', async () => {
    expect(await idsOf(manager)).toEqual(expect.not.arrayContaining([ids.draft]));
    expect(await idsOf('admin', onProject())).toEqual([ids.ncr, ids.witness, ids.patrol]);
  });

  it('filters by each field of the list', async () => {
    const mine = (query: Query) => idsOf(inspector, query);
    expect(await mine(filter('number', 'ncr-0'))).toEqual([ids.ncr]);
    expect(await mine(filter('report_date', '2025-05-02|2025-05-03'))).toEqual([ids.ncr, ids.witness]);
    // Each side of a range shapes a statement of its own, however alike their long names.
    expect(await mine(filter('report_date', '2025-05-03|'))).toEqual([ids.draft, ids.ncr]);
    expect(await mine(filter('report_date', '|2025-05-02'))).toEqual([ids.witness, ids.patrol]);
    expect(await mine(filter('report_type', 'patrol'))).toEqual([ids.draft, ids.patrol]);
    // A type alone is a prepared first page with the type bound: each type and caller gets its own
    // reports, as a type with another filter (built at each call) does.
    expect(await mine(filter('report_type', 'ncr'))).toEqual([ids.ncr]);
    expect(await mine({ ...filter('report_type', 'patrol'), ...onProject() })).toEqual([ids.draft, ids.patrol]);
    expect(await idsOf(manager, filter('report_type', 'patrol'))).toEqual([ids.patrol]);
    expect(await idsOf(manager, filter('report_type', 'witness'))).toEqual([ids.witness]);
    expect(await mine(filter('report_type', 'memo'))).toEqual([]);
    expect(await mine(filter('conclusion', 'fail'))).toEqual([ids.draft, ids.ncr]);
    expect(await mine(filter('status', 'draft'))).toEqual([ids.draft]);
    expect(await mine(filter('status', 'submitted'))).toEqual([ids.ncr, ids.witness, ids.patrol]);
    expect(await mine(filter('status', 'in_review'))).toEqual([]);
    expect(await mine(filter('project_name', project.name.slice(2)))).toHaveLength(4);
    expect(await mine(filter('inspector', '巡检'))).toEqual([ids.draft, ids.ncr, ids.patrol]);
    expect(await mine(filter('inspector', '钱经理'))).toEqual([ids.witness]);
    // The equipment by name, number or batch; % and _ are matched as themselves.
    for (const text of ['主变压器', 'dw-zb', '第一批'])
      expect(await mine(filter('equipment', text))).toEqual([ids.ncr]);
    expect(await mine(filter('equipment', '%'))).toEqual([]);
    expectFieldErrors(await inspector.call(ReportCalls.list, { query: filter('status', 'lost') }), ['filter[status]']);
    expectFieldErrors(await inspector.call(ReportCalls.list, { query: filter('writer', 'x') }), ['filter[writer]']);
    expectFieldErrors(await inspector.call(ReportCalls.list, { query: { sort: 'writer_name' } }), ['sort']);
    // The writer's filter is the SPEC's `inspector`; the old name is refused like any unknown field.
    expectFieldErrors(await inspector.call(ReportCalls.list, { query: filter('writer_name', 'x') }), [
      'filter[writer_name]',
    ]);
    expectFieldErrors(await inspector.call(ReportCalls.list, { query: { mine: 'yes' } }), ['mine']);
  });

  it("shows the demo review's state and step, and every demo role reports of its projects", async () => {
    const inReview = (await list('admin', filter('status', 'in_review'))).data.result;
    expect(inReview).toEqual([
      expect.objectContaining({
        report_type: 'inspection',
        status: 'in_review',
        step: '项目经理审核',
        writer_name: '王检验',
      }),
    ]);
    for (const who of ['admin', 'client', 'manager', 'staff']) {
      const demo = (await list(who)).data.result.filter((row) => row.project_id !== project.id);
      expect(demo.length, who).toBeGreaterThan(0);
      expect(new Set(demo.map((row) => row.report_type)), who).toEqual(new Set(['inspection', 'patrol']));
    }
  });

  it("narrows to the caller's own reports with mine=true: written or uploaded by him", async () => {
    expect(await idsOf(inspector, { mine: 'true' })).toEqual([ids.draft, ids.ncr, ids.patrol]);
    expect(await idsOf(manager, { mine: 'true' })).toEqual([ids.ncr, ids.witness]);
    expect(await idsOf(manager, { mine: 'false' })).toEqual(expect.arrayContaining([ids.ncr, ids.witness, ids.patrol]));
  });

  it('shows an inspector the reports of his projects only, and another owner none of them', async () => {
    const demoInspector = await idsOf('staff');
    expect(demoInspector).not.toContain(ids.patrol);
    expect(await idsOf(inspector)).toHaveLength(4);
    const stranger = await signedIn(t, 'xnsd');
    const theirs = (await list(stranger)).data.result;
    expect(theirs.length).toBeGreaterThan(0);
    const hdny = await kit.projectId('HDNY-2026-001');
    expect(theirs.filter((row) => row.project_id === hdny || row.project_id === project.id)).toEqual([]);
  });

  it("shows a report sent back as its writer's draft in that state, and takes it from the others' lists", async () => {
    const [report] = (await list('manager', filter('status', 'in_review'))).data.result;
    if (!report) throw new Error('the demo report is not in review');
    const manager = caller(t.app, await login(t.app, 'manager'));
    const review = envelope<WorkflowInstanceDetail>(
      await manager(WorkflowCalls.instanceOfForm, { query: { form_id: report.id } }),
    ).data;
    const sentBack = envelope(
      await manager(WorkflowCalls.act, {
        body: {
          task_id: review.my_task?.id,
          revision: review.revision,
          action: 'send_back',
          comment: '请补充检验照片',
        },
      }),
    );
    expect(sentBack.code, sentBack.msg).toBe(Code.Success);
    expect((await list('staff')).data.result.find((row) => row.id === report.id)).toMatchObject({
      status: 'sent_back',
      step: '',
    });
    expect(await idsOf('manager')).not.toContain(report.id);
    expect(await idsOf('admin', filter('status', 'in_review'))).toEqual([]);
  });

  it('answers 3 without any page that shows the list and -1 without a session', async () => {
    // The client reads the list on 报告列表, a project's 检验报告 and his report control (报告管理).
    const pages = ['project-report-list', 'project-found-report-list', 'report-control'];
    const revokedAll = pages.reduceRight<() => Promise<void>>(
      (inner, pageKey) => () => withRevoked(t.db, { ownerKey: 'hdny', role: 'wtf', pageKey, action: 'index' }, inner),
      async () => {
        expect((await list('client')).code).toBe(Code.NoPermission);
      },
    );
    await revokedAll();
    for (const pageKey of pages) {
      await withRevoked(t.db, { ownerKey: 'hdny', role: 'wtf', pageKey, action: 'index' }, async () => {
        expect((await list('client')).code, `without ${pageKey}`).toBe(Code.Success);
      });
    }
    expect(envelope(await callApi(t.app, undefined, ReportCalls.list)).code).toBe(Code.NotLoggedIn);
  });
});

describe('GET /api/report/upload-options', () => {
  const options = (who: Member, projectId: number) =>
    who.call(ReportCalls.uploadOptions, { query: { project_id: projectId } }).then(envelope<ReportUploadOptions>);

  it("offers the owner's report templates, the project's inspectors and the caller, and whether he may pick", async () => {
    const colleague = await kit.member('staff', [[project.id, 'staff']]);
    const mine = await options(manager, project.id);
    expect(mine.code, mine.msg).toBe(Code.Success);
    const starting = ['设备监造检验报告', '不符合项报告', '放行报告', '巡检记录', '见证记录'];
    expect(mine.data.templates.filter((template) => starting.includes(template.name))).toEqual(
      await Promise.all(
        ['inspection', 'ncr', 'release', 'patrol', 'witness'].map(async (type, i) => ({
          id: await kit.templateId('hdny', starting[i] ?? ''),
          name: starting[i],
          report_type: type,
        })),
      ),
    );
    expect(mine.data.writers.map((writer) => writer.id).sort()).toEqual(
      [inspector.user.id, colleague.user.id, manager.user.id].sort(),
    );
    expect(mine.data.may_pick_writer).toBe(true);
    expect((await options(inspector, project.id)).data.may_pick_writer).toBe(false);
  });

  it('answers 4 for a project the caller may not read, of his owner or another', async () => {
    const hdny = await kit.projectId('HDNY-2026-001');
    expect((await options(inspector, hdny)).code).toBe(Code.NotFound);
    expect((await options(await signedIn(t, 'xnsd'), project.id)).code).toBe(Code.NotFound);
    expectFieldErrors(await inspector.call(ReportCalls.uploadOptions, { query: { project_id: 'x' } }), ['project_id']);
  });

  it('answers 3 to whoever may not upload: the client reads reports only', async () => {
    expect((await options(await signedIn(t, 'hdny', 'wtf'), project.id)).code).toBe(Code.NoPermission);
  });
});
