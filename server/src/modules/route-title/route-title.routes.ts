import { RouteKeyQuery, RouteListQuery, RouteTitleBody } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { listRoutes, ownRouteTitles, updateRouteTitle } from './route-title.service.js';

export function routeTitleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['route'];

  r.get(
    '/api/route/index',
    { config: { auth: 'owner' }, schema: { tags, querystring: RouteListQuery } },
    async (request) => ok(await listRoutes(requireOwner(request), request.query)),
  );

  r.post(
    '/api/route/update',
    { config: { auth: 'owner' }, schema: { tags, querystring: RouteKeyQuery, body: RouteTitleBody } },
    async (request) => {
      const { entry, reset } = await updateRouteTitle(requireOwner(request), request.query.key, request.body);
      return ok(entry, translate(requestLang(request), reset ? 'route.reset' : 'route.saved'));
    },
  );

  // Every member's breadcrumb reads these, so they need a session in the owner and nothing more.
  r.get('/api/route/titles', { config: { auth: 'owner' }, schema: { tags } }, async (request) =>
    ok(await ownRouteTitles(requireOwner(request))),
  );
}
