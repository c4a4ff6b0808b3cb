import type { MembershipsBody } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { owners } from '../../core/owner.table.js';
import { roles } from '../../core/role.table.js';
import { requireConfigPermission } from '../../platform/access.js';
import { recordChange } from '../../platform/audit.js';
import type { OwnerCtx } from '../../platform/session.js';
import { endSessionsInOwner, illegal } from './account-rules.js';
import { CONFIG_USER_EDIT_PAGE, findAccount } from './config-user.service.js';
import { type FieldProblems, throwProblems } from './user-placement.js';

interface Wanted {
  ownerId: number;
  ownerKey: string;
  role: string;
  enabled: boolean;
}

/** The listed memberships resolved to owners; unknown owners, repeated owners and foreign roles are field errors. */
async function resolve(ctx: OwnerCtx, body: MembershipsBody): Promise<Wanted[]> {
  const [ownerRows, roleRows] = await Promise.all([
    ctx.db.select({ id: owners.id, key: owners.key }).from(owners),
    ctx.db.select({ ownerId: roles.ownerId, name: roles.name }).from(roles),
  ]);
  const problems: FieldProblems = {};
  const seen = new Set<string>();
  const wanted: Wanted[] = [];
  body.memberships.forEach((entry, i) => {
    const owner = ownerRows.find((o) => o.key === entry.owner_key);
    if (!owner) problems[`memberships.${i}.owner_key`] = ['userAdmin.ownerUnknown'];
    else if (seen.has(owner.key)) problems[`memberships.${i}.owner_key`] = ['userAdmin.ownerRepeated'];
    else if (!roleRows.some((r) => r.ownerId === owner.id && r.name === entry.role)) {
      problems[`memberships.${i}.role`] = ['userAdmin.roleUnknown'];
    } else wanted.push({ ownerId: owner.id, ownerKey: owner.key, role: entry.role, enabled: entry.enabled });
    seen.add(entry.owner_key);
  });
  throwProblems(problems);
  return wanted;
}

/**
 * Replaces the account's memberships with the listed ones: owners left out lose the member, and a
 * removed or disabled membership ends the sessions working there. An administrator keeps their own
 * membership of the configuration owner as it is, so they cannot lock themselves out.
 */
export async function replaceMemberships(ctx: OwnerCtx, userId: number, body: MembershipsBody): Promise<void> {
  await requireConfigPermission(ctx, CONFIG_USER_EDIT_PAGE, 'update');
  await findAccount(ctx, userId);
  const wanted = await resolve(ctx, body);
  if (userId === ctx.user.id) {
    const own = wanted.find((w) => w.ownerId === ctx.owner.id);
    if (!own?.enabled || own.role !== ctx.role) throw illegal('userAdmin.ownConfigMembership');
  }
  const current = await ctx.db
    .select({
      ownerId: memberships.ownerId,
      ownerKey: owners.key,
      role: memberships.role,
      enabled: memberships.enabled,
    })
    .from(memberships)
    .innerJoin(owners, eq(owners.id, memberships.ownerId))
    .where(eq(memberships.userId, userId));

  await ctx.db.transaction(async (tx) => {
    const of = (ownerId: number) => and(eq(memberships.userId, userId), eq(memberships.ownerId, ownerId));
    for (const was of current) {
      const is = wanted.find((w) => w.ownerId === was.ownerId);
      if (!is) await tx.delete(memberships).where(of(was.ownerId));
      else if (is.role !== was.role || is.enabled !== was.enabled) {
        await tx.update(memberships).set({ role: is.role, enabled: is.enabled }).where(of(was.ownerId));
      }
      if (!is?.enabled) await endSessionsInOwner(tx, userId, was.ownerId);
    }
    const added = wanted.filter((w) => !current.some((c) => c.ownerId === w.ownerId));
    if (added.length > 0) {
      await tx
        .insert(memberships)
        .values(
          added.map((w) => ({ userId, ownerId: w.ownerId, role: w.role, enabled: w.enabled, createdBy: ctx.user.id })),
        );
    }
    const summary = (list: { ownerKey: string; role: string; enabled: boolean }[]) =>
      Object.fromEntries(list.map((m) => [m.ownerKey, { role: m.role, enabled: m.enabled }]));
    await recordChange(tx, ctx, {
      entity: 'memberships',
      entityId: userId,
      action: 'update',
      before: summary(current),
      after: summary(wanted),
    });
  });
}
