// Starts and stops the built server (server/dist/main.js) for a measurement, in its own process.
import { spawn } from 'node:child_process';

/**
 * `database`: a PostgreSQL URL, or undefined for PGlite in `dataDir`. `cpuProfileDir`: write a V8 CPU
 * profile of the server there when it stops (node --cpu-prof), for the flame graph of the bench.
 */
export async function startServer({ port, dataDir, databaseUrl, cpuProfileDir }) {
  const args = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' });
  // BENCH_SERVER: another build's main.js (kept under server/node_modules so its packages resolve),
  // to measure before and after a change with the same bench.
  const main = process.env.BENCH_SERVER ?? 'server/dist/main.js';
  const child = spawn('node', [...args, main], {
    env,
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return {
          base,
          pid: child.pid,
          async stop() {
            child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}
