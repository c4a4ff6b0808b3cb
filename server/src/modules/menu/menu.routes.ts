import type { FastifyInstance } from 'fastify';
import { noPermission } from '../../platform/app-error.js';
import { ok } from '../../platform/envelope.js';
import { requireOwner } from '../../platform/session.js';
import { menuFor } from './menu.service.js';

export function menuRoutes(app: FastifyInstance) {
  const tags = ['menu'];
  app.get('/api/top-menu/index', { config: { auth: 'owner' }, schema: { tags } }, async (request) =>
    ok(await menuFor(requireOwner(request))),
  );

  // The configuration layout's menu; only members working in the configuration owner may read it.
  app.get('/api/system/top-menu/index', { config: { auth: 'owner' }, schema: { tags } }, async (request) => {
    const ctx = requireOwner(request);
    if (!ctx.owner.isConfig) throw noPermission();
    return ok(await menuFor(ctx));
  });
}
