import { DictionaryCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { createDictItem, deleteDictItem, dictScopes, listDictItems, updateDictItem } from './dict-item.service.js';
import { createDictType, deleteDictType, dictValues, listDictTypes, updateDictType } from './dictionary.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'dictionary.saved');
const deleted = (request: FastifyRequest) => translate(requestLang(request), 'dictionary.deleted');

export function dictionaryRoutes(app: FastifyInstance) {
  // SPEC §7; every screen's filters and forms read it, so it needs no page permission.
  serveCall(app, calls.values, async (request) => ok(await dictValues(requireOwner(request), request.query.code)));

  serveCall(app, calls.types, async (request) => ok(await listDictTypes(requireOwner(request), request.query)));
  serveCall(app, calls.createType, async (request) =>
    ok(await createDictType(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.updateType, async (request) =>
    ok(await updateDictType(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.deleteType, async (request) =>
    ok(await deleteDictType(requireOwner(request), request.query.id), deleted(request)),
  );

  serveCall(app, calls.items, async (request) => ok(await listDictItems(requireOwner(request), request.query)));
  serveCall(app, calls.scopes, async (request) => ok(await dictScopes(requireOwner(request))));
  serveCall(app, calls.createItem, async (request) =>
    ok(await createDictItem(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.updateItem, async (request) =>
    ok(await updateDictItem(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.deleteItem, async (request) => {
    await deleteDictItem(requireOwner(request), request.query.id);
    return ok(null, deleted(request));
  });
}
