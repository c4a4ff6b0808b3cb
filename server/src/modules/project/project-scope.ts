import type { PageKey, ProjectRole } from '@app/contract';
import { and, eq, exists, type SQL } from 'drizzle-orm';
import { notFound } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { projectMembers, projects } from './project.table.js';

/** 工程项目: the groups and the map; its rights govern the groups. */
export const GROUPS_PAGE: PageKey = 'project-engineering';
/** 项目列表: its rights govern the projects themselves (create, update, delete, import, export). */
export const PROJECTS_PAGE: PageKey = 'project-engineering-list';
/** 项目详情: reading one project, and assigning its people (assign). */
export const DETAIL_PAGE: PageKey = 'project-engineering-detail';

/**
 * Roles that see only the projects they work on: a project manager those he is a manager or
 * inspector of, an inspector those he inspects on. The administrator, the client and roles an
 * administrator created see every project of the owner their page rights allow.
 */
const SCOPED_ROLES: ReadonlySet<string> = new Set<ProjectRole>(['manager', 'staff']);

export const isScopedRole = (ctx: OwnerCtx) => SCOPED_ROLES.has(ctx.role);

/** Which projects the caller reads, as a prepared statement's name says it: all the owner's, or a scoped role's. */
export const projectScopeOf = (ctx: OwnerCtx) => (isScopedRole(ctx) ? ctx.role : 'all');

/** Whether the caller works on the project in `role` (any role when left out). */
const memberOf = (ctx: OwnerCtx, role?: ProjectRole) =>
  exists(
    ctx.db
      .select({ one: projectMembers.projectId })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.projectId, projects.id),
          eq(projectMembers.userId, ctx.user.id),
          role ? eq(projectMembers.role, role) : undefined,
        ),
      ),
  );

/** The owner's projects the caller may read. */
export const visibleProjects = (ctx: OwnerCtx): SQL | undefined =>
  and(eq(projects.ownerId, ctx.owner.id), isScopedRole(ctx) ? memberOf(ctx) : undefined);

/**
 * The owner's projects the caller may change, given the page right: a manager changes the projects
 * he manages; an inspector none through this rule (his writes are production information).
 */
export const changeableProjects = (ctx: OwnerCtx): SQL | undefined =>
  and(eq(projects.ownerId, ctx.owner.id), isScopedRole(ctx) ? memberOf(ctx, 'manager') : undefined);

/** The project of `id` under `scope`, locked for the write that follows; not found otherwise. */
export async function lockProject(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(scope, eq(projects.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The projects the caller may read, as a subquery another module's list joins to show, sort and
 * filter by a project's name and number: an inner join with it keeps only rows of those projects.
 */
export const visibleProjectRefs = (ctx: OwnerCtx) =>
  ctx.db
    .select({ id: projects.id, name: projects.name, number: projects.number })
    .from(projects)
    .where(visibleProjects(ctx))
    .as('visible_projects');

/** The ids of the projects the caller may change, for another module's `inArray(x.projectId, …)`. */
export const changeableProjectIds = (ctx: OwnerCtx) =>
  ctx.db.select({ id: projects.id }).from(projects).where(changeableProjects(ctx));

/** The ids of the projects the caller may read, for another module's `inArray(x.projectId, …)`. */
export const visibleProjectIds = (ctx: OwnerCtx) =>
  ctx.db.select({ id: projects.id }).from(projects).where(visibleProjects(ctx));

/** Every project of an owner by number, with its inspectors' ids (another module's demo data). */
export async function projectsWithInspectors(db: Db, ownerId: number) {
  const rows = await db
    .select({ id: projects.id, number: projects.number })
    .from(projects)
    .where(eq(projects.ownerId, ownerId));
  const members = await db
    .select({ projectId: projectMembers.projectId, userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.ownerId, ownerId), eq(projectMembers.role, 'staff')));
  return rows.map((row) => ({
    ...row,
    inspectorIds: members.filter((member) => member.projectId === row.id).map((member) => member.userId),
  }));
}
