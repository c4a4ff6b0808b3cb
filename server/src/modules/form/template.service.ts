import {
  Code,
  FORM_TEMPLATE_LIST,
  type FormDraftBody,
  type FormFamily,
  type FormTemplateBody,
  type FormTemplateDetail,
  type FormTemplateRow,
  type FormVersionDetail,
  type FormVersionRow,
  formItems,
  formSchemas,
  type ListData,
  type ListQuery,
} from '@app/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { AppError, found, noPermission } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type FormTemplateRowDb, formInstances, formTemplates, formTemplateVersions } from './form.table.js';
import { readableFamilies, requireAny, templatePages } from './form-access.js';

type TemplateInput = z.output<typeof FormTemplateBody>;
type DraftInput = z.output<typeof FormDraftBody>;

const COLUMNS: ListColumns<typeof FORM_TEMPLATE_LIST> = {
  name: formTemplates.name,
  family: formTemplates.family,
  latest_version: formTemplates.latestVersion,
  updated_at: formTemplates.updateAt,
};

/** What the audit log keeps of a template: its name, family, description and publication state. */
export const AUDITED_TEMPLATE = auditedTable({
  table: formTemplates,
  entity: 'form_templates',
  fields: (row) => ({
    name: row.name,
    family: row.family,
    description: row.description,
    items: Object.keys((row.draftSchema.properties as object | undefined) ?? {}).length,
    latest_version: row.latestVersion,
  }),
});

/** JSON with every object's keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const ownTemplate = (ctx: OwnerCtx, id: number) =>
  and(eq(formTemplates.ownerId, ctx.owner.id), eq(formTemplates.id, id));

/** The owner's template of `id` (code 4 when none), locked for the transaction with `lock`. */
export async function findTemplate(db: Db, ctx: OwnerCtx, id: number, { lock = false } = {}) {
  const query = db.select().from(formTemplates).where(ownTemplate(ctx, id));
  const [row] = lock ? await query.for('update') : await query;
  return found(row);
}

/** Reading a template needs 表单模板's or its family's index; so does listing, for the families it holds. */
async function requireTemplateRead(ctx: OwnerCtx, family: FormFamily): Promise<void> {
  if (!(await readableFamilies(ctx)).includes(family)) throw noPermission();
}

const instanceCounts = (ctx: OwnerCtx) =>
  ctx.db
    .select({ templateId: formInstances.templateId, n: count().as('n') })
    .from(formInstances)
    .where(eq(formInstances.ownerId, ctx.owner.id))
    .groupBy(formInstances.templateId)
    .as('instance_counts');

const toRow = (row: FormTemplateRowDb, instances: number): FormTemplateRow => ({
  id: row.id,
  name: row.name,
  family: row.family,
  description: row.description,
  latest_version: row.latestVersion,
  unpublished: row.draftChanged,
  instance_count: instances,
  updated_at: row.updateAt.toISOString(),
});

export async function listTemplates(
  ctx: OwnerCtx,
  query: ListQuery & { family?: FormFamily[] | undefined },
): Promise<ListData<FormTemplateRow>> {
  const families = await readableFamilies(ctx);
  const window = listWindow(query, FORM_TEMPLATE_LIST, { columns: COLUMNS, tieBreaker: formTemplates.id });
  const where = and(
    eq(formTemplates.ownerId, ctx.owner.id),
    inArray(formTemplates.family, query.family ? families.filter((f) => query.family?.includes(f)) : families),
    listFilters(query, FORM_TEMPLATE_LIST, COLUMNS),
  );
  const counts = instanceCounts(ctx);
  return listPage(
    window,
    ctx.db
      .select({ template: formTemplates, n: counts.n })
      .from(formTemplates)
      .leftJoin(counts, eq(counts.templateId, formTemplates.id))
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(formTemplates).where(where),
    (row) => toRow(row.template, row.n ?? 0),
  );
}

const instancesOf = (db: Db, templateId: number) =>
  db
    .select({ n: count() })
    .from(formInstances)
    .where(eq(formInstances.templateId, templateId))
    .then(([row]) => row?.n ?? 0);

export async function viewTemplate(ctx: OwnerCtx, id: number): Promise<FormTemplateDetail> {
  const template = await findTemplate(ctx.db, ctx, id);
  await requireTemplateRead(ctx, template.family);
  const perVersion = ctx.db
    .select({ versionId: formInstances.versionId, n: count().as('n') })
    .from(formInstances)
    .where(eq(formInstances.templateId, id))
    .groupBy(formInstances.versionId)
    .as('per_version');
  const versions = await ctx.db
    .select({
      version: formTemplateVersions.version,
      publishedAt: formTemplateVersions.publishedAt,
      publisher: users.name,
      n: perVersion.n,
    })
    .from(formTemplateVersions)
    .leftJoin(users, eq(users.id, formTemplateVersions.publishedBy))
    .leftJoin(perVersion, eq(perVersion.versionId, formTemplateVersions.id))
    .where(eq(formTemplateVersions.templateId, id))
    .orderBy(asc(formTemplateVersions.version));
  const rows: FormVersionRow[] = versions.map((v) => ({
    version: v.version,
    published_at: v.publishedAt.toISOString(),
    published_by_name: v.publisher ?? '',
    instance_count: v.n ?? 0,
  }));
  return {
    ...toRow(
      template,
      rows.reduce((total, v) => total + v.instance_count, 0),
    ),
    schema: template.draftSchema,
    ui_schema: template.draftUiSchema,
    versions: rows,
  };
}

