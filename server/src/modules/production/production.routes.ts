import { ProductionCalls as calls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { listProduction, productionTimeline, saveProduction } from './production.service.js';

export function productionRoutes(app: FastifyInstance) {
  serveCall(app, calls.list, async (request) => ok(await listProduction(requireOwner(request), request.query)));
  serveCall(app, calls.timeline, async (request) =>
    ok(await productionTimeline(requireOwner(request), request.query.id, request.query.project_id)),
  );
  serveCall(app, calls.save, async (request) => {
    const { id, project_id } = request.query;
    const saved = await saveProduction(requireOwner(request), id, project_id, request.body);
    return ok(saved, translate(requestLang(request), 'production.saved'));
  });
}
