import {
  Code,
  type ListData,
  type ListQuery,
  OWNER_LIST,
  type OwnerAccount,
  type OwnerAdminRow,
  type OwnerCreateBody,
  type OwnerFields,
  type OwnerOption,
  type PageKey,
} from '@app/contract';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { memberships } from '../../core/membership.table.js';
import { type OwnerRow, owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { requireConfigOwner, requireConfigPermission } from '../../platform/access.js';
import { AppError, fieldError, noPermission, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { likeLiteral, listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import type { OwnerTemplate } from '../../platform/module.js';
import { grantedToCaller } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { seedOwnerTemplate } from '../menu/public.js';
import { findOwnerByKey } from './owner.service.js';

// Owner administration belongs to the configuration layout: other owners' members never reach it.
export const LIST_PAGE: PageKey = 'config-owner-list';
export const SETTING_PAGE: PageKey = 'config-owner-setting';

export async function ownerOrNotFound(ctx: OwnerCtx, key: string): Promise<OwnerRow> {
  const owner = await findOwnerByKey(ctx.db, key);
  if (!owner) throw notFound();
  return owner;
}

/** The editable fields of an owner as the API names them; audit rows record the same names. */
export function ownerFields(row: OwnerRow) {
  return {
    key: row.key,
    name: row.name,
    full_name: row.fullName,
    alphabet: row.alphabet,
    abridge: row.abridge,
    province: row.province,
    city: row.city,
    town: row.town,
    logo: row.logo,
    config_admin: row.configAdmin,
    enabled: row.enabled,
  };
}

export const toOwnerAdminRow = (row: OwnerRow, memberCount: number): OwnerAdminRow => ({
  ...ownerFields(row),
  is_config: row.isConfig,
  member_count: memberCount,
  created_at: row.createdAt.toISOString(),
});

const ownerColumns = (body: z.output<typeof OwnerFields>) => ({
  name: body.name,
  fullName: body.full_name,
  alphabet: body.alphabet,
  abridge: body.abridge,
  province: body.province,
  city: body.city,
  town: body.town,
  logo: body.logo,
  configAdmin: body.config_admin,
});

const COLUMNS: ListColumns<typeof OWNER_LIST> = {
  key: owners.key,
  name: owners.name,
  full_name: owners.fullName,
  alphabet: owners.alphabet,
  abridge: owners.abridge,
  province: owners.province,
  city: owners.city,
  town: owners.town,
  created_at: owners.createdAt,
  // Yes/no columns: listFilters takes `true` or `false` for them and refuses anything else.
  enabled: owners.enabled,
  config_admin: owners.configAdmin,
  is_config: owners.isConfig,
};

const memberCounts = (ctx: OwnerCtx) =>
  ctx.db
    .select({ ownerId: memberships.ownerId, n: count().as('n') })
    .from(memberships)
    .groupBy(memberships.ownerId)
    .as('member_counts');

export async function listOwners(ctx: OwnerCtx, query: ListQuery): Promise<ListData<OwnerAdminRow>> {
  await requireConfigPermission(ctx, LIST_PAGE, 'index');
  const window = listWindow(query, OWNER_LIST, { columns: COLUMNS, tieBreaker: owners.id });
  const where = listFilters(query, OWNER_LIST, COLUMNS);
  const counts = memberCounts(ctx);
  return listPage(
    window,
    ctx.db
      .select({ owner: owners, members: counts.n })
      .from(owners)
      .leftJoin(counts, eq(counts.ownerId, owners.id))
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(owners).where(where),
    (row) => toOwnerAdminRow(row.owner, row.members ?? 0),
  );
}

/** Every owner, the configuration owner first, for the owner pickers of the configuration layout. */
export async function ownerOptions(ctx: OwnerCtx): Promise<OwnerOption[]> {
  requireConfigOwner(ctx);
  return ctx.db
    .select({ key: owners.key, name: owners.name, enabled: owners.enabled })
    .from(owners)
    .orderBy(desc(owners.isConfig), asc(owners.alphabet), asc(owners.id));
}

async function userByUsername(ctx: OwnerCtx, username: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.username, username)).limit(1);
  return user ?? null;
}

/**
 * Creates an owner with the starting menus (the template's and the modules' entries), built-in roles
 * and grants of an ordinary owner, in one transaction. With `config_admin` on, `admin_username` (an existing account) becomes its administrator.
 */
export async function createOwner(
  ctx: OwnerCtx,
  body: z.output<typeof OwnerCreateBody>,
  ownerTemplate: OwnerTemplate,
): Promise<OwnerAdminRow> {
  await requireConfigPermission(ctx, LIST_PAGE, 'create');
  if (await findOwnerByKey(ctx.db, body.key)) throw fieldError('key', 'ownerAdmin.keyTaken');
  const admin = body.config_admin && body.admin_username ? await userByUsername(ctx, body.admin_username) : null;
  if (body.config_admin && body.admin_username && !admin) {
    throw fieldError('admin_username', 'ownerAdmin.noSuchAccount');
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(owners)
      .values({ key: body.key, ...ownerColumns(body), createdBy: ctx.user.id })
      .returning();
    if (!row) throw new Error('owner insert returned nothing');
    await seedOwnerTemplate(tx, row.id, false, ctx.user.id, ownerTemplate);
    await recordChange(tx, ctx, { entity: 'owners', entityId: row.key, action: 'create', after: ownerFields(row) });
    if (admin) {
      await tx.insert(memberships).values({ userId: admin.id, ownerId: row.id, role: 'admin', createdBy: ctx.user.id });
      await recordChange(tx, ctx, {
        entity: 'memberships',
        entityId: `${row.key}/${admin.username}`,
        action: 'create',
        after: { role: 'admin' },
      });
    }
    return toOwnerAdminRow(row, admin ? 1 : 0);
  });
}

