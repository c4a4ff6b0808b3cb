import {
  type ListData,
  type ListQuery,
  NEWS_EXCERPT_LENGTH,
  NEWS_LIST,
  type NewsBody,
  type NewsItem,
  type NewsRow,
  type PageKey,
} from '@app/contract';
import { and, desc, eq, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { found, noPermission } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { auditedTable, deleteAudited, updateAudited } from '../../platform/audited-writes.js';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { countUpToCap, type ListWindow, listPage, listWindow, rememberedCount } from '../../platform/list-query.js';
import { grantedToCaller, requirePermission } from '../../platform/permission.js';
import { preparedOnce } from '../../platform/prepared.js';
import type { OwnerCtx } from '../../platform/session.js';
import { news } from './news.table.js';

export const NEWS_PAGE: PageKey = 'news';

type NewsInput = z.output<typeof NewsBody>;

const COLUMNS: ListColumns<typeof NEWS_LIST> = {
  published_at: news.publishedAt,
  title: news.title,
};

const AUDITED = auditedTable({
  table: news,
  entity: 'news',
  fields: (row) => ({
    title: row.title,
    body: row.body,
    published_at: row.publishedAt.toISOString(),
    pinned: row.pinned,
  }),
});

const columnsOf = (body: NewsInput) => ({
  title: body.title,
  body: body.body,
  publishedAt: body.published_at === undefined ? new Date() : new Date(body.published_at),
  pinned: body.pinned,
});

const ROW_COLUMNS = {
  id: news.id,
  title: news.title,
  excerpt: sql<string>`left(${news.body}, ${NEWS_EXCERPT_LENGTH})`,
  publishedAt: news.publishedAt,
  pinned: news.pinned,
  author: sql<string>`coalesce(${users.name}, '')`,
  updateAt: news.updateAt,
};

interface ListedNews {
  id: number;
  title: string;
  excerpt: string;
  publishedAt: Date;
  pinned: boolean;
  author: string;
  updateAt: Date;
}

const toRow = (row: ListedNews): NewsRow => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  published_at: row.publishedAt.toISOString(),
  pinned: row.pinned,
  author: row.author,
  updated_at: row.updateAt.toISOString(),
});

type Value<T> = T | Placeholder;

/**
 * The announcements of `owner` a caller may read: all for whoever may change them (`writer`), else
 * those whose publish time has come (one scheduled for later stays the writer's until then).
 */
const readableBy = (owner: Value<number>, writer: boolean) =>
  and(eq(news.ownerId, owner), writer ? undefined : lte(news.publishedAt, sql`now()`));

/** Code 3 unless the caller may read the announcements; answers whether he may also change them. */
async function mayRead(ctx: OwnerCtx): Promise<{ writer: boolean }> {
  const granted = await grantedToCaller(ctx, NEWS_PAGE);
  if (!granted.has('index')) throw noPermission();
  return { writer: granted.has('update') };
}

const withAuthor = (db: Db) => db.select(ROW_COLUMNS).from(news).leftJoin(users, eq(users.id, news.authorId));

/** How deep the page lies: the rows walked (offset and page), and the window of them shown. */
interface Cut {
  depth: Value<number>;
  limit: Value<number>;
  offset: Value<number>;
}

/**
 * The ids of the page's announcements. The pinned and the others are each walked in the list's order
 * through news_owner_pinned_published_idx and cut at the page's depth, then merged, pinned first: one
 * walk of the index serves pinned-first in one direction only, so oldest first sorted every
 * announcement of the owner (1 s at a million). Only ids are read there, from the index alone, so a
 * deep page costs index entries, not a table row for each row skipped (5 ms at page 66 of a million).
 */
function pageIds(db: Db, where: SQL | undefined, window: ListWindow, cut: Cut) {
  const half = (pinned: boolean) =>
    db
      .select({ id: news.id, pinned: news.pinned, key: sql`${window.sortKey}`.as('key') })
      .from(news)
      .where(and(where, eq(news.pinned, pinned)))
      .orderBy(window.direction(window.sortKey), window.direction(news.id))
      .limit(cut.depth);
  const first = half(true).unionAll(half(false)).as('first_rows');
  return db
    .select({ id: first.id })
    .from(first)
    .orderBy(desc(first.pinned), window.direction(first.key), window.direction(first.id))
    .limit(cut.limit)
    .offset(cut.offset);
}

