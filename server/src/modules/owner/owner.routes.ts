import { OwnerCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireSession } from '../../platform/session.js';
import { changeOwner, ownerList } from './owner.service.js';

// A session without an owner may still list and choose one: that is how code 5 is resolved.
export function ownerRoutes(app: FastifyInstance) {
  serveCall(app, OwnerCalls.list, async (request) => ok(await ownerList(requireSession(request))));

  serveCall(app, OwnerCalls.change, async (request) =>
    ok(await changeOwner(requireSession(request), request.query.key)),
  );
}
