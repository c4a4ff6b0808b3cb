import { join } from 'node:path';
import { type AppDeps, buildApp, moduleDeps } from './app.js';
import { isLoopback, loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo.js';
import { PublicPasswordError, seedOnStart } from './db/seed/start-up.js';
import { MODULES, startModules } from './modules/index.js';
import { createLoginLimiters } from './modules/user/login-limiters.js';
import { WORKFLOW_TIMER_JOB } from './modules/workflow/timers.js';
import { DataDirInUseError, type DataDirLock, lockDataDir } from './platform/data-dir-lock.js';
import { openDatabase } from './platform/db.js';
import { loggerOptions } from './platform/logger.js';
import { startJobs } from './platform/module.js';
import { closeGracefully } from './platform/shutdown.js';
import { localStorage, s3Storage } from './platform/storage.js';

/** A start-up the operator must fix: said in one clear message, without a stack trace. */
function refuseToStart(err: unknown): never {
  if (!(err instanceof DataDirInUseError || err instanceof PublicPasswordError)) throw err;
  console.error(`\n  ${err.message}\n`);
  process.exit(1);
}

const config = loadConfig();
// Only the embedded database needs the lock: two processes on one PGlite folder lose writes. On
// PostgreSQL several nodes may rightly share a files folder (a network disk), where a PID means
// nothing; the database keeps them consistent.
let lock: DataDirLock | undefined;
try {
  lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
} catch (err) {
  refuseToStart(err);
}
// Also when start-up fails; after kill -9 the next start finds the holder gone and takes over.
process.once('exit', () => lock?.release());

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = await seedOnStart(database.db, config).catch(async (err) => {
  await database.close();
  return refuseToStart(err);
});

const storage = config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'files'));
const appDeps: AppDeps = {
  db: database.db,
  logger: loggerOptions(config.logLevel),
  trustProxy: config.trustProxy,
  webDist: config.webDist,
  sessionMaxAgeMs: config.sessionMaxAgeMs,
  limiters: createLoginLimiters(),
  files: { storage, zipQuality: config.zipQuality, converter: config.converter },
  map: config.map,
  redisUrl: config.redisUrl,
};
// The modules' menu entries and start-up hooks, then their jobs: each module says what it needs.
const deps = moduleDeps(appDeps);
await startModules(MODULES, deps);
const app = await buildApp(appDeps);
// The workflow's timers poll at their configured interval; every other job at its manifest's.
const jobs = startJobs(
  MODULES,
  deps,
  app.log,
  (job) => (job.name === WORKFLOW_TIMER_JOB ? config.workflowTimerMs : job.everyMs),
  app.realtime.send,
);

await app.listen({ host: config.host, port: config.port });
const everywhere = config.host === '0.0.0.0' || config.host === '::';
const shown = everywhere ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
const lines = [
  '',
  `  检验监理平台 / Inspection back office is running: http://${shown}:${config.port}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  `  Files: ${config.s3 ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}` : `${join(config.dataDir, 'files')}`}`,
];
if (seeded.accounts === 'demo') {
  const names = DEMO_USERS.map((u) => u.username).join(', ');
  lines.push(
    seeded.password === DEMO_PASSWORD
      ? `  Demo accounts, for a local trial only (password ${DEMO_PASSWORD}): ${names}`
      : `  Demo accounts (password: the ADMIN_PASSWORD setting): ${names}`,
  );
}
if (isLoopback(config.host)) {
  lines.push('  Only this machine can connect: set HOST=0.0.0.0 (with ADMIN_PASSWORD) to serve the network');
}
console.log(`${lines.join('\n')}\n`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  jobs.stop();
  // Should closing the database or the store hang, the process still ends.
  setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000).unref();
  const cut = await closeGracefully(app, { graceMs: config.shutdownGraceMs });
  if (cut) app.log.warn({ graceMs: config.shutdownGraceMs }, 'connections still busy after the grace period were cut');
  await database.close();
  storage.close();
  lock?.release();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
