import { type FormFamily, type FormItem, formFlags, formItems, REPORT_TYPES } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { found } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formInstances, formTemplates, formTemplateVersions } from './form.table.js';
import { requireOwnImages } from './own-images.js';

/**
 * What the review workflow (modules/workflow) reads and changes of a filled form: the form module's
 * rules for its own rows, so the workflow never touches the form's tables.
 */

/**
 * The page a filled form opens on: a report's page (its header and body) for the report families,
 * the form page for the others.
 */
export const formLink = (form: { id: number; templateId: number; family: FormFamily }) =>
  (REPORT_TYPES as readonly FormFamily[]).includes(form.family)
    ? `/project/found/report/list/detail/${form.id}/${form.templateId}`
    : `/control/form/example/setup/${form.id}`;

export interface FormForReview {
  id: number;
  ownerId: number;
  templateId: number;
  templateName: string;
  family: (typeof formTemplates.$inferSelect)['family'];
  versionId: number;
  schema: (typeof formTemplateVersions.$inferSelect)['schema'];
  items: FormItem[];
  data: Record<string, unknown>;
  projectId: number | null;
  number: string;
  status: (typeof formInstances.$inferSelect)['status'];
  createdBy: number | null;
  submittedAt: Date | null;
}

/** A filled form of the owner with its template and version, or not found. */
export async function formForReview(db: Db, ownerId: number, formId: number): Promise<FormForReview> {
  const [row] = await db
    .select({ form: formInstances, template: formTemplates, version: formTemplateVersions })
    .from(formInstances)
    .innerJoin(formTemplates, eq(formTemplates.id, formInstances.templateId))
    .innerJoin(formTemplateVersions, eq(formTemplateVersions.id, formInstances.versionId))
    .where(and(eq(formInstances.ownerId, ownerId), eq(formInstances.id, formId)));
  const { form, template, version } = found(row);
  return {
    id: form.id,
    ownerId: form.ownerId,
    templateId: template.id,
    templateName: template.name,
    family: template.family,
    versionId: version.id,
    schema: version.schema,
    items: formItems(version.schema, version.uiSchema),
    data: form.data,
    projectId: form.projectId,
    number: form.number,
    status: form.status,
    createdBy: form.createdBy,
    submittedAt: form.submittedAt,
  };
}

/**
 * Code 2 unless each photo or signature a reviewer's answers add is the reviewer's own upload: the
 * submitter's files already on the form stay valid. `ctx.db` is the action's transaction.
 */
export function requireReviewerImages(ctx: OwnerCtx, form: FormForReview, data: Record<string, unknown>) {
  return requireOwnImages(ctx, form.items, data, form.data);
}

/** Saves a reviewer's changed answers (already checked against the version) with their flags. */
export async function saveReviewedAnswers(tx: Db, form: FormForReview, data: Record<string, unknown>, by: number) {
  await tx
    .update(formInstances)
    .set({ data, flags: formFlags(form.items, data), updatedBy: by })
    .where(eq(formInstances.id, form.id));
}

/** A form sent back or withdrawn becomes its submitter's draft again, number kept, to resubmit. */
export async function reopenForSubmitter(tx: Db, formId: number): Promise<void> {
  const [row] = await tx
    .select({ revision: formInstances.revision })
    .from(formInstances)
    .where(eq(formInstances.id, formId));
  await tx
    .update(formInstances)
    .set({ status: 'draft', revision: found(row).revision + 1 })
    .where(eq(formInstances.id, formId));
}

/** The names of the owner's templates among `ids`, by id (unknown ids are left out). */
export async function templateNamesOf(db: Db, ownerId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: formTemplates.id, name: formTemplates.name })
    .from(formTemplates)
    .where(and(eq(formTemplates.ownerId, ownerId), inArray(formTemplates.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
