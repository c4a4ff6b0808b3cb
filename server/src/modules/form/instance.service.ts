import {
  Code,
  FORM_DATA_MAX_BYTES,
  FORM_INSTANCE_LIST,
  type FormFamily,
  type FormInstanceCreateBody,
  type FormInstanceDetail,
  type FormInstanceRow,
  type FormSaveBody,
  formFlags,
  formItems,
  type ListData,
  type ListQuery,
} from '@app/contract';
import { and, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { AppError, fieldError, found, noPermission, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited } from '../../platform/audited-writes.js';
import { chinaMinute } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import type { Hooks } from '../../platform/hooks.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { Lang } from '../../platform/messages.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { visibleProjectIds, visibleProjectRefs } from '../project/public.js';
import { requireBoundedAnswers } from './answer-bounds.js';
import { type FormInstanceRowDb, formInstances, formTemplates, formTemplateVersions } from './form.table.js';
import { FILL_PAGE, holdsAny, INSTANCES_PAGE, REPORT_DATA_PAGE, requireAny, reviewerMayRead } from './form-access.js';
import { readableForms } from './form-refs.js';
import { issueNumber, NO_PROJECT_CODE, ruleOf } from './numbering.js';
import { requireOwnImages } from './own-images.js';
import { AnswerErrors, answerErrors } from './validation.js';

type SaveInput = z.output<typeof FormSaveBody>;
type CreateInput = z.output<typeof FormInstanceCreateBody>;

const creator = alias(users, 'form_creator');
const updater = alias(users, 'form_updater');

export const AUDITED_INSTANCE = auditedTable({
  table: formInstances,
  entity: 'form_instances',
  fields: (row) => ({
    template_id: row.templateId,
    version_id: row.versionId,
    project_id: row.projectId,
    status: row.status,
    number: row.number,
  }),
});

/**
 * What the caller may see of the owner's filled forms: submitted ones and his own drafts, of no
 * project or of a project he may read (the project module's rule).
 */
const visibleInstances = (ctx: OwnerCtx): SQL | undefined =>
  and(
    readableForms(ctx),
    or(isNull(formInstances.projectId), inArray(formInstances.projectId, visibleProjectIds(ctx))),
  );

function selectInstances(ctx: OwnerCtx) {
  const project = visibleProjectRefs(ctx);
  return {
    project,
    query: ctx.db
      .select({
        instance: formInstances,
        templateName: formTemplates.name,
        family: formTemplates.family,
        version: formTemplateVersions.version,
        projectName: project.name,
        creatorName: creator.name,
        updaterName: updater.name,
      })
      .from(formInstances)
      .innerJoin(formTemplates, eq(formTemplates.id, formInstances.templateId))
      .innerJoin(formTemplateVersions, eq(formTemplateVersions.id, formInstances.versionId))
      .leftJoin(project, eq(project.id, formInstances.projectId))
      .leftJoin(creator, eq(creator.id, formInstances.createdBy))
      .leftJoin(updater, eq(updater.id, formInstances.updatedBy)),
  };
}
type Selected = Awaited<ReturnType<typeof selectInstances>['query']>[number];

const toRow = (row: Selected): FormInstanceRow => ({
  id: row.instance.id,
  number: row.instance.number,
  template_id: row.instance.templateId,
  template_name: row.templateName,
  family: row.family,
  version: row.version,
  status: row.instance.status,
  project_name: row.projectName ?? '',
  flag_count: row.instance.flags.length,
  created_by_name: row.creatorName ?? '',
  updated_at: row.instance.updateAt.toISOString(),
  submitted_at: row.instance.submittedAt?.toISOString() ?? null,
});

const COLUMNS: ListColumns<typeof FORM_INSTANCE_LIST> = {
  number: formInstances.number,
  template_name: formTemplates.name,
  status: formInstances.status,
  updated_at: formInstances.updateAt,
  submitted_at: formInstances.submittedAt,
  family: formTemplates.family,
  created_by_name: creator.name,
};

const requireRead = (ctx: OwnerCtx) => requireAny(ctx, [INSTANCES_PAGE, REPORT_DATA_PAGE], 'index');

export async function listInstances(
  ctx: OwnerCtx,
  query: ListQuery & { family?: FormFamily[] | undefined },
): Promise<ListData<FormInstanceRow>> {
  await requireRead(ctx);
  const window = listWindow(query, FORM_INSTANCE_LIST, { columns: COLUMNS, tieBreaker: formInstances.id });
  const where = and(
    visibleInstances(ctx),
    query.family ? inArray(formTemplates.family, query.family) : undefined,
    listFilters(query, FORM_INSTANCE_LIST, COLUMNS),
  );
  const { query: rows } = selectInstances(ctx);
  return listPage(
    window,
    rows
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db
      .select({ n: count() })
      .from(formInstances)
      .innerJoin(formTemplates, eq(formTemplates.id, formInstances.templateId))
      .leftJoin(creator, eq(creator.id, formInstances.createdBy))
      .where(where),
    toRow,
  );
}

/**
 * Code 3 or 4 unless the caller may read the filled form: with a form page's right, one he may see
 * (visibleInstances), or any of the owner's while he has an open review task on it (reviewerMayRead).
 */
export async function requireReadableForm(ctx: OwnerCtx, id: number, hooks: Hooks): Promise<void> {
  const pageRight = await holdsAny(ctx, [INSTANCES_PAGE, REPORT_DATA_PAGE], 'index');
  if (pageRight) {
    const [row] = await ctx.db
      .select({ id: formInstances.id })
      .from(formInstances)
      .where(and(visibleInstances(ctx), eq(formInstances.id, id)));
    if (row) return;
  }
  if (await reviewerMayRead(ctx, id, hooks)) return;
  throw pageRight ? notFound() : noPermission();
}

export async function viewInstance(ctx: OwnerCtx, id: number, hooks: Hooks): Promise<FormInstanceDetail> {
  await requireReadableForm(ctx, id, hooks);
  const { query } = selectInstances(ctx);
  const [row] = await query.where(and(eq(formInstances.ownerId, ctx.owner.id), eq(formInstances.id, id)));
  const selected = found(row);
  const [version] = await ctx.db
    .select({ schema: formTemplateVersions.schema, uiSchema: formTemplateVersions.uiSchema })
    .from(formTemplateVersions)
    .where(eq(formTemplateVersions.id, selected.instance.versionId));
  const { instance } = selected;
  return {
    ...toRow(selected),
    project_id: instance.projectId,
    schema: found(version).schema,
    ui_schema: found(version).uiSchema,
    data: instance.data,
    flags: instance.flags,
    revision: instance.revision,
    updated_by_name: selected.updaterName ?? '',
    editable: instance.status === 'draft' && instance.createdBy === ctx.user.id,
  };
}

/** Starts a draft on the template's latest version, under a project the caller may read (or none). */
export async function createInstance(ctx: OwnerCtx, body: CreateInput): Promise<{ id: number }> {
  await requirePermission(ctx, FILL_PAGE, 'create');
  if (body.project_id !== undefined) {
    const project = visibleProjectRefs(ctx);
    const [visible] = await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, body.project_id));
    if (!visible) throw fieldError('project_id', 'form.projectInvalid');
  }
  return ctx.db.transaction((tx) =>
    createDraft(tx, ctx, { templateId: body.template_id, projectId: body.project_id ?? null }),
  );
}

