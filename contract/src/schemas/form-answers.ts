/**
 * What a filled form's answers say beyond the schema's checks: which items are shown for them, and
 * which answers a reviewer looks at first (a failed check, a measured value out of tolerance).
 */

import type { FormItem, MeasureOptions, ShowWhen } from './form-model.js';

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Whether a measured value lies outside its tolerance (an answer left empty is not flagged). */
export function outOfTolerance(value: unknown, measure: MeasureOptions): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  // Compare in whole thousandths so 10.05 against 10 + 0.05 is not lost to binary fractions.
  const scaled = (x: number) => Math.round(x * 1000);
  return (
    scaled(value) > scaled(measure.nominal) + scaled(measure.plus) ||
    scaled(value) < scaled(measure.nominal) - scaled(measure.minus)
  );
}

/** Whether an item is shown for the answers given so far. */
export function isShown(item: { showWhen?: ShowWhen }, data: Record<string, unknown>): boolean {
  return !item.showWhen || data[item.showWhen.key] === item.showWhen.equals;
}

/** One answer the form flags for attention: a failed check or a measured value out of tolerance. */
export interface FormFlag {
  key: string;
  /** The row of a table item, from 0. */
  row?: number;
  column?: string;
  reason: 'fail' | 'outOfTolerance';
}

/** The flags of a filled form: what a reviewer (and later a finding) looks at first. */
export function formFlags(items: readonly FormItem[], data: Record<string, unknown>): FormFlag[] {
  const flags: FormFlag[] = [];
  for (const item of items) {
    if (!isShown(item, data)) continue;
    const value = data[item.key];
    if (item.kind === 'passFail' && value === 'fail') flags.push({ key: item.key, reason: 'fail' });
    if (item.kind === 'measure' && outOfTolerance(value, item.measure)) {
      flags.push({ key: item.key, reason: 'outOfTolerance' });
    }
    if (item.kind !== 'table' || !Array.isArray(value)) continue;
    value.forEach((row, index) => {
      const cells = record(row);
      for (const column of item.columns) {
        const cell = cells[column.key];
        if (column.kind === 'passFail' && cell === 'fail') {
          flags.push({ key: item.key, row: index, column: column.key, reason: 'fail' });
        }
        if (column.kind === 'measure' && column.measure && outOfTolerance(cell, column.measure)) {
          flags.push({ key: item.key, row: index, column: column.key, reason: 'outOfTolerance' });
        }
      }
    });
  }
  return flags;
}
