import {
  Code,
  PROJECT_DICTS,
  PROJECT_MAP_MAX,
  type ProjectBody,
  type ProjectDetail,
  type ProjectDictField,
  type ProjectMarker,
  type ProjectOption,
  type ProjectRow,
} from '@app/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { memberships } from '../../core/membership.table.js';
import { organizations } from '../../core/organization.table.js';
import { AppError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { referencedAs, uniqueAs } from '../../platform/db-errors.js';
import { bodyColumns, rowFields } from '../../platform/field-names.js';
import type { MessageKey } from '../../platform/messages.js';
import { hasPermission, requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { unknownDictKeys } from '../dictionary/public.js';
import { type ProjectRowRecord, projectGroups, projects } from './project.table.js';
import { readProject } from './project-list.js';
import { projectPeopleOf } from './project-people.service.js';
import {
  changeableProjects,
  DETAIL_PAGE,
  GROUPS_PAGE,
  lockProject,
  PROJECTS_PAGE,
  visibleProjects,
} from './project-scope.js';

export type ProjectInput = z.output<typeof ProjectBody>;

/** The columns a body writes, and so what a change shows in the audit log (ids for references). */
const EDITED = [
  'groupId',
  'name',
  'number',
  'projectType',
  'stage',
  'investType',
  'level',
  'inspectionStatus',
  'inspectionType',
  'greenCert',
  'province',
  'city',
  'district',
  'location',
  'longitude',
  'latitude',
  'totalInvest',
  'constructionArea',
  'constructionLength',
  'team',
  'supervisorId',
  'projectSupervisorId',
  'constructionUnitId',
  'contractStart',
  'contractEnd',
  'actualStart',
  'actualEnd',
  'progress',
  'renderings',
  'progressImages',
  'note',
] as const;

/** The log counts the pictures rather than list their files. */
export const AUDITED_PROJECT = auditedTable({
  table: projects,
  entity: 'projects',
  fields: (row) => ({
    ...rowFields(row, EDITED),
    renderings: row.renderings.length,
    progress_images: row.progressImages.length,
  }),
});

/** A body as the table's columns. */
export const columnsOf = (body: ProjectInput) => bodyColumns(body, EDITED);

/** One project with its people and what the caller may do with it; another owner's reads as not found. */
export async function projectDetail(ctx: OwnerCtx, id: number): Promise<ProjectDetail> {
  await requirePermission(ctx, DETAIL_PAGE, 'index');
  const project = await readProject(ctx.db, visibleProjects(ctx), id);
  const [changeable] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(changeableProjects(ctx), eq(projects.id, id)));
  const people = await projectPeopleOf(ctx.db, id);
  return {
    ...project,
    ...people,
    can_update: changeable !== undefined && (await hasPermission(ctx, PROJECTS_PAGE, 'update')),
    can_assign: changeable !== undefined && (await hasPermission(ctx, DETAIL_PAGE, 'assign')),
  };
}

/** What a body refers to; an import checks a row the schema refused too, maybe without its group (null). */
export type ProjectReferences = Pick<
  ProjectInput,
  'supervisor_id' | 'project_supervisor_id' | 'construction_unit_id' | ProjectDictField
> & { group_id: number | null };

/** A body's problems by its field names, each a list of message keys. */
export type BodyProblems = Record<string, MessageKey[]>;

const CODED_FIELDS = Object.keys(PROJECT_DICTS) as ProjectDictField[];

/**
 * What bodies refer to must be the owner's: their group, members as supervisors, an organisation as
 * construction unit, dictionary keys for coded fields. Answers the problems of each body that has
 * any, by its index, every stranger a problem of its field. A few queries whatever the number of
 * bodies, so an import checks all its rows at once.
 */
export async function referenceProblems(
  db: Db,
  ownerId: number,
  bodies: ProjectReferences[],
): Promise<Map<number, BodyProblems>> {
  const idsOf = (of: (body: ProjectReferences) => (number | null)[]) => [
    ...new Set(bodies.flatMap(of).filter((id): id is number => id !== null)),
  ];
  const groupIds = idsOf((body) => [body.group_id]);
  const memberIds = idsOf((body) => [body.supervisor_id, body.project_supervisor_id]);
  const unitIds = idsOf((body) => [body.construction_unit_id]);
  const groups = groupIds.length
    ? await db
        .select({ id: projectGroups.id })
        .from(projectGroups)
        .where(and(eq(projectGroups.ownerId, ownerId), inArray(projectGroups.id, groupIds)))
    : [];
  const members = memberIds.length
    ? await db
        .select({ id: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.ownerId, ownerId), inArray(memberships.userId, memberIds)))
    : [];
  const units = unitIds.length
    ? await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.ownerId, ownerId), inArray(organizations.id, unitIds)))
    : [];
  const unknownKeys = await unknownDictKeys(
    db,
    ownerId,
    Object.fromEntries(
      bodies.flatMap((body, index) =>
        CODED_FIELDS.map((field) => [`${index}\u0000${field}`, { code: PROJECT_DICTS[field], key: body[field] }]),
      ),
    ),
  );

  const [knownGroups, knownMembers, knownUnits] = [groups, members, units].map(
    (rows) => new Set(rows.map((row) => row.id)),
  ) as [Set<number>, Set<number>, Set<number>];
  const problems = new Map<number, BodyProblems>();
  const note = (index: number, field: string, key: MessageKey) =>
    problems.set(index, { ...problems.get(index), [field]: [key] });
  bodies.forEach((body, index) => {
    if (body.group_id !== null && !knownGroups.has(body.group_id)) note(index, 'group_id', 'project.groupUnknown');
    for (const field of ['supervisor_id', 'project_supervisor_id'] as const) {
      const userId = body[field];
      if (userId !== null && !knownMembers.has(userId)) note(index, field, 'project.notMember');
    }
    const unitId = body.construction_unit_id;
    if (unitId !== null && !knownUnits.has(unitId)) note(index, 'construction_unit_id', 'project.organizationUnknown');
  });
  for (const name of unknownKeys) {
    const [index, field] = name.split('\u0000');
    note(Number(index), field as string, 'dictionary.unknownKey');
  }
  return problems;
}

