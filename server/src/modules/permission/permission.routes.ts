import { requiredString } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { requireOwner } from '../../platform/session.js';
import { pagePermissions } from './permission.service.js';

export function permissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['permission'];

  // The first item is the caller's role in the current owner (SPEC §6).
  r.get('/api/auth/get-auth', { config: { auth: 'owner' }, schema: { tags } }, async (request) =>
    ok([requireOwner(request).role]),
  );

  r.get(
    '/api/organization/get-page-permission',
    { config: { auth: 'owner' }, schema: { tags, querystring: z.object({ key: requiredString(128) }) } },
    async (request) => ok(await pagePermissions(requireOwner(request), request.query.key)),
  );
}
