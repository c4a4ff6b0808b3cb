import { codeLevel, parentCode } from '@app/contract';
import { eq } from 'drizzle-orm';
import { found } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { type ClauseInput, clauseColumns } from './criterion.service.js';
import { type ClauseTableRow, criterionClauses as clauses } from './criterion.table.js';

/**
 * Adds checked clauses to a law, level by level so that each finds its parent's id: a parent may be
 * among the rows or already stored. The import and the demo data write through here.
 */
export async function insertClauses(
  db: Db,
  target: { ownerId: number; lawId: number; userId: number | null },
  rows: readonly ClauseInput[],
): Promise<ClauseTableRow[]> {
  const stored = await db
    .select({ id: clauses.id, code: clauses.code })
    .from(clauses)
    .where(eq(clauses.lawId, target.lawId));
  const ids = new Map(stored.map((row) => [row.code, row.id] as const));
  const made: ClauseTableRow[] = [];
  for (const level of [1, 2, 3]) {
    const batch = rows.filter((row) => codeLevel(row.code) === level);
    if (batch.length === 0) continue;
    const inserted = await db
      .insert(clauses)
      .values(
        batch.map((row) => {
          const parent = parentCode(row.code);
          return {
            ownerId: target.ownerId,
            lawId: target.lawId,
            ...clauseColumns(row, parent === null ? null : found(ids.get(parent))),
            createdBy: target.userId,
          };
        }),
      )
      .returning();
    for (const row of inserted) ids.set(row.code, row.id);
    made.push(...inserted);
  }
  return made;
}
