import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { FilesDeps } from './modules/files/files.deps.js';
import { HOOKS, MODULES, type ModuleDeps, OWNER_TEMPLATE } from './modules/index.js';
import { DEFAULT_MAP_SETTINGS, type MapDeps } from './modules/map/map.settings.js';
import { createLoginLimiters, type LoginLimiters } from './modules/user/login-limiters.js';
import { registerCsrfGuard } from './platform/csrf.js';
import type { Db } from './platform/db.js';
import { registerDocs } from './platform/docs.js';
import { registerEnvelopeHandlers } from './platform/envelope.js';
import { registerMessages } from './platform/messages.js';
import { attachRealtime } from './platform/realtime.js';
import { registerSessions, SESSION_MAX_AGE_MS } from './platform/session.js';
import { registerGracefulClose } from './platform/shutdown.js';
import { localStorage } from './platform/storage.js';
import { fastifyTrustProxy, type TrustProxy } from './platform/trust-proxy.js';
import { registerWeb } from './platform/web.js';

export interface AppDeps {
  db: Db;
  /** Pino options (`loggerOptions()`, plus a `stream` in tests that read the log), or false for none. */
  logger?: FastifyServerOptions['logger'];
  trustProxy?: TrustProxy;
  webDist?: string;
  limiters?: LoginLimiters;
  /** Sessions end this long after sign-in, however active (SESSION_MAX_AGE_MS when left out). */
  sessionMaxAgeMs?: number;
  /** Store, image quality and converter of the files module; a throw-away local store when left out. */
  files?: Omit<FilesDeps, 'db'>;
  /** The map tiles (MAP_* settings); OpenStreetMap's when left out. */
  map?: MapDeps['map'];
  /** Redis that carries pushes between the nodes of one installation (REDIS_URL); none for one node. */
  redisUrl?: string;
}

/** JSON bodies of ordinary calls stay small; files travel through the upload endpoint instead. */
export const BODY_LIMIT = 1024 * 1024;
/**
 * How long a request may take to arrive in full. Not the client's 35 s (SPEC §8): a 1 MB upload
 * chunk from a site on a weak mobile link (under 30 KB/s) takes longer than that. Headers still
 * have Node's own 60 s limit.
 */
export const REQUEST_RECEIVE_TIMEOUT_MS = 5 * 60 * 1000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === undefined ? false : deps.logger,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  registerGracefulClose(app);

  registerEnvelopeHandlers(app);
  await app.register(cookie);
  await registerDocs(app);
  registerCsrfGuard(app);
  registerSessions(app, deps.db, deps.sessionMaxAgeMs);

  const modules = moduleDeps(deps);
  for (const module of MODULES) {
    if (module.messages) registerMessages(module.messages);
    module.routes(app, modules);
  }

  await attachRealtime(app, deps.db, deps.sessionMaxAgeMs ?? SESSION_MAX_AGE_MS, deps.redisUrl);
  await registerWeb(app, deps.webDist ?? '');
  return app;
}

/** What the modules get from the process; main.ts hands the same to their jobs and start-up hooks. */
export function moduleDeps(deps: AppDeps): ModuleDeps {
  return {
    db: deps.db,
    limiters: deps.limiters ?? createLoginLimiters(),
    sessionMaxAgeMs: deps.sessionMaxAgeMs ?? SESSION_MAX_AGE_MS,
    ownerTemplate: OWNER_TEMPLATE,
    hooks: HOOKS,
    map: deps.map ?? DEFAULT_MAP_SETTINGS,
    ...(deps.files ?? scratchFiles()),
  };
}

/** Files of an app built without a store (most tests): a local store in a fresh temporary folder. */
function scratchFiles(): Omit<FilesDeps, 'db'> {
  return {
    storage: localStorage(join(tmpdir(), `files-${randomUUID()}`)),
    zipQuality: 80,
    converter: { program: 'soffice', timeoutMs: 120_000 },
  };
}
