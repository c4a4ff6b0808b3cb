import {
  DictIdQuery,
  DictItemCreateBody,
  DictItemQuery,
  DictItemUpdateBody,
  DictTypeCreateBody,
  DictTypeQuery,
  DictTypeUpdateBody,
  DictValueQuery,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { createDictItem, deleteDictItem, dictScopes, listDictItems, updateDictItem } from './dict-item.service.js';
import { createDictType, deleteDictType, dictValues, listDictTypes, updateDictType } from './dictionary.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'dictionary.saved');
const deleted = (request: FastifyRequest) => translate(requestLang(request), 'dictionary.deleted');

export function dictionaryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dictionary'];
  const owner = { auth: 'owner' } as const;

  // SPEC §7; every screen's filters and forms read it, so it needs no page permission.
  r.get(
    '/api/data-dictionary/get-dict-value',
    { config: owner, schema: { tags, querystring: DictValueQuery } },
    async (request) => ok(await dictValues(requireOwner(request), request.query.code)),
  );

  r.get('/api/dict-type/index', { config: owner, schema: { tags, querystring: DictTypeQuery } }, async (request) =>
    ok(await listDictTypes(requireOwner(request), request.query)),
  );
  r.post('/api/dict-type/create', { config: owner, schema: { tags, body: DictTypeCreateBody } }, async (request) =>
    ok(await createDictType(requireOwner(request), request.body), saved(request)),
  );
  r.post(
    '/api/dict-type/update',
    { config: owner, schema: { tags, querystring: DictIdQuery, body: DictTypeUpdateBody } },
    async (request) => ok(await updateDictType(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  r.post('/api/dict-type/delete', { config: owner, schema: { tags, querystring: DictIdQuery } }, async (request) =>
    ok(await deleteDictType(requireOwner(request), request.query.id), deleted(request)),
  );

  r.get('/api/dict-item/index', { config: owner, schema: { tags, querystring: DictItemQuery } }, async (request) =>
    ok(await listDictItems(requireOwner(request), request.query)),
  );
  r.get('/api/dict-item/scopes', { config: owner, schema: { tags } }, async (request) =>
    ok(await dictScopes(requireOwner(request))),
  );
  r.post('/api/dict-item/create', { config: owner, schema: { tags, body: DictItemCreateBody } }, async (request) =>
    ok(await createDictItem(requireOwner(request), request.body), saved(request)),
  );
  r.post(
    '/api/dict-item/update',
    { config: owner, schema: { tags, querystring: DictIdQuery, body: DictItemUpdateBody } },
    async (request) => ok(await updateDictItem(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  r.post('/api/dict-item/delete', { config: owner, schema: { tags, querystring: DictIdQuery } }, async (request) => {
    await deleteDictItem(requireOwner(request), request.query.id);
    return ok(null, deleted(request));
  });
}
