import { type Call, Code, EquipmentCalls, type EquipmentImportResult } from '@app/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { type Caller, envelope, expectFieldErrors } from '../../../test/http.js';
import { previewThenImport } from '../../../test/import-preview.js';
import { readXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { equipmentByNumber, equipmentCount } from './equipment.test-support.js';

const t = useTestApp();

const HEADER = [
  '项目编号',
  '装置',
  '设备名称',
  '设备编号',
  '批次',
  '数量',
  '制造厂',
  '检验单位',
  '计划交货日期',
  '状态',
  '备注',
];

async function workbook(rows: (string | number | Date)[][], header = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('设备');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (call: Caller, body: Buffer, pageKey = 'custom-equipment') =>
  call(EquipmentCalls.import, { query: { page_key: pageKey }, body, headers: { 'content-type': XLSX_TYPE } });

describe('equipment workbooks', () => {
  it('export the filtered list and offer a template naming what rows may refer to', async () => {
    const { call } = await signedIn(t, 'hdny');
    const res = await call.get('/api/equipment/export?page_key=custom-equipment&filter[e_number]=WN-ZB&sort=e_number');
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.header.slice(0, 4)).toEqual(['项目编号', '项目名称', '装置', '设备名称']);
    expect(sheet.rows.map((row) => row.cells[4])).toEqual(['WN-ZB-1A', 'WN-ZB-1B', 'WN-ZB-1C']);
    expect(sheet.rows[0]?.cells).toEqual(expect.arrayContaining(['特变电工沈变', '制造中', '王检验', '2026-09-30']));

    const template = await call.get('/api/equipment/import-template?page_key=custom-equipment');
    expect(template.headers['content-type']).toBe(XLSX_TYPE);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const notes = book.getWorksheet('填写说明');
    const texts: string[] = [];
    notes?.eachRow((row) => texts.push(String(row.getCell(1).text)));
    expect(texts).toEqual(expect.arrayContaining(['HDNY-2026-001', '主变压器', '特变电工沈变', '暂停制造']));

    const manager = await signedIn(t, 'hdny', 'manager');
    expect((await manager.call.get('/api/equipment/export')).headers['content-type']).toBe(XLSX_TYPE);
    expect(envelope(await manager.call.get('/api/equipment/import-template')).code).toBe(Code.NoPermission);
    const client = await signedIn(t, 'hdny', 'wtf');
    expect((await client.call.get('/api/equipment/export')).headers['content-type']).toBe(XLSX_TYPE);
    const inspector = await signedIn(t, 'hdny', 'staff');
    expect(envelope(await inspector.call.get('/api/equipment/export')).code).toBe(Code.NoPermission);
  });

  it('import every row of a clean file, reading names, codes, labels and date cells', async () => {
    const { call } = await signedIn(t, 'hdny');
    const body = await workbook([
      [
        'HDNY-2026-002',
        '主变压器',
        '500kV 主变压器 备用相',
        'DW-ZB-SP',
        '备品',
        1,
        '保定天威保变电气股份有限公司',
        '',
        '2027/2/1',
        '待制造',
        '',
      ],
      [
        'hdny-2026-002',
        'KGG',
        '10kV 开关柜',
        'DW-KGG-09',
        '',
        '',
        '平高电气',
        '江苏电力工程质量检测有限公司',
        new Date(Date.UTC(2026, 11, 1)),
        'In manufacture',
        '站用变',
      ],
    ]);
    const res = envelope<EquipmentImportResult>(await upload(call, body));
    expect(res).toMatchObject({ code: Code.Success, data: { count: 2 }, msg: '已导入 2 台设备' });
    const spare = await equipmentByNumber(call, 'DW-ZB-SP');
    expect(spare).toMatchObject({ factory_name: '保变电气', planned_delivery: '2027-02-01', status: 'pending' });
    const cabinet = await equipmentByNumber(call, 'DW-KGG-09');
    expect(cabinet).toMatchObject({
      device_name: '高压开关柜',
      quantity: 1,
      unit_name: '江苏电力工程质量检测有限公司',
      planned_delivery: '2026-12-01',
      status: 'manufacturing',
      note: '站用变',
    });
    expect((await lastAudit(t.db, 'equipment', cabinet.id))?.action).toBe('create');
  });

  it('import nothing when any row is wrong, naming every problem by row and column', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await equipmentCount(t);
    const body = await workbook([
      ['HDNY-2026-001', '主变压器', '好的一行', 'WN-NEW-01', '', 1, '', '', '', '', ''],
      ['HDNY-9999-999', '水轮机', '', 'WN-NEW-02', '', 0, '不存在的厂', '', '2026-02-30', '报废', ''],
      ['HDNY-2026-001', '主变压器', '重复编号', 'WN-NEW-01', '', 1, '', '', '', '', ''],
      ['HDNY-2026-001', '主变压器', '已有编号', 'WN-ZB-1A', '', 1, '', '', '', '', ''],
    ]);
    const res = envelope(await upload(call, body));
    expect(res.code).toBe(Code.FieldErrors);
    expect(res.msg).toMatch(/^导入失败：发现 \d+ 处错误，未导入任何数据$/);
    expect(Object.keys(res.errdata ?? {}).sort()).toEqual(
      [
        'row 3 项目编号',
        'row 3 装置',
        'row 3 设备名称',
        'row 3 数量',
        'row 3 制造厂',
        'row 3 计划交货日期',
        'row 3 状态',
        'row 4 设备编号',
        'row 5 设备编号',
      ].sort(),
    );
    expect(res.errdata?.['row 4 设备编号']).toEqual(['与文件中的其他行重复']);
    expect(res.errdata?.['row 5 设备编号']).toEqual(['该项目中已有设备使用此编号']);
    expect(await equipmentCount(t)).toBe(before);
  });

  it('refuse what is no workbook, a missing column, an empty sheet and a caller without the right', async () => {
    const { call } = await signedIn(t, 'hdny');
    const before = await equipmentCount(t);
    expectFieldErrors(
      await upload(call, Buffer.from('not a workbook')),
      ['file'],
      '请上传有效的 Excel 工作簿（.xlsx）',
    );
    expectFieldErrors(await upload(call, await workbook([['HDNY-2026-001']], ['项目编号', '设备名称'])), [
      '装置',
      '设备编号',
    ]);
    expectFieldErrors(await upload(call, await workbook([])), ['file'], '文件中没有数据行');
    const rows = Array.from({ length: 1001 }, (_, i) => ['HDNY-2026-001', '主变压器', '批量', `B-${i}`]);
    expectFieldErrors(await upload(call, await workbook(rows)), ['file'], '一次最多导入 1000 行');
    const manager = await signedIn(t, 'hdny', 'manager');
    const good = await workbook([['HDNY-2026-001', '主变压器', '经理导入', 'MGR-01']]);
    expect(envelope(await upload(manager.call, good, 'unitmanager-equipment')).code).toBe(Code.NoPermission);
    expect(await equipmentCount(t)).toBe(before);
  });

  it('preview a file as the import then answers it, clean or not, changing nothing', async () => {
    const { call } = await signedIn(t, 'hdny');
    const send = (file: Buffer) => (definition: Call) =>
      call(definition, { query: { page_key: 'custom-equipment' }, body: file, headers: { 'content-type': XLSX_TYPE } });
    const bad = await workbook([
      ['HDNY-2026-001', '主变压器', '预览一', 'PV-01'],
      ['HDNY-2026-001', '主变压器', '预览二', 'PV-01'],
    ]);
    const refused = await previewThenImport(t.db, EquipmentCalls, send(bad));
    expect(Object.keys(refused.preview.errdata ?? {})).toEqual(['row 3 设备编号']);
    const good = await workbook([['HDNY-2026-001', '主变压器', '预览一', 'PV-01']]);
    const { preview } = await previewThenImport<EquipmentImportResult>(t.db, EquipmentCalls, send(good));
    expect(preview).toMatchObject({ code: Code.Success, data: { count: 1 }, msg: '检查通过：可导入 1 行，尚未导入' });
  });
});
