import { Code, type OwnerView } from '@app/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import type { OwnerRow } from '../../core/owner.table.js';
import { roles } from '../../core/role.table.js';
import { users } from '../../core/user.table.js';
import { requireConfigPermission } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { OwnerCtx } from '../../platform/session.js';
import { menuGroups, menuItems } from '../menu/menu.table.js';
import { ownerOrNotFound, SETTING_PAGE, toOwnerAdminRow } from './owner-admin.service.js';

/** The role an administrator steps down to when removed from the administrators. */
const DEMOTED_ROLE = 'staff';

async function adminsOf(ctx: OwnerCtx, owner: OwnerRow) {
  return ctx.db
    .select({ id: users.id, username: users.username, name: users.name, enabled: memberships.enabled })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.ownerId, owner.id), eq(memberships.role, 'admin')))
    .orderBy(asc(users.username));
}

/** An owner's fields, administrators, roles with their member counts and menus, as its settings page shows. */
export async function viewOwner(ctx: OwnerCtx, key: string): Promise<OwnerView> {
  await requireConfigPermission(ctx, SETTING_PAGE, 'index');
  const owner = await ownerOrNotFound(ctx, key);
  const [admins, roleRows, roleCounts, groups, items] = await Promise.all([
    adminsOf(ctx, owner),
    ctx.db.select().from(roles).where(eq(roles.ownerId, owner.id)).orderBy(asc(roles.sort), asc(roles.id)),
    ctx.db
      .select({ role: memberships.role, n: count() })
      .from(memberships)
      .where(eq(memberships.ownerId, owner.id))
      .groupBy(memberships.role),
    ctx.db
      .select()
      .from(menuGroups)
      .where(eq(menuGroups.ownerId, owner.id))
      .orderBy(asc(menuGroups.sort), asc(menuGroups.id)),
    ctx.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.ownerId, owner.id))
      .orderBy(asc(menuItems.sort), asc(menuItems.id)),
  ]);
  const membersIn = (role: string) => roleCounts.find((c) => c.role === role)?.n ?? 0;
  return {
    owner: toOwnerAdminRow(
      owner,
      roleCounts.reduce((sum, c) => sum + c.n, 0),
    ),
    admins: admins.map(({ username, name, enabled }) => ({ username, name, enabled })),
    roles: roleRows.map((role) => ({
      name: role.name,
      title: role.title,
      builtin: role.builtin,
      member_count: membersIn(role.name),
    })),
    menus: groups.map((group) => ({
      id: group.id,
      title: group.title,
      icon: group.icon,
      items: items
        .filter((item) => item.groupId === group.id)
        .map((item) => ({ id: item.id, title: item.title, icon: item.icon, path: item.path })),
    })),
  };
}

/**
 * Makes exactly `usernames` the owner's system administrators: members switch to admin, other
 * accounts join as admin, and administrators left out step down to inspector. An owner that has its
 * own administrator (config_admin) keeps at least one; nobody removes their own administration of
 * the configuration owner they are working in.
 */
export async function setOwnerAdmins(ctx: OwnerCtx, key: string, usernames: string[]): Promise<OwnerView['admins']> {
  await requireConfigPermission(ctx, SETTING_PAGE, 'update');
  const owner = await ownerOrNotFound(ctx, key);
  const wanted = [...new Set(usernames)];
  const accounts = wanted.length === 0 ? [] : await ctx.db.select().from(users).where(inArray(users.username, wanted));
  const missing = wanted.filter((name) => !accounts.some((a) => a.username === name));
  if (missing.length > 0) {
    throw new AppError(Code.FieldErrors, 'ownerAdmin.noSuchAccounts', {
      params: { names: missing.join(', ') },
      fields: { usernames: ['ownerAdmin.noSuchAccount'] },
    });
  }
  const current = await adminsOf(ctx, owner);
  const leaving = current.filter((admin) => !wanted.includes(admin.username));
  if (owner.configAdmin && accounts.length === 0 && leaving.length > 0) {
    throw new AppError(Code.Warning, 'ownerAdmin.lastAdmin');
  }
  if (owner.id === ctx.owner.id && leaving.some((admin) => admin.id === ctx.user.id)) {
    throw new AppError(Code.IllegalOperation, 'ownerAdmin.selfDemote');
  }
  const joining = accounts.filter((account) => !current.some((admin) => admin.id === account.id));
  await ctx.db.transaction(async (tx) => {
    const memberRoles = await tx
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.ownerId, owner.id));
    const audit = (username: string, before: string | null, after: string) =>
      recordChange(tx, ctx, {
        entity: 'memberships',
        entityId: `${owner.key}/${username}`,
        action: before === null ? 'create' : 'update',
        before: before === null ? null : { role: before },
        after: { role: after },
      });
    for (const account of joining) {
      const was = memberRoles.find((m) => m.userId === account.id)?.role ?? null;
      if (was === null) {
        await tx
          .insert(memberships)
          .values({ userId: account.id, ownerId: owner.id, role: 'admin', createdBy: ctx.user.id });
      } else {
        await tx
          .update(memberships)
          .set({ role: 'admin' })
          .where(and(eq(memberships.ownerId, owner.id), eq(memberships.userId, account.id)));
      }
      await audit(account.username, was, 'admin');
    }
    for (const admin of leaving) {
      await tx
        .update(memberships)
        .set({ role: DEMOTED_ROLE })
        .where(and(eq(memberships.ownerId, owner.id), eq(memberships.userId, admin.id)));
      await audit(admin.username, 'admin', DEMOTED_ROLE);
    }
  });
  return (await adminsOf(ctx, owner)).map(({ username, name, enabled }) => ({ username, name, enabled }));
}
