import { RoleCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { createRole, deleteRole, listRoles, roleOptions, updateRole } from './role.service.js';
import { rolePermissions, saveRolePermissions } from './role-permissions.service.js';

export function roleRoutes(app: FastifyInstance) {
  // Only an owner session: the user forms of several screens pick a role from these.
  serveCall(app, RoleCalls.options, async (request) => ok(await roleOptions(requireOwner(request))));

  serveCall(app, RoleCalls.list, async (request) => ok(await listRoles(requireOwner(request), request.query)));

  serveCall(app, RoleCalls.create, async (request) => {
    await createRole(requireOwner(request), request.body);
    return ok(null, translate(requestLang(request), 'role.created'));
  });

  serveCall(app, RoleCalls.update, async (request) => {
    await updateRole(requireOwner(request), request.query.name, request.body);
    return ok(null, translate(requestLang(request), 'role.updated'));
  });

  serveCall(app, RoleCalls.delete, async (request) => {
    await deleteRole(requireOwner(request), request.query.name);
    return ok(null, translate(requestLang(request), 'role.deleted'));
  });

  serveCall(app, RoleCalls.permissions, async (request) =>
    ok(await rolePermissions(requireOwner(request), request.query.name)),
  );

  serveCall(app, RoleCalls.savePermissions, async (request) => {
    await saveRolePermissions(requireOwner(request), request.query.name, request.body);
    return ok(null, translate(requestLang(request), 'role.permissionsSaved'));
  });
}
