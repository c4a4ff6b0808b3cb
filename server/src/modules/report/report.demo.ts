import { REPORT_CONCLUSIONS, REPORT_TYPES, type ReportConclusion, type ReportType } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { equipmentOfOwner } from '../equipment/equipment-query.js';
import { formsOfFamilies } from '../form/form-refs.js';
import { projectPeopleOf } from '../project/project-people.service.js';
import { reports } from './report.table.js';

/** The answers a starting template (form.seed.ts) records its date and its verdict in. */
const DATE_KEYS = ['inspectDate', 'patrolDate', 'witnessDate'];
const VERDICT_KEYS = ['conclusion', 'status', 'result', 'verification'];

const isConclusion = (value: unknown): value is ReportConclusion =>
  (REPORT_CONCLUSIONS as readonly unknown[]).includes(value);
const isReportType = (family: string): family is ReportType => (REPORT_TYPES as readonly string[]).includes(family);

/** The day of the form's own date answer, else of its submission (or making), in China's time. */
function dayOf(data: Record<string, unknown>, at: Date): string {
  const answered = DATE_KEYS.map((key) => data[key]).find((value) => typeof value === 'string');
  return typeof answered === 'string' ? answered : at.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

/**
 * Gives each demo form of a report family (the patrol records of form.seed.ts and the inspection report
 * in review of workflow.demo.ts, so this runs after both) its report header: its date and verdict from
 * its answers, its writer the inspector who wrote it or else someone who works on the project (the
 * owner's administrator for a project nobody does), and, for reports about equipment, the project's first.
 */
export async function seedDemoReports(db: Db, owner: DemoOwner): Promise<void> {
  const forms = await formsOfFamilies(db, owner.id, REPORT_TYPES);
  const pieces = (await equipmentOfOwner(db, owner.id)).sort((a, b) => a.id - b.id);
  const [admin] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.ownerId, owner.id), eq(memberships.role, 'admin')))
    .orderBy(asc(memberships.userId));
  for (const form of forms) {
    if (form.projectId === null || !isReportType(form.family)) continue;
    const projectId = form.projectId;
    const { inspectors, managers } = await projectPeopleOf(db, projectId);
    const writerId = form.createdBy ?? inspectors[0]?.id ?? managers[0]?.id ?? admin?.id ?? null;
    const verdict = VERDICT_KEYS.map((key) => form.data[key]).find(isConclusion);
    const piece = form.family === 'patrol' ? undefined : pieces.find((candidate) => candidate.projectId === projectId);
    await db.insert(reports).values({
      formInstanceId: form.id,
      ownerId: owner.id,
      projectId,
      reportType: form.family,
      reportDate: dayOf(form.data, form.submittedAt ?? form.createdAt),
      conclusion: verdict ?? 'na',
      writerId,
      equipmentId: piece?.id ?? null,
      createdBy: form.createdBy ?? writerId,
    });
  }
}
