import { LawCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { keepFiles } from '../files/public.js';
import { createLaw, deleteLaw, lawFileKeeper, listLaws, updateLaw, viewLaw } from './law.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'law.saved');

export function lawRoutes(app: FastifyInstance) {
  // A law's PDF is read by the law's readers (law.service.ts).
  keepFiles('law', lawFileKeeper);
  serveCall(app, calls.list, async (request) => ok(await listLaws(requireOwner(request), request.query)));
  serveCall(app, calls.view, async (request) => ok(await viewLaw(requireOwner(request), request.query.id)));
  serveCall(app, calls.create, async (request) =>
    ok(await createLaw(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.update, async (request) =>
    ok(await updateLaw(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.delete, async (request) => {
    await deleteLaw(requireOwner(request), request.query.id);
    return ok(null, translate(requestLang(request), 'law.deleted'));
  });
}
