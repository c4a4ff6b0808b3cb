import {
  Code,
  type ListData,
  type ListQuery,
  type PageKey,
  ROLE_LIST,
  type RoleCreateBody,
  type RoleItem,
  type RoleOption,
  type RoleUpdateBody,
} from '@app/contract';
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { type RoleRow, roles } from '../../core/role.table.js';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { ListColumns } from '../../platform/list-columns.js';
import { listFilters } from '../../platform/list-filters.js';
import { listPage, listWindow } from '../../platform/list-query.js';
import { grant, requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { actionsByPage, auditRecord } from './grants.js';
import { CONFIG_EVERYONE_PAGES, EVERYONE_PAGES } from './role.template.js';

const PAGE_KEY: PageKey = 'control-role';

/** The owner's role of that name; another owner's role of the same name is "not found". */
export async function findRole(db: Db, ownerId: number, name: string): Promise<RoleRow> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.ownerId, ownerId), eq(roles.name, name)))
    .limit(1);
  if (!role) throw notFound();
  return role;
}

/** The owner's roles in their order, for pickers; any member of the owner may read them. */
export async function roleOptions(ctx: OwnerCtx): Promise<RoleOption[]> {
  return ctx.db
    .select({ name: roles.name, title: roles.title, builtin: roles.builtin })
    .from(roles)
    .where(eq(roles.ownerId, ctx.owner.id))
    .orderBy(asc(roles.sort), asc(roles.id));
}

const COLUMNS: ListColumns<typeof ROLE_LIST> = {
  sort: roles.sort,
  name: roles.name,
  title: roles.title,
  description: roles.description,
  builtin: roles.builtin,
  created_at: roles.createdAt,
};

async function memberCounts(db: Db, ownerId: number, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ role: memberships.role, n: count() })
    .from(memberships)
    .where(and(eq(memberships.ownerId, ownerId), inArray(memberships.role, names)))
    .groupBy(memberships.role);
  return new Map(rows.map((row) => [row.role, row.n]));
}

export async function listRoles(ctx: OwnerCtx, query: ListQuery): Promise<ListData<RoleItem>> {
  await requirePermission(ctx, PAGE_KEY, 'index');
  const window = listWindow(query, ROLE_LIST, { columns: COLUMNS, tieBreaker: roles.id });
  const where = and(eq(roles.ownerId, ctx.owner.id), listFilters(query, ROLE_LIST, COLUMNS));
  const page = await listPage(
    window,
    ctx.db
      .select()
      .from(roles)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(roles).where(where),
    (row) => row,
  );
  const counts = await memberCounts(
    ctx.db,
    ctx.owner.id,
    page.result.map((row) => row.name),
  );
  return {
    paging: page.paging,
    result: page.result.map((row) => ({
      name: row.name,
      title: row.title,
      description: row.description,
      builtin: row.builtin,
      sort: row.sort,
      member_count: counts.get(row.name) ?? 0,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * A new role may open the pages every member opens (as the template grants the built-in roles) and
 * nothing else until an administrator grants more.
 */
export async function createRole(ctx: OwnerCtx, body: RoleCreateBody): Promise<void> {
  await requirePermission(ctx, PAGE_KEY, 'create');
  const description = body.description ?? '';
  await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(roles.sort) })
      .from(roles)
      .where(eq(roles.ownerId, ctx.owner.id));
    const [created] = await tx
      .insert(roles)
      .values({
        ownerId: ctx.owner.id,
        name: body.name,
        title: body.title,
        description,
        sort: (last?.sort ?? 0) + 1,
        createdBy: ctx.user.id,
      })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    if (!created) throw fieldError('name', 'role.nameTaken');
    const pages = ctx.owner.isConfig ? CONFIG_EVERYONE_PAGES : EVERYONE_PAGES;
    await grant(
      tx,
      pages.map((pageKey) => ({
        ownerId: ctx.owner.id,
        role: body.name,
        pageKey,
        action: 'index' as const,
        createdBy: ctx.user.id,
      })),
    );
    await recordChange(tx, ctx, {
      entity: 'roles',
      entityId: body.name,
      action: 'create',
      after: { name: body.name, title: body.title, description },
    });
  });
}

export async function updateRole(ctx: OwnerCtx, name: string, body: RoleUpdateBody): Promise<void> {
  await requirePermission(ctx, PAGE_KEY, 'update');
  const role = await findRole(ctx.db, ctx.owner.id, name);
  // Built-in roles are shown by their translated title, so a stored one would never be seen.
  if (role.builtin && body.title !== role.title) throw fieldError('title', 'role.builtinTitle');
  const after = { title: body.title, description: body.description ?? '' };
  await ctx.db.transaction(async (tx) => {
    await tx.update(roles).set(after).where(eq(roles.id, role.id));
    await recordChange(tx, ctx, {
      entity: 'roles',
      entityId: role.name,
      action: 'update',
      before: { title: role.title, description: role.description },
      after,
    });
  });
}

/** Deletes a custom role nobody holds; its grants go with it (foreign key cascade). */
export async function deleteRole(ctx: OwnerCtx, name: string): Promise<void> {
  await requirePermission(ctx, PAGE_KEY, 'delete');
  await ctx.db.transaction(async (tx) => {
    // Locking the row holds back a membership being given this role until the delete is done.
    const [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.ownerId, ctx.owner.id), eq(roles.name, name)))
      .for('update');
    if (!role) throw notFound();
    if (role.builtin) throw new AppError(Code.IllegalOperation, 'role.builtinDelete');
    const held = (await memberCounts(tx, ctx.owner.id, [role.name])).get(role.name) ?? 0;
    if (held > 0) throw new AppError(Code.Warning, 'role.inUse', { params: { count: held } });
    const grants = await actionsByPage(tx, ctx.owner.id, role.name);
    await tx.delete(roles).where(eq(roles.id, role.id));
    await recordChange(tx, ctx, {
      entity: 'roles',
      entityId: role.name,
      action: 'delete',
      before: { name: role.name, title: role.title, description: role.description, grants: auditRecord(grants) },
    });
  });
}
