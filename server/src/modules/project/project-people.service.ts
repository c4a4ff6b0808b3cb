import type {
  MemberOption,
  PageKey,
  PersonProjectsBody,
  ProjectPeopleBody,
  ProjectPerson,
  ProjectRole,
} from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import { fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { projectMembers, projects } from './project.table.js';
import { changeableProjects, DETAIL_PAGE, lockProject, PROJECTS_PAGE, visibleProjects } from './project-scope.js';

/** The screens that assign people to projects: inspectors (检验员管理) and managers (项目经理管理). */
const PEOPLE_PAGES: Record<ProjectRole, PageKey> = {
  staff: 'unitmanager-person-control',
  manager: 'unitmanager-manager-control',
};

type Named = { id: number; name: string };

/** A project's managers and inspectors by name. */
export async function projectPeopleOf(db: Db, projectId: number): Promise<{ managers: Named[]; inspectors: Named[] }> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(users.name), asc(users.id));
  const of = (role: ProjectRole) => rows.filter((row) => row.role === role).map(({ id, name }) => ({ id, name }));
  return { managers: of('manager'), inspectors: of('staff') };
}

/** Checks that every id is a member of the owner holding the owner role of the same name. */
async function requireRoleHolders(db: Db, ownerId: number, role: ProjectRole, ids: number[], field: string) {
  if (ids.length === 0) return;
  const holders = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.ownerId, ownerId), eq(memberships.role, role), inArray(memberships.userId, ids)));
  if (holders.length !== new Set(ids).size) {
    throw fieldError(field, role === 'manager' ? 'project.notManager' : 'project.notInspector');
  }
}

const namesOf = (people: Named[]) => people.map((person) => person.name).join('、');

/**
 * Sets a project's whole list of managers and inspectors (the people tab). Managers must hold the
 * manager role in the owner and inspectors the inspector role; a manager may assign the people of the
 * projects he manages only. One audit entry shows the lists before and after.
 */
export async function saveProjectPeople(ctx: OwnerCtx, projectId: number, body: z.output<typeof ProjectPeopleBody>) {
  await requirePermission(ctx, DETAIL_PAGE, 'assign');
  await ctx.db.transaction(async (tx) => {
    await lockProject(tx, changeableProjects(ctx), projectId);
    await requireRoleHolders(tx, ctx.owner.id, 'manager', body.managers, 'managers');
    await requireRoleHolders(tx, ctx.owner.id, 'staff', body.inspectors, 'inspectors');
    const before = await projectPeopleOf(tx, projectId);
    await tx.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
    const rows = [
      ...body.managers.map((userId) => ({ userId, role: 'manager' as const })),
      ...body.inspectors.map((userId) => ({ userId, role: 'staff' as const })),
    ];
    if (rows.length > 0) {
      await tx
        .insert(projectMembers)
        .values(rows.map((row) => ({ ...row, projectId, ownerId: ctx.owner.id, createdBy: ctx.user.id })));
    }
    const after = await projectPeopleOf(tx, projectId);
    await recordChange(tx, ctx, {
      entity: 'projects',
      entityId: projectId,
      action: 'update',
      before: { managers: namesOf(before.managers), inspectors: namesOf(before.inspectors) },
      after: { managers: namesOf(after.managers), inspectors: namesOf(after.inspectors) },
    });
  });
}

/**
 * The owner's members holding `role` (managers or inspectors), each with the projects the caller may
 * see that they work on in that role: the person and manager control screens.
 */
export async function projectPeople(ctx: OwnerCtx, role: ProjectRole): Promise<ProjectPerson[]> {
  await requirePermission(ctx, PEOPLE_PAGES[role], 'index');
  const people = await ctx.db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.role, role)))
    .orderBy(asc(users.name), asc(users.id));
  const held = await ctx.db
    .select({ userId: projectMembers.userId, projectId: projectMembers.projectId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(visibleProjects(ctx), eq(projectMembers.role, role)))
    .orderBy(asc(projects.number));
  const projectsOf = new Map<number, number[]>();
  for (const row of held) projectsOf.set(row.userId, [...(projectsOf.get(row.userId) ?? []), row.projectId]);
  return people.map((person) => ({ ...person, project_ids: projectsOf.get(person.id) ?? [] }));
}

/**
 * Sets the projects one person works on in one role, within the projects the caller may change (a
 * manager: those he manages); the person's other projects stay as they are. Naming a project the
 * caller may not change is a field error, so nothing is half saved.
 */
export async function savePersonProjects(ctx: OwnerCtx, body: z.output<typeof PersonProjectsBody>) {
  await requirePermission(ctx, PEOPLE_PAGES[body.role], 'assign');
  await ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.ownerId, ctx.owner.id),
          eq(memberships.role, body.role),
          eq(memberships.userId, body.user_id),
        ),
      );
    if (!person) throw notFound();
    const reach = await tx
      .select({ id: projects.id, number: projects.number })
      .from(projects)
      .where(changeableProjects(ctx));
    const numberOf = new Map(reach.map((row) => [row.id, row.number]));
    const reachable = new Set(numberOf.keys());
    const numbers = (ids: number[]) => ids.map((id) => numberOf.get(id) ?? String(id)).sort();
    if (body.project_ids.some((id) => !reachable.has(id))) throw fieldError('project_ids', 'project.notYours');
    const inReach = and(
      eq(projectMembers.ownerId, ctx.owner.id),
      eq(projectMembers.userId, body.user_id),
      eq(projectMembers.role, body.role),
      reachable.size > 0 ? inArray(projectMembers.projectId, [...reachable]) : undefined,
    );
    const before =
      reachable.size > 0 ? await tx.select({ id: projectMembers.projectId }).from(projectMembers).where(inReach) : [];
    if (reachable.size > 0) await tx.delete(projectMembers).where(inReach);
    if (body.project_ids.length > 0) {
      await tx.insert(projectMembers).values(
        body.project_ids.map((projectId) => ({
          projectId,
          userId: body.user_id,
          role: body.role,
          ownerId: ctx.owner.id,
          createdBy: ctx.user.id,
        })),
      );
    }
    await recordChange(tx, ctx, {
      entity: 'project_members',
      entityId: body.user_id,
      action: 'update',
      before: { person: person.name, role: body.role, projects: numbers(before.map((row) => row.id)).join('、') },
      after: { person: person.name, role: body.role, projects: numbers(body.project_ids).join('、') },
    });
  });
}

/** The owner's enabled members by name, for the supervisor pickers of whoever may edit projects. */
export async function memberOptions(ctx: OwnerCtx): Promise<MemberOption[]> {
  await requirePermission(ctx, PROJECTS_PAGE, 'index');
  return ctx.db
    .select({ id: users.id, name: users.name, username: users.username, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.enabled, true)))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * What a review workflow asks of a project: its name, its chief supervisor (总监理工程师), its project
 * supervisor (专业监理工程师) and its managers; none for a project of another owner.
 */
export async function projectForReview(db: Db, ownerId: number, projectId: number) {
  const [project] = await db
    .select({ name: projects.name, chief: projects.supervisorId, supervisor: projects.projectSupervisorId })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.id, projectId)));
  if (!project) return null;
  const { managers } = await projectPeopleOf(db, projectId);
  return { ...project, managerIds: managers.map((manager) => manager.id) };
}
