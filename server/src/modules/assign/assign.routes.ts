import { AssignCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { saveAssignment, viewAssignment } from './assign.service.js';

/** A member's role in the current owner (the user table's "assign" action). */
export function assignRoutes(app: FastifyInstance) {
  serveCall(app, AssignCalls.view, async (request) =>
    ok(await viewAssignment(requireOwner(request), request.query.id)),
  );

  serveCall(app, AssignCalls.save, async (request) => {
    await saveAssignment(requireOwner(request), request.query.id, request.body);
    return ok(null, translate(requestLang(request), 'role.assigned'));
  });
}