/**
 * The caller's new draft on the latest version of the owner's template, audited, in the caller's
 * transaction `tx` (the reports module writes its header row in the same one): another owner's
 * template is not found, one never published is refused (code 7). The project is the caller's to check.
 */
export async function createDraft(
  tx: Db,
  ctx: OwnerCtx,
  input: { templateId: number; projectId: number | null; equipmentId?: number | null },
): Promise<{ id: number }> {
  // Shared: a template being deleted waits, and one deleted first reads as not found.
  const [template] = await tx
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.ownerId, ctx.owner.id), eq(formTemplates.id, input.templateId)))
    .for('share');
  const { latestVersion } = found(template);
  if (latestVersion === 0) throw new AppError(Code.IllegalOperation, 'form.neverPublished');
  const [version] = await tx
    .select({
      id: formTemplateVersions.id,
      schema: formTemplateVersions.schema,
      uiSchema: formTemplateVersions.uiSchema,
    })
    .from(formTemplateVersions)
    .where(and(eq(formTemplateVersions.templateId, input.templateId), eq(formTemplateVersions.version, latestVersion)));
  const { id: versionId, schema, uiSchema } = found(version);
  // A report about a piece of equipment starts with it in the body's equipment items.
  const equipmentId = input.equipmentId ?? null;
  const data =
    equipmentId === null
      ? {}
      : Object.fromEntries(
          formItems(schema, uiSchema)
            .filter((item) => item.kind === 'equipment')
            .map((item) => [item.key, equipmentId]),
        );
  const [row] = await tx
    .insert(formInstances)
    .values({
      ownerId: ctx.owner.id,
      templateId: input.templateId,
      versionId,
      data,
      projectId: input.projectId,
      createdBy: ctx.user.id,
      updatedBy: ctx.user.id,
    })
    .returning();
  const instance = found(row);
  await recordChange(tx, ctx, {
    entity: 'form_instances',
    entityId: instance.id,
    action: 'create',
    after: AUDITED_INSTANCE.fields(instance),
  });
  return { id: instance.id };
}

