import { describe, expect, it } from 'vitest';
import { createFairLine } from './fair-line.js';

/** Takes every waiting job, in the order the line gives them. */
function takeAll<T>(line: ReturnType<typeof createFairLine<T>>): T[] {
  const taken: T[] = [];
  for (let job = line.take(); job !== undefined; job = line.take()) taken.push(job);
  return taken;
}

describe('createFairLine', () => {
  it('without places is first come, first served', () => {
    const line = createFairLine<string>();
    for (const job of ['a', 'b', 'c']) line.push(job);
    expect(takeAll(line)).toEqual(['a', 'b', 'c']);
    expect(line.take()).toBeUndefined();
  });

  it("takes turns between users: one user's thirty batches do not starve another's one", () => {
    const line = createFairLine<string>();
    for (let i = 1; i <= 30; i++) line.push(`many-${i}`, { whose: [1, 'many'] });
    expect(line.take()).toBe('many-1');
    line.push('one', { whose: [1, 'one'] });
    expect(line.take()).toBe('one');
    expect(takeAll(line)).toEqual(Array.from({ length: 29 }, (_, i) => `many-${i + 2}`));
  });

  it('goes round the owners first, then round the users of the owner whose turn it is', () => {
    const line = createFairLine<string>();
    for (const user of ['a', 'b', 'c']) for (const n of [1, 2]) line.push(`${user}${n}`, { whose: [1, user] });
    for (const n of [1, 2, 3]) line.push(`d${n}`, { whose: [2, 'd'] });
    expect(takeAll(line)).toEqual(['a1', 'd1', 'b1', 'd2', 'c1', 'd3', 'a2', 'b2', 'c2']);
  });

  it('remembers turns: a user whose queue emptied does not jump ahead of those still waiting', () => {
    const line = createFairLine<string>();
    line.push('a1', { whose: [1, 'a'] });
    line.push('b1', { whose: [1, 'b'] });
    line.push('b2', { whose: [1, 'b'] });
    expect(line.take()).toBe('a1');
    line.push('a2', { whose: [1, 'a'] });
    expect(takeAll(line)).toEqual(['b1', 'a2', 'b2']);
  });

  it('takes interactive work before any batch work, whoever queued it and whenever', () => {
    const line = createFairLine<string>();
    line.push('batch-a1', { lane: 'batch', whose: [1, 'a'] });
    line.push('batch-b1', { lane: 'batch', whose: [1, 'b'] });
    line.push('single-a', { lane: 'interactive', whose: [1, 'a'] });
    line.push('single-c', { lane: 'interactive', whose: [2, 'c'] });
    expect(takeAll(line)).toEqual(['single-a', 'single-c', 'batch-a1', 'batch-b1']);
  });

  it('drains what waits in the order it was pushed', () => {
    const line = createFairLine<string>();
    line.push('a1', { whose: [1, 'a'] });
    line.push('x', { lane: 'interactive' });
    line.push('b1', { whose: [1, 'b'] });
    expect(line.drain()).toEqual(['a1', 'x', 'b1']);
    expect(line.take()).toBeUndefined();
  });
});
