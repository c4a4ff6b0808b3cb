import { count } from 'drizzle-orm';
import { ownerByKey } from '../../../test/factories.js';
import { departments, organizations, staff } from '../../core/organization.table.js';
import type { Db } from '../../platform/db.js';

/** Test helpers of the organisation module: rows inserted directly, and counts. */

export async function insertOrganization(
  db: Db,
  ownerKey: string,
  fields: Partial<typeof organizations.$inferInsert> = {},
) {
  const owner = await ownerByKey(db, ownerKey);
  const [row] = await db
    .insert(organizations)
    .values({ ownerId: owner.id, shortName: '测试单位', ...fields })
    .returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

export async function insertDepartment(db: Db, organization: { id: number; ownerId: number }, name = '质量部') {
  const [row] = await db
    .insert(departments)
    .values({ ownerId: organization.ownerId, organizationId: organization.id, name })
    .returning();
  if (!row) throw new Error('department insert returned nothing');
  return row;
}

export async function insertStaff(
  db: Db,
  organization: { id: number; ownerId: number },
  fields: Partial<typeof staff.$inferInsert> = {},
) {
  const [row] = await db
    .insert(staff)
    .values({ ownerId: organization.ownerId, organizationId: organization.id, name: '张工', ...fields })
    .returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

export const rowCount = async (db: Db, table: typeof organizations | typeof departments | typeof staff) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
