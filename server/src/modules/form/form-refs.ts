import type { FormFamily } from '@app/contract';
import { and, asc, eq, gt, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formInstances, formTemplates } from './form.table.js';

/**
 * What other modules read of filled forms and templates (the reports module's header rows name a
 * form): the form module's rules for its own rows, so no other module touches its tables.
 */

/** The owner's forms the caller may see whatever their project: submitted ones, and his own drafts. */
export const readableForms = (ctx: OwnerCtx): SQL | undefined =>
  and(
    eq(formInstances.ownerId, ctx.owner.id),
    or(eq(formInstances.status, 'submitted'), eq(formInstances.createdBy, ctx.user.id)),
  );

/**
 * The forms the caller may see (readableForms) with their template's name, as a subquery another
 * module's list joins to show, sort and filter by a form's number, state and submission: an inner
 * join with it drops the others' drafts. The project is the joining module's to check.
 */
export const formRefs = (ctx: OwnerCtx) =>
  ctx.db
    .select({
      id: formInstances.id,
      templateId: formInstances.templateId,
      templateName: formTemplates.name,
      number: formInstances.number,
      status: formInstances.status,
      reviewStatus: formInstances.reviewStatus,
      createdBy: formInstances.createdBy,
      submittedAt: formInstances.submittedAt,
    })
    .from(formInstances)
    .innerJoin(formTemplates, eq(formTemplates.id, formInstances.templateId))
    .where(readableForms(ctx))
    .as('readable_forms');

/** What a list of another module sorts and filters a form by. */
const LISTED = {
  id: formInstances.id,
  number: formInstances.number,
  status: formInstances.status,
  reviewStatus: formInstances.reviewStatus,
  createdBy: formInstances.createdBy,
  submittedAt: formInstances.submittedAt,
};

/**
 * readableForms in two halves, each read in its order through an index of its own, for another
 * module's long list to take the first rows of each and merge them: the submitted forms
 * (form_instances_owner_shared_idx, with no drafts of others to step over, where an OR of the two
 * halves walked past every draft of the owner before the first submitted form), and the caller's own
 * forms not submitted (his drafts and those sent back, a few). Named as formRefs is, so a list's
 * columns read the same in either half. The state is written into the SQL, not bound: a statement
 * kept for every caller can then use the two partial indexes, whose conditions name it.
 */
export function readableFormHalves(ctx: OwnerCtx) {
  const half = (which: SQL | undefined) =>
    ctx.db
      .select(LISTED)
      .from(formInstances)
      .where(and(eq(formInstances.ownerId, ctx.owner.id), which))
      .as('readable_forms');
  return [
    half(sql`${formInstances.status} = 'submitted'`),
    half(and(sql`${formInstances.status} <> 'submitted'`, eq(formInstances.createdBy, ctx.user.id))),
  ] as const;
}

/** The owner's published templates of `families` by name: what a new form of one of them may use. */
export const publishedTemplatesOf = (db: Db, ownerId: number, families: readonly FormFamily[]) =>
  db
    .select({ id: formTemplates.id, name: formTemplates.name, family: formTemplates.family })
    .from(formTemplates)
    .where(
      and(
        eq(formTemplates.ownerId, ownerId),
        inArray(formTemplates.family, [...families]),
        gt(formTemplates.latestVersion, 0),
      ),
    )
    .orderBy(asc(formTemplates.name), asc(formTemplates.id));

/** Every filled form of an owner of `families`, oldest first, with its answers (another module's demo data). */
export const formsOfFamilies = (db: Db, ownerId: number, families: readonly FormFamily[]) =>
  db
    .select({
      id: formInstances.id,
      family: formTemplates.family,
      projectId: formInstances.projectId,
      createdBy: formInstances.createdBy,
      createdAt: formInstances.createdAt,
      submittedAt: formInstances.submittedAt,
      data: formInstances.data,
    })
    .from(formInstances)
    .innerJoin(formTemplates, eq(formTemplates.id, formInstances.templateId))
    .where(and(eq(formInstances.ownerId, ownerId), inArray(formTemplates.family, [...families])))
    .orderBy(asc(formInstances.id));

/**
 * The owner's submitted forms, as a subquery another module joins whatever the caller may see (the
 * release gate counts every NCR and report of a piece of equipment): id, template, number, submission.
 */
export const submittedForms = (db: Db, ownerId: number) =>
  db
    .select({
      id: formInstances.id,
      templateId: formInstances.templateId,
      number: formInstances.number,
      submittedAt: formInstances.submittedAt,
    })
    .from(formInstances)
    .where(and(eq(formInstances.ownerId, ownerId), eq(formInstances.status, 'submitted')))
    .as('submitted_forms');

/**
 * The owner's forms submitted at least once, whatever their state now (one sent back is its writer's
 * draft again and keeps its submission), as a subquery another module counts without showing them
 * (the report control's summary): id, state and submission.
 */
export const everSubmittedForms = (db: Db, ownerId: number) =>
  db
    .select({
      id: formInstances.id,
      status: formInstances.status,
      reviewStatus: formInstances.reviewStatus,
      submittedAt: formInstances.submittedAt,
    })
    .from(formInstances)
    .where(and(eq(formInstances.ownerId, ownerId), isNotNull(formInstances.submittedAt)))
    .as('ever_submitted_forms');
