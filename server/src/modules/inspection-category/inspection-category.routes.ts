import { CategoryCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import {
  createCategory,
  deleteCategory,
  importDefaults,
  listCategories,
  updateCategory,
} from './inspection-category.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'category.saved');

export function categoryRoutes(app: FastifyInstance) {
  serveCall(app, calls.list, async (request) => ok(await listCategories(requireOwner(request), request.query)));
  serveCall(app, calls.create, async (request) =>
    ok(await createCategory(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.update, async (request) =>
    ok(await updateCategory(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.delete, async (request) => {
    await deleteCategory(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'category.deleted'));
  });
  serveCall(app, calls.importDefaults, async (request) => {
    const result = await importDefaults(requireOwner(request));
    const lang = requestLang(request);
    const msg =
      result.added > 0 ? translate(lang, 'category.imported', result) : translate(lang, 'category.noneImported');
    return ok(result, msg);
  });
}
