import { INBOX_LIST, type InboxItem, type InboxKind, type ListData, type ListQuery, PUSH } from '@app/contract';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import { type Lang, type MessageKey, translate } from '../../platform/messages.js';
import { pushToMembers } from '../../platform/pushes.js';
import type { OwnerCtx } from '../../platform/session.js';
import { inboxItems, type SaidText } from './inbox.table.js';

/** A text of the message catalogue with its values, written in the reader's language when read. */
export interface Said {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface Notice {
  ownerId: number;
  userIds: readonly number[];
  kind: InboxKind;
  title: Said;
  body?: Said;
  link?: string;
}

const written = (lang: Lang, said: SaidText) => translate(lang, said.key as MessageKey, said.params);

/** Puts a notice in each member's inbox; `db` is the transaction of what it tells, so it lands with it. */
export async function notify(db: Db, notice: Notice): Promise<void> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  await db.insert(inboxItems).values(
    userIds.map((userId) => ({
      ownerId: notice.ownerId,
      userId,
      kind: notice.kind,
      title: written('zh-CN', notice.title),
      body: notice.body ? written('zh-CN', notice.body) : '',
      link: notice.link ?? '',
      said: { title: notice.title, ...(notice.body ? { body: notice.body } : {}) },
    })),
  );
  pushToMembers(PUSH.inbox, notice.ownerId, userIds);
}

const COLUMNS: ListColumns<typeof INBOX_LIST> = {
  created_at: inboxItems.createdAt,
  kind: inboxItems.kind,
};

const mine = (ctx: OwnerCtx) => and(eq(inboxItems.ownerId, ctx.owner.id), eq(inboxItems.userId, ctx.user.id));

/** The caller's notices in the current owner in his language, newest first; `unread` keeps the unread ones. */
export function listInbox(ctx: OwnerCtx, query: ListQuery & { unread?: 'true' | 'false' | undefined }, lang: Lang) {
  const window = listWindow(query, INBOX_LIST, { columns: COLUMNS, tieBreaker: inboxItems.id });
  const where = and(
    mine(ctx),
    query.unread === 'true' ? isNull(inboxItems.readAt) : undefined,
    listFilters(query, INBOX_LIST, COLUMNS),
  );
  return listPage(
    window,
    ctx.db
      .select()
      .from(inboxItems)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(inboxItems).where(where),
    (row): InboxItem => ({
      id: row.id,
      kind: row.kind,
      title: row.said ? written(lang, row.said.title) : row.title,
      body: row.said ? (row.said.body ? written(lang, row.said.body) : '') : row.body,
      link: row.link,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    }),
  ) as Promise<ListData<InboxItem>>;
}

export async function unreadCount(ctx: OwnerCtx): Promise<{ count: number }> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(inboxItems)
    .where(and(mine(ctx), isNull(inboxItems.readAt)));
  return { count: row?.n ?? 0 };
}

/** Marks the caller's notices read: those named (others' ids change nothing), or all of them. */
export async function markRead(ctx: OwnerCtx, ids: readonly number[]): Promise<void> {
  await ctx.db
    .update(inboxItems)
    .set({ readAt: new Date() })
    .where(and(mine(ctx), isNull(inboxItems.readAt), ids.length > 0 ? inArray(inboxItems.id, [...ids]) : undefined));
}
