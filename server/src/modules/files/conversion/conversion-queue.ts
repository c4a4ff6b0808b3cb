import { createFairLine, type Place } from './fair-line.js';

/**
 * Work waiting on this node, run one job at a time: LibreOffice takes a core and a few hundred MB
 * while it works, so running conversions side by side would only slow every request. Jobs are taken
 * by lane and round-robin over whose they are (fair-line.ts); without a place, first come first served.
 */
export interface ConversionQueue<T = string> {
  add(job: T, place?: Place): void;
  /** Stops taking work: the running job is aborted and awaited; answers the jobs that never started. */
  close(): Promise<T[]>;
}

export function createConversionQueue<T = string>(
  runJob: (job: T, signal: AbortSignal) => Promise<void>,
  onError: (err: unknown, job: T) => void,
): ConversionQueue<T> {
  const waiting = createFairLine<T>();
  const stop = new AbortController();
  let running: Promise<void> | null = null;

  const next = () => {
    const job = stop.signal.aborted ? undefined : waiting.take();
    if (job === undefined) {
      running = null;
      return;
    }
    running = runJob(job, stop.signal)
      .catch((err: unknown) => onError(err, job))
      .then(next);
  };

  return {
    add(job, place) {
      if (stop.signal.aborted) return;
      waiting.push(job, place);
      if (!running) next();
    },
    async close() {
      stop.abort();
      const neverStarted = waiting.drain();
      while (running) await running;
      return neverStarted;
    },
  };
}
