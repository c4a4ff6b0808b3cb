import {
  type AuthoritySection,
  type AuthoritySetupBody,
  type AuthorityView,
  Code,
  isBuiltPage,
  routeByName,
  sectionOf,
} from '@app/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { rolePermissions } from '../../core/permission.table.js';
import { roles } from '../../core/role.table.js';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import {
  ADMIN_ROLE,
  actionsByRole,
  adminKeepsPage,
  applyGrants,
  auditRecord,
  bySection,
  grantsOfPage,
  inLayout,
  offeredRoutes,
  sameActions,
  wanted,
} from '../role/public.js';
import { pageTitles } from '../route-title/public.js';

/** Every offered page of the owner's layout (built ones) by section, with how many roles may open it. */
export async function listAuthorities(ctx: OwnerCtx): Promise<AuthoritySection[]> {
  await requirePermission(ctx, 'control-authority', 'index');
  const [titleOf, counted] = await Promise.all([
    pageTitles(ctx),
    ctx.db
      .select({ pageKey: rolePermissions.pageKey, n: count() })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.ownerId, ctx.owner.id), eq(rolePermissions.action, 'index')))
      .groupBy(rolePermissions.pageKey),
  ]);
  const indexRoles = new Map(counted.map((row) => [row.pageKey, row.n]));
  return bySection(offeredRoutes(ctx.owner.isConfig), (route) => ({
    key: route.name,
    path: route.path,
    title: titleOf(route),
    index_roles: indexRoles.get(route.name) ?? 0,
  }));
}

/**
 * A page of the caller's layout; any other key (another layout's, or none) is "not found". A page with
 * no screen yet is not offered: reading it is "not found" too, saving it a field error on `key`.
 */
function layoutPage(ctx: OwnerCtx, key: string, use: 'view' | 'save') {
  const route = routeByName(key);
  if (!route || !inLayout(ctx.owner.isConfig, key)) throw notFound();
  if (!isBuiltPage(key)) throw use === 'view' ? notFound() : fieldError('key', 'role.pageNotBuilt');
  return route;
}

const ownerRoles = (ctx: OwnerCtx) =>
  ctx.db.select().from(roles).where(eq(roles.ownerId, ctx.owner.id)).orderBy(asc(roles.sort), asc(roles.id));

/** Every role of the owner with its actions on one page. */
export async function viewAuthority(ctx: OwnerCtx, key: string): Promise<AuthorityView> {
  await requirePermission(ctx, 'control-authority-setup', 'index');
  const route = layoutPage(ctx, key, 'view');
  const [titleOf, all, granted] = await Promise.all([
    pageTitles(ctx),
    ownerRoles(ctx),
    actionsByRole(ctx.db, ctx.owner.id, key),
  ]);
  const section = sectionOf(route.section);
  return {
    page: {
      key: route.name,
      path: route.path,
      title: titleOf(route),
      section: { key: section.key, title: section.title },
    },
    roles: all.map((role) => ({
      name: role.name,
      title: role.title,
      description: role.description,
      builtin: role.builtin,
      actions: granted.get(role.name) ?? [],
    })),
  };
}

/** Sets the actions of each listed role on the page; roles not listed keep theirs. */
export async function setupAuthority(ctx: OwnerCtx, key: string, body: AuthoritySetupBody): Promise<void> {
  await requirePermission(ctx, 'control-authority-setup', 'update');
  layoutPage(ctx, key, 'save');
  const known = new Set((await ownerRoles(ctx)).map((role) => role.name));
  body.grants.forEach((entry, index) => {
    if (!known.has(entry.role)) throw fieldError(`grants.${index}.role`, 'role.unknownRole');
  });
  const listed = new Set(body.grants.map((entry) => entry.role));
  const asked = wanted(body.grants.map((entry) => ({ by: entry.role, actions: entry.actions })));
  if (listed.has(ADMIN_ROLE) && !adminKeepsPage(key, asked.get(ADMIN_ROLE) ?? [])) {
    throw new AppError(Code.Warning, 'role.lockout');
  }
  await ctx.db.transaction(async (tx) => {
    const before = await actionsByRole(tx, ctx.owner.id, key);
    const after = new Map([...before].filter(([role]) => !listed.has(role)));
    for (const [role, actions] of asked) after.set(role, actions);
    if (sameActions(before, after)) return;
    await applyGrants(tx, {
      ownerId: ctx.owner.id,
      userId: ctx.user.id,
      before: grantsOfPage(key, before),
      after: grantsOfPage(key, after),
    });
    await recordChange(tx, ctx, {
      entity: 'page_permissions',
      entityId: key,
      action: 'update',
      before: auditRecord(before),
      after: auditRecord(after),
    });
  });
}
