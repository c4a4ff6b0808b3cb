import type { ProductionRecord } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  actualBar,
  axisOf,
  barOf,
  DAY_PX,
  monthTicks,
  plannedBar,
  STATE_COLORS,
  stateOf,
  widthOf,
  xOf,
} from './timeline-layout';

const record = (fields: Partial<ProductionRecord> = {}): ProductionRecord => ({
  planned_start: '2026-03-10',
  planned_finish: '2026-04-09',
  actual_start: null,
  actual_finish: null,
  progress: 0,
  note: '',
  photos: [],
  late: false,
  updated_at: '2026-03-01T00:00:00.000Z',
  ...fields,
});

describe('timeline layout', () => {
  it('spans whole months around every date and today', () => {
    const axis = axisOf([record(), null, record({ actual_finish: '2026-06-02' })], '2026-05-15');
    expect(xOf('2026-03-01', axis)).toBe(0);
    expect(monthTicks(axis).map((tick) => tick.month)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
    expect(widthOf(axis)).toBe((31 + 30 + 31 + 30) * DAY_PX);
    // No date at all: three months from today's.
    const empty = axisOf([null], '2026-11-23');
    expect(monthTicks(empty).map((tick) => tick.month)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('places a day and sizes a bar with both ends counted', () => {
    const axis = axisOf([record()], '2026-03-20');
    expect(xOf('2026-03-10', axis)).toBe(9 * DAY_PX);
    expect(barOf('2026-03-10', '2026-03-10', axis)).toEqual({ left: 9 * DAY_PX, width: DAY_PX });
    expect(plannedBar(record(), axis)).toEqual({ left: 9 * DAY_PX, width: 31 * DAY_PX });
    expect(plannedBar(record({ planned_finish: null }), axis)).toBeNull();
    expect(monthTicks(axis)[1]).toEqual({ month: '2026-04', x: 31 * DAY_PX });
  });

  it('runs the actual bar to its finish, or to today while under way', () => {
    const axis = axisOf([record()], '2026-03-20');
    expect(actualBar(record(), '2026-03-20', axis)).toBeNull();
    expect(actualBar(record({ actual_start: '2026-03-12' }), '2026-03-20', axis)).toEqual({
      left: 11 * DAY_PX,
      width: 9 * DAY_PX,
    });
    expect(
      actualBar(record({ actual_start: '2026-03-12', actual_finish: '2026-03-13' }), '2026-03-20', axis)?.width,
    ).toBe(2 * DAY_PX);
  });

  it('colours done green, late red, under way blue', () => {
    expect(stateOf(null)).toBe('none');
    expect(stateOf(record())).toBe('planned');
    expect(stateOf(record({ progress: 30 }))).toBe('active');
    expect(stateOf(record({ progress: 30, late: true }))).toBe('late');
    expect(stateOf(record({ progress: 100, late: false }))).toBe('done');
    expect(STATE_COLORS.done).toBe('#52c41a');
    expect(STATE_COLORS.late).toBe('#ff4d4f');
    expect(STATE_COLORS.active).toBe('#1677ff');
  });
});
