import { ChangeOwnerQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requireSession } from '../../platform/session.js';
import { changeOwner, ownerList } from './owner.service.js';

// A session without an owner may still list and choose one: that is how code 5 is resolved.
export function ownerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['owner'];

  r.get('/api/basics/owner-list', { schema: { tags } }, async (request) =>
    ok(await ownerList(requireSession(request))),
  );

  r.post('/api/basics/change-owner', { schema: { tags, querystring: ChangeOwnerQuery } }, async (request) =>
    ok(await changeOwner(requireSession(request), request.query.key)),
  );
}
