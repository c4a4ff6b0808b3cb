import { type ListData, type ListQuery, STAFF_LIST, type StaffBody, type StaffItem } from '@app/contract';
import { and, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { departments, staff } from '../../core/organization.table.js';
import { fieldError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import { findDepartment } from './department.service.js';
import { afterLast } from './display-order.js';
import { findOrganization } from './organization.service.js';
import type { OrgScope } from './organization-scope.js';

type StaffRow = typeof staff.$inferSelect;
type StaffInput = z.output<typeof StaffBody>;

const COLUMNS: ListColumns<typeof STAFF_LIST> = {
  sort: staff.sort,
  name: staff.name,
  job: staff.job,
  telephone: staff.telephone,
  major: staff.major,
  created_at: staff.createdAt,
};

const staffFields = (row: StaffRow) => ({
  organization_id: row.organizationId,
  department_id: row.departmentId,
  name: row.name,
  job: row.job,
  telephone: row.telephone,
  photos: row.photos,
  resume: row.resume,
  major: row.major,
  sort: row.sort,
});

const toStaffItem = (row: StaffRow, departmentName: string | null): StaffItem => ({
  id: row.id,
  ...staffFields(row),
  department_name: departmentName,
  created_at: row.createdAt.toISOString(),
});

/** People of organisations in the audit log. */
const AUDITED_STAFF = auditedTable({ table: staff, entity: 'staff', fields: staffFields });

const ownStaff = (scope: OrgScope, id: number) => and(eq(staff.id, id), eq(staff.ownerId, scope.owner.id));

async function findStaff(scope: OrgScope, id: number): Promise<StaffRow> {
  const [row] = await scope.db.select().from(staff).where(ownStaff(scope, id)).limit(1);
  return found(row);
}

/** The people of one organisation, in display order unless asked otherwise. */
export async function listStaff(
  scope: OrgScope,
  organizationId: number,
  query: ListQuery,
): Promise<ListData<StaffItem>> {
  await findOrganization(scope, organizationId);
  const window = listWindow(query, STAFF_LIST, { columns: COLUMNS, tieBreaker: staff.id });
  const where = and(
    eq(staff.ownerId, scope.owner.id),
    eq(staff.organizationId, organizationId),
    listFilters(query, STAFF_LIST, COLUMNS),
  );
  return listPage(
    window,
    scope.db
      .select({ staff, departmentName: departments.name })
      .from(staff)
      .leftJoin(departments, eq(departments.id, staff.departmentId))
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    scope.db.select({ n: count() }).from(staff).where(where),
    (row) => toStaffItem(row.staff, row.departmentName),
  );
}

/** The organisation must be the owner's, and a department (when given) one of that organisation. */
async function checkPlacement(scope: OrgScope, body: StaffInput): Promise<string | null> {
  await findOrganization(scope, body.organization_id);
  if (body.department_id === null) return null;
  const department = await findDepartment(scope, body.department_id);
  if (department.organizationId !== body.organization_id) {
    throw fieldError('department_id', 'organization.departmentOther');
  }
  return department.name;
}

function staffColumns(body: StaffInput) {
  return {
    organizationId: body.organization_id,
    departmentId: body.department_id,
    name: body.name,
    job: body.job,
    telephone: body.telephone,
    photos: body.photos,
    resume: body.resume,
    major: body.major,
  };
}

const afterLastOf = (scope: OrgScope, organizationId: number) =>
  afterLast(
    scope.db
      .select({ top: max(staff.sort) })
      .from(staff)
      .where(eq(staff.organizationId, organizationId)),
  );

export async function createStaff(scope: OrgScope, body: StaffInput): Promise<StaffItem> {
  const departmentName = await checkPlacement(scope, body);
  const sort = body.sort ?? (await afterLastOf(scope, body.organization_id));
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ ownerId: scope.owner.id, ...staffColumns(body), sort, createdBy: scope.userId })
      .returning();
    if (!row) throw new Error('staff insert returned nothing');
    await recordChange(tx, scope.audit, {
      entity: 'staff',
      entityId: row.id,
      action: 'create',
      after: staffFields(row),
    });
    return toStaffItem(row, departmentName);
  });
}

export async function updateStaff(scope: OrgScope, id: number, body: StaffInput): Promise<void> {
  const before = await findStaff(scope, id);
  await checkPlacement(scope, body);
  const moved = body.organization_id !== before.organizationId;
  const sort = body.sort ?? (moved ? await afterLastOf(scope, body.organization_id) : before.sort);
  await scope.db.transaction((tx) =>
    updateAudited(tx, scope.audit, AUDITED_STAFF, ownStaff(scope, id), { ...staffColumns(body), sort }),
  );
}

export async function deleteStaff(scope: OrgScope, id: number): Promise<void> {
  await scope.db.transaction((tx) => deleteAudited(tx, scope.audit, AUDITED_STAFF, ownStaff(scope, id)));
}
