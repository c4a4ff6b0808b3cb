import {
  type Clause,
  type ClauseBody,
  type ClauseCount,
  Code,
  CRITERION_CLAUSES_MAX,
  CRITERION_LAW_OPTIONS_MAX,
  type CriterionLaw,
  codeLevel,
  codeParts,
  type PageKey,
  parentCode,
} from '@app/contract';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, fieldError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { isForeignKeyViolation, uniqueAs } from '../../platform/db-errors.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { findLawRef, type LawRef, searchLawRefs } from '../law/public.js';
import { type ClauseTableRow, criterionClauses as clauses } from './criterion.table.js';

export const CRITERION_PAGE: PageKey = 'knowledge-criterion';

export type ClauseInput = z.output<typeof ClauseBody>;

export const AUDITED_CLAUSE = auditedTable({
  table: clauses,
  entity: 'criterion_clauses',
  fields: (row) => ({
    law_id: row.lawId,
    code: row.code,
    title: row.title,
    requirement_length: row.requirement.length,
  }),
});

/** The columns a clause's answer shows: not its owner, sort path or who made it when. */
const SHOWN = {
  id: clauses.id,
  lawId: clauses.lawId,
  parentId: clauses.parentId,
  code: clauses.code,
  level: clauses.level,
  title: clauses.title,
  requirement: clauses.requirement,
  updateAt: clauses.updateAt,
};

export const toClause = (row: Pick<ClauseTableRow, keyof typeof SHOWN>): Clause => ({
  id: row.id,
  law_id: row.lawId,
  parent_id: row.parentId,
  code: row.code,
  level: row.level,
  title: row.title,
  requirement: row.requirement,
  updated_at: row.updateAt.toISOString(),
});

/** The stored columns of a clause's fields under its parent. */
export const clauseColumns = (body: ClauseInput, parentId: number | null) => ({
  code: body.code,
  sortPath: codeParts(body.code),
  level: codeLevel(body.code),
  parentId,
  title: body.title,
  requirement: body.requirement,
});

/** The caller's owner's law, or code 4. */
export async function ownLaw(db: Db, ctx: OwnerCtx, lawId: number): Promise<CriterionLaw> {
  return found(await findLawRef(db, ctx.owner.id, { id: lawId }));
}

const ownClause = (ctx: OwnerCtx, id: number) => and(eq(clauses.ownerId, ctx.owner.id), eq(clauses.id, id));
/** The clauses under `row`, at any depth: their codes extend its code. */
const subtreeOf = (row: ClauseTableRow) => and(eq(clauses.lawId, row.lawId), like(clauses.code, `${row.code}.%`));

/** The id of the clause a code hangs under, null at the first level; a field error when it is missing. */
async function parentIdOf(db: Db, lawId: number, code: string): Promise<number | null> {
  const parent = parentCode(code);
  if (parent === null) return null;
  const [row] = await db
    .select({ id: clauses.id })
    .from(clauses)
    .where(and(eq(clauses.lawId, lawId), eq(clauses.code, parent)));
  if (!row) throw fieldError('code', 'criterion.parentMissing');
  return row.id;
}

/** A parent deleted between the check and the write. */
const parentGone = (error: unknown) => {
  if (isForeignKeyViolation(error)) throw fieldError('code', 'criterion.parentMissing');
  throw error;
};

/** The standards the picker offers: the owner's laws whose code or title holds what was typed. */
export async function lawOptions(ctx: OwnerCtx, typed: string): Promise<CriterionLaw[]> {
  await requirePermission(ctx, CRITERION_PAGE, 'index');
  return searchLawRefs(ctx.db, ctx.owner.id, typed, CRITERION_LAW_OPTIONS_MAX);
}

/**
 * A standard's clauses in natural code order, with only the columns shown: a long standard has a
 * thousand or two, and reading and mapping their sort paths and audit fields too took a third of the
 * server's time for the call (measured at 1,000 clauses). The caller has checked the law is his
 * owner's (clause-tree-answer.ts).
 */
export async function clauseRowsOf(ctx: OwnerCtx, lawId: number): Promise<Clause[]> {
  const rows = await ctx.db
    .select(SHOWN)
    .from(clauses)
    .where(and(eq(clauses.ownerId, ctx.owner.id), eq(clauses.lawId, lawId)))
    .orderBy(asc(clauses.sortPath));
  return rows.map(toClause);
}

/** How many clauses a law holds. */
export async function clauseCount(db: Db, lawId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clauses).where(eq(clauses.lawId, lawId));
  return row?.n ?? 0;
}

export async function createClause(ctx: OwnerCtx, lawId: number, body: ClauseInput): Promise<Clause> {
  await requirePermission(ctx, CRITERION_PAGE, 'create');
  return ctx.db
    .transaction(async (tx) => {
      await ownLaw(tx, ctx, lawId);
      if ((await clauseCount(tx, lawId)) >= CRITERION_CLAUSES_MAX) throw fieldError('code', 'criterion.tooMany');
      const parentId = await parentIdOf(tx, lawId, body.code);
      const [row] = await tx
        .insert(clauses)
        .values({ ownerId: ctx.owner.id, lawId, ...clauseColumns(body, parentId), createdBy: ctx.user.id })
        .returning();
      const made = found(row);
      await recordChange(tx, ctx, {
        entity: 'criterion_clauses',
        entityId: made.id,
        action: 'create',
        after: AUDITED_CLAUSE.fields(made),
      });
      return toClause(made);
    })
    .catch(uniqueAs('code', 'criterion.codeTaken'))
    .catch(parentGone);
}

