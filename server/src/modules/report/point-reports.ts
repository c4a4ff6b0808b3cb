import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OwnerCtx } from '../../platform/session.js';
import { formRefs } from '../form/public.js';
import { visibleProjectIds } from '../project/public.js';
import { reports } from './report.table.js';

export interface PointReport {
  id: number;
  templateId: number;
  number: string;
}

/**
 * The report covering each of the ITP points of `pointIds` (the inspection plan links it): the latest
 * submitted one the caller may read, a report of one of his projects. Drafts cover nothing yet.
 */
export async function reportsOfPoints(ctx: OwnerCtx, pointIds: readonly number[]): Promise<Map<number, PointReport>> {
  const covering = new Map<number, PointReport>();
  if (pointIds.length === 0) return covering;
  const form = formRefs(ctx);
  const rows = await ctx.db
    .select({ pointId: reports.pointId, id: form.id, templateId: form.templateId, number: form.number })
    .from(reports)
    .innerJoin(form, eq(form.id, reports.formInstanceId))
    .where(
      and(
        eq(reports.ownerId, ctx.owner.id),
        inArray(reports.pointId, [...pointIds]),
        inArray(reports.projectId, visibleProjectIds(ctx)),
        eq(form.status, 'submitted'),
      ),
    )
    .orderBy(desc(form.submittedAt), desc(form.id));
  for (const { pointId, ...report } of rows) {
    if (pointId !== null && !covering.has(pointId)) covering.set(pointId, report);
  }
  return covering;
}
