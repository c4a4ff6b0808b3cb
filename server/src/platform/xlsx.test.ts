import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';
import { readXlsx, xlsxBuffer } from './xlsx.js';

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
