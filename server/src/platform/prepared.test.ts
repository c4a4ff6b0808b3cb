import { describe, expect, it, vi } from 'vitest';
import type { Db } from './db.js';
import { FILTER_SHAPES_MAX, preparedShape } from './prepared.js';

/** A statement as drizzle prepares one: only run here, never executed. */
const statement = (name: string) => ({ name, execute: async () => [] });

describe('preparedShape', () => {
  it('keeps FILTER_SHAPES_MAX statements of a family per database, then builds none', () => {
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
    // A kept shape is still answered, built once; another family and another database have room.
    const again = vi.fn(() => statement('rebuilt'));
    expect(preparedShape(db, 'rows', `${long}3`, again)?.name).toBe('rows_3');
    expect(again).not.toHaveBeenCalled();
    expect(preparedShape(db, 'others', 'any', statement)?.name).toBe('others_0');
    expect(preparedShape({} as Db, 'rows', 'rows_more', statement)?.name).toBe('rows_0');
  });
});
