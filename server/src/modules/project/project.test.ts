import {
  Code,
  type ListData,
  MemberOption,
  ProjectCalls,
  ProjectDetail,
  ProjectGroup,
  ProjectMarker,
  type ProjectOption,
  ProjectPerson,
  ProjectRow,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { type Caller, callApi, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { readXlsx } from '../../platform/xlsx.js';
import { projectGroups, projectMembers, projects } from './project.table.js';

const t = useTestApp();

let serial = 0;
const projectBody = (groupId: number, fields: Record<string, unknown> = {}) => ({
  group_id: groupId,
  name: `测试变电站工程${++serial}`,
  number: `T-${serial}`,
  project_type: 'substation',
  stage: 'manufacturing',
  level: 'provincial',
  inspection_status: 'in_progress',
  location: '江苏省南京市',
  longitude: 118.796877,
  latitude: 32.060255,
  total_invest: 12345.67,
  contract_start: '2026-01-01',
  contract_end: '2026-12-31',
  progress: 20,
  ...fields,
});
const projectCount = async () => (await t.db.select({ n: count() }).from(projects))[0]?.n ?? 0;

async function newGroup(call: Caller, name = `测试项目组${++serial}`) {
  const res = envelope<ProjectGroup>(await call(ProjectCalls.createGroup, { body: { name } }));
  expect(res.code).toBe(Code.Success);
  return res.data;
}

async function adminWithProject(ownerKey = 'hdny', fields: Record<string, unknown> = {}) {
  const admin = await signedIn(t, ownerKey);
  const group = await newGroup(admin.call);
  const res = envelope<ProjectRow>(await admin.call(ProjectCalls.create, { body: projectBody(group.id, fields) }));
  expect(res.code).toBe(Code.Success);
  return { ...admin, group, project: res.data };
}

describe('project groups', () => {
  it('are created, listed with their project counts, renamed, and deleted only when empty', async () => {
    const { call, group, project } = await adminWithProject();
    const groups = envelope<ProjectGroup[]>(await call(ProjectCalls.groups));
    for (const row of groups.data) ProjectGroup.strict().parse(row);
    expect(groups.data.find((row) => row.id === group.id)?.project_count).toBe(1);
    expect(groups.data.find((row) => row.name === '华东特高压输变电工程')?.project_count).toBe(2);

    const renamed = envelope<ProjectGroup>(
      await call(ProjectCalls.updateGroup, { query: { id: group.id }, body: { name: '改名后的项目组', sort: 5 } }),
    );
    expect(renamed.data).toMatchObject({ name: '改名后的项目组', project_count: 1 });
    expect((await lastAudit(t.db, 'project_groups', group.id))?.changes.name?.after).toBe('改名后的项目组');
    expectFieldErrors(
      await call(ProjectCalls.createGroup, { body: { name: '改名后的项目组' } }),
      ['name'],
      '已有同名项目组',
    );

    const refused = envelope(await call(ProjectCalls.deleteGroup, { query: { id: group.id } }));
    expect(refused).toMatchObject({ code: Code.IllegalOperation });
    expect(refused.msg).toContain('还有 1 个项目');
    expect(envelope(await call(ProjectCalls.delete, { query: { id: project.id } })).code).toBe(Code.Success);
    expect(envelope(await call(ProjectCalls.deleteGroup, { query: { id: group.id } })).code).toBe(Code.Success);
    expect(await t.db.select().from(projectGroups).where(eq(projectGroups.id, group.id))).toEqual([]);
  });
});

describe('projects', () => {
  it('are created with the fields of SPEC §3, read back exactly, listed, filtered and audited', async () => {
    const { call, group, project } = await adminWithProject('hdny', {
      name: '南京 500kV 秦淮变电站',
      construction_area: 8000.5,
      renderings: ['/api/files/download?path=a.png&name=a.png'],
    });
    ProjectRow.strict().parse(project);
    expect(project).toMatchObject({
      group_name: group.name,
      longitude: 118.796877,
      latitude: 32.060255,
      total_invest: 12345.67,
      construction_area: 8000.5,
      contract_start: '2026-01-01',
      renderings: ['/api/files/download?path=a.png&name=a.png'],
    });
    expect((await lastAudit(t.db, 'projects', project.id))?.changes.number?.after).toBe(project.number);

    const list = envelope<ListData<ProjectRow>>(await call(ProjectCalls.list, { query: { group_id: group.id } }));
    expect(list.data.result.map((row) => row.id)).toEqual([project.id]);
    const search = (query: TestQuery<typeof ProjectCalls.list>) =>
      call(ProjectCalls.list, { query }).then((res) => envelope<ListData<ProjectRow>>(res).data.result);
    expect((await search({ 'filter[name]': '秦淮' })).map((row) => row.id)).toEqual([project.id]);
    expect((await search({ 'filter[progress]': '15|25' })).map((row) => row.id)).toContain(project.id);
    expect((await search({ 'filter[progress]': '50|60' })).map((row) => row.id)).not.toContain(project.id);
    expect((await search({ 'filter[project_type]': 'substation', sort: '-total_invest' })).length).toBeGreaterThan(1);
    expectFieldErrors(await call(ProjectCalls.list, { query: { 'filter[progress]': '9|1' } }), ['filter[progress]']);

    const updated = envelope<ProjectRow>(
      await call(ProjectCalls.update, {
        query: { id: project.id },
        body: projectBody(group.id, { number: project.number, progress: 60 }),
      }),
    );
    expect(updated.data.progress).toBe(60);
    expect((await lastAudit(t.db, 'projects', project.id))?.changes.progress).toEqual({ before: 20, after: 60 });

    const members = envelope<MemberOption[]>(await call(ProjectCalls.members));
    for (const row of members.data) MemberOption.strict().parse(row);
    expect(members.data.map((row) => row.username)).toContain('manager');

    const markers = envelope<ProjectMarker[]>(await call(ProjectCalls.markers));
    for (const row of markers.data) ProjectMarker.strict().parse(row);
    expect(markers.data.find((row) => row.id === project.id)).toMatchObject({ longitude: 118.796877 });
  });

  it('refuse bad input, unknown references and a number the owner uses, changing nothing', async () => {
    const { call, group, project } = await adminWithProject();
    const other = await signedIn(t, 'xnsd');
    const foreignGroup = await newGroup(other.call);
    const outsider = await createUser(t.db, { role: 'staff', ownerKey: 'xnsd' });
    const before = await projectCount();
    const body = (fields: Record<string, unknown>) => projectBody(group.id, fields);

    expectFieldErrors(await call(ProjectCalls.create, { body: body({ name: ' ', progress: 101 }) }), [
      'name',
      'progress',
    ]);
    expectFieldErrors(
      await call(ProjectCalls.create, { body: body({ number: project.number }) }),
      ['number'],
      '项目编号已被使用',
    );
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ latitude: null }) }), ['latitude']);
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ longitude: 181 }) }), ['longitude']);
    expectFieldErrors(
      await call(ProjectCalls.create, { body: body({ total_invest: 1.234 }) }),
      ['total_invest'],
      '小数位数过多',
    );
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ contract_start: '2026-02-30' }) }), [
      'contract_start',
    ]);
    expectFieldErrors(
      await call(ProjectCalls.create, { body: body({ contract_start: '2026-05-01', contract_end: '2026-04-30' }) }),
      ['contract_end'],
      '结束日期不能早于开始日期',
    );
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ project_type: 'spaceport' }) }), ['project_type']);
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ group_id: foreignGroup.id }) }), ['group_id']);
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ supervisor_id: outsider.id }) }), [
      'supervisor_id',
    ]);
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ renderings: ['//evil.example/x.png'] }) }), [
      'renderings.0',
    ]);
    expectFieldErrors(
      await call(ProjectCalls.create, { body: body({ province: '', city: '南京市' }) }),
      ['city'],
      '请先选择上一级地区',
    );
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ province: '江苏省', district: '江宁区' }) }), [
      'district',
    ]);
    expectFieldErrors(await call(ProjectCalls.create, { body: body({ province: '省'.repeat(33) }) }), ['province']);
    expect(await projectCount()).toBe(before);
  });

  it('keep their region by name and are filtered by it from the province down', async () => {
    const { call, group } = await adminWithProject('xnsd');
    const make = async (province: string, city: string, district: string) => {
      const res = envelope<ProjectRow>(
        await call(ProjectCalls.create, { body: projectBody(group.id, { province, city, district }) }),
      );
      expect(res.code, res.msg).toBe(Code.Success);
      return res.data;
    };
    const jiangning = await make('江苏省', '南京市', '江宁区');
    const gulou = await make('江苏省', '南京市', '鼓楼区');
    const wujiang = await make('江苏省', '苏州市', '吴江区');
    expect(jiangning).toMatchObject({ province: '江苏省', city: '南京市', district: '江宁区' });
    const ids = async (region: string) => {
      const res = envelope<ListData<ProjectRow>>(
        await call(ProjectCalls.list, { query: { group_id: group.id, 'per-page': 100, 'filter[region]': region } }),
      );
      expect(res.code, res.msg).toBe(Code.Success);
      return res.data.result.map((row) => row.id).sort((a, b) => a - b);
    };
    expect(await ids('江苏省')).toEqual([jiangning.id, gulou.id, wujiang.id].sort((a, b) => a - b));
    expect(await ids('江苏省/南京市')).toEqual([jiangning.id, gulou.id].sort((a, b) => a - b));
    expect(await ids('江苏省/南京市/江宁区')).toEqual([jiangning.id]);
    expect(await ids('浙江省')).toEqual([]);
    for (const bad of ['江苏省//江宁区', '江苏省/南京市/江宁区/东山街道', `${'省'.repeat(33)}`]) {
      const res = await call(ProjectCalls.list, { query: { 'filter[region]': bad } });
      expectFieldErrors(res, ['filter[region]']);
    }
  });

  it("refuse another owner's project and group as not found, changing nothing", async () => {
    const { group, project } = await adminWithProject('hdny');
    const other = await signedIn(t, 'xnsd');
    const otherGroup = await newGroup(other.call);
    for (const res of [
      await other.call(ProjectCalls.detail, { query: { id: project.id } }),
      await other.call(ProjectCalls.update, { query: { id: project.id }, body: projectBody(otherGroup.id) }),
      await other.call(ProjectCalls.delete, { query: { id: project.id } }),
      await other.call(ProjectCalls.savePeople, { query: { id: project.id }, body: { managers: [], inspectors: [] } }),
      await other.call(ProjectCalls.updateGroup, { query: { id: group.id }, body: { name: '偷改' } }),
      await other.call(ProjectCalls.deleteGroup, { query: { id: group.id } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    const [kept] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(kept?.name).toBe(project.name);
    const list = envelope<ListData<ProjectRow>>(await other.call(ProjectCalls.list));
    expect(list.data.result.map((row) => row.id)).not.toContain(project.id);
    const options = envelope<ProjectOption[]>(await other.call(ProjectCalls.options));
    expect(options.data.map((row) => row.id)).not.toContain(project.id);
  });

  it('export the filtered list as a workbook with dictionary labels, for those with the export right', async () => {
    const { call, group, project } = await adminWithProject();
    const res = await call.get(`/api/project/export?group_id=${group.id}`);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.header.slice(0, 4)).toEqual(['项目编号', '项目名称', '项目组', '项目类型']);
    expect(sheet.rows.map((row) => row.cells.slice(0, 4))).toEqual([
      [project.number, project.name, group.name, '变电站'],
    ]);
    const client = await signedIn(t, 'hdny', 'wtf');
    const seen = await readXlsx((await client.call.get('/api/project/export')).rawPayload);
    expect(seen.rows.map((row) => row.cells[0])).toContain('HDNY-2025-017');
    const inspector = await signedIn(t, 'hdny', 'staff');
    expect(envelope(await inspector.call.get('/api/project/export')).code).toBe(Code.NoPermission);
  });

  it("need the page's actions and a session", async () => {
    const { call, group } = await adminWithProject();
    const before = await projectCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'project-engineering-list', action: 'create' },
      async () => {
        expect(envelope(await call(ProjectCalls.create, { body: projectBody(group.id) })).code).toBe(Code.NoPermission);
      },
    );
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(envelope(await member.call(ProjectCalls.list)).code, role).toBe(Code.Success);
      expect(envelope(await member.call(ProjectCalls.create, { body: projectBody(group.id) })).code, role).toBe(
        Code.NoPermission,
      );
    }
    expect(await projectCount()).toBe(before);
    expect(envelope(await callApi(t.app, undefined, ProjectCalls.list)).code).toBe(Code.NotLoggedIn);
  });
});