/** Changes a clause; its code may change only while no sub-clause hangs under it. */
export async function updateClause(ctx: OwnerCtx, id: number, body: ClauseInput): Promise<Clause> {
  await requirePermission(ctx, CRITERION_PAGE, 'update');
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(clauses).where(ownClause(ctx, id)).for('update');
      const before = found(row);
      let parentId = before.parentId;
      if (body.code !== before.code) {
        const [children] = await tx.select({ n: count() }).from(clauses).where(subtreeOf(before));
        if ((children?.n ?? 0) > 0) throw fieldError('code', 'criterion.codeHasChildren');
        parentId = await parentIdOf(tx, before.lawId, body.code);
      }
      const after = await updateAudited(tx, ctx, AUDITED_CLAUSE, ownClause(ctx, id), clauseColumns(body, parentId));
      return toClause(after);
    })
    .catch(uniqueAs('code', 'criterion.codeTaken'))
    .catch(parentGone);
}

/**
 * Deletes a clause. One with sub-clauses is refused (code 7 with their count) unless `subtree`
 * confirms they go with it; the answer counts every clause removed.
 */
export async function deleteClause(ctx: OwnerCtx, id: number, subtree: boolean): Promise<ClauseCount> {
  await requirePermission(ctx, CRITERION_PAGE, 'delete');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(clauses).where(ownClause(ctx, id)).for('update');
    const clause = found(row);
    const [below] = await tx.select({ n: count() }).from(clauses).where(subtreeOf(clause));
    const children = below?.n ?? 0;
    if (children > 0 && !subtree) {
      throw new AppError(Code.IllegalOperation, 'criterion.hasChildren', { params: { count: children } });
    }
    // The sub-clauses go by the parent key's cascade.
    await deleteAudited(tx, ctx, AUDITED_CLAUSE, ownClause(ctx, id), { sub_clauses_removed: children });
    return { count: children + 1 };
  });
}

/** A clause as another module names it (a report citing it): with its standard's code and title. */
export interface ClauseRef {
  id: number;
  lawId: number;
  lawCode: string;
  lawTitle: string;
  code: string;
  title: string;
  level: number;
}

/**
 * The owner's clauses of `ids`, by standard then natural code order; ids of no clause of the owner are
 * left out (the caller compares counts). The caller checks rights.
 */
export async function clauseRefs(db: Db, ownerId: number, ids: readonly number[]): Promise<ClauseRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: clauses.id, lawId: clauses.lawId, code: clauses.code, title: clauses.title, level: clauses.level })
    .from(clauses)
    .where(and(eq(clauses.ownerId, ownerId), inArray(clauses.id, [...ids])))
    .orderBy(asc(clauses.lawId), asc(clauses.sortPath));
  const laws = new Map<number, LawRef | undefined>();
  for (const lawId of new Set(rows.map((row) => row.lawId)))
    laws.set(lawId, await findLawRef(db, ownerId, { id: lawId }));
  return rows.map((row) => ({
    ...row,
    lawCode: laws.get(row.lawId)?.code ?? '',
    lawTitle: laws.get(row.lawId)?.title ?? '',
  }));
}

/** Every clause of one of the owner's standards in natural code order; none for another owner's. The caller checks rights. */
export async function lawClauseRefs(
  db: Db,
  ownerId: number,
  lawId: number,
): Promise<Pick<ClauseRef, 'id' | 'code' | 'title' | 'level'>[]> {
  return db
    .select({ id: clauses.id, code: clauses.code, title: clauses.title, level: clauses.level })
    .from(clauses)
    .where(and(eq(clauses.ownerId, ownerId), eq(clauses.lawId, lawId)))
    .orderBy(asc(clauses.sortPath));
}

/**
 * A clause of the owner with its standard's code, for another module that cites it (a finding's
 * violated clause); undefined for another owner's or a missing clause.
 */
export async function clauseOfOwner(
  db: Db,
  ownerId: number,
  id: number,
): Promise<{ id: number; code: string; title: string; lawId: number; lawCode: string } | undefined> {
  const [row] = await db
    .select({ id: clauses.id, code: clauses.code, title: clauses.title, lawId: clauses.lawId })
    .from(clauses)
    .where(and(eq(clauses.ownerId, ownerId), eq(clauses.id, id)));
  if (!row) return undefined;
  const law = await findLawRef(db, ownerId, { id: row.lawId });
  return { id: row.id, code: row.code, title: row.title, lawId: row.lawId, lawCode: law?.code ?? '' };
}

/** Some clauses of an owner's standard by code, for another module's demo data. */
export const clausesOfOwner = (db: Db, ownerId: number) =>
  db
    .select({ id: clauses.id, code: clauses.code })
    .from(clauses)
    .where(eq(clauses.ownerId, ownerId))
    .orderBy(asc(clauses.id));
