import { Code, HOLD_SYMBOL, type ReleaseBlocker, type ReportPoint, WITNESS_SYMBOL } from '@app/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { type ItpPoint, itpOf, markPointDone } from '../equipment/public.js';
import { submittedForms } from '../form/public.js';
import { openNcrsOf } from '../ncr/public.js';
import { reports } from './report.table.js';

/**
 * When a report counts (its review approved, or its submission where no review applies): the
 * release gate, and the ITP point a passing report covers marked done. `acceptReport` is the module's
 * handler of the workflow's formApproved (a review ended approved, or a submission nobody reviews),
 * run in the transaction of that action, so a refusal undoes it.
 */

const reportLink = (id: number, templateId: number) => `/project/found/report/list/detail/${id}/${templateId}`;

export const toReportPoint = (point: ItpPoint): ReportPoint => ({
  id: point.id,
  step: point.step,
  step_name: point.stepName,
  category_name: point.categoryName,
  plan_symbol: point.planSymbol,
  planned_date: point.plannedDate,
  actual_date: point.actualDate,
});

/** The page of the latest submitted report covering each point, where there is one. */
async function reportLinksOf(db: Db, ownerId: number, pointIds: number[]): Promise<Map<number, string>> {
  if (pointIds.length === 0) return new Map();
  const form = submittedForms(db, ownerId);
  const rows = await db
    .select({ pointId: reports.pointId, id: form.id, templateId: form.templateId })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .where(and(eq(reports.ownerId, ownerId), inArray(reports.pointId, pointIds)))
    .orderBy(desc(form.submittedAt));
  const links = new Map<number, string>();
  for (const row of rows) {
    if (row.pointId !== null && !links.has(row.pointId)) links.set(row.pointId, reportLink(row.id, row.templateId));
  }
  return links;
}

/**
 * What keeps a piece of equipment from release: each hold point without an accepted report, each
 * witness point neither witnessed nor noticed to the client, each NCR raised on it and not closed.
 */
export async function releaseBlockers(db: Db, ownerId: number, equipmentId: number): Promise<ReleaseBlocker[]> {
  const [itp, ncrs] = await Promise.all([itpOf(db, ownerId, equipmentId), openNcrsOf(db, ownerId, equipmentId)]);
  const holds = itp.filter((point) => point.planSymbol === HOLD_SYMBOL && point.actualDate === null);
  const witnesses = itp.filter(
    (point) => point.planSymbol === WITNESS_SYMBOL && point.actualDate === null && point.noticeAt === null,
  );
  const links = await reportLinksOf(
    db,
    ownerId,
    [...holds, ...witnesses].map((point) => point.id),
  );
  const pointBlocker = (kind: 'hold' | 'witness') => (point: ItpPoint) => ({
    kind,
    point: toReportPoint(point),
    link: links.get(point.id) ?? null,
  });
  return [
    ...holds.map(pointBlocker('hold')),
    ...witnesses.map(pointBlocker('witness')),
    ...ncrs.map((ncr) => ({
      kind: 'ncr' as const,
      ncr: { id: ncr.id, number: ncr.number, state: ncr.state },
      link: reportLink(ncr.id, ncr.templateId),
    })),
  ];
}

/** Code 7 naming how many of each kind keep the release back; the report's page lists them with links. */
function releaseRefusal(blockers: ReleaseBlocker[]): AppError {
  const count = (kind: ReleaseBlocker['kind']) => blockers.filter((blocker) => blocker.kind === kind).length;
  return new AppError(Code.IllegalOperation, 'report.releaseBlocked', {
    params: { holds: count('hold'), witnesses: count('witness'), ncrs: count('ncr') },
  });
}

/**
 * Accepts the report of form `formId` when it is one: a release report only when nothing blocks its
 * equipment (else code 7 and the action is undone); a report covering an ITP point marks the point
 * done unless its conclusion is a fail. A form without a report header passes untouched.
 */
export async function acceptReport(tx: Db, ownerId: number, formId: number): Promise<void> {
  const [header] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.ownerId, ownerId), eq(reports.formInstanceId, formId)));
  if (!header) return;
  if (header.reportType === 'release' && header.equipmentId !== null) {
    const blockers = await releaseBlockers(tx, ownerId, header.equipmentId);
    if (blockers.length > 0) throw releaseRefusal(blockers);
  }
  if (header.pointId !== null && header.conclusion !== 'fail') {
    await markPointDone(tx, ownerId, header.pointId, header.reportDate);
  }
}
