import { Code } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { departments, organizations } from '../../core/organization.table.js';
import { roles } from '../../core/role.table.js';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { MessageKey } from '../../platform/messages.js';

/**
 * Where a member sits in an owner: role, organisation and department. Everything is looked up in the
 * owner itself, so another owner's role, organisation or department id is simply unknown here.
 */
export interface OwnerChoices {
  roles: { name: string; title: string; builtin: boolean }[];
  organizations: { id: number; shortName: string; fullName: string }[];
  departments: { id: number; organizationId: number; name: string }[];
}

export async function ownerChoices(db: Db, ownerId: number): Promise<OwnerChoices> {
  const [roleRows, organizationRows, departmentRows] = await Promise.all([
    db
      .select({ name: roles.name, title: roles.title, builtin: roles.builtin })
      .from(roles)
      .where(eq(roles.ownerId, ownerId))
      .orderBy(asc(roles.sort), asc(roles.id)),
    db
      .select({ id: organizations.id, shortName: organizations.shortName, fullName: organizations.fullName })
      .from(organizations)
      .where(eq(organizations.ownerId, ownerId)),
    db
      .select({ id: departments.id, organizationId: departments.organizationId, name: departments.name })
      .from(departments)
      .where(eq(departments.ownerId, ownerId)),
  ]);
  return { roles: roleRows, organizations: organizationRows, departments: departmentRows };
}

export interface PlacementInput {
  role?: string;
  organization_id: number | null;
  department_id: number | null;
}

/** The field errors of a placement: unknown role or organisation, or a department outside the organisation. */
export function placementProblems(choices: OwnerChoices, input: PlacementInput): FieldProblems {
  const problems: FieldProblems = {};
  if (input.role !== undefined && !choices.roles.some((role) => role.name === input.role)) {
    problems.role = ['userAdmin.roleUnknown'];
  }
  if (input.organization_id !== null && !choices.organizations.some((org) => org.id === input.organization_id)) {
    problems.organization_id = ['userAdmin.organizationUnknown'];
  }
  if (input.department_id !== null) {
    const department = choices.departments.find((d) => d.id === input.department_id);
    if (input.organization_id === null) problems.department_id = ['userAdmin.departmentNeedsOrganization'];
    else if (department?.organizationId !== input.organization_id)
      problems.department_id = ['userAdmin.departmentUnknown'];
  }
  return problems;
}

export type FieldProblems = Record<string, MessageKey[]>;

/** Throws every collected field error at once (code 2); does nothing when there are none. */
export function throwProblems(problems: FieldProblems): void {
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields: problems });
}

/** Throws the placement's field errors (code 2), all of them at once. */
export async function assertPlacement(db: Db, ownerId: number, input: PlacementInput): Promise<void> {
  throwProblems(placementProblems(await ownerChoices(db, ownerId), input));
}
