import {
  AUDIT_LIST,
  type AuditEntity,
  type AuditEntry,
  type AuditField,
  type ListData,
  type ListQuery,
  LOGIN_LOG_LIST,
  type LoginEntry,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow } from '../../platform/list-query.js';
import type { Ctx, OwnerCtx } from '../../platform/session.js';
import { type AuditRow, auditLog, type FieldChanges, type LoginLogRow, loginLog } from './audit.table.js';

/** Shown instead of a secret's value; the log says that it changed, never what it is. */
export const REDACTED = '******';

/** Field-level difference of two versions of a row; fields in `secret` appear only as changed. */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  secret: readonly string[] = [],
): FieldChanges {
  const changes: FieldChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes[field] = secret.includes(field)
      ? { before: was === undefined ? null : REDACTED, after: is === undefined ? null : REDACTED }
      : { before: was ?? null, after: is ?? null };
  }
  return changes;
}

/**
 * A record of `E`'s fields as the audit log keeps them. `R` may hold only fields that `E`'s labels name
 * (`AUDIT_LABELS` in the contract): a change recording a field the audit screen could not name does
 * not compile, whether it is written out or comes typed from a row or a request.
 */
export type Labelled<E extends AuditEntity, R> = R & { [K in Exclude<keyof R & string, AuditField<E>>]: never };

export interface Change<E extends AuditEntity, B, A> {
  entity: E;
  entityId: string | number;
  action: 'create' | 'update' | 'delete';
  before?: Labelled<E, B> | null;
  after?: Labelled<E, A> | null;
  secret?: readonly AuditField<E>[];
}

// The labels were checked where the change was written; the log keeps its fields by name.
const fieldsOf = (record: object | null | undefined) => (record ?? null) as Record<string, unknown> | null;

/** Writes the audit row of one change made by the caller; `db` may be the change's transaction. */
export async function recordChange<E extends AuditEntity, B extends object = object, A extends object = object>(
  db: Db,
  ctx: Ctx,
  change: Change<E, B, A>,
): Promise<void> {
  await db.insert(auditLog).values({
    ownerId: ctx.owner?.id ?? null,
    actorId: ctx.user.id,
    actorName: ctx.user.name,
    address: ctx.address,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    changes: diffFields(fieldsOf(change.before), fieldsOf(change.after), change.secret),
  });
}

export interface LoginAttempt {
  userId: number | null;
  username: string;
  reason: LoginLogRow['reason'];
  address: string;
  userAgent: string;
}

export async function recordLogin(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginLog).values({
    ...attempt,
    username: attempt.username.slice(0, 64),
    userAgent: attempt.userAgent.slice(0, 512),
    success: attempt.reason === 'ok',
  });
}

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
