import { resolve } from 'node:path';
import { MAP_TILE_CRS, type MapSettings } from '@app/contract';
import { z } from 'zod';
import type { ConverterSettings } from './modules/files/conversion/converter.js';
import { DEFAULT_MAP_SETTINGS, parseCenter, tileUrlProblem } from './modules/map/map.settings.js';
import type { S3Settings } from './platform/storage.js';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy.js';

/**
 * Environment settings, validated once at start-up. Every setting has a default that runs the
 * embedded mode (PGlite under ./data, local file store), so a fresh clone starts with no set-up.
 */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** 127.0.0.1 while the demo accounts are seeded (their password is public), else 0.0.0.0. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Whose X-Forwarded-* headers to trust: true, false, a hop count, or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const setting = parseTrustProxy(value);
      if (setting !== undefined) return setting;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: 'expected true, false, a number of proxies, or proxy addresses/CIDRs separated by commas',
      });
      return z.NEVER;
    }),
  /** Seed the demo owners and accounts into an empty embedded database. */
  SEED_DEMO: z.stringbool().optional(),
  /** Password of the accounts seeded into an empty database: `admin`, or every demo account. */
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  /** How long SIGTERM waits for requests in flight before it cuts their connections. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Sessions end this many hours after sign-in, however active. */
  SESSION_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  WEB_DIST: z.string().optional(),
  /** An S3-compatible store (MinIO, Tencent COS, Alibaba OSS) instead of files under DATA_DIR. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  /** Path-style addressing; MinIO needs it, COS and OSS answer virtual-hosted style. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Quality (1-100) of the compressed copy of an uploaded image (SPEC §3 "zip quality"). */
  ZIP_QUALITY: z.coerce.number().int().min(1).max(100).default(80),
  /** The LibreOffice program that turns Word documents into PDF. */
  SOFFICE_PATH: z.string().default('soffice'),
  CONVERT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Convert even where the converter cannot be cut off from the network (see docs/decisions.md). */
  CONVERT_ALLOW_NETWORK: z.stringbool().default(false),
  /** How often each server node looks for due workflow reminders and timeouts. */
  WORKFLOW_TIMER_MS: z.coerce.number().int().min(500).max(3_600_000).default(5000),
  /** Map tiles for Leaflet (docs/decisions.md, "Maps"): OpenStreetMap's unless these name others. */
  MAP_TILE_URL: z
    .string()
    .default(DEFAULT_MAP_SETTINGS.tileUrl)
    .check((ctx) => {
      const problem = tileUrlProblem(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
    }),
  /** What `{s}` of MAP_TILE_URL takes in turn, separated by commas: `a,b,c`, `1,2,3,4`. */
  MAP_TILE_SUBDOMAINS: z
    .string()
    .default('')
    .transform((value) => (value.trim() === '' ? [] : value.split(',').map((name) => name.trim())))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]+$/i, 'expected names of letters, digits and -, separated by commas'))),
  /** Shown in the corner of every map as plain text; tile services require it. */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(DEFAULT_MAP_SETTINGS.attribution),
  /** gcj02 for AMap and Tencent tiles: markers are then shifted onto them (stored places stay WGS-84). */
  MAP_TILE_CRS: z.enum(MAP_TILE_CRS).default(DEFAULT_MAP_SETTINGS.crs),
  /** Where a map without markers looks: "longitude,latitude", WGS-84. */
  MAP_CENTER: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return DEFAULT_MAP_SETTINGS.center;
      const center = parseCenter(value);
      if (center) return center;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: 'expected "longitude,latitude" in degrees, longitude first, e.g. 108.9,34.3',
      });
      return z.NEVER;
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  seedDemo: boolean;
  adminPassword: string | undefined;
  shutdownGraceMs: number;
  sessionMaxAgeMs: number;
  webDist: string;
  s3: S3Settings | undefined;
  zipQuality: number;
  converter: ConverterSettings;
  map: MapSettings;
  workflowTimerMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // Demo data goes only into the embedded database unless asked for explicitly.
  const seedDemo = e.SEED_DEMO ?? e.DATABASE_URL === undefined;
  const host = e.HOST ?? (seedDemo ? '127.0.0.1' : '0.0.0.0');
  if (seedDemo && !isLoopback(host) && !e.ADMIN_PASSWORD) {
    throw new Error(`Invalid configuration:\n  HOST: ${publicDemoRefusal(host)}`);
  }
  return {
    env: e.NODE_ENV,
    host,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo,
    adminPassword: e.ADMIN_PASSWORD,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_HOURS * 60 * 60 * 1000,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    s3: s3Settings(e),
    zipQuality: e.ZIP_QUALITY,
    converter: { program: e.SOFFICE_PATH, timeoutMs: e.CONVERT_TIMEOUT_MS, allowNetwork: e.CONVERT_ALLOW_NETWORK },
    map: mapSettings(e),
    workflowTimerMs: e.WORKFLOW_TIMER_MS,
  };
}

/** Addresses only this machine reaches. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(host);
}

/** Why demo accounts with their public password are not seeded for the network, and the ways out. */
export const publicDemoRefusal = (host: string) =>
  `${host} is reachable from other machines, and the demo accounts' password is public. Set ADMIN_PASSWORD ` +
  '(the seeded accounts take it), or SEED_DEMO=false, or leave HOST unset to listen on 127.0.0.1 only';

/** All five S3 settings or none: a half-configured store would fail on the first upload instead of at start. */
function s3Settings(e: z.infer<typeof Env>): S3Settings | undefined {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY: accessKey,
    S3_SECRET_KEY: secretKey,
  } = e;
  const given = [endpoint, bucket, region, accessKey, secretKey].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (!endpoint || !bucket || !region || !accessKey || !secretKey) {
    throw new Error(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY and S3_SECRET_KEY go together',
    );
  }
  return { endpoint, bucket, region, accessKey, secretKey, forcePathStyle: e.S3_FORCE_PATH_STYLE };
}

/** {s} and its subdomains go together: Leaflet would otherwise ask for "undefined.tile…" or ignore them. */
function mapSettings(e: z.infer<typeof Env>): MapSettings {
  const { MAP_TILE_URL: tileUrl, MAP_TILE_SUBDOMAINS: subdomains } = e;
  const usesSubdomain = tileUrl.includes('{s}');
  if (usesSubdomain !== subdomains.length > 0) {
    const problem = usesSubdomain
      ? 'MAP_TILE_URL has {s}: set MAP_TILE_SUBDOMAINS to what it takes, e.g. a,b,c'
      : 'MAP_TILE_SUBDOMAINS is set, but MAP_TILE_URL has no {s} to put them in';
    throw new Error(`Invalid configuration:\n  ${problem}`);
  }
  return { tileUrl, subdomains, attribution: e.MAP_TILE_ATTRIBUTION, crs: e.MAP_TILE_CRS, center: e.MAP_CENTER };
}
