// Load from a process of its own (autocannon's CLI), so the client does not share the server's event
// loop; on this machine the two still share its cores, as they would on any single box.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * GETs `url` from `connections` clients for `seconds` after a 2 s warm-up; latency in ms, rate per
 * second. `gzip`: the clients take gzip answers, as browsers do (autocannon asks for none otherwise).
 */
export async function load(url, { cookie, connections = 50, seconds = 10, gzip = false } = {}) {
  const headers = [...(cookie ? ['-H', `cookie=${cookie}`] : []), ...(gzip ? ['-H', 'accept-encoding=gzip'] : [])];
  const warmup = ['--warmup', '[', '-c', String(connections), '-d', '2', ']'];
  const { stdout } = await run(
    process.execPath,
    [cli, '-c', String(connections), '-d', String(seconds), ...warmup, ...headers, '-j', url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // With a warm-up, autocannon prints its result once for the warm-up and once for the run.
  const r = JSON.parse(stdout.trim().split('\n').at(-1));
  return {
    perSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    // autocannon gives up on a call after 10 s: a timeout is a call slower than that.
    timeouts: r.timeouts,
    failed: r.errors - r.timeouts + r.non2xx,
  };
}

export const describe = (name, m) =>
  `${name}: ${m.perSecond}/s, p50 ${m.p50} ms, p99 ${m.p99} ms (${m.requests} calls` +
  `${m.timeouts ? `, ${m.timeouts} over 10 s` : ''}${m.failed ? `, ${m.failed} failed` : ''})`;
