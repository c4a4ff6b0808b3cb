import type { Db } from '../../platform/db.js';
import { processesOf } from '../device/public.js';

export type Steps = Map<number, { step: number; name: string }>;

/** The steps of the kinds of `deviceIds` by id, with their place in the route: a page holds a handful of kinds. */
export async function stepsOf(db: Db, deviceIds: Iterable<number>): Promise<Steps> {
  const steps: Steps = new Map();
  for (const deviceId of new Set(deviceIds)) {
    for (const step of await processesOf(db, deviceId)) steps.set(step.id, { step: step.step, name: step.name });
  }
  return steps;
}

/** Orders the points of an ITP as its grid reads: by step, then by the owner's order of categories. */
export function byRoute(steps: Steps, categories: readonly { id: number }[]) {
  const categoryOrder = new Map(categories.map((category, index) => [category.id, index]));
  return (a: { processId: number; categoryId: number }, b: { processId: number; categoryId: number }) =>
    (steps.get(a.processId)?.step ?? 0) - (steps.get(b.processId)?.step ?? 0) ||
    (categoryOrder.get(a.categoryId) ?? 0) - (categoryOrder.get(b.categoryId) ?? 0);
}