export async function updateOwner(ctx: OwnerCtx, key: string, body: z.output<typeof OwnerFields>): Promise<void> {
  await requireConfigPermission(ctx, LIST_PAGE, 'update');
  const before = await ownerOrNotFound(ctx, key);
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx.update(owners).set(ownerColumns(body)).where(eq(owners.id, before.id)).returning();
    if (!after) throw new Error('owner update returned nothing');
    await recordChange(tx, ctx, {
      entity: 'owners',
      entityId: key,
      action: 'update',
      before: ownerFields(before),
      after: ownerFields(after),
    });
  });
}

/**
 * A disabled owner leaves its members' owner lists, and sessions working in it lose their owner on
 * their next call (platform/session.ts). The configuration owner is never disabled: nobody could
 * administer the platform any more.
 */
export async function setOwnerEnabled(ctx: OwnerCtx, key: string, enabled: boolean): Promise<void> {
  await requireConfigPermission(ctx, LIST_PAGE, 'update');
  const before = await ownerOrNotFound(ctx, key);
  if (before.isConfig && !enabled) throw new AppError(Code.IllegalOperation, 'ownerAdmin.configNotDisable');
  if (before.enabled === enabled) return;
  await ctx.db.transaction(async (tx) => {
    await tx.update(owners).set({ enabled }).where(eq(owners.id, before.id));
    await recordChange(tx, ctx, {
      entity: 'owners',
      entityId: key,
      action: 'update',
      before: { enabled: before.enabled },
      after: { enabled },
    });
  });
}

/** Enabled accounts whose account name or name contains `q`, for the administrator pickers. */
export async function searchAccounts(ctx: OwnerCtx, q: string): Promise<OwnerAccount[]> {
  requireConfigOwner(ctx);
  // Used where administrators are chosen: the settings page and the new-owner dialog.
  const [setting, list] = await Promise.all([grantedToCaller(ctx, SETTING_PAGE), grantedToCaller(ctx, LIST_PAGE)]);
  if (!setting.has('update') && !list.has('create')) throw noPermission();
  const pattern = `%${likeLiteral(q)}%`;
  return ctx.db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(and(eq(users.enabled, true), q ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined))
    .orderBy(asc(users.username))
    .limit(20);
}
