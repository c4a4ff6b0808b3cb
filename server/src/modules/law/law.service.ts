import {
  Code,
  filterParam,
  LAW_LIST,
  type Law,
  type LawBody,
  type LawFile,
  type LawRow,
  LIST_COUNT_CAP,
  type ListData,
  type ListQuery,
  type PageKey,
} from '@app/contract';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, fieldError, found } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import { uniqueAs } from '../../platform/db-errors.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import {
  countUpToCap,
  idArray,
  inIdOrder,
  listPage,
  listWindow,
  rememberedCount,
  rememberedPage,
  rowsOfPicked,
} from '../../platform/list-query.js';
import { hasPermission, requirePermission } from '../../platform/permission.js';
import { CALLER_PLACEHOLDERS, preparedOnce } from '../../platform/prepared.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FileKeeper } from '../files/public.js';
import { fileInfo, ownFinishedUploads } from '../files/public.js';
import { type LawTableRow, laws } from './law.table.js';
import { type SearchWeight, searchDocument, searchQuery } from './law-search.js';

export const LAW_PAGE: PageKey = 'knowledge-law';

type LawInput = z.output<typeof LawBody>;
/** A law's own fields; its PDF is checked and set apart (`file_id`). */
type LawFields = Omit<LawInput, 'file_id'>;

/** The one type a law's attached file may have. */
const PDF_TYPE = 'application/pdf';

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
const searchOf = (body: Pick<LawFields, 'code' | 'title' | 'issuer' | 'content'>) =>
  sql`cast(${searchDocument([
    [body.title, 'A'],
    [body.code, 'B'],
    [body.issuer, 'C'],
    [body.content, 'D'],
  ])} as tsvector)`;

const AUDITED = auditedTable({
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
    file_id: row.fileId,
  }),
});

const columnsOf = (body: LawFields) => ({
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

/** The attached PDF as the detail names it; none when the file is gone or out of the caller's reach. */
async function fileOf(ctx: OwnerCtx, fileId: string | null): Promise<LawFile | null> {
  if (fileId === null) return null;
  try {
    const file = await fileInfo(ctx, fileId);
    return { id: file.path, name: file.name, size: file.size };
  } catch (error) {
    if (error instanceof AppError && error.envelopeCode === Code.NotFound) return null;
    throw error;
  }
}

const toLaw = async (ctx: OwnerCtx, row: LawTableRow): Promise<Law> => ({
  ...toRow(row),
  content: row.content,
  file: await fileOf(ctx, row.fileId),
});

/**
 * The PDF a law is saved with (`ctx.db` is the save's transaction): none, the one it already has
 * (`current`, whoever uploaded it), or the caller's own finished upload of purpose `law` in this
 * owner, of the PDF type, that no other law holds. Anything else is a field error on `file_id`, so
 * the save writes nothing.
 */
async function checkFile(ctx: OwnerCtx, fileId: string | null, current: string | null = null): Promise<void> {
  if (fileId === null || fileId === current) return;
  const [upload] = await ownFinishedUploads(ctx, 'law', [fileId]);
  // The grant takes only PDFs for this purpose and the upload's content was checked on arrival; the
  // row's type is checked again, as the report export checks its photos'.
  const usable = upload !== undefined && (await fileInfo(ctx, fileId)).type === PDF_TYPE;
  if (!usable || (await lawHolding(ctx, fileId)) !== undefined) throw fieldError('file_id', 'law.fileInvalid');
}

/** The id of the owner's law that holds a file, if one does. */
async function lawHolding(ctx: OwnerCtx, fileId: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: laws.id })
    .from(laws)
    .where(and(eq(laws.ownerId, ctx.owner.id), eq(laws.fileId, fileId)));
  return row?.id;
}

const own = (ctx: OwnerCtx, id: number) => and(eq(laws.ownerId, ctx.owner.id), eq(laws.id, id));

/**
 * With a search (`filter[q]`) whose matches the count holds in full (LIST_COUNT_CAP at most), hits in
 * the title or the code come first, then the rest by rank (ts_rank: more and weightier hits higher);
 * the list's sort orders rows that tie. A search matching more is listed in the list's order alone:
 * ranking reads every match (a word in 2.5% of a million laws: 25,000 of them, 0.7 s a call), where
 * the list's order walks its index only until the page is full. The screen says which it is. A ranked
 * order is read once for the pages of a session's search (rememberedPage): ranking 1,000 matches
 * reads 1,000 laws, where a page read by its ids reads 15.
 */
async function relevance(query: ListQuery, counted: () => Promise<{ n: number }[]>): Promise<SQL[]> {
  const typed = query[filterParam('q')];
  if (typeof typed !== 'string') return [];
  const everywhere = searchQuery(typed);
  const titleOrCode = searchQuery(typed, ['A', 'B']);
  if (everywhere === null || titleOrCode === null) return [];
  const [total] = await counted();
  if ((total?.n ?? 0) > LIST_COUNT_CAP) return [];
  return [
    sql`(${laws.search} @@ cast(${titleOrCode} as tsquery)) desc`,
    sql`ts_rank(${laws.search}, cast(${everywhere} as tsquery)) desc`,
  ];
}

