import { ConfigUserQuery, ConfigUserUpdateBody, MembershipsBody, ResetPasswordBody, UserIdQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { replaceMemberships } from './config-memberships.service.js';
import { listConfigUsers, resetConfigUserPassword, updateConfigUser, viewConfigUser } from './config-user.service.js';

/** The platform's users, administered from the configuration owner (`/config/users/*`). */
export function configUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['config-user'];
  const owner = { auth: 'owner' } as const;

  r.get('/api/config/user/index', { config: owner, schema: { tags, querystring: ConfigUserQuery } }, async (request) =>
    ok(await listConfigUsers(requireOwner(request), request.query)),
  );

  r.get('/api/config/user/view', { config: owner, schema: { tags, querystring: UserIdQuery } }, async (request) =>
    ok(await viewConfigUser(requireOwner(request), request.query.id, requestLang(request))),
  );

  r.post(
    '/api/config/user/update',
    { config: owner, schema: { tags, querystring: UserIdQuery, body: ConfigUserUpdateBody } },
    async (request) => {
      await updateConfigUser(requireOwner(request), request.query.id, request.body);
      return ok(null, translate(requestLang(request), 'userAdmin.accountSaved'));
    },
  );

  r.post(
    '/api/config/user/reset-password',
    { config: owner, schema: { tags, querystring: UserIdQuery, body: ResetPasswordBody } },
    async (request) => {
      await resetConfigUserPassword(requireOwner(request), request.query.id, request.body);
      return ok(null, translate(requestLang(request), 'userAdmin.passwordReset'));
    },
  );

  r.post(
    '/api/config/user/memberships',
    { config: owner, schema: { tags, querystring: UserIdQuery, body: MembershipsBody } },
    async (request) => {
      await replaceMemberships(requireOwner(request), request.query.id, request.body);
      return ok(null, translate(requestLang(request), 'userAdmin.membershipsSaved'));
    },
  );
}
