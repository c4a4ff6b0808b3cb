import { PermissionCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { pagePermissions } from '../../platform/permission.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';

export function permissionRoutes(app: FastifyInstance) {
  // The first item is the caller's role in the current owner (SPEC §6).
  serveCall(app, PermissionCalls.auth, (request) => ok([requireOwner(request).role]));

  serveCall(app, PermissionCalls.pagePermission, async (request) =>
    ok(await pagePermissions(requireOwner(request), request.query.key)),
  );
}
