import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedAdmin, seedDemo } from './db/seed/demo.js';
import { failInterruptedConversions } from './modules/files/conversion/conversion.service.js';
import { reopenInterruptedFinishes } from './modules/files/upload-finish.js';
import { sweepAbandonedUploads } from './modules/files/upload-sweep.js';
import { openDatabase } from './platform/db.js';
import { loggerOptions } from './platform/logger.js';
import { sweepIdleSessions } from './platform/session.js';
import { localStorage, s3Storage } from './platform/storage.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();

let seeded = false;
if (await isEmpty(database.db)) {
  if (config.seedDemo) {
    await seedDemo(database.db);
    seeded = true;
  } else if (config.adminPassword) {
    await seedAdmin(database.db, config.adminPassword);
  }
}

await failInterruptedConversions(database.db);
await reopenInterruptedFinishes(database.db);
const storage = config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'files'));
const app = await buildApp({
  db: database.db,
  logger: loggerOptions(config.logLevel),
  trustProxy: config.trustProxy,
  webDist: config.webDist,
  files: { storage, zipQuality: config.zipQuality, converter: config.converter },
});
const sweeper = setInterval(
  () => sweepIdleSessions(database.db).catch((err) => app.log.warn({ err }, 'session sweep failed')),
  60_000,
);
sweeper.unref();
// Uploads that can no longer be finished (30 days old, or granted and never started) are let go hourly.
const uploadSweeper = setInterval(
  () => sweepAbandonedUploads(database.db, storage).catch((err) => app.log.warn({ err }, 'upload sweep failed')),
  60 * 60 * 1000,
);
uploadSweeper.unref();

await app.listen({ host: config.host, port: config.port });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `  检验监理平台 / Inspection back office is running: http://${shown}:${config.port}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  `  Files: ${config.s3 ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}` : `${join(config.dataDir, 'files')}`}`,
];
if (seeded) {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.username).join(', ')}`);
}
console.log(`${lines.join('\n')}\n`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(sweeper);
  clearInterval(uploadSweeper);
  // Stop taking connections, let calls in flight finish, then close the database.
  await app.close();
  await database.close();
  storage.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
