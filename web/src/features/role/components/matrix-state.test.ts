import { ACTION_TYPES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { columnState, rowState, sameMatrix, setCell, setColumn, setRow } from './matrix-state';

describe('matrix state', () => {
  it('keeps each row in the order of the action types, whatever the order of the clicks', () => {
    let matrix = setCell({}, 'home', 'export', true);
    matrix = setCell(matrix, 'home', 'update', true);
    matrix = setCell(matrix, 'home', 'index', true);
    expect(matrix.home).toEqual(['update', 'index', 'export']);
    expect(setCell(matrix, 'home', 'index', false).home).toEqual(['update', 'export']);
  });

  it('sets a whole row and a whole column, and says whether all, some or none are on', () => {
    const rows = ['home', 'inbox'];
    const row = setRow({}, 'home', true);
    expect(row.home).toEqual([...ACTION_TYPES]);
    expect(rowState(row, 'home')).toBe('all');
    expect(rowState(setCell(row, 'home', 'assign', false), 'home')).toBe('some');
    expect(rowState(row, 'inbox')).toBe('none');

    const column = setColumn({ inbox: ['create'] }, rows, 'index', true);
    expect(column).toEqual({ home: ['index'], inbox: ['index', 'create'] });
    expect(columnState(column, rows, 'index')).toBe('all');
    expect(columnState(column, rows, 'create')).toBe('some');
    expect(columnState(setColumn(column, rows, 'index', false), rows, 'index')).toBe('none');
  });

  it('compares matrices treating a missing row as an empty one', () => {
    expect(sameMatrix({ home: ['index'], inbox: [] }, { home: ['index'] })).toBe(true);
    expect(sameMatrix({ home: ['index'] }, { home: ['index', 'update'] })).toBe(false);
    expect(sameMatrix({}, { inbox: ['index'] })).toBe(false);
  });
});
