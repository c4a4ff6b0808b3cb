import { NewsCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { createNews, deleteNews, listNews, updateNews, viewNews } from './news.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'news.saved');

export function newsRoutes(app: FastifyInstance) {
  serveCall(app, calls.list, async (request) => ok(await listNews(requireOwner(request), request.query)));
  serveCall(app, calls.view, async (request) => ok(await viewNews(requireOwner(request), request.query.id)));
  serveCall(app, calls.create, async (request) =>
    ok(await createNews(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.update, async (request) =>
    ok(await updateNews(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.delete, async (request) => {
    await deleteNews(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'news.deleted'));
  });
}
