import { BacklogCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { listBacklog } from './backlog.service.js';

export function backlogRoutes(app: FastifyInstance) {
  // Every member has a to-do button in the shell, so no page permission guards the list: it holds only
  // what is assigned to the caller in the current owner.
  serveCall(app, BacklogCalls.list, async (request) => ok(await listBacklog(requireOwner(request), request.query)));
}
