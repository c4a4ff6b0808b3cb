import { type AssignBody, type AssignView, Code, type PageKey } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { roles } from '../../core/role.table.js';
import { users } from '../../core/user.table.js';
import { AppError, fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { assertMayActOn, assertMayGiveRole } from '../user/public.js';

const PAGE_KEY: PageKey = 'control-assign';

/** A member of the caller's owner; anyone else (another owner's user, no such id) is "not found". */
async function memberOf(ctx: OwnerCtx, userId: number) {
  const [member] = await ctx.db
    .select({ id: users.id, username: users.username, name: users.name, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.userId, userId)))
    .limit(1);
  if (!member) throw notFound();
  return member;
}

export async function viewAssignment(ctx: OwnerCtx, userId: number): Promise<AssignView> {
  await requirePermission(ctx, PAGE_KEY, 'index');
  const member = await memberOf(ctx, userId);
  const options = await ctx.db
    .select({ name: roles.name, title: roles.title, description: roles.description, builtin: roles.builtin })
    .from(roles)
    .where(eq(roles.ownerId, ctx.owner.id))
    .orderBy(asc(roles.sort), asc(roles.id));
  return { user: { id: member.id, username: member.username, name: member.name }, role: member.role, options };
}

/**
 * Gives the member another role in this owner. Sessions read the role from the membership on every
 * call, so the change applies from the member's next call, without signing them out. Who may reach
 * the member and give the role follows role-rules.ts, with this page's assign right.
 */
export async function saveAssignment(ctx: OwnerCtx, userId: number, body: AssignBody): Promise<void> {
  await requirePermission(ctx, PAGE_KEY, 'assign');
  // Nobody demotes themself by a slip of the mouse; another administrator has to do it.
  if (userId === ctx.user.id) throw new AppError(Code.IllegalOperation, 'role.assignSelf');
  const member = await memberOf(ctx, userId);
  const [role] = await ctx.db
    .select({ name: roles.name })
    .from(roles)
    .where(and(eq(roles.ownerId, ctx.owner.id), eq(roles.name, body.role)))
    .limit(1);
  if (!role) throw fieldError('role', 'role.unknownRole');
  if (role.name === member.role) return;
  await assertMayActOn(ctx, { pageKey: PAGE_KEY, member: { userId, role: member.role } });
  await assertMayGiveRole(ctx, { pageKey: PAGE_KEY, role: role.name, joins: false });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ role: role.name })
      .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.userId, userId)));
    await recordChange(tx, ctx, {
      entity: 'memberships',
      entityId: userId,
      action: 'update',
      before: { username: member.username, role: member.role },
      after: { username: member.username, role: role.name },
    });
  });
}
