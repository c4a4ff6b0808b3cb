import { AuthorityCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { listAuthorities, setupAuthority, viewAuthority } from './authority.service.js';

/** Permission items: the pages of the owner's layout, and which role may do what on each. */
export function authorityRoutes(app: FastifyInstance) {
  serveCall(app, AuthorityCalls.list, async (request) => ok(await listAuthorities(requireOwner(request))));

  serveCall(app, AuthorityCalls.view, async (request) =>
    ok(await viewAuthority(requireOwner(request), request.query.key)),
  );

  serveCall(app, AuthorityCalls.setup, async (request) => {
    await setupAuthority(requireOwner(request), request.query.key, request.body);
    return ok(null, translate(requestLang(request), 'role.permissionsSaved'));
  });
}
