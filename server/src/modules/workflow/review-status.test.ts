import type { WorkflowStatus } from '@app/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { formInstances } from '../form/form.table.js';
import { workflowInstances, workflowVersions } from './workflow.table.js';

const t = useTestApp();

let ownerId: number;
let versionId: number;
let formId: number;

beforeAll(async () => {
  ownerId = (await ownerByKey(t.db, 'hdny')).id;
  const [version] = await t.db
    .select({ id: workflowVersions.id })
    .from(workflowVersions)
    .where(eq(workflowVersions.ownerId, ownerId))
    .limit(1);
  if (!version) throw new Error('no demo workflow version');
  versionId = version.id;
  // A submitted demo form with no review of its own yet.
  const forms = await t.db
    .select({ id: formInstances.id, reviewStatus: formInstances.reviewStatus })
    .from(formInstances)
    .where(and(eq(formInstances.ownerId, ownerId), isNotNull(formInstances.submittedAt)))
    .orderBy(asc(formInstances.id));
  const unreviewed = forms.find((form) => form.reviewStatus === null);
  if (!unreviewed) throw new Error('no demo form without a review');
  formId = unreviewed.id;
});

const reviewStatus = async () => {
  const [row] = await t.db
    .select({ status: formInstances.reviewStatus })
    .from(formInstances)
    .where(eq(formInstances.id, formId));
  return row?.status;
};

const review = async (status: WorkflowStatus) => {
  const [row] = await t.db
    .insert(workflowInstances)
    .values({
      ownerId,
      versionId,
      formInstanceId: formId,
      status,
      templateId: 0,
      templateName: '',
      family: 'inspection',
    })
    .returning({ id: workflowInstances.id });
  if (!row) throw new Error('no review written');
  return row.id;
};

const setStatus = (id: number, status: WorkflowStatus) =>
  t.db.update(workflowInstances).set({ status }).where(eq(workflowInstances.id, id));

describe("a form's review state (form_instances.review_status)", () => {
  it('is kept by the database as the state of its latest review, whoever writes the reviews', async () => {
    expect(await reviewStatus()).toBeNull();
    const first = await review('in_review');
    expect(await reviewStatus()).toBe('in_review');
    await setStatus(first, 'withdrawn');
    expect(await reviewStatus()).toBe('withdrawn');

    // Submitted again: the new review speaks for the form, and a write to the earlier one does not.
    const second = await review('in_review');
    expect(await reviewStatus()).toBe('in_review');
    await setStatus(first, 'approved');
    expect(await reviewStatus()).toBe('in_review');
    await setStatus(second, 'rejected');
    expect(await reviewStatus()).toBe('rejected');

    // The latest review removed, the one before speaks again; none left, the form has no state.
    await t.db.delete(workflowInstances).where(eq(workflowInstances.id, second));
    expect(await reviewStatus()).toBe('approved');
    await t.db.delete(workflowInstances).where(eq(workflowInstances.id, first));
    expect(await reviewStatus()).toBeNull();
  });

  it('matches the latest review of every demo form, as the workflow wrote them', async () => {
    const reviews = await t.db
      .select({ formId: workflowInstances.formInstanceId, status: workflowInstances.status })
      .from(workflowInstances)
      .orderBy(asc(workflowInstances.id));
    expect(reviews.length).toBeGreaterThan(0);
    const latest = new Map(reviews.map((review) => [review.formId, review.status]));
    const forms = await t.db
      .select({ id: formInstances.id, reviewStatus: formInstances.reviewStatus })
      .from(formInstances);
    expect(forms.filter((form) => form.reviewStatus !== (latest.get(form.id) ?? null))).toEqual([]);
  });
});
