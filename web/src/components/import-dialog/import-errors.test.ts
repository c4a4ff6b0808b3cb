import { describe, expect, it } from 'vitest';
import { importProblems } from './import-errors';

describe('importProblems', () => {
  it('reads row and column from cell keys and puts problems of the file first', () => {
    const problems = importProblems({
      'row 4 账号': ['与文件中的其他行重复'],
      'row 3 初始密码': ['密码至少 8 个字符'],
      'row 3 账号': ['该账号名不可用，请换一个'],
      角色: ['文件缺少此列'],
    });
    expect(problems.map((p) => [p.row, p.column, p.messages[0]])).toEqual([
      [null, '角色', '文件缺少此列'],
      [3, '初始密码', '密码至少 8 个字符'],
      [3, '账号', '该账号名不可用，请换一个'],
      [4, '账号', '与文件中的其他行重复'],
    ]);
  });

  it('a problem of the whole file names no column', () => {
    expect(importProblems({ file: ['文件中没有数据行'] })).toEqual([
      { key: 'file', row: null, column: '', messages: ['文件中没有数据行'] },
    ]);
  });

  it('keeps column headers that contain spaces', () => {
    expect(importProblems({ 'row 12 Initial password': ['Required'] })[0]).toMatchObject({
      row: 12,
      column: 'Initial password',
    });
  });
});