/** The caller's draft of `id`, locked: another's draft is not found, a submitted form not editable. */
async function lockOwnDraft(tx: Db, ctx: OwnerCtx, id: number): Promise<FormInstanceRowDb> {
  const [row] = await tx
    .select()
    .from(formInstances)
    .where(and(visibleInstances(ctx), eq(formInstances.id, id)))
    .for('update');
  const instance = found(row);
  if (instance.status !== 'draft' || instance.createdBy !== ctx.user.id) {
    throw new AppError(Code.IllegalOperation, 'form.notEditable');
  }
  return instance;
}

/** Code 0, changing nothing, when the draft was saved since the caller read it. */
async function requireRevision(tx: Db, instance: FormInstanceRowDb, revision: number): Promise<void> {
  if (revision === instance.revision) return;
  const [who] = instance.updatedBy
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, instance.updatedBy))
    : [];
  throw new AppError(Code.Warning, 'form.draftConflict', {
    params: { name: who?.name ?? '', time: chinaMinute(instance.updateAt) },
  });
}

function requireSize(data: Record<string, unknown>): void {
  requireBoundedAnswers(data);
  if (Buffer.byteLength(JSON.stringify(data), 'utf8') > FORM_DATA_MAX_BYTES) {
    throw fieldError('data', 'form.dataTooLarge');
  }
}

/** Saves a draft's answers as they are (checked only for size); the revision guards against a lost update. */
export async function saveInstance(ctx: OwnerCtx, body: SaveInput): Promise<{ revision: number; updated_at: string }> {
  await requirePermission(ctx, FILL_PAGE, 'update');
  requireSize(body.data);
  return ctx.db.transaction(async (tx) => {
    const instance = await lockOwnDraft(tx, ctx, body.id);
    await requireRevision(tx, instance, body.revision);
    const [row] = await tx
      .update(formInstances)
      .set({ data: body.data, revision: instance.revision + 1, updatedBy: ctx.user.id })
      .where(eq(formInstances.id, instance.id))
      .returning({ revision: formInstances.revision, updateAt: formInstances.updateAt });
    const saved = found(row);
    return { revision: saved.revision, updated_at: saved.updateAt.toISOString() };
  });
}

