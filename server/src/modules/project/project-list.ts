import { type ListData, PROJECT_LIST, type ProjectListQuery, type ProjectRow } from '@app/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { organizations } from '../../core/organization.table.js';
import { users } from '../../core/user.table.js';
import { notFound } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters, regionFilter } from '../../platform/list-filters.js';
import { pagedList } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { projectGroups, projects } from './project.table.js';
import { PROJECTS_PAGE, visibleProjects } from './project-scope.js';

const supervisor = alias(users, 'supervisor');
const projectSupervisor = alias(users, 'project_supervisor');

export const PROJECT_COLUMNS: ListColumns<typeof PROJECT_LIST> = {
  number: projects.number,
  name: projects.name,
  group_name: projectGroups.name,
  progress: projects.progress,
  contract_start: projects.contractStart,
  total_invest: projects.totalInvest,
  updated_at: projects.updateAt,
  location: projects.location,
  region: regionFilter(projects.province, projects.city, projects.district),
  project_type: projects.projectType,
  stage: projects.stage,
  level: projects.level,
  inspection_status: projects.inspectionStatus,
  inspection_type: projects.inspectionType,
};

/** A project with the names of its group, supervisors and construction unit. */
export function selectProjects(db: Db) {
  return db
    .select({
      project: projects,
      groupName: projectGroups.name,
      supervisorName: supervisor.name,
      projectSupervisorName: projectSupervisor.name,
      unitName: organizations.shortName,
    })
    .from(projects)
    .innerJoin(projectGroups, eq(projectGroups.id, projects.groupId))
    .leftJoin(supervisor, eq(supervisor.id, projects.supervisorId))
    .leftJoin(projectSupervisor, eq(projectSupervisor.id, projects.projectSupervisorId))
    .leftJoin(organizations, eq(organizations.id, projects.constructionUnitId));
}

type Selected = Awaited<ReturnType<typeof selectProjects>>[number];

export const toProject = ({ project: p, ...names }: Selected): ProjectRow => ({
  id: p.id,
  group_id: p.groupId,
  group_name: names.groupName,
  name: p.name,
  number: p.number,
  project_type: p.projectType,
  stage: p.stage,
  invest_type: p.investType,
  level: p.level,
  inspection_status: p.inspectionStatus,
  inspection_type: p.inspectionType,
  green_cert: p.greenCert,
  province: p.province,
  city: p.city,
  district: p.district,
  location: p.location,
  longitude: p.longitude,
  latitude: p.latitude,
  total_invest: p.totalInvest,
  construction_area: p.constructionArea,
  construction_length: p.constructionLength,
  team: p.team,
  supervisor_id: p.supervisorId,
  supervisor_name: names.supervisorName,
  project_supervisor_id: p.projectSupervisorId,
  project_supervisor_name: names.projectSupervisorName,
  construction_unit_id: p.constructionUnitId,
  construction_unit_name: names.unitName,
  contract_start: p.contractStart,
  contract_end: p.contractEnd,
  actual_start: p.actualStart,
  actual_end: p.actualEnd,
  progress: p.progress,
  renderings: p.renderings,
  progress_images: p.progressImages,
  note: p.note,
  updated_at: p.updateAt.toISOString(),
});

export async function readProject(db: Db, scope: SQL | undefined, id: number): Promise<ProjectRow> {
  const [row] = await selectProjects(db).where(and(scope, eq(projects.id, id)));
  if (!row) throw notFound();
  return toProject(row);
}

/** The caller's projects of the list's group. */
const projectsOfGroup = (ctx: OwnerCtx, query: z.output<typeof ProjectListQuery>) =>
  and(visibleProjects(ctx), query.group_id === undefined ? undefined : eq(projects.groupId, query.group_id));

/** The caller's projects of the list's group and filters. */
export const projectsMatching = (ctx: OwnerCtx, query: z.output<typeof ProjectListQuery>) =>
  and(projectsOfGroup(ctx, query), listFilters(query, PROJECT_LIST, PROJECT_COLUMNS));

export async function listProjects(
  ctx: OwnerCtx,
  query: z.output<typeof ProjectListQuery>,
): Promise<ListData<ProjectRow>> {
  await requirePermission(ctx, PROJECTS_PAGE, 'index');
  return pagedList(query, PROJECT_LIST, {
    columns: PROJECT_COLUMNS,
    tieBreaker: projects.id,
    scope: projectsOfGroup(ctx, query),
    rows: (where) => selectProjects(ctx.db).where(where),
    count: (where) =>
      ctx.db
        .select({ n: count() })
        .from(projects)
        .innerJoin(projectGroups, eq(projectGroups.id, projects.groupId))
        .where(where),
    toItem: toProject,
  });
}