/** The laws of `ids` as the list shows them, in that order: one statement, prepared once. */
async function lawRowsOf(ctx: OwnerCtx, ids: readonly number[]): Promise<ListedLaw[]> {
  if (ids.length === 0) return [];
  const statement = preparedOnce(ctx.db, 'law_rows', () =>
    ctx.db
      .select(ROW_COLUMNS)
      .from(laws)
      .where(and(eq(laws.ownerId, CALLER_PLACEHOLDERS.owner), sql`${laws.id} = any(${sql.placeholder('ids')}::int[])`))
      .prepare('law_rows'),
  );
  const rows = await statement.execute({ owner: ctx.owner.id, ids: idArray(ids) });
  return inIdOrder(ids, rows, (row) => row.id);
}

/**
 * The law library's list. The page's ids are picked first, from the index of the list's order alone
 * (laws_owner_enable_date_idx holds the id), so a deep page skips index entries rather than reading
 * each law it skips; the page's laws are read apart, and the count is kept with the session. A search
 * is counted first: how many laws match decides its order (relevance).
 */
export async function listLaws(ctx: OwnerCtx, query: ListQuery): Promise<ListData<LawRow>> {
  await requirePermission(ctx, LAW_PAGE, 'index');
  const window = listWindow(query, LAW_LIST, { columns: COLUMNS, tieBreaker: laws.id });
  const where = and(eq(laws.ownerId, ctx.owner.id), listFilters(query, LAW_LIST, COLUMNS));
  const matching = () => ctx.db.select({ id: laws.id }).from(laws).where(where);
  const counted = rememberedCount(ctx, 'law', query, () => countUpToCap(ctx.db, matching()));
  const ranking = await relevance(query, counted);
  const ids =
    ranking.length === 0
      ? matching()
          .orderBy(...window.orderBy)
          .limit(window.limit)
          .offset(window.offset)
      : rememberedPage(ctx, 'law', query, window, () =>
          matching()
            .orderBy(...ranking, ...window.orderBy)
            .limit(LIST_COUNT_CAP),
        );
  return listPage(
    window,
    rowsOfPicked(ids, (picked) => lawRowsOf(ctx, picked)),
    counted,
    toRow,
  );
}

export async function viewLaw(ctx: OwnerCtx, id: number): Promise<Law> {
  await requirePermission(ctx, LAW_PAGE, 'index');
  const [row] = await ctx.db.select().from(laws).where(own(ctx, id));
  return toLaw(ctx, found(row));
}

export async function createLaw(ctx: OwnerCtx, { file_id, ...body }: LawInput): Promise<Law> {
  await requirePermission(ctx, LAW_PAGE, 'create');
  const law = await ctx.db
    .transaction(async (tx) => {
      await checkFile({ ...ctx, db: tx }, file_id);
      const [row] = await tx
        .insert(laws)
        .values({ ownerId: ctx.owner.id, ...columnsOf(body), fileId: file_id, createdBy: ctx.user.id })
        .returning();
      const created = found(row);
      await recordChange(tx, ctx, {
        entity: 'laws',
        entityId: created.id,
        action: 'create',
        after: AUDITED.fields(created),
      });
      return created;
    })
    .catch(uniqueAs('code', 'law.codeTaken'));
  return toLaw(ctx, law);
}

/** Changes a law; a new PDF replaces its old one, `file_id: null` detaches it (the files sweep lets it go). */
export async function updateLaw(ctx: OwnerCtx, id: number, { file_id, ...body }: LawInput): Promise<Law> {
  await requirePermission(ctx, LAW_PAGE, 'update');
  const law = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx.select({ fileId: laws.fileId }).from(laws).where(own(ctx, id)).for('update');
      await checkFile({ ...ctx, db: tx }, file_id, found(current).fileId);
      return updateAudited(tx, ctx, AUDITED, own(ctx, id), { ...columnsOf(body), fileId: file_id });
    })
    .catch(uniqueAs('code', 'law.codeTaken'));
  return toLaw(ctx, law);
}

export async function deleteLaw(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, LAW_PAGE, 'delete');
  await ctx.db.transaction(async (tx) => {
    await deleteAudited(tx, ctx, AUDITED, own(ctx, id));
  });
}

/** Adds laws to an owner outside a request (the demo data), with their search documents. */
export async function insertLaws(db: Db, ownerId: number, rows: readonly LawFields[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(laws).values(rows.map((body) => ({ ownerId, ...columnsOf(body) })));
}

/**
 * The files module's questions about laws' PDFs (purpose `law`). An attached PDF is read by whoever
 * reads the owner's laws and changes only through its law's form (saved with another file or none);
 * one not attached to any law (just uploaded, or let go by its law) is its uploader's alone, and the
 * files sweep removes it after a day.
 */
export const lawFileKeeper: FileKeeper = {
  async mayRead(ctx, file) {
    if ((await lawHolding(ctx, file.id)) === undefined) return file.uploaderId === ctx.user.id;
    return hasPermission(ctx, LAW_PAGE, 'index');
  },
  async mayChange(ctx, file) {
    return (await lawHolding(ctx, file.id)) === undefined && file.uploaderId === ctx.user.id;
  },
  heldFileIds: (db) => db.select({ id: laws.fileId }).from(laws).where(isNotNull(laws.fileId)),
};

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
