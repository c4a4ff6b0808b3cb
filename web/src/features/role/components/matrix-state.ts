import { ACTION_TYPES, type ActionType } from '@app/contract';

/** Granted actions per row key (a page, or a role), each list in ACTION_TYPES order. */
export type Matrix = Record<string, ActionType[]>;
export type CheckState = 'all' | 'some' | 'none';

const ordered = (actions: Set<ActionType>) => ACTION_TYPES.filter((action) => actions.has(action));

export function setCell(matrix: Matrix, row: string, action: ActionType, on: boolean): Matrix {
  const actions = new Set(matrix[row] ?? []);
  if (on) actions.add(action);
  else actions.delete(action);
  return { ...matrix, [row]: ordered(actions) };
}

export const setRow = (matrix: Matrix, row: string, on: boolean): Matrix => ({
  ...matrix,
  [row]: on ? [...ACTION_TYPES] : [],
});

export function setColumn(matrix: Matrix, rows: readonly string[], action: ActionType, on: boolean): Matrix {
  return rows.reduce((next, row) => setCell(next, row, action, on), matrix);
}

const stateOf = (count: number, total: number): CheckState => (count === 0 ? 'none' : count === total ? 'all' : 'some');

export const rowState = (matrix: Matrix, row: string): CheckState =>
  stateOf((matrix[row] ?? []).length, ACTION_TYPES.length);

export const columnState = (matrix: Matrix, rows: readonly string[], action: ActionType): CheckState =>
  stateOf(rows.filter((row) => matrix[row]?.includes(action)).length, rows.length);

/** Whether two matrices grant the same, treating a missing row as an empty one. */
export function sameMatrix(a: Matrix, b: Matrix): boolean {
  const rows = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...rows].every((row) => (a[row] ?? []).join() === (b[row] ?? []).join());
}
