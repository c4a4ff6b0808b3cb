import { describe, expect, it } from 'vitest';
import { isLate, summarise, todayInChina } from './production-summary.js';

const at = new Date('2026-05-01T00:00:00Z');

describe('production summary', () => {
  it('takes today in China time', () => {
    expect(todayInChina(new Date('2026-05-01T15:59:00Z'))).toBe('2026-05-01');
    expect(todayInChina(new Date('2026-05-01T16:00:00Z'))).toBe('2026-05-02');
  });

  it('is late only before today and below 100 %', () => {
    expect(isLate({ plannedFinish: '2026-04-30', progress: 99 }, '2026-05-01')).toBe(true);
    expect(isLate({ plannedFinish: '2026-05-01', progress: 0 }, '2026-05-01')).toBe(false);
    expect(isLate({ plannedFinish: '2026-04-30', progress: 100 }, '2026-05-01')).toBe(false);
    expect(isLate({ plannedFinish: null, progress: 0 }, '2026-05-01')).toBe(false);
  });

  it('means every step of the route, a step without a record counting 0, and ignores steps off the route', () => {
    const records = [
      { processId: 1, progress: 100, plannedFinish: '2026-03-01', updateAt: at },
      { processId: 2, progress: 50, plannedFinish: '2026-04-01', updateAt: new Date('2026-05-02T00:00:00Z') },
      { processId: 9, progress: 100, plannedFinish: null, updateAt: new Date('2027-01-01T00:00:00Z') },
    ];
    expect(summarise([1, 2, 3], records, '2026-05-01')).toEqual({
      done: 1,
      total: 3,
      progress: 50,
      late: 1,
      last_update: '2026-05-02T00:00:00.000Z',
    });
    expect(summarise([], [], '2026-05-01')).toMatchObject({ total: 0, progress: 0, last_update: null });
    // 99.9 % is not done: the mean is rounded down.
    expect(
      summarise(
        [1, 2],
        [
          { processId: 1, progress: 100, plannedFinish: null, updateAt: at },
          { processId: 2, progress: 99, plannedFinish: null, updateAt: at },
        ],
        '2026-05-01',
      ).progress,
    ).toBe(99);
  });
});
