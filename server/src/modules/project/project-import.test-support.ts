import { type Call, Code, type ListData, ProjectCalls, type ProjectGroup, type ProjectRow } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { signedIn } from '../../../test/admin.js';
import type { TestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope } from '../../../test/http.js';
import { organizations } from '../../core/organization.table.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';
import { projectGroups, projects } from './project.table.js';

export type Cell = string | number | Date | null;
type Caller = Awaited<ReturnType<typeof signedIn>>;

/** The Chinese header row of the project workbook, in the export's order. */
export const HEADER = [
  '项目编号',
  '项目名称',
  '项目组',
  '项目类型',
  '建设阶段',
  '投资类型',
  '经度',
  '纬度',
  '总投资（万元）',
  '施工单位',
  '总监理工程师',
  '专业监理工程师',
  '合同开工日期',
  '合同竣工日期',
  '当前进度（%）',
];

let serial = 0;
/** A number no other row of the file's tests uses, for unique names and project numbers. */
export const next = () => ++serial;

/** A workbook whose first sheet holds `rows` (the first is the header); dates are Excel date cells. */
export async function workbook(rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) {
    const added = sheet.addRow(row);
    row.forEach((value, index) => {
      if (value instanceof Date) added.getCell(index + 1).numFmt = 'yyyy-mm-dd';
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The project import tests' calls and reads, on the file's test app. */
export function projectImportKit(t: TestApp) {
  const postWorkbook = (
    who: Pick<Caller, 'cookie'> | undefined,
    body: Buffer,
    lang?: string,
    call: Call = ProjectCalls.import,
  ) =>
    callApi(t.app, who?.cookie, call, {
      body,
      headers: { 'content-type': XLSX_TYPE, ...(lang ? { 'accept-language': lang } : {}) },
    });

  const projectCount = async () => (await t.db.select({ n: count() }).from(projects))[0]?.n ?? 0;
  const groupNamed = async (name: string) =>
    (await t.db.select().from(projectGroups).where(eq(projectGroups.name, name)))[0];

  async function newGroup(who: Caller) {
    const res = envelope<ProjectGroup>(
      await who.call(ProjectCalls.createGroup, { body: { name: `导入项目组${next()}` } }),
    );
    expect(res.code).toBe(Code.Success);
    return res.data;
  }

  async function newOrganization(ownerKey: string) {
    const n = next();
    const owner = await ownerByKey(t.db, ownerKey);
    const [row] = await t.db
      .insert(organizations)
      .values({ ownerId: owner.id, shortName: `导入施工${n}`, fullName: `导入施工${n}建设有限公司` })
      .returning();
    if (!row) throw new Error('organization insert returned nothing');
    return row;
  }

  async function projectByNumber(who: Caller, number: string) {
    const list = envelope<ListData<ProjectRow>>(
      await who.call(ProjectCalls.list, { query: { 'filter[number]': number } }),
    );
    return list.data.result.find((row) => row.number === number);
  }

  return { postWorkbook, projectCount, groupNamed, newGroup, newOrganization, projectByNumber };
}
