import { ConfigUserCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { replaceMemberships } from './config-memberships.service.js';
import { listConfigUsers, resetConfigUserPassword, updateConfigUser, viewConfigUser } from './config-user.service.js';

/** The platform's users, administered from the configuration owner (`/config/users/*`). */
export function configUserRoutes(app: FastifyInstance) {
  serveCall(app, ConfigUserCalls.list, async (request) =>
    ok(await listConfigUsers(requireOwner(request), request.query)),
  );

  serveCall(app, ConfigUserCalls.view, async (request) =>
    ok(await viewConfigUser(requireOwner(request), request.query.id, requestLang(request))),
  );

  serveCall(app, ConfigUserCalls.update, async (request) => {
    await updateConfigUser(requireOwner(request), request.query.id, request.body);
    return ok(null, translate(requestLang(request), 'userAdmin.accountSaved'));
  });

  serveCall(app, ConfigUserCalls.resetPassword, async (request) => {
    await resetConfigUserPassword(requireOwner(request), request.query.id, request.body);
    return ok(null, translate(requestLang(request), 'userAdmin.passwordReset'));
  });

  serveCall(app, ConfigUserCalls.memberships, async (request) => {
    await replaceMemberships(requireOwner(request), request.query.id, request.body);
    return ok(null, translate(requestLang(request), 'userAdmin.membershipsSaved'));
  });
}
