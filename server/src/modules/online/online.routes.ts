import { EndSessionQuery, OnlineQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { endOnlineSession, listOnline } from './online.service.js';

export function onlineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['online'];

  r.get(
    '/api/online/index',
    { config: { auth: 'owner' }, schema: { tags, querystring: OnlineQuery } },
    async (request) => ok(await listOnline(requireOwner(request), request.query)),
  );

  r.post(
    '/api/online/delete',
    { config: { auth: 'owner' }, schema: { tags, querystring: EndSessionQuery } },
    async (request) => {
      await endOnlineSession(requireOwner(request), request.query.id);
      return ok(null, translate(requestLang(request), 'online.ended'));
    },
  );
}
