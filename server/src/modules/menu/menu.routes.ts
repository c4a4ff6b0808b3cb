import { MenuCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { noPermission } from '../../platform/app-error.js';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { menuFor } from './menu.service.js';

export function menuRoutes(app: FastifyInstance) {
  serveCall(app, MenuCalls.menu, async (request) => ok(await menuFor(requireOwner(request))));

  // The configuration layout's menu; only members working in the configuration owner may read it.
  serveCall(app, MenuCalls.configMenu, async (request) => {
    const ctx = requireOwner(request);
    if (!ctx.owner.isConfig) throw noPermission();
    return ok(await menuFor(ctx));
  });
}
