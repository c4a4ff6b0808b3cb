import { describe, expect, it } from 'vitest';
import { createConversionQueue } from './conversion-queue.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createConversionQueue', () => {
  it('runs one job at a time in the order they were added', async () => {
    const log: string[] = [];
    let running = 0;
    const queue = createConversionQueue(
      async (fileId) => {
        running += 1;
        log.push(`${fileId}:${running}`);
        await tick();
        running -= 1;
      },
      () => undefined,
    );
    queue.add('a');
    queue.add('b');
    queue.add('c');
    while (log.length < 3) await tick();
    expect(log).toEqual(['a:1', 'b:1', 'c:1']);
    expect(await queue.close()).toEqual([]);
  });

  it('goes on after a job throws, and reports the error', async () => {
    const errors: string[] = [];
    const done: string[] = [];
    const queue = createConversionQueue(
      async (fileId) => {
        if (fileId === 'bad') throw new Error('boom');
        done.push(fileId);
      },
      (err, fileId) => errors.push(`${fileId}: ${(err as Error).message}`),
    );
    queue.add('bad');
    queue.add('good');
    while (done.length < 1) await tick();
    expect(errors).toEqual(['bad: boom']);
    expect(done).toEqual(['good']);
    await queue.close();
  });

  it('on close aborts the running job, waits for it and answers the jobs that never started', async () => {
    let finished = false;
    const queue = createConversionQueue(
      (_fileId, signal) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () =>
            setTimeout(() => {
              finished = true;
              resolve();
            }, 20),
          );
        }),
      () => undefined,
    );
    queue.add('a');
    queue.add('b');
    queue.add('c');
    expect(await queue.close()).toEqual(['b', 'c']);
    expect(finished).toBe(true);
    queue.add('d');
    expect(await queue.close()).toEqual([]);
  });

  it("runs a single export next, before another user's batch work that was queued earlier", async () => {
    const log: string[] = [];
    const queue = createConversionQueue(
      async (job: string) => {
        log.push(job);
        await tick();
      },
      () => undefined,
    );
    for (const n of [1, 2, 3]) queue.add(`batch-a${n}`, { lane: 'batch', whose: [1, 'a'] });
    queue.add('batch-b1', { lane: 'batch', whose: [1, 'b'] });
    // batch-a1 is under way; the single export waits for it alone.
    queue.add('single-c', { lane: 'interactive', whose: [2, 'c'] });
    while (log.length < 5) await tick();
    expect(log).toEqual(['batch-a1', 'single-c', 'batch-b1', 'batch-a2', 'batch-a3']);
    expect(await queue.close()).toEqual([]);
  });
});
