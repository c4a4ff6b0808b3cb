import { BacklogQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requireOwner } from '../../platform/session.js';
import { listBacklog } from './backlog.service.js';

export function backlogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every member has a to-do button in the shell, so no page permission guards the list: it holds only
  // what is assigned to the caller in the current owner.
  r.get(
    '/api/backlog/index',
    { config: { auth: 'owner' }, schema: { tags: ['backlog'], querystring: BacklogQuery } },
    async (request) => ok(await listBacklog(requireOwner(request), request.query)),
  );
}
