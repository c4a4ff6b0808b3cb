import { Code, type GroupBody, type ProjectGroup } from '@app/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, recordCreations, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type ProjectGroupRow, projectGroups, projects } from './project.table.js';
import { GROUPS_PAGE, isScopedRole, visibleProjects } from './project-scope.js';

type GroupInput = z.output<typeof GroupBody>;

const AUDITED = auditedTable({
  table: projectGroups,
  entity: 'project_groups',
  fields: (row) => ({ name: row.name, note: row.note, sort: row.sort }),
});

const toGroup = (row: ProjectGroupRow, projectCount: number): ProjectGroup => ({
  id: row.id,
  name: row.name,
  note: row.note,
  sort: row.sort,
  project_count: projectCount,
  updated_at: row.updateAt.toISOString(),
});

const own = (ctx: OwnerCtx, id: number) => and(eq(projectGroups.ownerId, ctx.owner.id), eq(projectGroups.id, id));

/**
 * The owner's groups in display order, each with the number of its projects the caller may see. A
 * manager or inspector sees only groups holding a project of his; the others see every group, empty
 * ones included, so that an administrator can fill a new group.
 */
export async function listGroups(ctx: OwnerCtx): Promise<ProjectGroup[]> {
  await requirePermission(ctx, GROUPS_PAGE, 'index');
  const counts = await ctx.db
    .select({ groupId: projects.groupId, n: count() })
    .from(projects)
    .where(visibleProjects(ctx))
    .groupBy(projects.groupId);
  const countOf = new Map(counts.map((row) => [row.groupId, row.n]));
  const rows = await ctx.db
    .select()
    .from(projectGroups)
    .where(eq(projectGroups.ownerId, ctx.owner.id))
    .orderBy(asc(projectGroups.sort), asc(projectGroups.name), asc(projectGroups.id));
  const scoped = isScopedRole(ctx);
  return rows.filter((row) => !scoped || countOf.has(row.id)).map((row) => toGroup(row, countOf.get(row.id) ?? 0));
}

export async function createGroup(ctx: OwnerCtx, body: GroupInput): Promise<ProjectGroup> {
  await requirePermission(ctx, GROUPS_PAGE, 'create');
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(projectGroups)
        .values({ ownerId: ctx.owner.id, ...body, createdBy: ctx.user.id })
        .returning();
      const group = found(row);
      await recordChange(tx, ctx, {
        entity: 'project_groups',
        entityId: group.id,
        action: 'create',
        after: AUDITED.fields(group),
      });
      return toGroup(group, 0);
    })
    .catch(uniqueAs('name', 'project.groupNameTaken'));
}

/**
 * Makes the named groups in the caller's transaction, each audited as a creation; answers their ids
 * by name. For an import, which has checked the caller's right to create groups and the names.
 */
export async function createGroupsIn(tx: Db, ctx: OwnerCtx, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .insert(projectGroups)
    .values(names.map((name) => ({ ownerId: ctx.owner.id, name, createdBy: ctx.user.id })))
    .returning();
  await recordCreations(tx, ctx, AUDITED, rows);
  return new Map(rows.map((group) => [group.name, group.id]));
}

export async function updateGroup(ctx: OwnerCtx, id: number, body: GroupInput): Promise<ProjectGroup> {
  await requirePermission(ctx, GROUPS_PAGE, 'update');
  return ctx.db
    .transaction(async (tx) => {
      const row = await updateAudited(tx, ctx, AUDITED, own(ctx, id), body);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(projects)
        .where(and(visibleProjects(ctx), eq(projects.groupId, id)));
      return toGroup(row, n);
    })
    .catch(uniqueAs('name', 'project.groupNameTaken'));
}

/** A group that still holds projects is kept (code 7, saying how many): they would be left without one. */
export async function deleteGroup(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, GROUPS_PAGE, 'delete');
  await ctx.db.transaction(async (tx) => {
    const [group] = await tx.select({ id: projectGroups.id }).from(projectGroups).where(own(ctx, id)).for('update');
    found(group);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(projects).where(eq(projects.groupId, id));
    if (n > 0) throw new AppError(Code.IllegalOperation, 'project.groupHasProjects', { params: { count: n } });
    await deleteAudited(tx, ctx, AUDITED, own(ctx, id));
  });
}
