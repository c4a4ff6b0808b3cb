import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';
import { readXlsx, xlsxBuffer } from './xlsx.js';
import { excelBomb, rawWorkbook, sheetXml, withDeclaredSize } from './xlsx-bomb.test-support.js';

describe('xlsx', () => {
  it('reads back what it wrote, header first, blank rows skipped', async () => {
    const rows = [
      { account: 'zhang', name: '张三', age: 30 },
      { account: '', name: '', age: null },
      { account: 'li', name: '李四', age: 41 },
    ];
    const buffer = await xlsxBuffer(
      '用户',
      [
        { header: '账号', value: (r: (typeof rows)[number]) => r.account },
        { header: '姓名', value: (r) => r.name },
        { header: '年龄', value: (r) => r.age },
      ],
      rows,
    );
    const sheet = await readXlsx(buffer);
    expect(sheet.header).toEqual(['账号', '姓名', '年龄']);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ['zhang', '张三', '30'] },
      { rowNumber: 4, cells: ['li', '李四', '41'] },
    ]);
  });

  it('refuses bytes that are not a workbook', async () => {
    await expect(readXlsx(Buffer.from('not a workbook'))).rejects.toThrow();
  });

  it('reads a date cell as a date, as Excel shows it', async () => {
    const when = new Date('2024-03-05T00:00:00Z');
    const buffer = await xlsxBuffer('日期', [{ header: '日期', value: (row: { when: Date }) => row.when }], [{ when }]);
    expect((await readXlsx(buffer)).rows[0]?.cells).toEqual([when.toString()]);
  });

  it('reads the first tab, whichever part holds it', async () => {
    const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const buffer = rawWorkbook(sheetXml([['第二个标签'], ['x']]), {
      'xl/worksheets/sheet2.xml': sheetXml([['第一个标签'], ['y']]),
      'xl/workbook.xml': `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rels}"><sheets><sheet name="A" sheetId="2" r:id="rId2"/><sheet name="B" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rels}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`,
    });
    expect(await readXlsx(buffer)).toEqual({ header: ['第一个标签'], rows: [{ rowNumber: 2, cells: ['y'] }] });
  });
});

describe('readXlsx limits', () => {
  it('an Excel bomb is refused before it is unpacked', async () => {
    const bomb = excelBomb(40);
    const started = performance.now();
    await expect(readXlsx(bomb)).rejects.toMatchObject({ limit: 'maxEntryBytes' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('a sheet that lies about its size is refused once its bytes pass what it declared', async () => {
    const liar = withDeclaredSize(excelBomb(20), 'xl/worksheets/sheet1.xml', 100_000);
    await expect(readXlsx(liar)).rejects.toMatchObject({ limit: 'structure' });
  });

  it('stops reading at the row cap, before the rest of the sheet', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`row ${i}`, 'text']);
    // Past the cap come bytes that are not XML: a reader that went on would fail on them instead.
    const sheet = `${sheetXml([['a', 'b'], ...rows]).replace('</sheetData></worksheet>', '')}<row r="<<<`;
    await expect(readXlsx(rawWorkbook(sheet), { maxRows: 100 })).rejects.toMatchObject({ limit: 'maxRows' });
    await expect(readXlsx(rawWorkbook(sheet), { maxRows: 10_000 })).rejects.not.toHaveProperty('limit');
  });

  it('refuses a row too wide, too many cells and a cell too long', async () => {
    const wide = rawWorkbook(sheetXml([Array.from({ length: 20 }, (_, i) => `h${i}`)]));
    await expect(readXlsx(wide, { maxColumns: 19 })).rejects.toMatchObject({ limit: 'maxColumns' });
    expect((await readXlsx(wide, { maxColumns: 20 })).header).toHaveLength(20);

    const many = rawWorkbook(sheetXml(Array.from({ length: 30 }, () => ['a', 'b', 'c'])));
    await expect(readXlsx(many, { maxCells: 89 })).rejects.toMatchObject({ limit: 'maxCells' });
    expect((await readXlsx(many, { maxCells: 90 })).rows).toHaveLength(29);

    const long = rawWorkbook(sheetXml([['header'], ['x'.repeat(101)]]));
    await expect(readXlsx(long, { maxCellChars: 100 })).rejects.toMatchObject({ limit: 'maxCellChars' });
  });
});

describe('contentDisposition', () => {
  it('keeps a Chinese name in filename* and gives an ASCII fallback', () => {
    expect(contentDisposition('attachment', '用户列表.xlsx')).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('用户列表.xlsx')}`,
    );
  });

  it('drops quotes, slashes and control characters', () => {
    expect(contentDisposition('inline', 'a"b/c\\d\r\n.pdf')).toBe(
      `inline; filename="a_b_c_d__.pdf"; filename*=UTF-8''a_b_c_d__.pdf`,
    );
  });
});
