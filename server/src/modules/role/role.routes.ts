import { RoleCreateBody, RoleNameQuery, RolePermissionsBody, RoleQuery, RoleUpdateBody } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { createRole, deleteRole, listRoles, roleOptions, updateRole } from './role.service.js';
import { rolePermissions, saveRolePermissions } from './role-permissions.service.js';

export function roleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['role'];
  const auth = { auth: 'owner' } as const;

  // Only an owner session: the user forms of several screens pick a role from these.
  r.get('/api/role/options', { config: auth, schema: { tags } }, async (request) =>
    ok(await roleOptions(requireOwner(request))),
  );

  r.get('/api/role/index', { config: auth, schema: { tags, querystring: RoleQuery } }, async (request) =>
    ok(await listRoles(requireOwner(request), request.query)),
  );

  r.post('/api/role/create', { config: auth, schema: { tags, body: RoleCreateBody } }, async (request) => {
    await createRole(requireOwner(request), request.body);
    return ok(null, translate(requestLang(request), 'role.created'));
  });

  r.post(
    '/api/role/update',
    { config: auth, schema: { tags, querystring: RoleNameQuery, body: RoleUpdateBody } },
    async (request) => {
      await updateRole(requireOwner(request), request.query.name, request.body);
      return ok(null, translate(requestLang(request), 'role.updated'));
    },
  );

  r.post('/api/role/delete', { config: auth, schema: { tags, querystring: RoleNameQuery } }, async (request) => {
    await deleteRole(requireOwner(request), request.query.name);
    return ok(null, translate(requestLang(request), 'role.deleted'));
  });

  r.get('/api/role/permissions', { config: auth, schema: { tags, querystring: RoleNameQuery } }, async (request) =>
    ok(await rolePermissions(requireOwner(request), request.query.name)),
  );

  r.post(
    '/api/role/permissions',
    { config: auth, schema: { tags, querystring: RoleNameQuery, body: RolePermissionsBody } },
    async (request) => {
      await saveRolePermissions(requireOwner(request), request.query.name, request.body);
      return ok(null, translate(requestLang(request), 'role.permissionsSaved'));
    },
  );
}
