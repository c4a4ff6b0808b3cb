/**
 * Which lane a job waits in: interactive work (one report exported while its reader waits) is taken
 * before any batch work, whatever came first.
 */
export type Lane = 'interactive' | 'batch';
const LANES: readonly Lane[] = ['interactive', 'batch'];

/**
 * Where a job waits: its lane, and whose it is as a path from the widest group to the narrowest
 * (`[owner, user]`). Within a lane, turns go round the owners, then round the users of the owner
 * whose turn it is, then first come first served: one user's thirty batches do not starve another's one.
 */
export interface Place {
  lane?: Lane;
  whose?: readonly (string | number)[];
}

interface Waiting<T> {
  job: T;
  lane: Lane;
  /** The groups the job belongs to, widest first: `lane/owner`, `lane/owner/user`. */
  groups: string[];
}

/** The waiting jobs of a queue, taken by lane, then round-robin over their groups. */
export interface FairLine<T> {
  push(job: T, place?: Place): void;
  /** The next job to run, or undefined when none waits. */
  take(): T | undefined;
  /** Every waiting job, removed, in the order they were pushed. */
  drain(): T[];
}

export function createFairLine<T>(): FairLine<T> {
  let waiting: Waiting<T>[] = [];
  // When each group was last served; a group never served goes first. One entry per owner and user
  // that ever queued work in this process: small, so never pruned (pruning would let a group that
  // emptied its queue jump ahead of the others as if it were new).
  const lastServed = new Map<string, number>();
  let turn = 0;

  const servedAt = (group: string | undefined) => (group === undefined ? -1 : (lastServed.get(group) ?? -1));

  /** The candidates of the group at `level` served longest ago (the earliest pushed on a tie). */
  function narrow(candidates: Waiting<T>[], level: number): Waiting<T>[] {
    let best = candidates[0];
    for (const candidate of candidates) {
      if (best && servedAt(candidate.groups[level]) < servedAt(best.groups[level])) best = candidate;
    }
    const group = best?.groups[level];
    return candidates.filter((candidate) => candidate.groups[level] === group);
  }

  return {
    push(job, place = {}) {
      const lane = place.lane ?? 'batch';
      // Each lane keeps its own turns: a user's single exports cost his batches no turn.
      const path = [lane, ...(place.whose ?? []).map(String)];
      const groups = path.slice(1).map((_, depth) => path.slice(0, depth + 2).join('/'));
      waiting.push({ job, lane, groups });
    },
    take() {
      const lane = LANES.find((name) => waiting.some((entry) => entry.lane === name));
      let candidates = waiting.filter((entry) => entry.lane === lane);
      const depth = Math.max(0, ...candidates.map((entry) => entry.groups.length));
      for (let level = 0; level < depth && candidates.length > 1; level++) candidates = narrow(candidates, level);
      const chosen = candidates[0];
      if (!chosen) return undefined;
      waiting = waiting.filter((entry) => entry !== chosen);
      turn += 1;
      for (const group of chosen.groups) lastServed.set(group, turn);
      return chosen.job;
    },
    drain() {
      const jobs = waiting.map((entry) => entry.job);
      waiting = [];
      return jobs;
    },
  };
}
