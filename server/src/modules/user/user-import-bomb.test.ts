import { Code, USER_IMPORT_MAX_BYTES, type UserImportResult } from '@app/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { userByName } from '../../../test/factories.js';
import { api, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';
import { excelBomb, rawWorkbook, sheetXml } from '../../platform/xlsx-bomb.test-support.js';
import { postWorkbook, userCount } from './user-admin.test-support.js';

/**
 * Excel bombs against the user import. A file of its own: it runs in a fresh process, so the memory
 * it measures is the import's and not what earlier tests left behind.
 */

const t = useTestApp();

const HEADER = ['账号', '姓名', '性别', '角色', '组织', '部门', '手机', '邮箱', '初始密码'];

describe('POST /api/user/import with an Excel bomb', () => {
  const MB = 1024 * 1024;
  const refused = '文件解压后过大或结构异常，已拒绝导入';
  // Forty megabytes of rows that zip to well under the 5 MB upload cap; loaded whole, each took
  // hundreds of megabytes and seconds of the only thread.
  let bomb: Buffer;
  beforeAll(() => {
    bomb = excelBomb(40, HEADER);
    expect(bomb.length).toBeLessThan(USER_IMPORT_MAX_BYTES);
  });

  // First in the file, so that no earlier test has grown the heap the growth is measured against.
  it('three Excel bombs at once are all refused and memory stays bounded', async () => {
    const admin = await login(t.app, 'admin');
    const before = await userCount(t.db);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    };
    const sampler = setInterval(sample, 5);
    const answers = await Promise.all([1, 2, 3].map(() => postWorkbook(t.app, admin, bomb))).finally(() => {
      clearInterval(sampler);
      sample();
    });
    expect(peak - baseline).toBeLessThan(200 * MB);
    for (const res of answers) expectFieldErrors(res, ['file'], refused);
    expect(await userCount(t.db)).toBe(before);
  });

  it('an Excel bomb is refused before it is unpacked, and nothing is written', async () => {
    const admin = await login(t.app, 'admin');
    const before = await userCount(t.db);
    const started = performance.now();
    const res = await postWorkbook(t.app, admin, bomb);
    expect(performance.now() - started).toBeLessThan(1000);
    expectFieldErrors(res, ['file'], refused);
    expect(envelope(await postWorkbook(t.app, admin, bomb, 'en')).errdata?.file).toEqual([
      'The file unpacks to too much data or is built unusually, and was refused',
    ]);
    expect(await userCount(t.db)).toBe(before);
  });

  it('a sheet longer than the row cap is refused at the cap, without reading the rest', async () => {
    const before = await userCount(t.db);
    const rows = Array.from({ length: 2000 }, (_, i) => [`bulk.user${i}`, '某人', '', '检验员']);
    // Rows enough to pass the cap, then bytes that are not XML: a reader that went on would fail on them.
    const sheet = `${sheetXml([HEADER, ...rows]).replace('</sheetData></worksheet>', '')}<row r="<<<`;
    const res = await postWorkbook(t.app, await login(t.app, 'admin'), rawWorkbook(sheet));
    expectFieldErrors(res, ['file'], '一次最多导入 500 行');
    expect(await userCount(t.db)).toBe(before);
  });

  it('keeps /api/health answering within 1 s while an Excel bomb is imported', async () => {
    const cookie = await login(t.app, 'admin');
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    let done = false;
    const importing = fetch(`${base}/api/user/import`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': XLSX_TYPE },
      body: new Uint8Array(bomb),
    })
      .then((res) => res.json())
      .finally(() => {
        done = true;
      });
    // Health is asked again and again for as long as the import runs, at least once.
    const waits: number[] = [];
    do {
      const started = performance.now();
      const health = await fetch(`${base}/api/health`);
      waits.push(performance.now() - started);
      expect(health.status).toBe(200);
    } while (!done);
    expect(Math.max(...waits)).toBeLessThan(1000);
    expect(await importing).toMatchObject({ code: Code.FieldErrors, errdata: { file: [refused] } });
  });

  it('a filled-in import template still imports', async () => {
    const admin = await login(t.app, 'admin');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await api(t.app, admin).get('/api/user/import-template')).rawPayload as unknown as ExcelJS.Buffer,
    );
    const username = 'import.template.user';
    book.worksheets[0]?.addRow([username, '吴六', '男', '检验员', '', '', '', '', 'Harbour-Crane-42']);
    const res = await postWorkbook(t.app, admin, Buffer.from(await book.xlsx.writeBuffer()));
    expect(envelope<UserImportResult>(res)).toMatchObject({ code: Code.Success, data: { count: 1 } });
    expect(await userByName(t.db, username)).toMatchObject({ name: '吴六', gender: 'male' });
  });
});
