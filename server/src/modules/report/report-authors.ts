import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { reports } from './report.table.js';

/**
 * The workflow's formAuthors: a report's named writer wrote it, whoever uploaded it; the four-eyes
 * rule keeps him off its review as it does the uploader.
 */
export async function reportWriters(tx: Db, ownerId: number, formId: number): Promise<number[]> {
  const [row] = await tx
    .select({ writerId: reports.writerId })
    .from(reports)
    .where(and(eq(reports.ownerId, ownerId), eq(reports.formInstanceId, formId)));
  return row?.writerId ? [row.writerId] : [];
}
