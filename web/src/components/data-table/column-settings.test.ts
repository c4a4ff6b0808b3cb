import { describe, expect, it } from 'vitest';
import { arrangeColumns, moveColumn } from './column-settings';

const declared = ['name', 'username', 'gender', 'operation'];

describe('arrangeColumns', () => {
  it("shows every column in the page's order when nothing is saved", () => {
    expect(arrangeColumns(declared, [])).toEqual(declared.map((key) => ({ key, visible: true })));
  });

  it('applies the saved order, visibility and widths', () => {
    const saved = [
      { key: 'operation', visible: true },
      { key: 'gender', visible: false },
      { key: 'name', visible: true, width: 200 },
      { key: 'username', visible: true },
    ];
    expect(arrangeColumns(declared, saved)).toEqual(saved);
  });

  it('ignores saved keys the table no longer has, and shows columns added since', () => {
    const saved = [
      { key: 'operation', visible: true },
      { key: 'retired', visible: true },
      { key: 'name', visible: false },
    ];
    expect(arrangeColumns(declared, saved)).toEqual([
      { key: 'operation', visible: true },
      { key: 'name', visible: false },
      { key: 'username', visible: true },
      { key: 'gender', visible: true },
    ]);
    expect(arrangeColumns(['fresh', ...declared], saved)[0]).toEqual({ key: 'fresh', visible: true });
  });
});

describe('moveColumn', () => {
  const columns = declared.map((key) => ({ key, visible: true }));
  it('swaps with the neighbour, and stays put at either end', () => {
    expect(moveColumn(columns, 1, -1).map((c) => c.key)).toEqual(['username', 'name', 'gender', 'operation']);
    expect(moveColumn(columns, 3, 1).map((c) => c.key)).toEqual(declared);
    expect(moveColumn(columns, 0, -1).map((c) => c.key)).toEqual(declared);
  });
});
