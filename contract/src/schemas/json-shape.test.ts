import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-shape.js';

const bounds = { depth: 3, entries: 4 };
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

describe('jsonShapeProblem', () => {
  it('takes leaves and values within the bounds', () => {
    for (const value of [null, 1, 'a', true, [], {}, nested(3), { a: { b: [1, 2, 3, 4] } }]) {
      expect(jsonShapeProblem(value, bounds)).toBeNull();
    }
  });

  it('names a value nested deeper than the bound, 10,000 deep too, without overflowing a stack', () => {
    expect(jsonShapeProblem(nested(4), bounds)).toBe('tooDeep');
    expect(jsonShapeProblem({ a: { a: { a: { a: 1 } } } }, bounds)).toBe('tooDeep');
    const deep = JSON.parse(`${'['.repeat(10_000)}1${']'.repeat(10_000)}`);
    expect(jsonShapeProblem(deep, bounds)).toBe('tooDeep');
  });

  it('names a list or group with more entries than the bound, wherever it sits', () => {
    expect(jsonShapeProblem([1, 2, 3, 4, 5], bounds)).toBe('tooManyEntries');
    expect(jsonShapeProblem({ a: [{ a: 1, b: 2, c: 3, d: 4, e: 5 }] }, bounds)).toBe('tooManyEntries');
  });
});
