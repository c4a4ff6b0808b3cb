import type { EquipmentPoints } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { cellKey, copiedPlan, hasBlankSymbol, isChanged, planOf, pointsBody, setSymbol, toggle } from './point-grid';

const point = (process_id: number, category_id: number, plan_symbol: string) => ({
  process_id,
  category_id,
  plan_symbol,
  actual_symbol: null,
  actual_date: null,
});
const grid: Pick<EquipmentPoints, 'steps' | 'categories' | 'points'> = {
  steps: [
    { id: 11, step: 1, name: '铁心叠装' },
    { id: 12, step: 2, name: '线圈绕制' },
  ],
  categories: [
    { id: 1, name: '停止点', plan_symbol: 'H', actual_symbol: 'Ⓗ' },
    { id: 2, name: '见证点', plan_symbol: 'W', actual_symbol: 'Ⓦ' },
  ],
  points: [point(12, 2, 'W')],
};
const hold = { id: 1, plan_symbol: 'H' };

describe('an ITP being edited', () => {
  it("ticks a cell with the category's symbol, unticks it, and keeps a typed symbol", () => {
    const saved = planOf(grid);
    const ticked = toggle(saved, 11, hold);
    expect(ticked.get(cellKey(11, 1))).toBe('H');
    expect(isChanged(saved, ticked)).toBe(true);
    expect(isChanged(saved, toggle(ticked, 11, hold))).toBe(false);
    const typed = setSymbol(ticked, 11, 1, ' H1 ');
    expect(pointsBody(grid, typed).points).toEqual([
      { process_id: 11, category_id: 1, plan_symbol: 'H1' },
      { process_id: 12, category_id: 2, plan_symbol: 'W' },
    ]);
    expect(isChanged(saved, setSymbol(saved, 12, 2, 'W '))).toBe(false);
  });

  it('notices a cleared symbol before the server would refuse it', () => {
    expect(hasBlankSymbol(setSymbol(planOf(grid), 12, 2, '  '))).toBe(true);
    expect(hasBlankSymbol(planOf(grid))).toBe(false);
  });

  it("takes another equipment's points of the same steps and categories, dropping the rest", () => {
    const copied = copiedPlan(grid, { points: [point(11, 1, 'H'), point(99, 1, 'H'), point(12, 7, 'X')] });
    expect([...copied.entries()]).toEqual([[cellKey(11, 1), 'H']]);
    expect(pointsBody(grid, new Map([[cellKey(99, 1), 'H']])).points).toEqual([]);
  });
});
