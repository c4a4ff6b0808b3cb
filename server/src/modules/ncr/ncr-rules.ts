import {
  type BuiltinRole,
  type IndependenceKind,
  NCR_ACTIONS,
  NCR_TRANSITIONS,
  type NcrAction,
  type NcrState,
} from '@app/contract';

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

/** Who did what in an NCR's loop, as the four-eyes rule asks: who raised it, proposed, planned, reworked. */
export interface NcrAuthors {
  raisedBy: number | null;
  disposedBy: number | null;
  plannedBy: number | null;
  executedBy: number | null;
}

/**
 * The four-eyes kind a step decides under, or none: approving or rejecting the plan is a second
 * person's judgement on the raising, the disposition and the plan; verifying (or failing) the rework
 * is one on the execution.
 */
export function independenceKindOf(action: NcrAction): IndependenceKind | null {
  if (action === 'approve' || action === 'reject') return 'ncr_plan_review';
  if (action === 'verify' || action === 'fail') return 'ncr_verification';
  return null;
}

/** Whether the step would be the caller's judgement on his own work. */
export function judgesOwnWork(userId: number, ncr: NcrAuthors, action: NcrAction): boolean {
  const kind = independenceKindOf(action);
  if (kind === 'ncr_plan_review') return [ncr.raisedBy, ncr.disposedBy, ncr.plannedBy].includes(userId);
  if (kind === 'ncr_verification') return ncr.executedBy === userId;
  return false;
}

/**
 * The actions the caller may take on an NCR now: those of its state his role takes, leaving out a
 * judgement on his own work unless the owner relaxed the rule for its kind.
 */
export function actionsFor(
  caller: { role: string; userId: number; relaxed: ReadonlySet<IndependenceKind> },
  ncr: NcrAuthors & { state: NcrState; raised: boolean },
): NcrAction[] {
  if (!ncr.raised) return [];
  return NCR_ACTIONS.filter((action) => {
    const kind = independenceKindOf(action);
    const own = judgesOwnWork(caller.userId, ncr, action) && !(kind && caller.relaxed.has(kind));
    return NCR_TRANSITIONS[action].from === ncr.state && roleMayTake(caller.role, action) && !own;
  });
}

// The due dates are days of China's calendar.
export { chinaDay } from '../../platform/china-time.js';
