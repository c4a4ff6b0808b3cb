import { AuthorityKeyQuery, AuthoritySetupBody } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { listAuthorities, setupAuthority, viewAuthority } from './authority.service.js';

/** Permission items: the pages of the owner's layout, and which role may do what on each. */
export function authorityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['authority'];
  const auth = { auth: 'owner' } as const;

  r.get('/api/authority/index', { config: auth, schema: { tags } }, async (request) =>
    ok(await listAuthorities(requireOwner(request))),
  );

  r.get('/api/authority/view', { config: auth, schema: { tags, querystring: AuthorityKeyQuery } }, async (request) =>
    ok(await viewAuthority(requireOwner(request), request.query.key)),
  );

  r.post(
    '/api/authority/setup',
    { config: auth, schema: { tags, querystring: AuthorityKeyQuery, body: AuthoritySetupBody } },
    async (request) => {
      await setupAuthority(requireOwner(request), request.query.key, request.body);
      return ok(null, translate(requestLang(request), 'role.permissionsSaved'));
    },
  );
}
