import { REPORT_CONCLUSIONS, REPORT_TYPES, type ReportConclusion, type ReportType } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { lawClauseRefs } from '../criterion/public.js';
import { equipmentOfOwner } from '../equipment/public.js';
import { formsOfFamilies } from '../form/public.js';
import { findLawRef } from '../law/public.js';
import { projectPeopleOf } from '../project/public.js';
import { reports } from './report.table.js';
import { reportClauses } from './report-clause.table.js';

/** The answers a starting template (form.seed.ts) records its date and its verdict in. */
const DATE_KEYS = ['inspectDate', 'patrolDate', 'witnessDate'];
const VERDICT_KEYS = ['conclusion', 'status', 'result', 'verification'];

const isConclusion = (value: unknown): value is ReportConclusion =>
  (REPORT_CONCLUSIONS as readonly unknown[]).includes(value);
const isReportType = (family: string): family is ReportType => (REPORT_TYPES as readonly string[]).includes(family);

/** The day of the form's own date answer, else of its submission (or making), in China's time. */
function dayOf(data: Record<string, unknown>, at: Date): string {
  const answered = DATE_KEYS.map((key) => data[key]).find((value) => typeof value === 'string');
  return typeof answered === 'string' ? answered : chinaDay(at);
}

/** What each type of demo report cites: a standard of the demo's law library and clauses of it. */
const CITED: Record<ReportType, [law: string, clauses: string[]]> = {
  inspection: ['GB/T 1094.1-2013', ['11.2', '11.3', '11.4']],
  witness: ['GB/T 1094.1-2013', ['11.1.1']],
  patrol: ['GB 50148-2010', ['4.2.1', '4.12.1']],
  ncr: ['GB 50148-2010', ['4.12.1']],
  release: ['GB 50148-2010', ['4.12.1', '4.12.2']],
};

/** The ids of the clauses a report of `type` cites, where the owner keeps that standard's clauses. */
async function citedClauses(db: Db, ownerId: number): Promise<Map<ReportType, number[]>> {
  const cited = new Map<ReportType, number[]>();
  for (const [type, [code, wanted]] of Object.entries(CITED) as [ReportType, [string, string[]]][]) {
    const law = await findLawRef(db, ownerId, { code });
    if (!law) continue;
    const clauses = await lawClauseRefs(db, ownerId, law.id);
    cited.set(
      type,
      clauses.filter((clause) => wanted.includes(clause.code)).map((clause) => clause.id),
    );
  }
  return cited;
}

/**
 * Gives each demo form of a report family (the patrol records of form.seed.ts and the inspection report
 * in review of workflow.demo.ts, so this runs after both) its report header: its date and verdict from
 * its answers, its writer the inspector who wrote it or else someone who works on the project (the
 * owner's administrator for a project nobody does), for reports about equipment, the project's first,
 * and the clauses of the demo standards its type checks (so this runs after the clauses too).
 */
export async function seedDemoReports(db: Db, owner: DemoOwner): Promise<void> {
  const forms = await formsOfFamilies(db, owner.id, REPORT_TYPES);
  const pieces = (await equipmentOfOwner(db, owner.id)).sort((a, b) => a.id - b.id);
  const [admin] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.ownerId, owner.id), eq(memberships.role, 'admin')))
    .orderBy(asc(memberships.userId));
  const cited = await citedClauses(db, owner.id);
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
    const clauseIds = cited.get(form.family) ?? [];
    if (clauseIds.length > 0) {
      await db
        .insert(reportClauses)
        .values(clauseIds.map((clauseId) => ({ reportId: form.id, clauseId, ownerId: owner.id })));
    }
  }
}
