import { AuditQuery, LoginLogQuery } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { requireOwner } from '../../platform/session.js';
import { requireConfigPermission } from '../permission/access.js';
import { requirePermission } from '../permission/permission.service.js';
import { listAudit, listLogins } from './audit.service.js';

// Read-only on purpose: no call changes or deletes a log row.
export function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  r.get(
    '/api/audit-log/index',
    { config: { auth: 'owner' }, schema: { tags, querystring: AuditQuery } },
    async (request) => {
      const ctx = requireOwner(request);
      await requirePermission(ctx, 'control-audit-log', 'index');
      return ok(await listAudit(ctx, request.query));
    },
  );

  r.get(
    '/api/login-log/index',
    { config: { auth: 'owner' }, schema: { tags, querystring: LoginLogQuery } },
    async (request) => {
      const ctx = requireOwner(request);
      await requireConfigPermission(ctx, 'config-login-log', 'index');
      return ok(await listLogins(ctx, request.query));
    },
  );
}
