import {
  type Call,
  Code,
  PROJECT_IMPORT_MAX_BYTES,
  PROJECT_IMPORT_MAX_ROWS,
  ProjectCalls,
  type ProjectImportResult,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { createUser, ownerByKey } from '../../../test/factories.js';
import { api, envelope, expectFieldErrors } from '../../../test/http.js';
import { previewThenImport } from '../../../test/import-preview.js';
import { readXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { projects } from './project.table.js';
import { type Cell, day, HEADER, next, projectImportKit, workbook } from './project-import.test-support.js';

const t = useTestApp();

const { postWorkbook, projectCount, groupNamed, newGroup, newOrganization, projectByNumber } = projectImportKit(t);

describe('POST /api/project/import', () => {
  it('creates every row with labels, names and dates resolved, new groups made, each audited', async () => {
    const admin = await signedIn(t, 'hdny');
    const group = await newGroup(admin);
    const unit = await newOrganization('hdny');
    const n = next();
    const chief = await createUser(t.db, { role: 'manager', ownerKey: 'hdny', name: `钱总监${n}` });
    const engineer = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const newGroupName = `新建项目组${n}`;
    const [first, second] = [`IMP-${n}-1`, `IMP-${n}-2`];
    const file = await workbook([
      HEADER,
      [
        first,
        '导入的变电站工程',
        group.name,
        '变电站',
        '设备制造',
        'government',
        118.796877,
        32.060255,
        12345.67,
        unit.fullName,
        chief.name,
        engineer.username,
        day('2026-03-01'),
        day('2027-06-30'),
        20,
      ],
      [
        second,
        '导入的风电场工程',
        newGroupName,
        '风电场',
        '',
        '',
        '',
        '',
        '',
        unit.shortName,
        '',
        '',
        '2026/4/1',
        '',
        '35%',
      ],
    ]);
    const res = envelope<ProjectImportResult>(await postWorkbook(admin, file));
    expect(res).toMatchObject({
      code: Code.Success,
      data: { count: 2, groups_created: [newGroupName] },
      msg: '已导入 2 个项目，并新建了 1 个项目组',
    });

    const one = await projectByNumber(admin, first);
    expect(one).toMatchObject({
      group_id: group.id,
      project_type: 'substation',
      stage: 'manufacturing',
      invest_type: 'government',
      longitude: 118.796877,
      latitude: 32.060255,
      total_invest: 12345.67,
      construction_unit_id: unit.id,
      supervisor_id: chief.id,
      project_supervisor_id: engineer.id,
      contract_start: '2026-03-01',
      contract_end: '2027-06-30',
      progress: 20,
    });
    const made = await groupNamed(newGroupName);
    const two = await projectByNumber(admin, second);
    expect(two).toMatchObject({
      group_id: made?.id,
      project_type: 'wind_power',
      stage: '',
      longitude: null,
      construction_unit_id: unit.id,
      contract_start: '2026-04-01',
      progress: 35,
    });
    expect(await lastAudit(t.db, 'projects', one?.id ?? 0)).toMatchObject({ action: 'create' });
    expect((await lastAudit(t.db, 'projects', two?.id ?? 0))?.changes.number?.after).toBe(second);
    expect((await lastAudit(t.db, 'project_groups', made?.id ?? 0))?.changes.name?.after).toBe(newGroupName);
  });

  it('reads English headers in any order, with units left out, and answers in English', async () => {
    const admin = await signedIn(t, 'hdny');
    const group = await newGroup(admin);
    const number = `IMP-EN-${next()}`;
    const file = await workbook([
      ['Project name', 'project number', 'Project group', 'Total investment', 'Construction stage', 'Contract start'],
      ['Imported line', number, group.name, '1,234.5', 'construction', '2026-05-01'],
    ]);
    const res = envelope<ProjectImportResult>(await postWorkbook(admin, file, 'en'));
    expect(res).toMatchObject({ code: Code.Success, msg: '1 projects imported' });
    expect(await projectByNumber(admin, number)).toMatchObject({
      name: 'Imported line',
      total_invest: 1234.5,
      stage: 'construction',
      contract_start: '2026-05-01',
    });
  });

  it('one bad row imports nothing, makes no group, and every problem is named by row and column', async () => {
    const admin = await signedIn(t, 'hdny');
    const group = await newGroup(admin);
    const existing = { group_id: group.id, name: '已有项目', number: `T-${next()}` };
    expect(envelope(await admin.call(ProjectCalls.create, { body: existing })).code).toBe(Code.Success);
    const taken = existing.number;
    const n = next();
    const newGroupName = `不应新建${n}`;
    for (const role of ['manager', 'staff'] as const)
      await createUser(t.db, { role, ownerKey: 'hdny', name: `同名${n}` });
    const before = await projectCount();
    const row = (number: string, fields: Partial<Record<(typeof HEADER)[number], Cell>>) =>
      HEADER.map((header) => {
        if (header in fields) return fields[header] ?? null;
        return { 项目编号: number, 项目名称: '某工程', 项目组: newGroupName }[header] ?? '';
      });
    const file = await workbook([
      HEADER,
      row(`BAD-${n}-1`, {}),
      row(`BAD-${n}-2`, { 项目类型: '太空港', 合同开工日期: '2026-02-30', 经度: 120 }),
      row(`BAD-${n}-1`, { 合同开工日期: day('2026-05-01'), 合同竣工日期: day('2026-04-30') }),
      row(taken, { 总监理工程师: `同名${n}`, 专业监理工程师: '查无此人', 施工单位: '不存在的单位' }),
      row(`BAD-${n}-5`, { 项目名称: '', '总投资（万元）': '很多', '当前进度（%）': 120 }),
    ]);
    const res = await postWorkbook(admin, file);
    const body = envelope(res);
    expect(body.code).toBe(Code.FieldErrors);
    expect(body.msg).toMatch(/^导入失败：发现 \d+ 处错误，未导入任何数据$/);
    expect(body.errdata).toEqual({
      'row 3 项目类型': ['不是数据字典中的选项'],
      'row 3 合同开工日期': ['请输入有效日期（年-月-日）'],
      'row 3 纬度': ['经度和纬度须同时填写或同时留空'],
      'row 4 项目编号': ['与文件中的其他行重复'],
      'row 4 合同竣工日期': ['结束日期不能早于开始日期'],
      'row 5 项目编号': ['项目编号已被使用'],
      'row 5 总监理工程师': ['本单位有多名同名成员，请改填账号'],
      'row 5 专业监理工程师': ['本单位没有姓名或账号为此的启用成员'],
      'row 5 施工单位': ['须为本单位组织机构中的单位'],
      'row 6 项目名称': ['必填'],
      'row 6 总投资（万元）': ['须为数字'],
      'row 6 当前进度（%）': ['格式不正确'],
    });
    expect(await projectCount()).toBe(before);
    expect(await groupNamed(newGroupName)).toBeUndefined();
  });

  it('makes a missing group only for a caller who may create groups', async () => {
    const admin = await signedIn(t, 'hdny');
    const name = `无权新建${next()}`;
    const file = await workbook([
      ['项目编号', '项目名称', '项目组'],
      [`G-${next()}`, '某工程', name],
    ]);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'project-engineering', action: 'create' },
      async () => {
        const res = await postWorkbook(admin, file);
        expectFieldErrors(res, ['row 2 项目组'], '项目组不存在，且您没有新建项目组的权限');
      },
    );
    expect(await groupNamed(name)).toBeUndefined();
  });

  it('refuses files that are not workbooks, lack a required column, hold no rows, too many rows or bytes', async () => {
    const admin = await signedIn(t, 'hdny');
    const before = await projectCount();
    expectFieldErrors(
      await postWorkbook(admin, Buffer.from('not a workbook')),
      ['file'],
      '请上传有效的 Excel 工作簿（.xlsx）',
    );
    expectFieldErrors(
      await postWorkbook(admin, await workbook([['项目编号', '项目名称']])),
      ['项目组'],
      '文件缺少此列',
    );
    expectFieldErrors(await postWorkbook(admin, await workbook([HEADER])), ['file'], '文件中没有数据行');
    const many = Array.from({ length: PROJECT_IMPORT_MAX_ROWS + 1 }, (_, i) => [`MANY-${i}`, '某工程', '某组']);
    expectFieldErrors(
      await postWorkbook(admin, await workbook([['项目编号', '项目名称', '项目组'], ...many])),
      ['file'],
      '一次最多导入 1000 行',
    );
    const tooLarge = await postWorkbook(admin, Buffer.alloc(PROJECT_IMPORT_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(await projectCount()).toBe(before);
  });

  it('needs the import right and a session; only the administrator has it by default', async () => {
    const admin = await signedIn(t, 'hdny');
    const group = await newGroup(admin);
    const before = await projectCount();
    const file = await workbook([
      ['项目编号', '项目名称', '项目组'],
      [`P-${next()}`, '某工程', group.name],
    ]);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'project-engineering-list', action: 'import' },
      async () => {
        expect(envelope(await postWorkbook(admin, file)).code).toBe(Code.NoPermission);
        expect(envelope(await admin.call.get('/api/project/import-template')).code).toBe(Code.NoPermission);
      },
    );
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(envelope(await postWorkbook(member, file)).code, role).toBe(Code.NoPermission);
    }
    expect(envelope(await postWorkbook(undefined, file)).code).toBe(Code.NotLoggedIn);
    expect(await projectCount()).toBe(before);
  });

  it("imports into the caller's owner only: names are looked up there, and other owners never see the rows", async () => {
    const hdny = await signedIn(t, 'hdny');
    const xnsd = await signedIn(t, 'xnsd');
    const group = await newGroup(hdny);
    const unit = await newOrganization('hdny');
    const number = `OWN-${next()}`;
    const rows = (unitName: string) => [
      ['项目编号', '项目名称', '项目组', '施工单位'],
      [number, '本单位工程', group.name, unitName],
    ];
    // xnsd does not know hdny's unit; its group of the same name is xnsd's own, made for it.
    expectFieldErrors(await postWorkbook(xnsd, await workbook(rows(unit.shortName))), ['row 2 施工单位']);
    expect(envelope(await postWorkbook(hdny, await workbook(rows(unit.shortName)))).code).toBe(Code.Success);
    const imported = await projectByNumber(hdny, number);
    expect(imported?.group_id).toBe(group.id);
    expect(await projectByNumber(xnsd, number)).toBeUndefined();
    expect(envelope(await xnsd.call(ProjectCalls.detail, { query: { id: imported?.id } })).code).toBe(Code.NotFound);

    const theirs = envelope<ProjectImportResult>(await postWorkbook(xnsd, await workbook(rows(''))));
    expect(theirs.data.groups_created).toEqual([group.name]);
    const [hdnyOwner, xnsdOwner] = [await ownerByKey(t.db, 'hdny'), await ownerByKey(t.db, 'xnsd')];
    const both = await t.db.select().from(projects).where(eq(projects.number, number));
    const byId = (a: number, b: number) => a - b;
    expect(both.map((row) => row.ownerId).sort(byId)).toEqual([hdnyOwner.id, xnsdOwner.id].sort(byId));
    expect(both.find((row) => row.ownerId === xnsdOwner.id)?.groupId).not.toBe(group.id);
  });

  it('previews a file as the import then answers it, new groups named, clean or not, changing nothing', async () => {
    const admin = await signedIn(t, 'hdny');
    const [group, name, number] = [await newGroup(admin), `预览新组${next()}`, `PV-${next()}`];
    const send =
      (...rows: Cell[][]) =>
      async (call: Call) =>
        postWorkbook(admin, await workbook([['项目编号', '项目名称', '项目组'], ...rows]), undefined, call);
    const refused = await previewThenImport(t.db, ProjectCalls, send([number, '预览', name], [number, '', group.name]));
    expect(Object.keys(refused.preview.errdata ?? {})).toEqual(['row 3 项目编号', 'row 3 项目名称']);
    expect(await groupNamed(name)).toBeUndefined();
    const good = send([number, '预览', name], [`PV-${next()}`, '预览二', group.name]);
    const { preview } = await previewThenImport<ProjectImportResult>(t.db, ProjectCalls, good);
    expect(preview).toMatchObject({ code: Code.Success, data: { count: 2, groups_created: [name] } });
    expect(await groupNamed(name)).toBeDefined();
  });
});

