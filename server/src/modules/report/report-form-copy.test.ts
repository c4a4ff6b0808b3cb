import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { rowsOf } from '../../../test/db-digest.js';
import { ownerByKey, userByName } from '../../../test/factories.js';
import { formInstances } from '../form/form.table.js';
import { reports } from './report.table.js';

const t = useTestApp();

let ownerId: number;
let formId: number;

beforeAll(async () => {
  ownerId = (await ownerByKey(t.db, 'hdny')).id;
  const [report] = await t.db
    .select({ id: reports.formInstanceId })
    .from(reports)
    .where(and(eq(reports.ownerId, ownerId), isNotNull(reports.submittedAt)))
    .orderBy(asc(reports.formInstanceId))
    .limit(1);
  if (!report) throw new Error('no submitted demo report');
  formId = report.id;
});

/** The report's copy of its form, and the form's own columns, side by side. */
async function copyAndForm() {
  const [copy] = await t.db
    .select({
      status: reports.formStatus,
      createdBy: reports.formCreatedBy,
      submittedAt: reports.submittedAt,
      reviewStatus: reports.reviewStatus,
    })
    .from(reports)
    .where(eq(reports.formInstanceId, formId));
  const [form] = await t.db
    .select({
      status: formInstances.status,
      createdBy: formInstances.createdBy,
      submittedAt: formInstances.submittedAt,
      reviewStatus: formInstances.reviewStatus,
    })
    .from(formInstances)
    .where(eq(formInstances.id, formId));
  return { copy, form };
}

/** The id of the transaction that last wrote the report's row. */
const reportVersion = async () =>
  (
    await rowsOf<{ xmin: string }>(t.db, sql`select xmin::text as xmin from reports where form_instance_id = ${formId}`)
  )[0]?.xmin;

describe("a report's copy of its form (reports.form_status, form_created_by, submitted_at, review_status)", () => {
  it('is the form as written, and follows every change of the form, whoever writes it', async () => {
    const start = await copyAndForm();
    expect(start.copy).toEqual(start.form);
    expect(start.copy?.status).toBe('submitted');

    // Sent back to another writer's drafts, as a direct write to the form would.
    const staff = await userByName(t.db, 'staff');
    await t.db
      .update(formInstances)
      .set({ status: 'draft', submittedAt: null, createdBy: staff.id })
      .where(eq(formInstances.id, formId));
    const reopened = await copyAndForm();
    expect(reopened.copy).toEqual({ status: 'draft', createdBy: staff.id, submittedAt: null, reviewStatus: null });
    expect(reopened.copy).toEqual(reopened.form);

    // Submitted again, then its review's state noted on the form (as form_instances_note_review does).
    await t.db
      .update(formInstances)
      .set({ status: 'submitted', submittedAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(formInstances.id, formId));
    await t.db.update(formInstances).set({ reviewStatus: 'rejected' }).where(eq(formInstances.id, formId));
    const reviewed = await copyAndForm();
    expect(reviewed.copy).toEqual({
      status: 'submitted',
      createdBy: staff.id,
      submittedAt: new Date('2026-01-02T03:04:05Z'),
      reviewStatus: 'rejected',
    });
  });

  it('cannot be written apart from the form, and is not rewritten when nothing it copies changed', async () => {
    await t.db
      .update(reports)
      .set({ formStatus: 'draft', submittedAt: new Date('2000-01-01T00:00:00Z'), reviewStatus: 'approved' })
      .where(eq(reports.formInstanceId, formId));
    const written = await copyAndForm();
    expect(written.copy).toEqual(written.form);

    const before = await reportVersion();
    await t.db
      .update(formInstances)
      .set({ data: { note: 'an answer saved' }, revision: sql`${formInstances.revision} + 1` })
      .where(eq(formInstances.id, formId));
    expect(await reportVersion()).toBe(before);
  });

  it('is read from the form when a report is written', async () => {
    const [report] = await t.db.select().from(reports).where(eq(reports.formInstanceId, formId));
    if (!report) throw new Error('the report is gone');
    await t.db.delete(reports).where(eq(reports.formInstanceId, formId));
    // Written again claiming a copy of its own: it gets the form's.
    await t.db.insert(reports).values({ ...report, formStatus: 'draft', submittedAt: null, reviewStatus: null });
    const written = await copyAndForm();
    expect(written.copy?.status).toBe('submitted');
    expect(written.copy).toEqual(written.form);
  });
});
