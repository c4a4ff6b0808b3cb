import { MenuAdminCalls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { type MessageKey, requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
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
  serveCall(app, MenuAdminCalls.tree, async (request) => ok(await menuTree(requireOwner(request))));

  serveCall(app, MenuAdminCalls.order, async (request) => {
    await saveMenuOrder(requireOwner(request), request.body);
    return done(request, null, 'menu.orderSaved');
  });

  serveCall(app, MenuAdminCalls.createGroup, async (request) =>
    done(request, await createGroup(requireOwner(request), request.body), 'menu.created'),
  );

  serveCall(app, MenuAdminCalls.updateGroup, async (request) =>
    done(request, await updateGroup(requireOwner(request), request.query.id, request.body), 'menu.saved'),
  );

  serveCall(app, MenuAdminCalls.deleteGroup, async (request) => {
    await deleteGroup(requireOwner(request), request.query.id);
    return done(request, null, 'menu.deleted');
  });

  serveCall(app, MenuAdminCalls.createItem, async (request) =>
    done(request, await createItem(requireOwner(request), request.body), 'menu.created'),
  );

  serveCall(app, MenuAdminCalls.updateItem, async (request) =>
    done(request, await updateItem(requireOwner(request), request.query.id, request.body), 'menu.saved'),
  );

  serveCall(app, MenuAdminCalls.deleteItem, async (request) => {
    await deleteItem(requireOwner(request), request.query.id);
    return done(request, null, 'menu.deleted');
  });
}