describe('the people of a project', () => {
  it('scope what managers and inspectors see and change; the client reads every project', async () => {
    const { call, project } = await adminWithProject();
    const manager = await signedIn(t, 'hdny', 'manager');
    const inspector = await signedIn(t, 'hdny', 'staff');
    const client = await signedIn(t, 'hdny', 'wtf');
    const ids = async (who: { call: Caller }) =>
      envelope<ListData<ProjectRow>>(await who.call(ProjectCalls.list)).data.result.map((row) => row.id);

    expect(await ids(manager)).toEqual([]);
    expect(await ids(client)).toContain(project.id);
    expect(envelope(await manager.call(ProjectCalls.detail, { query: { id: project.id } })).code).toBe(Code.NotFound);

    const save = (body: { managers: number[]; inspectors: number[] }) =>
      call(ProjectCalls.savePeople, { query: { id: project.id }, body });
    expectFieldErrors(await save({ managers: [inspector.user.id], inspectors: [] }), ['managers']);
    expectFieldErrors(await save({ managers: [], inspectors: [manager.user.id] }), ['inspectors']);
    expect(envelope(await save({ managers: [manager.user.id], inspectors: [inspector.user.id] })).code).toBe(
      Code.Success,
    );
    expect((await lastAudit(t.db, 'projects', project.id))?.changes.managers?.after).toBe(manager.user.name);

    expect(await ids(manager)).toEqual([project.id]);
    expect(await ids(inspector)).toEqual([project.id]);
    const detail = envelope<ProjectDetail>(await manager.call(ProjectCalls.detail, { query: { id: project.id } }));
    ProjectDetail.strict().parse(detail.data);
    expect(detail.data).toMatchObject({ can_update: true, can_assign: true });
    expect(detail.data.inspectors.map((person) => person.id)).toEqual([inspector.user.id]);
    const seenByInspector = envelope<ProjectDetail>(
      await inspector.call(ProjectCalls.detail, { query: { id: project.id } }),
    );
    expect(seenByInspector.data).toMatchObject({ can_update: false, can_assign: false });
    const seenByClient = envelope<ProjectDetail>(await client.call(ProjectCalls.detail, { query: { id: project.id } }));
    expect(seenByClient.data).toMatchObject({ can_update: false, can_assign: false });

    // The manager changes the project he manages, not one he does not.
    const body = projectBody(project.group_id, { number: project.number, progress: 33 });
    expect(envelope(await manager.call(ProjectCalls.update, { query: { id: project.id }, body })).code).toBe(
      Code.Success,
    );
    const demo = envelope<ListData<ProjectRow>>(
      await call(ProjectCalls.list, { query: { 'filter[number]': 'HDNY-2025-017' } }),
    );
    const unmanaged = demo.data.result[0];
    if (!unmanaged) throw new Error('demo project missing');
    expect(
      envelope(
        await manager.call(ProjectCalls.update, { query: { id: unmanaged.id }, body: projectBody(unmanaged.group_id) }),
      ).code,
    ).toBe(Code.NotFound);
  });

  it('are assigned person by person within the projects the caller may change', async () => {
    const { call, project } = await adminWithProject();
    const manager = await signedIn(t, 'hdny', 'manager');
    const inspector = await createUser(t.db, { role: 'staff', ownerKey: 'hdny', name: '郑检验' });
    expect(
      envelope(
        await call(ProjectCalls.savePeople, {
          query: { id: project.id },
          body: { managers: [manager.user.id], inspectors: [] },
        }),
      ).code,
    ).toBe(Code.Success);
    const demo = envelope<ListData<ProjectRow>>(
      await call(ProjectCalls.list, { query: { 'filter[number]': 'HDNY-2025-017' } }),
    );
    const unmanagedId = demo.data.result[0]?.id ?? 0;

    const assign = (who: { call: Caller }, projectIds: number[]) =>
      who.call(ProjectCalls.savePersonProjects, {
        body: { user_id: inspector.id, role: 'staff', project_ids: projectIds },
      });
    expectFieldErrors(await assign(manager, [project.id, unmanagedId]), ['project_ids'], '只能分配您有权修改的项目');
    expect(await t.db.select().from(projectMembers).where(eq(projectMembers.userId, inspector.id))).toEqual([]);
    expect(envelope(await assign({ call }, [unmanagedId])).code).toBe(Code.Success);
    expect(envelope(await assign(manager, [project.id])).code).toBe(Code.Success);
    // The manager's save leaves the project he does not manage as the administrator set it.
    const held = await t.db.select().from(projectMembers).where(eq(projectMembers.userId, inspector.id));
    expect(held.map((row) => row.projectId).sort((a, b) => a - b)).toEqual(
      [project.id, unmanagedId].sort((a, b) => a - b),
    );

    const people = envelope<ProjectPerson[]>(await manager.call(ProjectCalls.people, { query: { role: 'staff' } }));
    for (const row of people.data) ProjectPerson.strict().parse(row);
    // The manager sees only the projects he works on among the inspector's.
    expect(people.data.find((row) => row.id === inspector.id)?.project_ids).toEqual([project.id]);
    expect(envelope(await manager.call(ProjectCalls.people, { query: { role: 'manager' } })).code).toBe(
      Code.NoPermission,
    );
    expectFieldErrors(await manager.call(ProjectCalls.people, { query: { role: 'boss' } }), ['role']);
    expect((await lastAudit(t.db, 'project_members', inspector.id))?.changes.projects?.after).toBe(project.number);
  });
});