describe('GET /api/project/import-template', () => {
  it("heads the export's columns in the caller's language, with an example row that imports once filled in", async () => {
    const admin = await signedIn(t, 'hdny');
    const res = await admin.call.get('/api/project/import-template');
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('工程项目导入模板.xlsx'));
    const sheet = await readXlsx(res.rawPayload);
    const exported = await readXlsx((await admin.call.get('/api/project/export')).rawPayload);
    expect(sheet.header).toEqual(exported.header);
    expect(sheet.rows).toHaveLength(1);
    const english = await admin.call.get('/api/project/import-template', { 'accept-language': 'en' });
    expect((await readXlsx(english.rawPayload)).header.slice(0, 3)).toEqual([
      'Project number',
      'Project name',
      'Project group',
    ]);

    // Filled in as an administrator would: the example row's number changed, a second row added.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const first = book.worksheets[0];
    if (!first) throw new Error('template has no sheet');
    expect(book.worksheets[1]?.name).toBe('填写说明');
    const n = next();
    first.getCell('A2').value = `TPL-${n}-1`;
    first.addRow([`TPL-${n}-2`, '模板第二行', first.getCell('C2').text, '输电线路']);
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const imported = envelope<ProjectImportResult>(await postWorkbook(admin, filled));
    expect(imported).toMatchObject({ code: Code.Success, data: { count: 2 } });
    expect(await projectByNumber(admin, `TPL-${n}-1`)).toMatchObject({
      contract_start: '2026-03-01',
      contract_end: '2027-06-30',
      progress: 20,
    });
    expect(await projectByNumber(admin, `TPL-${n}-2`)).toMatchObject({ project_type: 'transmission_line' });
  });

  it('needs a session', async () => {
    expect(envelope(await api(t.app).get('/api/project/import-template')).code).toBe(Code.NotLoggedIn);
  });
});
