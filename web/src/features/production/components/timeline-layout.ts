import type { ProductionRecord } from '@app/contract';

/** A day as a whole number of days since 1970-01-01 (UTC, so no summer time shifts a bar). */
export const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const isoOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The days the chart spans: whole months, from the first of `start`'s month to the first after the end. */
export interface Axis {
  start: number;
  end: number;
}

/** Pixels per day: a year is about 1,100 px, scrolled sideways on a phone. */
export const DAY_PX = 3;

const monthStart = (day: number) => dayNumber(`${isoOf(day).slice(0, 7)}-01`);
const nextMonth = (day: number) => {
  const [year, month] = isoOf(day).split('-').map(Number) as [number, number];
  return dayNumber(`${month === 12 ? year + 1 : year}-${String(month === 12 ? 1 : month + 1).padStart(2, '0')}-01`);
};

/**
 * The axis covering every date of the records and today, widened to whole months; at least three
 * months from today's when there is no date at all.
 */
export function axisOf(records: readonly (ProductionRecord | null)[], today: string): Axis {
  const days = [dayNumber(today)];
  for (const record of records) {
    if (!record) continue;
    for (const value of [record.planned_start, record.planned_finish, record.actual_start, record.actual_finish]) {
      if (value) days.push(dayNumber(value));
    }
  }
  const start = monthStart(Math.min(...days));
  let end = nextMonth(Math.max(...days));
  while (end - start < 90) end = nextMonth(end);
  return { start, end };
}

/** The chart's width in pixels. */
export const widthOf = (axis: Axis) => (axis.end - axis.start) * DAY_PX;

/** Where a day begins on the chart, in pixels from its left edge. */
export const xOf = (iso: string, axis: Axis) => (dayNumber(iso) - axis.start) * DAY_PX;

/** A bar from the start of `from` to the end of `to` (both days count); at least one day wide. */
export function barOf(from: string, to: string, axis: Axis): { left: number; width: number } {
  const left = xOf(from, axis);
  return { left, width: Math.max(DAY_PX, xOf(to, axis) + DAY_PX - left) };
}

/** The planned bar, when both planned days are known. */
export function plannedBar(record: ProductionRecord | null, axis: Axis) {
  if (!record?.planned_start || !record.planned_finish) return null;
  return barOf(record.planned_start, record.planned_finish, axis);
}

/** The actual bar: from the actual start to the actual finish, or to today while under way. */
export function actualBar(record: ProductionRecord | null, today: string, axis: Axis) {
  if (!record?.actual_start) return null;
  const end = record.actual_finish ?? (today > record.actual_start ? today : record.actual_start);
  return barOf(record.actual_start, end, axis);
}

export type StepState = 'none' | 'planned' | 'active' | 'late' | 'done';

/** Done at 100 %, late as the server says, under way once started or progressed, planned otherwise. */
export function stateOf(record: ProductionRecord | null): StepState {
  if (!record) return 'none';
  if (record.progress >= 100) return 'done';
  if (record.late) return 'late';
  if (record.progress > 0 || record.actual_start) return 'active';
  return 'planned';
}

/** The actual bar's colour: green done, red late, blue under way (antd's palette). */
export const STATE_COLORS: Record<StepState, string> = {
  none: '#d9d9d9',
  planned: '#d9d9d9',
  active: '#1677ff',
  late: '#ff4d4f',
  done: '#52c41a',
};

/** The first day of each month on the axis, with its place: the ticks and their labels. */
export function monthTicks(axis: Axis): { month: string; x: number }[] {
  const ticks: { month: string; x: number }[] = [];
  for (let day = axis.start; day < axis.end; day = nextMonth(day)) {
    ticks.push({ month: isoOf(day).slice(0, 7), x: (day - axis.start) * DAY_PX });
  }
  return ticks;
}