const pageQuery = (db: Db, where: SQL | undefined, window: ListWindow, cut: Cut) =>
  withAuthor(db)
    .where(inArray(news.id, pageIds(db, where, window, cut)))
    .orderBy(desc(news.pinned), ...window.orderBy);

const PLACEHOLDERS = {
  owner: sql.placeholder('owner'),
  cut: { depth: sql.placeholder('depth'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
};

/**
 * The page's rows. Without filters the list has four shapes (a writer's or a reader's, either
 * order): each is prepared once per database, so neither drizzle nor PostgreSQL builds and plans the
 * page's union again for every call.
 */
function pageRows(ctx: OwnerCtx, query: ListQuery, window: ListWindow, writer: boolean, filters: SQL | undefined) {
  const cut = { depth: window.offset + window.limit, limit: window.limit, offset: window.offset };
  if (filters) return pageQuery(ctx.db, and(readableBy(ctx.owner.id, writer), filters), window, cut);
  const sort = (query.sort ?? NEWS_LIST.defaultSort).replace('-', 'desc_');
  const name = `news_${writer ? 'all' : 'published'}_${sort}`;
  const statement = preparedOnce(ctx.db, name, () =>
    pageQuery(ctx.db, readableBy(PLACEHOLDERS.owner, writer), window, PLACEHOLDERS.cut).prepare(name),
  );
  return statement.execute({ owner: ctx.owner.id, ...cut });
}

/** Pinned first, then the list's sort (newest first unless asked otherwise). */
export async function listNews(ctx: OwnerCtx, query: ListQuery): Promise<ListData<NewsRow>> {
  const { writer } = await mayRead(ctx);
  const window = listWindow(query, NEWS_LIST, { columns: COLUMNS, tieBreaker: news.id });
  const filters = listFilters(query, NEWS_LIST, COLUMNS);
  const where = and(readableBy(ctx.owner.id, writer), filters);
  return listPage(
    window,
    pageRows(ctx, query, window, writer, filters),
    rememberedCount(ctx, 'news', query, () =>
      countUpToCap(ctx.db, ctx.db.select({ id: news.id }).from(news).where(where)),
    ),
    toRow,
  );
}

/** One announcement with its whole body, if `where` lets it be read. */
async function itemOf(db: Db, id: number, where: SQL | undefined): Promise<NewsItem> {
  const [row] = await db
    .select({ ...ROW_COLUMNS, body: news.body })
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(and(where, eq(news.id, id)));
  const item = found(row);
  return { ...toRow(item), body: item.body };
}

const own = (ctx: OwnerCtx, id: number) => and(eq(news.ownerId, ctx.owner.id), eq(news.id, id));

export async function viewNews(ctx: OwnerCtx, id: number): Promise<NewsItem> {
  const { writer } = await mayRead(ctx);
  return itemOf(ctx.db, id, readableBy(ctx.owner.id, writer));
}

export async function createNews(ctx: OwnerCtx, body: NewsInput): Promise<NewsItem> {
  await requirePermission(ctx, NEWS_PAGE, 'create');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ownerId: ctx.owner.id, ...columnsOf(body), authorId: ctx.user.id, createdBy: ctx.user.id })
      .returning();
    const item = found(row);
    await recordChange(tx, ctx, { entity: 'news', entityId: item.id, action: 'create', after: AUDITED.fields(item) });
    return itemOf(tx, item.id, own(ctx, item.id));
  });
}

export async function updateNews(ctx: OwnerCtx, id: number, body: NewsInput): Promise<NewsItem> {
  await requirePermission(ctx, NEWS_PAGE, 'update');
  return ctx.db.transaction(async (tx) => {
    await updateAudited(tx, ctx, AUDITED, own(ctx, id), columnsOf(body));
    return itemOf(tx, id, own(ctx, id));
  });
}

export async function deleteNews(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, NEWS_PAGE, 'delete');
  await ctx.db.transaction(async (tx) => {
    await deleteAudited(tx, ctx, AUDITED, own(ctx, id));
  });
}

/** Adds announcements to an owner outside a request (the demo data). */
export async function insertNews(
  db: Db,
  ownerId: number,
  rows: readonly (Omit<NewsInput, 'published_at'> & { published_at: Date })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(news).values(
    rows.map((row) => ({
      ownerId,
      title: row.title,
      body: row.body,
      pinned: row.pinned,
      publishedAt: row.published_at,
    })),
  );
}
