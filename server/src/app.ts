import { randomUUID } from 'node:crypto';
import { REQUEST_TIMEOUT_MS } from '@app/contract';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { backlogRoutes } from './modules/backlog/backlog.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { onlineRoutes } from './modules/online/online.routes.js';
import { ownerRoutes } from './modules/owner/owner.routes.js';
import { permissionRoutes } from './modules/permission/permission.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { createLoginLimiters, type LoginLimiters } from './modules/user/user.service.js';
import { registerCsrfGuard } from './platform/csrf.js';
import type { Db } from './platform/db.js';
import { registerDocs } from './platform/docs.js';
import { registerEnvelopeHandlers } from './platform/envelope.js';
import { registerSessions } from './platform/session.js';
import { registerWeb } from './platform/web.js';

export interface AppDeps {
  db: Db;
  /** Pino options, or false for none (tests). */
  logger?: boolean | { level: string };
  trustProxy?: boolean;
  webDist?: string;
  limiters?: LoginLimiters;
}

/** JSON bodies of ordinary calls stay small; files travel through the upload endpoint instead. */
export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === undefined ? false : deps.logger,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
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

  registerEnvelopeHandlers(app);
  await app.register(cookie);
  await registerDocs(app);
  registerCsrfGuard(app);
  registerSessions(app, deps.db);

  healthRoutes(app, deps.db);
  userRoutes(app, { db: deps.db, limiters: deps.limiters ?? createLoginLimiters() });
  permissionRoutes(app);
  menuRoutes(app);
  ownerRoutes(app);
  backlogRoutes(app);
  auditRoutes(app);
  onlineRoutes(app);

  await registerWeb(app, deps.webDist ?? '');
  return app;
}
