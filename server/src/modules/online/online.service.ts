import {
  Code,
  type ListData,
  type ListQuery,
  ONLINE_LIST,
  ONLINE_PAGE,
  type OnlineSession,
  SESSION_IDLE_MS,
} from '@app/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { sessions } from '../../core/session.table.js';
import { users } from '../../core/user.table.js';
import { AppError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import { requirePermission } from '../../platform/permission.js';
import { endSession, type OwnerCtx } from '../../platform/session.js';

const COLUMNS: ListColumns<typeof ONLINE_LIST> = {
  username: users.username,
  name: users.name,
  created_at: sessions.createdAt,
  last_seen_at: sessions.lastSeenAt,
  address: sessions.address,
};

/**
 * Sessions still within the idle limit whose current owner is the caller's. Being a member here is
 * not enough: a member of several owners working in another one is that owner's business only.
 */
const onlineIn = (ctx: OwnerCtx) =>
  and(eq(sessions.ownerId, ctx.owner.id), gt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS)));
/** The session's membership in the owner it works in (one row per session, never one per owner). */
const currentMembership = and(eq(memberships.userId, sessions.userId), eq(memberships.ownerId, sessions.ownerId));

export async function listOnline(ctx: OwnerCtx, query: ListQuery): Promise<ListData<OnlineSession>> {
  await requirePermission(ctx, ONLINE_PAGE, 'index');
  const window = listWindow(query, ONLINE_LIST, { columns: COLUMNS, tieBreaker: sessions.seq });
  const where = and(onlineIn(ctx), listFilters(query, ONLINE_LIST, COLUMNS));
  return listPage(
    window,
    ctx.db
      .select({ session: sessions, username: users.username, name: users.name })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(memberships, currentMembership)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(memberships, currentMembership)
      .where(where),
    (row) => ({
      id: row.session.seq,
      username: row.username,
      name: row.name,
      address: row.session.address,
      user_agent: row.session.userAgent,
      created_at: row.session.createdAt.toISOString(),
      last_seen_at: row.session.lastSeenAt.toISOString(),
      current: row.session.idHash === ctx.sessionHash,
    }),
  );
}

/**
 * Ends a member's session: its next call answers -1 and the browser goes to the login page. Only
 * sessions working in this owner can be reached; any other id is "not found".
 */
export async function endOnlineSession(ctx: OwnerCtx, id: number): Promise<void> {
  await requirePermission(ctx, ONLINE_PAGE, 'delete');
  const [target] = await ctx.db
    .select({ session: sessions, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(memberships, currentMembership)
    .where(and(onlineIn(ctx), eq(sessions.seq, id)))
    .limit(1);
  if (!target) throw notFound();
  if (target.session.idHash === ctx.sessionHash) throw new AppError(Code.IllegalOperation, 'online.ownSession');
  await ctx.db.transaction(async (tx) => {
    await endSession(tx, target.session.idHash, 'ended');
    await recordChange(tx, ctx, {
      entity: 'sessions',
      entityId: id,
      action: 'delete',
      before: { username: target.username, address: target.session.address },
    });
  });
}
