import { describe, expect, it, vi } from 'vitest';
import type { Db } from './db.js';
import { FILTER_SHAPES_MAX, preparedShape } from './prepared.js';

/** A statement as drizzle prepares one: only run here, never executed. */
const statement = (name: string) => ({ name, execute: async () => [] });

describe('preparedShape', () => {
  it('numbers FILTER_SHAPES_MAX shapes of a family, then builds none', () => {
    // The database only keys what is kept: nothing is run on it.
    const db = {} as Db;
    // Each shape named by its family and a number, however long the shape.
    const long = 'a_filter:range:from-to,'.repeat(4);
    for (let i = 0; i < FILTER_SHAPES_MAX; i++) {
      expect(preparedShape(db, 'rows', `${long}${i}`, statement)?.name).toBe(`rows_${i}`);
    }
    const build = vi.fn(() => statement('one too many'));
    expect(preparedShape(db, 'rows', 'rows_more', build)).toBeUndefined();
    expect(build).not.toHaveBeenCalled();
    // A kept shape is still answered, built once; another family has room.
    const again = vi.fn(() => statement('rebuilt'));
    expect(preparedShape(db, 'rows', `${long}3`, again)?.name).toBe('rows_3');
    expect(again).not.toHaveBeenCalled();
    expect(preparedShape(db, 'others', 'any', statement)?.name).toBe('others_0');
    // Another database (a transaction's) builds its own statement of a shape, under the shape's name.
    const other = {} as Db;
    const built = vi.fn(statement);
    expect(preparedShape(other, 'rows', `${long}3`, built)?.name).toBe('rows_3');
    expect(built).toHaveBeenCalledTimes(1);
    expect(preparedShape(other, 'rows', 'rows_more', statement)).toBeUndefined();
  });
});