/**
 * Submits a draft in one transaction: the revision is checked, the answers against the version's
 * schema (every error, in the caller's language) and their files against the files module; then the
 * flags are computed, the family's number issued if it has a rule, and the form becomes a record.
 * Anything refused leaves the draft and the counters as they were.
 */
export async function submitInstance(
  ctx: OwnerCtx,
  body: SaveInput,
  lang: Lang,
  hooks: Hooks,
): Promise<{ number: string }> {
  await requirePermission(ctx, FILL_PAGE, 'update');
  requireSize(body.data);
  return ctx.db
    .transaction(async (tx) => {
      const instance = await lockOwnDraft(tx, ctx, body.id);
      await requireRevision(tx, instance, body.revision);
      const [version] = await tx
        .select({ schema: formTemplateVersions.schema, uiSchema: formTemplateVersions.uiSchema })
        .from(formTemplateVersions)
        .where(eq(formTemplateVersions.id, instance.versionId));
      const { schema, uiSchema } = found(version);
      const errors = answerErrors(ctx.db, instance.versionId, schema, body.data, lang);
      if (Object.keys(errors).length > 0) throw new AnswerErrors(errors);
      const items = formItems(schema, uiSchema);
      // The files module reads in this transaction: a database of one connection has no other.
      await requireOwnImages({ ...ctx, db: tx }, items, body.data);

      const [template] = await tx
        .select({ family: formTemplates.family })
        .from(formTemplates)
        .where(eq(formTemplates.id, instance.templateId));
      const { family } = found(template);
      const rule = await ruleOf(tx, ctx.owner.id, family);
      const at = new Date();
      // A form sent back or withdrawn keeps the number it was given the first time.
      let number = instance.number;
      if (rule && number === '') {
        let project = NO_PROJECT_CODE;
        if (instance.projectId !== null) {
          const refs = visibleProjectRefs(ctx);
          const [row] = await tx.select({ number: refs.number }).from(refs).where(eq(refs.id, instance.projectId));
          project = row?.number || NO_PROJECT_CODE;
        }
        number = await issueNumber(tx, ctx.owner.id, family, rule, { project, at });
      }
      const flags = formFlags(items, body.data);
      await tx
        .update(formInstances)
        .set({
          status: 'submitted',
          data: body.data,
          flags,
          number,
          revision: instance.revision + 1,
          updatedBy: ctx.user.id,
          submittedAt: at,
        })
        .where(eq(formInstances.id, instance.id));
      await recordChange(tx, ctx, {
        entity: 'form_instances',
        entityId: instance.id,
        action: 'update',
        before: { status: instance.status, number: instance.number },
        after: { status: 'submitted', number, flags: flags.length },
      });
      // The workflow starts its review (or accepts a form nobody reviews); a refusal undoes the submission.
      for (const submitted of hooks.formSubmitted ?? []) await submitted(tx, ctx, instance.id, hooks);
      return { number };
    })
    .catch((error: unknown) => {
      // Two rules rendering the same text (a pattern changed back and forth) meet at the unique index.
      if (isUniqueViolation(error)) throw new AppError(Code.IllegalOperation, 'form.numberTaken');
      throw error;
    });
}

/** Deletes a draft of the caller's; a submitted form is a record and stays (code 7). */
export async function deleteInstance(ctx: OwnerCtx, id: number, hooks: Hooks): Promise<void> {
  await requirePermission(ctx, FILL_PAGE, 'delete');
  await ctx.db.transaction(async (tx) => {
    const instance = await lockOwnDraft(tx, ctx, id);
    // A draft sent back or withdrawn from a review is part of that review's record: the workflow refuses.
    for (const deleting of hooks.draftDeleting ?? []) await deleting(tx, instance.id, hooks);
    await deleteAudited(tx, ctx, AUDITED_INSTANCE, eq(formInstances.id, instance.id));
  });
}
