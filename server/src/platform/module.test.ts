import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type ServerModule, startJobs } from './module.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startJobs', () => {
  it('runs each job on its interval, goes on after a failed run, and stops when told', async () => {
    const runs = { sweep: 0, broken: 0 };
    const modules: ServerModule<typeof runs>[] = [
      {
        name: 'a',
        routes: () => {},
        jobs: [
          {
            name: 'sweep',
            everyMs: 60_000,
            run: async (deps) => {
              deps.sweep++;
            },
          },
        ],
      },
      { name: 'b', routes: () => {} },
      {
        name: 'c',
        routes: () => {},
        jobs: [
          {
            name: 'broken',
            everyMs: 60_000,
            run: async (deps) => {
              deps.broken++;
              throw new Error('the store is away');
            },
          },
        ],
      },
    ];
    const logged: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) });

    const jobs = startJobs(modules, runs, log, () => 10);
    await pause(100);
    jobs.stop();
    const stopped = { ...runs };
    expect(stopped.sweep).toBeGreaterThanOrEqual(3);
    expect(stopped.broken).toBeGreaterThanOrEqual(3);
    expect(logged.some((line) => line.includes('"job":"broken"') && line.includes('the store is away'))).toBe(true);

    await pause(60);
    expect(runs).toEqual(stopped);
  });
});
