import { type BuiltinRole, NCR_ACTIONS, NCR_TRANSITIONS, type NcrAction, type NcrState } from '@app/contract';

/**
 * Who takes each step of the loop, by the caller's role in the owner. The client (wtf) decides what
 * is done with the item and approves the plan; inspectors (staff) plan, record the work and verify
 * it; managers and administrators do everything. A role an administrator made takes no step.
 */
const TAKERS: Record<NcrAction, readonly BuiltinRole[]> = {
  dispose: ['admin', 'wtf', 'manager'],
  plan: ['admin', 'manager', 'staff'],
  approve: ['admin', 'wtf', 'manager'],
  reject: ['admin', 'wtf', 'manager'],
  execute: ['admin', 'manager', 'staff'],
  verify: ['admin', 'manager', 'staff'],
  fail: ['admin', 'manager', 'staff'],
};

export const roleMayTake = (role: string, action: NcrAction) => (TAKERS[action] as readonly string[]).includes(role);

/** Approving or rejecting a plan is a second person's judgement: never its author's. */
export const isPlanReview = (action: NcrAction) => action === 'approve' || action === 'reject';

/** The actions the caller may take on an NCR now: those of its state his role takes, the plan's author's review left out. */
export function actionsFor(
  caller: { role: string; userId: number },
  ncr: { state: NcrState; raised: boolean; plannedBy: number | null },
): NcrAction[] {
  if (!ncr.raised) return [];
  return NCR_ACTIONS.filter(
    (action) =>
      NCR_TRANSITIONS[action].from === ncr.state &&
      roleMayTake(caller.role, action) &&
      !(isPlanReview(action) && ncr.plannedBy === caller.userId),
  );
}

// The due dates are days of China's calendar.
export { chinaDay } from '../../platform/china-time.js';
