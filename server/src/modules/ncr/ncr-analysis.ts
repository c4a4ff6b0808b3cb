import type { AnalysisDispositionRow } from '@app/contract';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { OwnerCtx } from '../../platform/session.js';
import { ncrCases } from './ncr.table.js';

/**
 * The owner's NCRs of the report forms `formIds` (a subquery of ids the caller has scoped), counted
 * by disposition; null: not disposed yet.
 */
export async function ncrDispositionCounts(ctx: OwnerCtx, formIds: SQLWrapper): Promise<AnalysisDispositionRow[]> {
  return ctx.db
    .select({ disposition: ncrCases.disposition, count: sql<number>`count(*)`.mapWith(Number) })
    .from(ncrCases)
    .where(and(eq(ncrCases.ownerId, ctx.owner.id), inArray(ncrCases.formInstanceId, formIds)))
    .groupBy(ncrCases.disposition)
    .orderBy(ncrCases.disposition);
}
