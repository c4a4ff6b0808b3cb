import { describe, expect, it } from 'vitest';
import { bodyColumns, rowFields } from './field-names.js';

describe('field names', () => {
  it("read a row's columns as snake_case fields, in the list's order, and leave the rest out", () => {
    const row = { id: 7, planSymbol: 'H', eNumber: 'E-1', sort: 2, progressImages: ['a.jpg'] };
    const fields = rowFields(row, ['sort', 'planSymbol', 'eNumber', 'progressImages']);
    expect(Object.entries(fields)).toEqual([
      ['sort', 2],
      ['plan_symbol', 'H'],
      ['e_number', 'E-1'],
      ['progress_images', ['a.jpg']],
    ]);
  });

  it("write a body's snake_case fields as the columns named, an undefined one kept as undefined", () => {
    const body: { plan_symbol: string; e_number: string | undefined; note: string } = {
      plan_symbol: 'H',
      e_number: undefined,
      note: 'x',
    };
    expect(bodyColumns(body, ['planSymbol', 'eNumber'])).toEqual({ planSymbol: 'H', eNumber: undefined });
    expect(Object.keys(bodyColumns(body, ['planSymbol', 'eNumber']))).toEqual(['planSymbol', 'eNumber']);
  });
});