export async function viewVersion(ctx: OwnerCtx, id: number, version: number): Promise<FormVersionDetail> {
  const template = await findTemplate(ctx.db, ctx, id);
  await requireTemplateRead(ctx, template.family);
  const [row] = await ctx.db
    .select({ schema: formTemplateVersions.schema, uiSchema: formTemplateVersions.uiSchema })
    .from(formTemplateVersions)
    .where(
      and(
        eq(formTemplateVersions.ownerId, ctx.owner.id),
        eq(formTemplateVersions.templateId, id),
        eq(formTemplateVersions.version, version),
      ),
    );
  const { schema, uiSchema } = found(row);
  return { template_id: id, name: template.name, version, schema, ui_schema: uiSchema };
}

/** Makes a template with an empty draft, never published. */
export async function createTemplate(ctx: OwnerCtx, body: TemplateInput): Promise<{ id: number }> {
  await requireAny(ctx, templatePages(body.family), 'create');
  const { schema, uiSchema } = formSchemas(body.name, []);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(formTemplates)
        .values({
          ownerId: ctx.owner.id,
          name: body.name,
          family: body.family,
          description: body.description,
          draftSchema: schema,
          draftUiSchema: uiSchema,
          createdBy: ctx.user.id,
        })
        .returning();
      const template = found(row);
      await recordChange(tx, ctx, {
        entity: 'form_templates',
        entityId: template.id,
        action: 'create',
        after: AUDITED_TEMPLATE.fields(template),
      });
      return { id: template.id };
    })
    .catch(uniqueAs('name', 'form.nameTaken'));
}

/**
 * Saves the designer's draft: name, family, description and items, written as schema and UI schema.
 * Changing the family needs the rights of both the old family and the new one.
 */
export async function saveDraft(ctx: OwnerCtx, body: DraftInput): Promise<void> {
  const current = await findTemplate(ctx.db, ctx, body.id);
  await requireAny(ctx, templatePages(current.family), 'update');
  if (body.family !== current.family) await requireAny(ctx, templatePages(body.family), 'update');
  const { schema, uiSchema } = formSchemas(body.name, body.items);
  await ctx.db
    .transaction(async (tx) => {
      const template = await findTemplate(tx, ctx, body.id, { lock: true });
      const [latest] = await tx
        .select({ schema: formTemplateVersions.schema, uiSchema: formTemplateVersions.uiSchema })
        .from(formTemplateVersions)
        .where(
          and(eq(formTemplateVersions.templateId, body.id), eq(formTemplateVersions.version, template.latestVersion)),
        );
      await updateAudited(tx, ctx, AUDITED_TEMPLATE, ownTemplate(ctx, body.id), {
        name: body.name,
        family: body.family,
        description: body.description,
        draftSchema: schema,
        draftUiSchema: uiSchema,
        // Saving the published items back (an undo, a save without edits) leaves nothing to publish.
        draftChanged: !latest || !sameJson(latest.schema, schema) || !sameJson(latest.uiSchema, uiSchema),
      });
    })
    .catch(uniqueAs('name', 'form.nameTaken'));
}

/**
 * Publishes the draft as the next version, a copy that never changes afterwards. A draft without
 * items is refused: a form of nothing cannot be filled.
 */
export async function publishTemplate(ctx: OwnerCtx, id: number): Promise<{ version: number }> {
  const current = await findTemplate(ctx.db, ctx, id);
  await requireAny(ctx, templatePages(current.family), 'update');
  return ctx.db.transaction(async (tx) => {
    const template = await findTemplate(tx, ctx, id, { lock: true });
    if (formItems(template.draftSchema, template.draftUiSchema).length === 0) {
      throw new AppError(Code.IllegalOperation, 'form.nothingToPublish');
    }
    const version = template.latestVersion + 1;
    const [row] = await tx
      .insert(formTemplateVersions)
      .values({
        templateId: id,
        ownerId: ctx.owner.id,
        version,
        schema: template.draftSchema,
        uiSchema: template.draftUiSchema,
        publishedBy: ctx.user.id,
      })
      .returning({ id: formTemplateVersions.id });
    await updateAudited(tx, ctx, AUDITED_TEMPLATE, ownTemplate(ctx, id), {
      latestVersion: version,
      draftChanged: false,
    });
    await recordChange(tx, ctx, {
      entity: 'form_template_versions',
      entityId: found(row).id,
      action: 'create',
      after: { template_id: id, version },
    });
    return { version };
  });
}

/** Deletes a template with its versions; one that forms were filled on is kept (code 7). */
export async function deleteTemplate(ctx: OwnerCtx, id: number): Promise<void> {
  const current = await findTemplate(ctx.db, ctx, id);
  await requireAny(ctx, templatePages(current.family), 'delete');
  await ctx.db.transaction(async (tx) => {
    await findTemplate(tx, ctx, id, { lock: true });
    if ((await instancesOf(tx, id)) > 0) throw new AppError(Code.IllegalOperation, 'form.templateInUse');
    await deleteAudited(tx, ctx, AUDITED_TEMPLATE, ownTemplate(ctx, id));
  });
}
