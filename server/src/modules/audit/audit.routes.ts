import { AuditCalls } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { requireConfigPermission } from '../../platform/access.js';
import { ok } from '../../platform/envelope.js';
import { requirePermission } from '../../platform/permission.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { listAudit, listLogins } from './audit-log.service.js';

// Read-only on purpose: no call changes or deletes a log row.
export function auditRoutes(app: FastifyInstance) {
  serveCall(app, AuditCalls.auditLog, async (request) => {
    const ctx = requireOwner(request);
    await requirePermission(ctx, 'control-audit-log', 'index');
    return ok(await listAudit(ctx, request.query));
  });

  serveCall(app, AuditCalls.loginLog, async (request) => {
    const ctx = requireOwner(request);
    await requireConfigPermission(ctx, 'config-login-log', 'index');
    return ok(await listLogins(ctx, request.query));
  });
}
