import type { ProductionSummary } from '@app/contract';

/** What the summary reads of a step's record. */
export interface StepProgress {
  processId: number;
  progress: number;
  plannedFinish: string | null;
  updateAt: Date;
}

/**
 * Today as a calendar day in China time (UTC+8, no summer time): the platform's users and factories
 * are there, so a step planned to finish "yesterday" turns late at their midnight, not at UTC's.
 */
export function todayInChina(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Late: planned to be finished before today and not at 100 %. */
export const isLate = (step: Pick<StepProgress, 'progress' | 'plannedFinish'>, today: string) =>
  step.plannedFinish !== null && step.plannedFinish < today && step.progress < 100;

/**
 * A piece of equipment's production over its kind's route (`routeIds`, the steps in order): steps
 * done, the plain mean of every step's progress (a step without a record counts 0; docs/decisions.md
 * says why not weighted by duration) rounded down, so 100 % means every step is done; steps late;
 * the last change. Records of steps no longer on the route do not count.
 */
export function summarise(
  routeIds: readonly number[],
  records: readonly StepProgress[],
  today: string,
): ProductionSummary {
  const onRoute = new Set(routeIds);
  const counted = records.filter((record) => onRoute.has(record.processId));
  const sum = counted.reduce((total, record) => total + record.progress, 0);
  const last = counted.reduce<Date | null>(
    (latest, r) => (latest === null || r.updateAt > latest ? r.updateAt : latest),
    null,
  );
  return {
    done: counted.filter((record) => record.progress >= 100).length,
    total: routeIds.length,
    progress: routeIds.length === 0 ? 0 : Math.floor(sum / routeIds.length),
    late: counted.filter((record) => isLate(record, today)).length,
    last_update: last?.toISOString() ?? null,
  };
}
