import {
  AUDIT_LIST,
  type AuditEntry,
  type ListData,
  type ListQuery,
  LOGIN_LOG_LIST,
  type LoginEntry,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { type AuditRow, auditLog, type LoginLogRow, loginLog } from '../../core/audit.table.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';

const AUDIT_COLUMNS: ListColumns<typeof AUDIT_LIST> = {
  at: auditLog.at,
  actor_name: auditLog.actorName,
  entity: auditLog.entity,
  entity_id: auditLog.entityId,
  action: auditLog.action,
  address: auditLog.address,
};

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_name: row.actorName,
  address: row.address,
  entity: row.entity,
  entity_id: row.entityId,
  action: row.action,
  changes: row.changes,
});

/** The audit log of the caller's current owner, newest first. */
export async function listAudit(ctx: OwnerCtx, query: ListQuery): Promise<ListData<AuditEntry>> {
  const window = listWindow(query, AUDIT_LIST, { columns: AUDIT_COLUMNS, tieBreaker: auditLog.id });
  const where = and(eq(auditLog.ownerId, ctx.owner.id), listFilters(query, AUDIT_LIST, AUDIT_COLUMNS));
  return listPage(
    window,
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    countUpToCap(ctx.db, ctx.db.select({ id: auditLog.id }).from(auditLog).where(where)),
    toAuditEntry,
  );
}

const LOGIN_COLUMNS: ListColumns<typeof LOGIN_LOG_LIST> = {
  at: loginLog.at,
  username: loginLog.username,
  success: loginLog.success,
  reason: loginLog.reason,
  address: loginLog.address,
};

const toLoginEntry = (row: LoginLogRow): LoginEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  username: row.username,
  success: row.success,
  reason: row.reason,
  address: row.address,
  user_agent: row.userAgent,
});

/** Sign-in attempts are platform-wide (an unknown account belongs to no owner): read under /config. */
export async function listLogins(ctx: OwnerCtx, query: ListQuery): Promise<ListData<LoginEntry>> {
  const window = listWindow(query, LOGIN_LOG_LIST, { columns: LOGIN_COLUMNS, tieBreaker: loginLog.id });
  const where = listFilters(query, LOGIN_LOG_LIST, LOGIN_COLUMNS);
  return listPage(
    window,
    ctx.db
      .select()
      .from(loginLog)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    countUpToCap(ctx.db, ctx.db.select({ id: loginLog.id }).from(loginLog).where(where)),
    toLoginEntry,
  );
}
