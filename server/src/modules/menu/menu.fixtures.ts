import type { Role } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createOwner, createUser } from '../../../test/factories.js';
import { login } from '../../../test/http.js';
import { auditLog } from '../../core/audit.table.js';
import type { Db } from '../../platform/db.js';
import type { OwnerTemplate } from '../../platform/module.js';
import { MODULE_MENU } from '../index.js';
import { seedOwnerTemplate } from './menu.service.js';

/**
 * What the editor and role tests' owners start with: the template's groups, pages and grants and the
 * files module's library, and no other module's, so that modules added later do not change what
 * these tests expect.
 */
export const EDITOR_TEMPLATE: OwnerTemplate = {
  menuEntries: MODULE_MENU.filter((entry) => entry.pageKey === 'project-data-library'),
  seeders: [],
};

/**
 * Test helpers of the menu and route editors: a fresh ordinary owner with the starting menus and
 * grants, so a test may rearrange its menu without disturbing the demo owners other tests read.
 */
export async function ownerWithTemplate(app: FastifyInstance, db: Db, role: Role = 'admin') {
  const owner = await createOwner(db);
  await seedOwnerTemplate(db, owner.id, false, null, EDITOR_TEMPLATE);
  const user = await createUser(db, { role, ownerKey: owner.key });
  return { owner, user, cookie: await login(app, user.username) };
}

/** The owner's audit rows of one entity, newest first. */
export const auditOf = (db: Db, ownerId: number, entity: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.ownerId, ownerId), eq(auditLog.entity, entity)))
    .orderBy(desc(auditLog.id));