/** One body's references (referenceProblems), every problem a field error at once. */
async function checkReferences(db: Db, ownerId: number, body: ProjectInput) {
  const problems = (await referenceProblems(db, ownerId, [body])).get(0);
  const first = problems && Object.values(problems)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields: problems });
}

const numberTaken = uniqueAs('number', 'project.numberTaken');

export async function createProject(ctx: OwnerCtx, body: ProjectInput): Promise<ProjectRow> {
  await requirePermission(ctx, PROJECTS_PAGE, 'create');
  await checkReferences(ctx.db, ctx.owner.id, body);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({ ownerId: ctx.owner.id, ...columnsOf(body), createdBy: ctx.user.id })
        .returning();
      const project: ProjectRowRecord = found(row);
      await recordChange(tx, ctx, {
        entity: 'projects',
        entityId: project.id,
        action: 'create',
        after: AUDITED_PROJECT.fields(project),
      });
      return readProject(tx, eq(projects.ownerId, ctx.owner.id), project.id);
    })
    .catch(numberTaken);
}

/** A manager changes only the projects he manages; any other project reads as not found. */
export async function updateProject(ctx: OwnerCtx, id: number, body: ProjectInput): Promise<ProjectRow> {
  await requirePermission(ctx, PROJECTS_PAGE, 'update');
  await checkReferences(ctx.db, ctx.owner.id, body);
  return ctx.db
    .transaction(async (tx) => {
      await updateAudited(tx, ctx, AUDITED_PROJECT, and(changeableProjects(ctx), eq(projects.id, id)), columnsOf(body));
      return readProject(tx, eq(projects.ownerId, ctx.owner.id), id);
    })
    .catch(numberTaken);
}

/**
 * Deletes a project no other record refers to. Equipment, reports and the like refer to projects
 * with keys checked at the end of the statement, so a project they hold is kept (code 7) whatever
 * module added them, and this service needs to know none of them.
 */
export async function deleteProject(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, PROJECTS_PAGE, 'delete');
  await ctx.db
    .transaction(async (tx) => {
      await lockProject(tx, changeableProjects(ctx), id);
      await deleteAudited(tx, ctx, AUDITED_PROJECT, and(eq(projects.ownerId, ctx.owner.id), eq(projects.id, id)));
    })
    .catch(referencedAs('project.inUse'));
}

/** The caller's projects that have a location, for the map; at most PROJECT_MAP_MAX of them. */
export async function projectMarkers(ctx: OwnerCtx): Promise<ProjectMarker[]> {
  await requirePermission(ctx, GROUPS_PAGE, 'index');
  const rows = await ctx.db
    .select()
    .from(projects)
    .where(and(visibleProjects(ctx), isNotNull(projects.longitude), isNotNull(projects.latitude)))
    .orderBy(asc(projects.groupId), asc(projects.number))
    .limit(PROJECT_MAP_MAX);
  return rows.map((p) => ({
    id: p.id,
    group_id: p.groupId,
    name: p.name,
    number: p.number,
    location: p.location,
    longitude: p.longitude ?? 0,
    latitude: p.latitude ?? 0,
    progress: p.progress,
    inspection_status: p.inspectionStatus,
  }));
}

/** The caller's projects by number, for pickers; any member may read those he may see. */
export async function projectOptions(ctx: OwnerCtx): Promise<ProjectOption[]> {
  return ctx.db
    .select({ id: projects.id, name: projects.name, number: projects.number, group_id: projects.groupId })
    .from(projects)
    .where(visibleProjects(ctx))
    .orderBy(asc(projects.number), asc(projects.id));
}
