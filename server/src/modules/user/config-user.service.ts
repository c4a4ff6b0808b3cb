import {
  CONFIG_USER_LIST,
  type ConfigUserRow,
  type ConfigUserUpdateBody,
  type ConfigUserView,
  type ListData,
  type ListQuery,
  type PageKey,
  type ResetPasswordBody,
  type RoleOption,
} from '@app/contract';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { owners } from '../../core/owner.table.js';
import { roles } from '../../core/role.table.js';
import { type UserRow, users } from '../../core/user.table.js';
import { requireConfigPermission } from '../../platform/access.js';
import { notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { Lang } from '../../platform/messages.js';
import { endSessionsOfUser, type OwnerCtx } from '../../platform/session.js';
import { lastSignIns } from '../audit/public.js';
import { illegal, setPasswordOf } from './account-rules.js';
import { roleTitle } from './user-sheet.js';
import { assertBooleanFilter } from './user-table.service.js';

// The platform's users are administered only from the configuration owner.
export const CONFIG_USERS_PAGE: PageKey = 'config-users';
export const CONFIG_USER_EDIT_PAGE: PageKey = 'config-user-edit';

export async function findAccount(ctx: OwnerCtx, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  return user;
}

const COLUMNS: ListColumns<typeof CONFIG_USER_LIST> = {
  username: users.username,
  name: users.name,
  phone: users.phone,
  email: users.email,
  enabled: users.enabled,
  created_at: users.createdAt,
};

/** Owner names and last successful sign-in of the listed accounts, two queries for the whole page. */
async function pageDetails(ctx: OwnerCtx, ids: number[]) {
  if (ids.length === 0) return { ownersOf: new Map<number, string[]>(), lastLogin: new Map<number, Date>() };
  const [ownerRows, lastLogin] = await Promise.all([
    ctx.db
      .select({ userId: memberships.userId, name: owners.name })
      .from(memberships)
      .innerJoin(owners, eq(owners.id, memberships.ownerId))
      .where(inArray(memberships.userId, ids))
      .orderBy(desc(owners.isConfig), asc(owners.id)),
    lastSignIns(ctx.db, ids),
  ]);
  const ownersOf = new Map<number, string[]>();
  for (const row of ownerRows) ownersOf.set(row.userId, [...(ownersOf.get(row.userId) ?? []), row.name]);
  return { ownersOf, lastLogin };
}

/** Every account of the platform with the owners it belongs to. */
export async function listConfigUsers(ctx: OwnerCtx, query: ListQuery): Promise<ListData<ConfigUserRow>> {
  await requireConfigPermission(ctx, CONFIG_USERS_PAGE, 'index');
  assertBooleanFilter(query, 'enabled');
  const window = listWindow(query, CONFIG_USER_LIST, { columns: COLUMNS, tieBreaker: users.id });
  const where = listFilters(query, CONFIG_USER_LIST, COLUMNS);
  const page = await listPage(
    window,
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(users).where(where),
    (user) => user,
  );
  const { ownersOf, lastLogin } = await pageDetails(
    ctx,
    page.result.map((user) => user.id),
  );
  return {
    paging: page.paging,
    result: page.result.map((user) => ({
      id: user.id,
      username: user.username,
      name: user.name,
      phone: user.phone,
      email: user.email,
      enabled: user.enabled,
      owners: ownersOf.get(user.id) ?? [],
      created_at: user.createdAt.toISOString(),
      last_login_at: lastLogin.get(user.id)?.toISOString() ?? null,
    })),
  };
}

/** An account, its memberships and every owner it could join, each with that owner's roles. */
export async function viewConfigUser(ctx: OwnerCtx, userId: number, lang: Lang): Promise<ConfigUserView> {
  await requireConfigPermission(ctx, CONFIG_USER_EDIT_PAGE, 'index');
  const user = await findAccount(ctx, userId);
  const [ownerRows, roleRows, membershipRows] = await Promise.all([
    ctx.db.select().from(owners).orderBy(desc(owners.isConfig), asc(owners.id)),
    ctx.db
      .select({ ownerId: roles.ownerId, name: roles.name, title: roles.title, builtin: roles.builtin })
      .from(roles)
      .orderBy(asc(roles.sort), asc(roles.id)),
    ctx.db.select().from(memberships).where(eq(memberships.userId, userId)),
  ]);
  const rolesOf = new Map<number, RoleOption[]>();
  for (const role of roleRows) {
    const option = { name: role.name, title: roleTitle(lang, role), builtin: role.builtin };
    rolesOf.set(role.ownerId, [...(rolesOf.get(role.ownerId) ?? []), option]);
  }
  return {
    user: {
      id: user.id,
      username: user.username,
      name: user.name,
      gender: user.gender,
      phone: user.phone,
      email: user.email,
      language: user.language,
      enabled: user.enabled,
      created_at: user.createdAt.toISOString(),
    },
    memberships: ownerRows.flatMap((owner) => {
      const membership = membershipRows.find((m) => m.ownerId === owner.id);
      if (!membership) return [];
      const entry = { role: membership.role, enabled: membership.enabled, roles: rolesOf.get(owner.id) ?? [] };
      return [{ owner_key: owner.key, owner_name: owner.name, ...entry }];
    }),
    owners: ownerRows.map((owner) => ({
      key: owner.key,
      name: owner.name,
      is_config: owner.isConfig,
      enabled: owner.enabled,
      roles: rolesOf.get(owner.id) ?? [],
    })),
  };
}

/** The account's own fields and its platform-wide status; disabling ends every session it has. */
export async function updateConfigUser(ctx: OwnerCtx, userId: number, body: ConfigUserUpdateBody): Promise<void> {
  await requireConfigPermission(ctx, CONFIG_USER_EDIT_PAGE, 'update');
  const user = await findAccount(ctx, userId);
  if (!body.enabled && userId === ctx.user.id) throw illegal('userAdmin.selfDisable');
  const { name, gender, phone, email, language, enabled } = user;
  const before = { name, gender, phone, email, language, enabled };
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set(body).where(eq(users.id, userId));
    if (!body.enabled) await endSessionsOfUser(tx, userId, undefined, 'disabled');
    await recordChange(tx, ctx, { entity: 'users', entityId: userId, action: 'update', before, after: body });
  });
}

/** Any account's password, shared or not; one's own is changed on the profile with the old password. */
export async function resetConfigUserPassword(ctx: OwnerCtx, userId: number, body: ResetPasswordBody): Promise<void> {
  await requireConfigPermission(ctx, CONFIG_USER_EDIT_PAGE, 'update');
  const user = await findAccount(ctx, userId);
  if (userId === ctx.user.id) throw illegal('userAdmin.selfPassword');
  await setPasswordOf(ctx, user, body.password);
}
