import type { ActionType, Role } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../src/core/audit.table.js';
import type { Db } from '../src/platform/db.js';
import { grant } from '../src/platform/permission.js';
import { forgetCachedSessions } from '../src/platform/session.js';
import type { TestApp } from './app.js';
import { createUser, ownerByKey } from './factories.js';
import { caller, login } from './http.js';
import { revoke } from './permissions.js';

/** Helpers of administration tests: a fresh signed-in member, a briefly revoked action, the audit trail. */

/** A new member of `ownerKey` with `role`, signed in; each test gets its own session. */
export async function signedIn(t: TestApp, ownerKey: string, role: Role = 'admin') {
  const user = await createUser(t.db, { role, ownerKey });
  const cookie = await login(t.app, user.username);
  return { user, cookie, call: caller(t.app, cookie) };
}

/** Runs `body` with one action of a role revoked, then grants it back for the file's other tests. */
export async function withRevoked(
  db: Db,
  input: { ownerKey: string; role: Role; pageKey: string; action: ActionType },
  body: () => Promise<void>,
) {
  await revoke(db, input);
  try {
    await body();
  } finally {
    const owner = await ownerByKey(db, input.ownerKey);
    await grant(db, [
      { ownerId: owner.id, role: input.role, pageKey: input.pageKey, action: input.action, createdBy: null },
    ]);
    // As revoke() does, so the file's later tests see the grant back.
    forgetCachedSessions();
  }
}

/** The newest audit row of one entity, or undefined. */
export async function lastAudit(db: Db, entity: string, entityId: string | number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
