import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Environment settings, validated once at start-up. Every setting has a default that runs the
 * embedded mode (PGlite under ./data, local file store), so a fresh clone starts with no set-up.
 */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a reverse proxy that terminates https, trust its X-Forwarded-* headers. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Seed the demo owners and accounts into an empty embedded database. */
  SEED_DEMO: z.stringbool().optional(),
  /** Password of the `admin` account created on an empty PostgreSQL database. */
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  WEB_DIST: z.string().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  adminPassword: string | undefined;
  webDist: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // Demo data goes only into the embedded database unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    adminPassword: e.ADMIN_PASSWORD,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
