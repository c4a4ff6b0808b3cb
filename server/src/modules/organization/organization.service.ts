import {
  Code,
  type DepartmentNode,
  type OrganizationBody,
  type OrganizationNode,
  type OrganizationOption,
} from '@app/contract';
import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import type { z } from 'zod';
import { departments, organizations, staff } from '../../core/organization.table.js';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { afterLast } from './display-order.js';
import type { OrgScope } from './organization-scope.js';

type OrganizationRow = typeof organizations.$inferSelect;
type OrganizationInput = z.output<typeof OrganizationBody>;

/** The fields of an organisation as the API names them; audit rows record the same names. */
function organizationFields(row: OrganizationRow) {
  return {
    parent_id: row.parentId,
    short_name: row.shortName,
    full_name: row.fullName,
    nature: row.nature,
    qualification: row.qualification,
    principal: row.principal,
    contact: row.contact,
    contact_phone: row.contactPhone,
    inside: row.inside,
    sort: row.sort,
  };
}

function organizationColumns(body: OrganizationInput) {
  return {
    parentId: body.parent_id,
    shortName: body.short_name,
    fullName: body.full_name,
    nature: body.nature,
    qualification: body.qualification,
    principal: body.principal,
    contact: body.contact,
    contactPhone: body.contact_phone,
    inside: body.inside,
  };
}

export async function findOrganization(scope: OrgScope, id: number): Promise<OrganizationRow> {
  const [row] = await scope.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.ownerId, scope.owner.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The display order after the last sub-organisation of `parentId` (a root when null). */
const afterLastSibling = (scope: OrgScope, parentId: number | null) =>
  afterLast(
    scope.db
      .select({ top: max(organizations.sort) })
      .from(organizations)
      .where(
        and(
          eq(organizations.ownerId, scope.owner.id),
          parentId === null ? isNull(organizations.parentId) : eq(organizations.parentId, parentId),
        ),
      ),
  );

/** Organisations with their departments, ordered as shown; what the user forms pick from. */
export async function organizationOptions(scope: OrgScope): Promise<OrganizationOption[]> {
  const [orgs, depts] = await Promise.all([
    scope.db
      .select({ id: organizations.id, short_name: organizations.shortName, parent_id: organizations.parentId })
      .from(organizations)
      .where(eq(organizations.ownerId, scope.owner.id))
      .orderBy(asc(organizations.sort), asc(organizations.id)),
    scope.db
      .select({ id: departments.id, name: departments.name, organizationId: departments.organizationId })
      .from(departments)
      .where(eq(departments.ownerId, scope.owner.id))
      .orderBy(asc(departments.sort), asc(departments.id)),
  ]);
  return orgs.map((org) => ({
    ...org,
    departments: depts.filter((d) => d.organizationId === org.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The owner's organisations as a tree, each with its departments and how many people it lists. */
export async function organizationTree(scope: OrgScope): Promise<OrganizationNode[]> {
  const owner = scope.owner.id;
  const [orgs, depts, counts] = await Promise.all([
    scope.db
      .select()
      .from(organizations)
      .where(eq(organizations.ownerId, owner))
      .orderBy(asc(organizations.sort), asc(organizations.id)),
    scope.db
      .select()
      .from(departments)
      .where(eq(departments.ownerId, owner))
      .orderBy(asc(departments.sort), asc(departments.id)),
    scope.db
      .select({ organizationId: staff.organizationId, departmentId: staff.departmentId, n: count() })
      .from(staff)
      .where(eq(staff.ownerId, owner))
      .groupBy(staff.organizationId, staff.departmentId),
  ]);
  const staffIn = (organizationId: number, departmentId?: number) =>
    counts
      .filter(
        (c) => c.organizationId === organizationId && (departmentId === undefined || c.departmentId === departmentId),
      )
      .reduce((sum, c) => sum + c.n, 0);
  const nodes = new Map<number, OrganizationNode>(
    orgs.map((row) => [
      row.id,
      {
        id: row.id,
        ...organizationFields(row),
        staff_count: staffIn(row.id),
        departments: depts
          .filter((d) => d.organizationId === row.id)
          .map((d): DepartmentNode => ({ id: d.id, name: d.name, sort: d.sort, staff_count: staffIn(row.id, d.id) })),
        children: [],
      },
    ]),
  );
  const roots: OrganizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A parent must be an organisation of the same owner; another owner's id is simply not found. */
async function checkParent(scope: OrgScope, parentId: number | null, movingId?: number): Promise<void> {
  if (parentId === null) return;
  await findOrganization(scope, parentId);
  if (movingId === undefined) return;
  const rows = await scope.db
    .select({ id: organizations.id, parentId: organizations.parentId })
    .from(organizations)
    .where(eq(organizations.ownerId, scope.owner.id));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  // Walk up from the new parent: meeting the moved organisation would make a loop.
  for (let at: number | null | undefined = parentId; at !== null && at !== undefined; at = parentOf.get(at)) {
    if (at === movingId) throw fieldError('parent_id', 'organization.parentLoop');
  }
}

export async function createOrganization(scope: OrgScope, body: OrganizationInput): Promise<OrganizationNode> {
  await checkParent(scope, body.parent_id);
  const sort = body.sort ?? (await afterLastSibling(scope, body.parent_id));
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({ ownerId: scope.owner.id, ...organizationColumns(body), sort, createdBy: scope.userId })
      .returning();
    if (!row) throw new Error('organisation insert returned nothing');
    await recordChange(tx, scope.audit, {
      entity: 'organizations',
      entityId: row.id,
      action: 'create',
      after: organizationFields(row),
    });
    return { id: row.id, ...organizationFields(row), staff_count: 0, departments: [], children: [] };
  });
}

export async function updateOrganization(scope: OrgScope, id: number, body: OrganizationInput): Promise<void> {
  const before = await findOrganization(scope, id);
  if (body.parent_id !== before.parentId) await checkParent(scope, body.parent_id, id);
  const sort =
    body.sort ?? (body.parent_id === before.parentId ? before.sort : await afterLastSibling(scope, body.parent_id));
  await scope.db.transaction(async (tx) => {
    const [after] = await tx
      .update(organizations)
      .set({ ...organizationColumns(body), sort })
      .where(eq(organizations.id, id))
      .returning();
    if (!after) throw new Error('organisation update returned nothing');
    await recordChange(tx, scope.audit, {
      entity: 'organizations',
      entityId: id,
      action: 'update',
      before: organizationFields(before),
      after: organizationFields(after),
    });
  });
}

/**
 * Deletes an organisation and its departments. One that still has sub-organisations or staff is
 * refused with a warning naming why; members placed in it keep their membership without it.
 */
export async function deleteOrganization(scope: OrgScope, id: number): Promise<void> {
  const before = await findOrganization(scope, id);
  const [[children], [people]] = await Promise.all([
    scope.db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, id)),
    scope.db.select({ n: count() }).from(staff).where(eq(staff.organizationId, id)),
  ]);
  if ((children?.n ?? 0) > 0) throw new AppError(Code.Warning, 'organization.hasChildren');
  if ((people?.n ?? 0) > 0) throw new AppError(Code.Warning, 'organization.hasStaff');
  await scope.db.transaction(async (tx) => {
    await tx.delete(organizations).where(eq(organizations.id, id));
    await recordChange(tx, scope.audit, {
      entity: 'organizations',
      entityId: id,
      action: 'delete',
      before: organizationFields(before),
    });
  });
}
