import { FINDING_TRANSITIONS, type FindingState, type FindingStep } from '@app/contract';

/**
 * Who takes a step of a finding's loop: a rectification is submitted by its responsible member or
 * by whoever holds the list's `update` right (a manager, the administrator); it is verified or
 * returned by whoever raised it or holds that right.
 */
export function mayTake(
  step: FindingStep,
  caller: { userId: number; mayUpdate: boolean },
  finding: { responsibleId: number | null; raisedBy: number | null },
): boolean {
  if (caller.mayUpdate) return true;
  if (step === 'submit') return finding.responsibleId === caller.userId;
  return finding.raisedBy === caller.userId;
}

/** The steps the caller may take on the finding now. */
export function stepsFor(
  caller: { userId: number; mayUpdate: boolean },
  finding: { state: FindingState; responsibleId: number | null; raisedBy: number | null },
): FindingStep[] {
  return (['submit', 'verify', 'return'] as const).filter(
    (step) => FINDING_TRANSITIONS[step].from === finding.state && mayTake(step, caller, finding),
  );
}

/** A rate of `part` in `whole`, null when there is no whole (shown as —, never NaN). */
export const rateOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
