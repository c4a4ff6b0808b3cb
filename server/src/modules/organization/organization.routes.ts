import { OrganizationCalls as calls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { type MessageKey, requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
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
  serveCall(app, calls.options, async (request) =>
    ok(await organizationOptions(await organizationScope(requireOwner(request), request.query.owner, null))),
  );

  serveCall(app, calls.tree, async (request) =>
    ok(await organizationTree(await organizationScope(requireOwner(request), request.query.owner, 'index'))),
  );

  serveCall(app, calls.create, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'create');
    return ok(await createOrganization(scope, request.body), said(request, 'organization.created'));
  });

  serveCall(app, calls.update, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
    await updateOrganization(scope, request.query.id, request.body);
    return ok(null, said(request, 'organization.saved'));
  });

  serveCall(app, calls.delete, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'delete');
    await deleteOrganization(scope, request.query.id);
    return ok(null, said(request, 'organization.deleted'));
  });

  serveCall(app, calls.createDepartment, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'create');
    return ok(await createDepartment(scope, request.body), said(request, 'organization.created'));
  });

  serveCall(app, calls.updateDepartment, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
    await updateDepartment(scope, request.query.id, request.body);
    return ok(null, said(request, 'organization.saved'));
  });

  serveCall(app, calls.deleteDepartment, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'delete');
    await deleteDepartment(scope, request.query.id);
    return ok(null, said(request, 'organization.deleted'));
  });

  serveCall(app, calls.staff, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'index');
    return ok(await listStaff(scope, request.query.organization_id, request.query));
  });

  serveCall(app, calls.createStaff, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'create');
    return ok(await createStaff(scope, request.body), said(request, 'organization.created'));
  });

  serveCall(app, calls.updateStaff, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
    await updateStaff(scope, request.query.id, request.body);
    return ok(null, said(request, 'organization.saved'));
  });

  serveCall(app, calls.deleteStaff, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'delete');
    await deleteStaff(scope, request.query.id);
    return ok(null, said(request, 'organization.deleted'));
  });

  serveCall(app, calls.reorder, async (request) => {
    const scope = await organizationScope(requireOwner(request), request.query.owner, 'update');
    await reorder(scope, request.body);
    return ok(null, said(request, 'organization.reordered'));
  });
}
