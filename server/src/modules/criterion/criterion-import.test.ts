import { type Call, Code, CriterionCalls } from '@app/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors } from '../../../test/http.js';
import { previewThenImport } from '../../../test/import-preview.js';
import { readXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { addClause, type Caller, clauseCount, codesOf, createStandard, treeOf } from './criterion.test-support.js';

const t = useTestApp();
const HEADER = ['条款编号', '条款标题', '要求'];

async function workbook(rows: (string | number)[][], header = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('条款');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (call: Caller, lawId: number, body: Buffer) =>
  call(CriterionCalls.import, { query: { law_id: lawId }, body, headers: { 'content-type': XLSX_TYPE } });

describe('clause workbooks', () => {
  it('offer a template with the three columns, to whoever may import', async () => {
    const { call } = await signedIn(t, 'hdny');
    const res = await call.get('/api/criterion/import-template');
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect((await readXlsx(res.rawPayload)).header).toEqual(HEADER);
    const en = await call.get('/api/criterion/import-template', { 'accept-language': 'en' });
    expect((await readXlsx(en.rawPayload)).header).toEqual(['Code', 'Title', 'Requirement']);
  });

  it('import every row of a clean file, parents before children wherever they stand, audited', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    await addClause(call, law.id, '4', '使用条件');
    const res = envelope<{ count: number }>(
      await upload(
        call,
        law.id,
        await workbook([
          ['5.2.3', '', '每个分接位置均应测量电压比。'],
          ['5', '额定值', ''],
          ['5.10', '短路阻抗', '应在允许偏差之内。'],
          ['5.2', '额定电压', '电压比偏差应满足规定。'],
          ['4.1', '一般要求', '按正常使用条件设计。'],
        ]),
      ),
    );
    expect(res).toMatchObject({ code: Code.Success, data: { count: 5 }, msg: '已导入 5 条条款' });
    const tree = await treeOf(call, law.id);
    expect(tree.clauses.map((c) => c.code)).toEqual(['4', '4.1', '5', '5.2', '5.2.3', '5.10']);
    const byCode = new Map(tree.clauses.map((c) => [c.code, c]));
    expect(byCode.get('5.2.3')?.parent_id).toBe(byCode.get('5.2')?.id);
    expect(byCode.get('4.1')?.parent_id).toBe(byCode.get('4')?.id);
    expect(byCode.get('5.10')?.requirement).toBe('应在允许偏差之内。');
    expect((await lastAudit(t.db, 'criterion_clauses', byCode.get('5.10')?.id ?? 0))?.action).toBe('create');
  });

  it('refuses a file with any bad row, naming each by row number, and stores nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    await addClause(call, law.id, '3', '术语');
    const res = await upload(
      call,
      law.id,
      await workbook([
        ['1', '范围', '适用范围。'],
        ['1.a', '坏编号', ''],
        ['1.1.1.1', '太深', ''],
        ['2.1', '缺上级', ''],
        ['1', '重复', ''],
        ['3', '已有', ''],
        ['1.2', '', ''],
      ]),
    );
    expectFieldErrors(res, [
      'row 3 条款编号',
      'row 4 条款编号',
      'row 5 条款编号',
      'row 6 条款编号',
      'row 7 条款编号',
      'row 8 要求',
    ]);
    const body = envelope(res);
    expect(body.msg).toBe('导入失败：发现 6 处错误，未导入任何数据');
    expect(body.errdata?.['row 3 条款编号']).toEqual(['条款编号应为以点分隔的数字，如 5、5.2、5.2.3']);
    expect(body.errdata?.['row 4 条款编号']).toEqual(['条款编号最多三级，如 5.2.3']);
    expect(body.errdata?.['row 5 条款编号']).toEqual(['上级条款不存在，请先添加上级条款']);
    expect(body.errdata?.['row 6 条款编号']).toEqual(['文件中此编号重复']);
    expect(body.errdata?.['row 7 条款编号']).toEqual(['该标准已有此编号的条款']);
    expect(body.errdata?.['row 2 条款编号']).toBeUndefined();
    expect(await codesOf(call, law.id)).toEqual(['3']);
  });

  it('refuses what is no clause file, too many rows or too large a body, storing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const before = await clauseCount(t.db);
    expectFieldErrors(
      await upload(call, law.id, Buffer.from('not a zip')),
      ['file'],
      '请上传有效的 Excel 工作簿（.xlsx）',
    );
    expectFieldErrors(await upload(call, law.id, await workbook([])), ['file'], '文件中没有数据行');
    expectFieldErrors(await upload(call, law.id, await workbook([['1', 'a', 'b']], ['编号', '标题'])), [
      '条款编号',
      '条款标题',
      '要求',
    ]);
    const many = Array.from({ length: 2_001 }, (_, i) => [String(i + 1), `条款 ${i + 1}`, '']);
    expectFieldErrors(await upload(call, law.id, await workbook(many)), ['file'], '一次最多导入 2000 行');
    const tooLarge = await upload(call, law.id, Buffer.alloc(2 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(envelope(tooLarge)).toMatchObject({ code: Code.Error, errcode: 413 });
    expect(envelope(await upload(call, 999_999, await workbook([['1', 'a', '']]))).code).toBe(Code.NotFound);
    expectFieldErrors(
      await call(CriterionCalls.import, {
        query: { law_id: 'x' },
        body: await workbook([['1', 'a', '']]),
        headers: { 'content-type': XLSX_TYPE },
      }),
      ['law_id'],
    );
    expect(await clauseCount(t.db)).toBe(before);
  });

  it("needs the import right and the owner's own standard", async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const file = await workbook([['1', '范围', '']]);
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(envelope(await upload(member.call, law.id, file)).code, role).toBe(Code.NoPermission);
    }
    const other = await signedIn(t, 'xnsd');
    expect(envelope(await upload(other.call, law.id, file)).code).toBe(Code.NotFound);
    expect(await clauseCount(t.db, law.id)).toBe(0);
  });

  it('preview a file as the import then answers it, clean or not, changing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const law = await createStandard(call);
    const send = (file: Buffer) => (definition: Call) =>
      call(definition, { query: { law_id: law.id }, body: file, headers: { 'content-type': XLSX_TYPE } });
    const refused = await previewThenImport(t.db, CriterionCalls, send(await workbook([['5.1', '无上级', '要求']])));
    expect(Object.keys(refused.preview.errdata ?? {})).toEqual(['row 2 条款编号']);
    const good = await workbook([
      ['5', '总则', ''],
      ['5.1', '一般规定', '应符合设计要求'],
    ]);
    const { preview } = await previewThenImport<{ count: number }>(t.db, CriterionCalls, send(good));
    expect(preview).toMatchObject({ code: Code.Success, data: { count: 2 } });
  });
});
