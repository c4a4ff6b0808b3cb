import type { DepartmentBody, DepartmentNode, DepartmentUpdateBody } from '@app/contract';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { departments } from '../../core/organization.table.js';
import { notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { afterLast } from './display-order.js';
import { findOrganization } from './organization.service.js';
import type { OrgScope } from './organization-scope.js';

type DepartmentRow = typeof departments.$inferSelect;

const departmentFields = (row: DepartmentRow) => ({
  organization_id: row.organizationId,
  name: row.name,
  sort: row.sort,
});

export async function findDepartment(scope: OrgScope, id: number): Promise<DepartmentRow> {
  const [row] = await scope.db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.ownerId, scope.owner.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createDepartment(
  scope: OrgScope,
  body: z.output<typeof DepartmentBody>,
): Promise<DepartmentNode> {
  await findOrganization(scope, body.organization_id);
  const sort =
    body.sort ??
    (await afterLast(
      scope.db
        .select({ top: max(departments.sort) })
        .from(departments)
        .where(eq(departments.organizationId, body.organization_id)),
    ));
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(departments)
      .values({
        ownerId: scope.owner.id,
        organizationId: body.organization_id,
        name: body.name,
        sort,
        createdBy: scope.userId,
      })
      .returning();
    if (!row) throw new Error('department insert returned nothing');
    await recordChange(tx, scope.audit, {
      entity: 'departments',
      entityId: row.id,
      action: 'create',
      after: departmentFields(row),
    });
    return { id: row.id, name: row.name, sort: row.sort, staff_count: 0 };
  });
}

export async function updateDepartment(
  scope: OrgScope,
  id: number,
  body: z.output<typeof DepartmentUpdateBody>,
): Promise<void> {
  const before = await findDepartment(scope, id);
  await scope.db.transaction(async (tx) => {
    const [after] = await tx
      .update(departments)
      .set({ name: body.name, sort: body.sort ?? before.sort })
      .where(eq(departments.id, id))
      .returning();
    if (!after) throw new Error('department update returned nothing');
    await recordChange(tx, scope.audit, {
      entity: 'departments',
      entityId: id,
      action: 'update',
      before: departmentFields(before),
      after: departmentFields(after),
    });
  });
}

/** Its staff stay in the organisation without a department; so do members placed in it. */
export async function deleteDepartment(scope: OrgScope, id: number): Promise<void> {
  const before = await findDepartment(scope, id);
  await scope.db.transaction(async (tx) => {
    await tx.delete(departments).where(eq(departments.id, id));
    await recordChange(tx, scope.audit, {
      entity: 'departments',
      entityId: id,
      action: 'delete',
      before: departmentFields(before),
    });
  });
}
