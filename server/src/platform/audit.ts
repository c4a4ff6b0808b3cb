import type { AuditEntity, AuditField } from '@app/contract';
import { auditLog, type FieldChanges, type LoginLogRow, loginLog } from '../core/audit.table.js';
import type { Db } from './db.js';
import type { Ctx } from './session.js';

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
