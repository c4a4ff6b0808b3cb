import {
  Code,
  type FormFamily,
  type ListData,
  type ListQuery,
  WORKFLOW_LIST,
  type WorkflowCreateBody,
  type WorkflowDefinitionDetail,
  type WorkflowDefinitionRow,
  type WorkflowUpdateBody,
  type WorkflowVersionDetail,
  workflowProblems,
} from '@app/contract';
import { and, arrayOverlaps, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { AppError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { MessageKey } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { templateNamesOf } from '../form/public.js';
import { type DefinitionRowDb, workflowDefinitions, workflowInstances, workflowVersions } from './workflow.table.js';

/** 工作流: designing, publishing and binding an owner's review workflows. */
export const WORKFLOW_PAGE = 'control-workflow' as const;

type CreateInput = z.output<typeof WorkflowCreateBody>;
type UpdateInput = z.output<typeof WorkflowUpdateBody>;

const live = (ctx: OwnerCtx) =>
  and(eq(workflowDefinitions.ownerId, ctx.owner.id), isNull(workflowDefinitions.deletedAt));

const COLUMNS: ListColumns<typeof WORKFLOW_LIST> = {
  name: workflowDefinitions.name,
  latest_version: workflowDefinitions.latestVersion,
  updated_at: workflowDefinitions.updateAt,
};

async function toRows(ctx: OwnerCtx, rows: { definition: DefinitionRowDb; updater: string | null }[]) {
  const names = await templateNamesOf(ctx.db, ctx.owner.id, [
    ...new Set(rows.flatMap((r) => r.definition.templateIds)),
  ]);
  return rows.map(
    ({ definition: d, updater }): WorkflowDefinitionRow => ({
      id: d.id,
      name: d.name,
      families: d.families,
      template_ids: d.templateIds,
      template_names: d.templateIds.map((id) => names.get(id) ?? ''),
      enabled: d.enabled,
      latest_version: d.latestVersion,
      changed: d.draftChanged,
      updated_at: d.updateAt.toISOString(),
      updated_by_name: updater ?? '',
    }),
  );
}

const selectDefinitions = (ctx: OwnerCtx) =>
  ctx.db
    .select({ definition: workflowDefinitions, updater: users.name })
    .from(workflowDefinitions)
    .leftJoin(users, eq(users.id, workflowDefinitions.updatedBy));

export async function listDefinitions(ctx: OwnerCtx, query: ListQuery): Promise<ListData<WorkflowDefinitionRow>> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'index');
  const window = listWindow(query, WORKFLOW_LIST, { columns: COLUMNS, tieBreaker: workflowDefinitions.id });
  const where = and(live(ctx), listFilters(query, WORKFLOW_LIST, COLUMNS));
  const page = await listPage(
    window,
    selectDefinitions(ctx)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(workflowDefinitions).where(where),
    (row) => row,
  );
  return { ...page, result: await toRows(ctx, page.result) };
}

export async function viewDefinition(ctx: OwnerCtx, id: number): Promise<WorkflowDefinitionDetail> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'index');
  const [row] = await selectDefinitions(ctx).where(and(live(ctx), eq(workflowDefinitions.id, id)));
  const selected = found(row);
  const versions = await ctx.db
    .select({
      version: workflowVersions.version,
      publishedAt: workflowVersions.publishedAt,
      publisher: users.name,
      instances: sql<number>`(select count(*)::int from ${workflowInstances} where ${workflowInstances.versionId} = ${workflowVersions.id})`,
    })
    .from(workflowVersions)
    .leftJoin(users, eq(users.id, workflowVersions.publishedBy))
    .where(eq(workflowVersions.definitionId, id))
    .orderBy(desc(workflowVersions.version));
  const [shaped] = await toRows(ctx, [selected]);
  return {
    ...found(shaped),
    flow: selected.definition.draftFlow,
    versions: versions.map((v) => ({
      version: v.version,
      published_at: v.publishedAt.toISOString(),
      published_by_name: v.publisher ?? '',
      instance_count: v.instances,
    })),
  };
}

/**
 * Code 2 when a family or template is bound to another enabled definition of the owner, or a
 * template is not the owner's. Runs with the owner's definitions locked, so two saves cannot both bind.
 */
