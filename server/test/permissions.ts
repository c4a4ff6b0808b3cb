import { type ActionType, type BuiltinRole, ROLES, type Role } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { rolePermissions } from '../src/core/permission.table.js';
import type { Db } from '../src/platform/db.js';
import { grant as grantActions } from '../src/platform/permission.js';
import { forgetCachedSessions } from '../src/platform/session.js';
import { ownerByKey } from './factories.js';

/** The demo account holding each role in the demo owner 'hdny'. */
export const ACCOUNT_OF_ROLE: Record<BuiltinRole, string> = {
  admin: 'admin',
  wtf: 'client',
  manager: 'manager',
  staff: 'staff',
};
export const ROLE_MATRIX = ROLES.map((role) => [role, ACCOUNT_OF_ROLE[role]] as const);

/**
 * Takes one action from a role, written here rather than through the role matrix, whose answer forgets
 * the cached sessions and the grants they remember: forgotten as it does, so the test's sessions see it.
 */
export async function revoke(db: Db, input: { ownerKey: string; role: Role; pageKey: string; action: ActionType }) {
  const owner = await ownerByKey(db, input.ownerKey);
  await db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.ownerId, owner.id),
        eq(rolePermissions.role, input.role),
        eq(rolePermissions.pageKey, input.pageKey),
        eq(rolePermissions.action, input.action),
      ),
    );
  forgetCachedSessions();
}

/** Gives actions to roles, written here as revoke takes them, and forgotten by the cached sessions likewise. */
export async function grant(db: Db, rows: Parameters<typeof grantActions>[1]) {
  await grantActions(db, rows);
  forgetCachedSessions();
}
