import {
  filterParam,
  LAW_LIST,
  type Law,
  type LawBody,
  type LawRow,
  type ListData,
  type ListQuery,
  type PageKey,
} from '@app/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { found } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { recordChange } from '../audit/audit.service.js';
import { type AuditedTable, deleteAudited, updateAudited } from '../audit/audited-writes.js';
import { requirePermission } from '../permission/permission.service.js';
import { type LawTableRow, laws } from './law.table.js';
import { type SearchWeight, searchDocument, searchQuery } from './law-search.js';

export const LAW_PAGE: PageKey = 'knowledge-law';

type LawInput = z.output<typeof LawBody>;

/** Whether a law's search document matches what was typed, in the fields of `weights` (all when none). */
function matches(text: string, weights: readonly SearchWeight[] = []): SQL {
  const query = searchQuery(text, weights);
  // Only punctuation: nothing can match it.
  return query === null ? sql`false` : sql`${laws.search} @@ cast(${query} as tsquery)`;
}

const COLUMNS: ListColumns<typeof LAW_LIST> = {
  enable_date: laws.enableDate,
  code: laws.code,
  q: (value) => matches(value),
  title: (value) => matches(value, ['A']),
  issuer: (value) => matches(value, ['C']),
  status: laws.status,
};

/** The search document of a law's fields, as a value for its `search` column. */
const searchOf = (body: Pick<LawInput, 'code' | 'title' | 'issuer' | 'content'>) =>
  sql`cast(${searchDocument([
    [body.title, 'A'],
    [body.code, 'B'],
    [body.issuer, 'C'],
    [body.content, 'D'],
  ])} as tsvector)`;

const AUDITED: AuditedTable<typeof laws> = {
  table: laws,
  entity: 'laws',
  // The text can be long: its length says it changed without copying it into the log.
  fields: (row) => ({
    code: row.code,
    title: row.title,
    issuer: row.issuer,
    enable_date: row.enableDate,
    status: row.status,
    content_length: row.content.length,
  }),
};

const columnsOf = (body: LawInput) => ({
  code: body.code,
  title: body.title,
  issuer: body.issuer,
  enableDate: body.enable_date,
  status: body.status,
  content: body.content,
  search: searchOf(body),
});

const ROW_COLUMNS = {
  id: laws.id,
  code: laws.code,
  title: laws.title,
  issuer: laws.issuer,
  enableDate: laws.enableDate,
  status: laws.status,
  updateAt: laws.updateAt,
};

type ListedLaw = Pick<LawTableRow, keyof typeof ROW_COLUMNS>;

const toRow = (row: ListedLaw): LawRow => ({
  id: row.id,
  code: row.code,
  title: row.title,
  issuer: row.issuer,
  enable_date: row.enableDate,
  status: row.status,
  updated_at: row.updateAt.toISOString(),
});

const toLaw = (row: LawTableRow): Law => ({ ...toRow(row), content: row.content });

const own = (ctx: OwnerCtx, id: number) => and(eq(laws.ownerId, ctx.owner.id), eq(laws.id, id));

/**
 * With a search (`filter[q]`), hits in the title or the code come first, then the rest by rank
 * (ts_rank: more and weightier hits higher); the list's sort orders rows that tie.
 */
function relevance(query: ListQuery): SQL[] {
  const typed = query[filterParam('q')];
  if (typeof typed !== 'string') return [];
  const everywhere = searchQuery(typed);
  const titleOrCode = searchQuery(typed, ['A', 'B']);
  if (everywhere === null || titleOrCode === null) return [];
  return [
    sql`(${laws.search} @@ cast(${titleOrCode} as tsquery)) desc`,
    sql`ts_rank(${laws.search}, cast(${everywhere} as tsquery)) desc`,
  ];
}

export async function listLaws(ctx: OwnerCtx, query: ListQuery): Promise<ListData<LawRow>> {
  await requirePermission(ctx, LAW_PAGE, 'index');
  const window = listWindow(query, LAW_LIST, { columns: COLUMNS, tieBreaker: laws.id });
  const where = and(eq(laws.ownerId, ctx.owner.id), listFilters(query, LAW_LIST, COLUMNS));
  return listPage(
    window,
    ctx.db
      .select(ROW_COLUMNS)
      .from(laws)
      .where(where)
      .orderBy(...relevance(query), ...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    countUpToCap(ctx.db, ctx.db.select({ id: laws.id }).from(laws).where(where)),
    toRow,
  );
}

export async function viewLaw(ctx: OwnerCtx, id: number): Promise<Law> {
  await requirePermission(ctx, LAW_PAGE, 'index');
  const [row] = await ctx.db.select().from(laws).where(own(ctx, id));
  return toLaw(found(row));
}

export async function createLaw(ctx: OwnerCtx, body: LawInput): Promise<Law> {
  await requirePermission(ctx, LAW_PAGE, 'create');
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(laws)
        .values({ ownerId: ctx.owner.id, ...columnsOf(body), createdBy: ctx.user.id })
        .returning();
      const law = found(row);
      await recordChange(tx, ctx, { entity: 'laws', entityId: law.id, action: 'create', after: AUDITED.fields(law) });
      return toLaw(law);
    })
    .catch(uniqueAs('code', 'law.codeTaken'));
}

export async function updateLaw(ctx: OwnerCtx, id: number, body: LawInput): Promise<Law> {
  await requirePermission(ctx, LAW_PAGE, 'update');
  return ctx.db
    .transaction(async (tx) => toLaw(await updateAudited(tx, ctx, AUDITED, own(ctx, id), columnsOf(body))))
    .catch(uniqueAs('code', 'law.codeTaken'));
}

export async function deleteLaw(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, LAW_PAGE, 'delete');
  await ctx.db.transaction(async (tx) => {
    await deleteAudited(tx, ctx, AUDITED, own(ctx, id));
  });
}

/** Adds laws to an owner outside a request (the demo data), with their search documents. */
export async function insertLaws(db: Db, ownerId: number, rows: readonly LawInput[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(laws).values(rows.map((body) => ({ ownerId, ...columnsOf(body) })));
}

/** A law as another module names it (the clauses of a standard): id, code and title. */
export interface LawRef {
  id: number;
  code: string;
  title: string;
}
const REF_COLUMNS = { id: laws.id, code: laws.code, title: laws.title };

/** One of an owner's laws by id, or by code; none when the owner has no such law. The caller checks rights. */
export async function findLawRef(
  db: Db,
  ownerId: number,
  by: { id: number } | { code: string },
): Promise<LawRef | undefined> {
  const match = 'id' in by ? eq(laws.id, by.id) : eq(laws.code, by.code);
  const [row] = await db
    .select(REF_COLUMNS)
    .from(laws)
    .where(and(eq(laws.ownerId, ownerId), match));
  return row;
}

/** Up to `limit` of an owner's laws whose title or code holds what was typed, by code. The caller checks rights. */
export async function searchLawRefs(db: Db, ownerId: number, typed: string, limit: number): Promise<LawRef[]> {
  const query = typed === '' ? null : searchQuery(typed, ['A', 'B']);
  if (typed !== '' && query === null) return [];
  const owned = eq(laws.ownerId, ownerId);
  return db
    .select(REF_COLUMNS)
    .from(laws)
    .where(query === null ? owned : and(owned, sql`${laws.search} @@ cast(${query} as tsquery)`))
    .orderBy(laws.code, laws.id)
    .limit(limit);
}
