import type { FormFamily } from '@app/contract';
import { and, asc, eq, gt, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
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

/**
 * Every form's number by its id, as a subquery another module's list left-joins to its own rows to sort
 * or filter them by it (the rows say which forms their reader may see): unused, PostgreSQL leaves
 * the join out.
 */
export const formNumbers = (db: Db) =>
  db.select({ id: formInstances.id, number: formInstances.number }).from(formInstances).as('form_numbers');

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
