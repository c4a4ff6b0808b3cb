import { NcrCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { actOnNcr, ncrDetail } from './ncr.service.js';

export function ncrRoutes(app: FastifyInstance) {
  serveCall(app, calls.detail, async (request) => ok(await ncrDetail(requireOwner(request), request.query.id)));
  serveCall(app, calls.act, async (request) =>
    ok(await actOnNcr(requireOwner(request), request.query.id, request.body)),
  );
}
