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
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { found } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { countUpToCap, listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerCtx } from '../../platform/session.js';
import { recordChange } from '../audit/audit.service.js';
import { type AuditedTable, deleteAudited, updateAudited } from '../audit/audited-writes.js';
import { hasPermission, requirePermission } from '../permission/permission.service.js';
import { news } from './news.table.js';

export const NEWS_PAGE: PageKey = 'news';

type NewsInput = z.output<typeof NewsBody>;

const COLUMNS: ListColumns<typeof NEWS_LIST> = {
  published_at: news.publishedAt,
  title: news.title,
};

const AUDITED: AuditedTable<typeof news> = {
  table: news,
  entity: 'news',
  fields: (row) => ({
    title: row.title,
    body: row.body,
    published_at: row.publishedAt.toISOString(),
    pinned: row.pinned,
  }),
};

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

/**
 * The announcements the caller may read: all of the owner's for whoever may change them, else those
 * whose publish time has come (one scheduled for later stays the writer's until then).
 */
async function readable(ctx: OwnerCtx) {
  const writer = await hasPermission(ctx, NEWS_PAGE, 'update');
  return and(eq(news.ownerId, ctx.owner.id), writer ? undefined : lte(news.publishedAt, sql`now()`));
}

const withAuthor = (db: Db) => db.select(ROW_COLUMNS).from(news).leftJoin(users, eq(users.id, news.authorId));

/** Pinned first, then the list's sort (newest first unless asked otherwise). */
export async function listNews(ctx: OwnerCtx, query: ListQuery): Promise<ListData<NewsRow>> {
  await requirePermission(ctx, NEWS_PAGE, 'index');
  const window = listWindow(query, NEWS_LIST, { columns: COLUMNS, tieBreaker: news.id });
  const where = and(await readable(ctx), listFilters(query, NEWS_LIST, COLUMNS));
  return listPage(
    window,
    withAuthor(ctx.db)
      .where(where)
      .orderBy(desc(news.pinned), ...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    countUpToCap(ctx.db, ctx.db.select({ id: news.id }).from(news).where(where)),
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
  await requirePermission(ctx, NEWS_PAGE, 'index');
  return itemOf(ctx.db, id, await readable(ctx));
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
