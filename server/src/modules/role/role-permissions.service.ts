import { Code, isBuiltPage, type PageKey, type RolePermissions, type RolePermissionsBody } from '@app/contract';
import { AppError, fieldError } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { pageTitles } from '../route-title/public.js';
import { actionsByPage, applyGrants, auditRecord, grantsOfRole, sameActions, wanted } from './grants.js';
import { ADMIN_ROLE, adminKeepsAll, bySection, inLayout, isOffered, offeredRoutes } from './page-layout.js';
import { findRole } from './role.service.js';

const PAGE_KEY: PageKey = 'control-role-setup';

/** Every offered page of the owner's layout (built ones), by section, with the actions the role holds on it. */
export async function rolePermissions(ctx: OwnerCtx, name: string): Promise<RolePermissions> {
  await requirePermission(ctx, PAGE_KEY, 'index');
  const role = await findRole(ctx.db, ctx.owner.id, name);
  const [granted, titleOf] = await Promise.all([actionsByPage(ctx.db, ctx.owner.id, role.name), pageTitles(ctx)]);
  return {
    role: { name: role.name, title: role.title, description: role.description, builtin: role.builtin },
    sections: bySection(offeredRoutes(ctx.owner.isConfig), (route) => ({
      key: route.name,
      path: route.path,
      title: titleOf(route),
      actions: granted.get(route.name) ?? [],
    })),
  };
}

/**
 * Replaces the role's grants on the offered pages with `body.grants`, in one transaction and one audit
 * entry. A page not offered (no screen yet) cannot be granted here, and what the role already holds on
 * one is kept as it is.
 */
export async function saveRolePermissions(ctx: OwnerCtx, name: string, body: RolePermissionsBody): Promise<void> {
  await requirePermission(ctx, PAGE_KEY, 'update');
  const role = await findRole(ctx.db, ctx.owner.id, name);
  body.grants.forEach((entry, index) => {
    if (!inLayout(ctx.owner.isConfig, entry.pageKey)) throw fieldError(`grants.${index}.pageKey`, 'role.unknownPage');
    if (!isBuiltPage(entry.pageKey)) throw fieldError(`grants.${index}.pageKey`, 'role.pageNotBuilt');
  });
  const after = wanted(body.grants.map((entry) => ({ by: entry.pageKey, actions: entry.actions })));
  if (role.name === ADMIN_ROLE && !adminKeepsAll(ctx.owner.isConfig, (page) => after.get(page) ?? [])) {
    throw new AppError(Code.Warning, 'role.lockout');
  }
  await ctx.db.transaction(async (tx) => {
    const held = await actionsByPage(tx, ctx.owner.id, role.name);
    const before = new Map([...held].filter(([page]) => isOffered(ctx.owner.isConfig, page)));
    if (sameActions(before, after)) return;
    await applyGrants(tx, {
      ownerId: ctx.owner.id,
      userId: ctx.user.id,
      before: grantsOfRole(role.name, before),
      after: grantsOfRole(role.name, after),
    });
    await recordChange(tx, ctx, {
      entity: 'role_permissions',
      entityId: role.name,
      action: 'update',
      before: auditRecord(before),
      after: auditRecord(after),
    });
  });
}
