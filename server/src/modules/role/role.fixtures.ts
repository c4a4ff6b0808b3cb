import type { Role } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createOwner, createUser } from '../../../test/factories.js';
import { login } from '../../../test/http.js';
import { auditLog } from '../../core/audit.table.js';
import { memberships } from '../../core/membership.table.js';
import type { OwnerRow } from '../../core/owner.table.js';
import { rolePermissions } from '../../core/permission.table.js';
import { roles } from '../../core/role.table.js';
import type { Db } from '../../platform/db.js';
import { EDITOR_TEMPLATE } from '../menu/menu.fixtures.js';
import { seedOwnerTemplate } from '../menu/menu.service.js';

/**
 * Test helpers of the role, authority and assign modules. Tests that change roles or grants work in
 * an owner of their own, so they neither see nor disturb one another.
 */
export async function templatedOwner(db: Db): Promise<OwnerRow> {
  const owner = await createOwner(db);
  await seedOwnerTemplate(db, owner.id, false, null, EDITOR_TEMPLATE);
  return owner;
}

/** A new member of `owner` with `role`, signed in (their only owner is the current one). */
export async function signedInMember(app: FastifyInstance, db: Db, owner: OwnerRow, role: Role) {
  const user = await createUser(db, { role, ownerKey: owner.key });
  return { user, cookie: await login(app, user.username) };
}

/** The owner's grants as `role:page:action` strings, sorted, to compare whole states at once. */
export async function grantPairs(db: Db, ownerId: number, role?: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.ownerId, ownerId), role ? eq(rolePermissions.role, role) : undefined));
  return rows.map((row) => `${row.role}:${row.pageKey}:${row.action}`).sort();
}

export const rolesOf = (db: Db, ownerId: number) =>
  db.select().from(roles).where(eq(roles.ownerId, ownerId)).orderBy(asc(roles.sort), asc(roles.id));

export const membershipOf = async (db: Db, ownerId: number, userId: number) =>
  (
    await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.ownerId, ownerId), eq(memberships.userId, userId)))
  )[0];

export const auditOf = (db: Db, ownerId: number, entity: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.ownerId, ownerId), eq(auditLog.entity, entity)))
    .orderBy(asc(auditLog.id));
