import { defineList } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { columnFilter, isSortable, specProblems } from './column-filter';

const LIST = defineList({
  sort: ['name', 'at'],
  defaultSort: '-at',
  filters: { name: 'text', kind: 'text', step: 'select', role: 'select', gender: 'dict', at: 'date' },
});
const options = [{ value: 'a', label: '甲' }];

describe('column filters from the list spec', () => {
  it("sorts a column only when the spec's sort names it", () => {
    expect(isSortable(LIST, 'name')).toBe(true);
    expect(isSortable(LIST, 'role')).toBe(false);
    expect(isSortable(LIST, 'constructor')).toBe(false);
  });

  it("filters as the spec's kind says, with the column's choices or dictionary", () => {
    expect(columnFilter(LIST, { key: 'name', title: '' })).toEqual({ kind: 'text' });
    expect(columnFilter(LIST, { key: 'kind', title: '', filterOptions: options })).toEqual({ kind: 'select', options });
    expect(columnFilter(LIST, { key: 'role', title: '', filterOptions: options })).toEqual({ kind: 'select', options });
    expect(columnFilter(LIST, { key: 'step', title: '', filterOptions: 'typed' })).toEqual({ kind: 'text' });
    expect(columnFilter(LIST, { key: 'gender', title: '', dictCode: 'gender' })).toEqual({
      kind: 'dict',
      code: 'gender',
    });
    expect(columnFilter(LIST, { key: 'at', title: '' })).toEqual({ kind: 'date' });
  });

  it('offers no filter on a column the spec does not filter by, whatever the column says', () => {
    expect(columnFilter(LIST, { key: 'size', title: '', filterOptions: options })).toBeUndefined();
    expect(columnFilter(LIST, { key: 'toString', title: '' })).toBeUndefined();
  });

  it('names a select filter without choices and a dict filter without a dictionary, and offers neither', () => {
    const columns = [
      { key: 'role', title: '' },
      { key: 'gender', title: '' },
    ];
    expect(columns.map((column) => columnFilter(LIST, column))).toEqual([undefined, undefined]);
    expect(specProblems(LIST, columns)).toEqual([
      'column "role": the list filters it by select, but the column gives no filterOptions',
      'column "gender": the list filters it by dict, but the column gives no dictCode',
    ]);
  });

  it('names choices or a dictionary given for a filter the spec does not have', () => {
    expect(
      specProblems(LIST, [
        { key: 'size', title: '', filterOptions: options },
        { key: 'at', title: '', dictCode: 'gender' },
      ]),
    ).toEqual([
      'column "size": filterOptions given, but the list filters it by nothing',
      'column "at": dictCode given, but the list filters it by date',
    ]);
    expect(specProblems(LIST, [{ key: 'name', title: '' }])).toEqual([]);
  });
});
