import { OnlineCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { endOnlineSession, listOnline } from './online.service.js';

export function onlineRoutes(app: FastifyInstance) {
  serveCall(app, OnlineCalls.list, async (request) => ok(await listOnline(requireOwner(request), request.query)));

  serveCall(app, OnlineCalls.end, async (request) => {
    await endOnlineSession(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'online.ended'));
  });
}
