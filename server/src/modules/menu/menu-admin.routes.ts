import { MenuGroupBody, MenuIdQuery, MenuItemBody, MenuOrderBody } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { type MessageKey, requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import {
  createGroup,
  createItem,
  deleteGroup,
  deleteItem,
  menuTree,
  updateGroup,
  updateItem,
} from './menu-admin.service.js';
import { saveMenuOrder } from './menu-order.service.js';

const done = <T>(request: FastifyRequest, data: T, key: MessageKey) => ok(data, translate(requestLang(request), key));

/** The menu editor (`/control/menu`); the side menu itself is served by menu.routes.ts. */
export function menuAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['menu'];
  const config = { auth: 'owner' } as const;

  r.get('/api/menu/index', { config, schema: { tags } }, async (request) => ok(await menuTree(requireOwner(request))));

  r.post('/api/menu/order', { config, schema: { tags, body: MenuOrderBody } }, async (request) => {
    await saveMenuOrder(requireOwner(request), request.body);
    return done(request, null, 'menu.orderSaved');
  });

  r.post('/api/menu-group/create', { config, schema: { tags, body: MenuGroupBody } }, async (request) =>
    done(request, await createGroup(requireOwner(request), request.body), 'menu.created'),
  );

  r.post(
    '/api/menu-group/update',
    { config, schema: { tags, querystring: MenuIdQuery, body: MenuGroupBody } },
    async (request) =>
      done(request, await updateGroup(requireOwner(request), request.query.id, request.body), 'menu.saved'),
  );

  r.post('/api/menu-group/delete', { config, schema: { tags, querystring: MenuIdQuery } }, async (request) => {
    await deleteGroup(requireOwner(request), request.query.id);
    return done(request, null, 'menu.deleted');
  });

  r.post('/api/menu-item/create', { config, schema: { tags, body: MenuItemBody } }, async (request) =>
    done(request, await createItem(requireOwner(request), request.body), 'menu.created'),
  );

  r.post(
    '/api/menu-item/update',
    { config, schema: { tags, querystring: MenuIdQuery, body: MenuItemBody } },
    async (request) =>
      done(request, await updateItem(requireOwner(request), request.query.id, request.body), 'menu.saved'),
  );

  r.post('/api/menu-item/delete', { config, schema: { tags, querystring: MenuIdQuery } }, async (request) => {
    await deleteItem(requireOwner(request), request.query.id);
    return done(request, null, 'menu.deleted');
  });
}