async function requireFreeBindings(
  tx: Db,
  ctx: OwnerCtx,
  input: { id?: number; families: FormFamily[]; templateIds: number[]; enabled: boolean },
): Promise<void> {
  const fields: Record<string, MessageKey[]> = {};
  const known = await templateNamesOf(tx, ctx.owner.id, input.templateIds);
  if (input.templateIds.some((id) => !known.has(id))) fields.template_ids = ['workflow.templateInvalid'];
  if (input.enabled) {
    await tx.select({ id: workflowDefinitions.id }).from(workflowDefinitions).where(live(ctx)).for('update');
    const others = and(
      live(ctx),
      eq(workflowDefinitions.enabled, true),
      input.id === undefined ? undefined : ne(workflowDefinitions.id, input.id),
    );
    const clash = async (overlap: SQL) =>
      (await tx.select({ id: workflowDefinitions.id }).from(workflowDefinitions).where(and(others, overlap)).limit(1))
        .length > 0;
    if (input.families.length > 0 && (await clash(arrayOverlaps(workflowDefinitions.families, input.families)))) {
      fields.families = ['workflow.familyBound'];
    }
    if (
      !fields.template_ids &&
      input.templateIds.length > 0 &&
      (await clash(arrayOverlaps(workflowDefinitions.templateIds, input.templateIds)))
    ) {
      fields.template_ids = ['workflow.templateBound'];
    }
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields });
}

const audited = (d: Pick<DefinitionRowDb, 'name' | 'families' | 'templateIds' | 'enabled' | 'latestVersion'>) => ({
  name: d.name,
  families: d.families,
  template_ids: d.templateIds,
  enabled: d.enabled,
  latest_version: d.latestVersion,
});

export async function createDefinition(ctx: OwnerCtx, body: CreateInput): Promise<{ id: number }> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'create');
  return ctx.db.transaction(async (tx) => {
    const input = { families: body.families, templateIds: body.template_ids, enabled: true };
    await requireFreeBindings(tx, ctx, input);
    const [row] = await tx
      .insert(workflowDefinitions)
      .values({ ownerId: ctx.owner.id, name: body.name, ...input, createdBy: ctx.user.id, updatedBy: ctx.user.id })
      .returning();
    const created = found(row);
    await recordChange(tx, ctx, {
      entity: 'workflow_definitions',
      entityId: created.id,
      action: 'create',
      after: audited(created),
    });
    return { id: created.id };
  });
}

async function lockDefinition(tx: Db, ctx: OwnerCtx, id: number): Promise<DefinitionRowDb> {
  const [row] = await tx
    .select()
    .from(workflowDefinitions)
    .where(and(live(ctx), eq(workflowDefinitions.id, id)))
    .for('update');
  return found(row);
}

async function latestFlow(tx: Db, definition: DefinitionRowDb) {
  if (definition.latestVersion === null) return null;
  const [version] = await tx
    .select({ flow: workflowVersions.flow })
    .from(workflowVersions)
    .where(
      and(eq(workflowVersions.definitionId, definition.id), eq(workflowVersions.version, definition.latestVersion)),
    );
  return version?.flow ?? null;
}

/** Saves the draft and the bindings; the tree is checked for its shape only, publishing checks the rest. */
export async function updateDefinition(ctx: OwnerCtx, body: UpdateInput): Promise<void> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    const before = await lockDefinition(tx, ctx, body.id);
    const input = { families: body.families, templateIds: body.template_ids, enabled: body.enabled };
    await requireFreeBindings(tx, ctx, { id: body.id, ...input });
    const published = await latestFlow(tx, before);
    const draftChanged = published === null || JSON.stringify(published) !== JSON.stringify(body.flow);
    const [row] = await tx
      .update(workflowDefinitions)
      .set({ name: body.name, ...input, draftFlow: body.flow, draftChanged, updatedBy: ctx.user.id })
      .where(eq(workflowDefinitions.id, body.id))
      .returning();
    await recordChange(tx, ctx, {
      entity: 'workflow_definitions',
      entityId: body.id,
      action: 'update',
      before: { ...audited(before), flow: before.draftFlow },
      after: { ...audited(found(row)), flow: body.flow },
    });
  });
}

