import { RouteTitleCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { listRoutes, ownRouteTitles, updateRouteTitle } from './route-title.service.js';

export function routeTitleRoutes(app: FastifyInstance) {
  serveCall(app, RouteTitleCalls.list, async (request) => ok(await listRoutes(requireOwner(request), request.query)));

  serveCall(app, RouteTitleCalls.update, async (request) => {
    const { entry, reset } = await updateRouteTitle(requireOwner(request), request.query.key, request.body);
    return ok(entry, translate(requestLang(request), reset ? 'route.reset' : 'route.saved'));
  });

  // Every member's breadcrumb reads these, so they need a session in the owner and nothing more.
  serveCall(app, RouteTitleCalls.titles, async (request) => ok(await ownRouteTitles(requireOwner(request))));
}
