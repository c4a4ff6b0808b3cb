import {
  DepartmentBody,
  DepartmentUpdateBody,
  OrganizationBody,
  OwnerScopeQuery,
  ReorderBody,
  ScopedIdQuery,
  StaffBody,
  StaffQuery,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { type MessageKey, requestLang, translate } from '../../platform/messages.js';
import { requireOwner } from '../../platform/session.js';
import { createDepartment, deleteDepartment, updateDepartment } from './department.service.js';
import {
  createOrganization,
  deleteOrganization,
  organizationOptions,
  organizationTree,
  updateOrganization,
} from './organization.service.js';
import { organizationScope } from './organization-scope.js';
import { reorder } from './reorder.service.js';
import { createStaff, deleteStaff, listStaff, updateStaff } from './staff.service.js';

const said = (request: FastifyRequest, key: MessageKey) => translate(requestLang(request), key);

/**
 * Organisations, departments and staff of the current owner; `?owner=<key>` reaches another owner's
 * from the configuration owner (see organization-scope.ts).
 */
export function organizationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'owner' } as const;
  const tags = ['organization'];
  const scoped = { tags, querystring: OwnerScopeQuery };
  const byId = { tags, querystring: ScopedIdQuery };

  r.get('/api/organization/options', { config, schema: scoped }, async (request) =>
    ok(await organizationOptions(await organizationScope(requireOwner(request), request.query.owner, null))),
  );

  r.get('/api/organization/tree', { config, schema: scoped }, async (request) =>
    ok(await organizationTree(await organizationScope(requireOwner(request), request.query.owner, 'index'))),
  );

  r.post('/api/organization/create', { config, schema: { ...scoped, body: OrganizationBody } }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'create');
    return ok(await createOrganization(scope, request.body), said(request, 'organization.created'));
  });

  r.post('/api/organization/update', { config, schema: { ...byId, body: OrganizationBody } }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
    await updateOrganization(scope, request.query.id, request.body);
    return ok(null, said(request, 'organization.saved'));
  });

  r.post('/api/organization/delete', { config, schema: byId }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'delete');
    await deleteOrganization(scope, request.query.id);
    return ok(null, said(request, 'organization.deleted'));
  });

  r.post(
    '/api/organization/department/create',
    { config, schema: { ...scoped, body: DepartmentBody } },
    async (request) => {
      const scope = await organizationScope(requireOwner(request), request.query.owner, 'create');
      return ok(await createDepartment(scope, request.body), said(request, 'organization.created'));
    },
  );

  r.post(
    '/api/organization/department/update',
    { config, schema: { ...byId, body: DepartmentUpdateBody } },
    async (request) => {
      const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
      await updateDepartment(scope, request.query.id, request.body);
      return ok(null, said(request, 'organization.saved'));
    },
  );

  r.post('/api/organization/department/delete', { config, schema: byId }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'delete');
    await deleteDepartment(scope, request.query.id);
    return ok(null, said(request, 'organization.deleted'));
  });

  r.get('/api/organization/staff', { config, schema: { tags, querystring: StaffQuery } }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'index');
    return ok(await listStaff(scope, request.query.organization_id, request.query));
  });

  r.post('/api/organization/staff/create', { config, schema: { ...scoped, body: StaffBody } }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'create');
    return ok(await createStaff(scope, request.body), said(request, 'organization.created'));
  });

  r.post('/api/organization/staff/update', { config, schema: { ...byId, body: StaffBody } }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
    await updateStaff(scope, request.query.id, request.body);
    return ok(null, said(request, 'organization.saved'));
  });

  r.post('/api/organization/staff/delete', { config, schema: byId }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'delete');
    await deleteStaff(scope, request.query.id);
    return ok(null, said(request, 'organization.deleted'));
  });

  r.post('/api/organization/reorder', { config, schema: { ...scoped, body: ReorderBody } }, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
    await reorder(scope, request.body);
    return ok(null, said(request, 'organization.reordered'));
  });
}