/** Publishes the draft as the next immutable version; a tree with problems is refused by path (code 2). */
export async function publishDefinition(ctx: OwnerCtx, id: number): Promise<{ version: number }> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'update');
  return ctx.db.transaction(async (tx) => {
    const definition = await lockDefinition(tx, ctx, id);
    const problems = workflowProblems(definition.draftFlow);
    if (problems.length > 0) {
      const fields: Record<string, MessageKey[]> = {};
      for (const problem of problems) {
        const path = problem.path ? `flow.${problem.path}` : 'flow';
        fields[path] = [...(fields[path] ?? []), problem.message as MessageKey];
      }
      throw new AppError(Code.FieldErrors, problems[0]?.message as MessageKey, { fields });
    }
    const version = (definition.latestVersion ?? 0) + 1;
    await tx.insert(workflowVersions).values({
      definitionId: id,
      ownerId: ctx.owner.id,
      version,
      flow: definition.draftFlow,
      publishedBy: ctx.user.id,
    });
    await tx
      .update(workflowDefinitions)
      .set({ latestVersion: version, draftChanged: false, updatedBy: ctx.user.id })
      .where(eq(workflowDefinitions.id, id));
    await recordChange(tx, ctx, {
      entity: 'workflow_definitions',
      entityId: id,
      action: 'update',
      before: { latest_version: definition.latestVersion },
      after: { latest_version: version },
    });
    return { version };
  });
}

/**
 * Deletes a definition: refused (code 0) while forms are in review or sent back on it. Its versions
 * stay for the instances that ran on them, so the row is only marked deleted.
 */
export async function removeDefinition(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'delete');
  await ctx.db.transaction(async (tx) => {
    const definition = await lockDefinition(tx, ctx, id);
    const [busy] = await tx
      .select({ id: workflowInstances.id })
      .from(workflowInstances)
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
      .where(and(eq(workflowVersions.definitionId, id), inArray(workflowInstances.status, ['in_review', 'sent_back'])))
      .limit(1);
    if (busy) throw new AppError(Code.Warning, 'workflow.inReview');
    await tx
      .update(workflowDefinitions)
      .set({ deletedAt: new Date(), enabled: false, updatedBy: ctx.user.id })
      .where(eq(workflowDefinitions.id, id));
    await recordChange(tx, ctx, {
      entity: 'workflow_definitions',
      entityId: id,
      action: 'delete',
      before: audited(definition),
    });
  });
}

export async function viewVersion(ctx: OwnerCtx, id: number, version: number): Promise<WorkflowVersionDetail> {
  await requirePermission(ctx, WORKFLOW_PAGE, 'index');
  const [row] = await ctx.db
    .select({ name: workflowDefinitions.name, flow: workflowVersions.flow })
    .from(workflowVersions)
    .innerJoin(workflowDefinitions, eq(workflowDefinitions.id, workflowVersions.definitionId))
    .where(
      and(
        eq(workflowDefinitions.ownerId, ctx.owner.id),
        eq(workflowVersions.definitionId, id),
        eq(workflowVersions.version, version),
      ),
    );
  const selected = found(row);
  return { definition_id: id, name: selected.name, version, flow: selected.flow };
}

/**
 * The latest version of the enabled, published definition a submitted form starts: the one bound to
 * its template, else the one bound to its family; none without a binding.
 */
export async function boundVersion(db: Db, ownerId: number, templateId: number, family: FormFamily) {
  const candidates = await db
    .select({ definition: workflowDefinitions, version: workflowVersions })
    .from(workflowDefinitions)
    .innerJoin(
      workflowVersions,
      and(
        eq(workflowVersions.definitionId, workflowDefinitions.id),
        eq(workflowVersions.version, workflowDefinitions.latestVersion),
      ),
    )
    .where(
      and(
        eq(workflowDefinitions.ownerId, ownerId),
        isNull(workflowDefinitions.deletedAt),
        eq(workflowDefinitions.enabled, true),
        sql`(${templateId} = any(${workflowDefinitions.templateIds}) or ${family} = any(${workflowDefinitions.families}))`,
      ),
    );
  const byTemplate = candidates.find((c) => c.definition.templateIds.includes(templateId));
  return (byTemplate ?? candidates[0])?.version ?? null;
}
