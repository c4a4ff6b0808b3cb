import type { ResetPasswordBody, UserCreateBody, UserUpdateBody } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import { notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { belongsElsewhere, endSessionsInOwner, illegal, setPasswordOf } from './account-rules.js';
import { hashPassword, passwordProblem } from './password.js';
import { assertMayActOn, assertMayGiveRole } from './role-rules.js';
import { findUserByUsername } from './user.service.js';
import { type FieldProblems, ownerChoices, placementProblems, throwProblems } from './user-placement.js';
import { USER_TABLE_PAGE } from './user-table.service.js';

/** The member of the caller's owner and their account; anyone else is "not found". */
async function findMember(ctx: OwnerCtx, userId: number) {
  const [row] = await ctx.db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const accountOf = (source: { name: string; gender: string; phone: string; email: string }) => ({
  name: source.name,
  gender: source.gender,
  phone: source.phone,
  email: source.email,
});

const placementOf = (source: { role: string; organizationId: number | null; departmentId: number | null }) => ({
  role: source.role,
  organization_id: source.organizationId,
  department_id: source.departmentId,
});

/**
 * A new account that is a member of the caller's owner. An account name that exists anywhere on the
 * platform is refused: the form never quietly joins somebody else's account to this owner (the
 * configuration owner's memberships page does that). The refusal reads the same whether the name is
 * taken here or in another owner, so the form does not tell one owner's administrator about the
 * accounts of another. The role follows the rules of role-rules.ts.
 */
export async function createUser(ctx: OwnerCtx, body: UserCreateBody): Promise<{ id: number }> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'create');
  await assertMayGiveRole(ctx, { pageKey: USER_TABLE_PAGE, role: body.role, joins: true });
  const problems: FieldProblems = placementProblems(await ownerChoices(ctx.db, ctx.owner.id), body);
  const weak = passwordProblem(body.password, body.username);
  if (weak) problems.password = [weak];
  if (await findUserByUsername(ctx.db, body.username)) problems.username = ['userAdmin.usernameUnavailable'];
  throwProblems(problems);

  const passwordHash = await hashPassword(body.password);
  const placement = { organizationId: body.organization_id, departmentId: body.department_id, role: body.role };
  return ctx.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          ...accountOf(body),
          gender: body.gender,
          passwordHash,
          createdBy: ctx.user.id,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx
        .insert(memberships)
        .values({ userId: user.id, ownerId: ctx.owner.id, ...placement, createdBy: ctx.user.id });
      await recordChange(tx, ctx, {
        entity: 'users',
        entityId: user.id,
        action: 'create',
        after: { username: body.username, ...accountOf(body), ...placementOf(placement), password_hash: passwordHash },
        secret: ['password_hash'],
      });
      return user;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throwProblems({ username: ['userAdmin.usernameUnavailable'] });
      throw error;
    });
}

/**
 * Saves a member's account and placement. Reaching the member and giving a new role follow
 * role-rules.ts, and nobody changes their own role. The account fields of a person who also works in
 * other owners stay as they are unless this call leaves them unchanged.
 */
export async function updateUser(ctx: OwnerCtx, userId: number, body: UserUpdateBody): Promise<void> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'update');
  const { user, membership } = await findMember(ctx, userId);
  await assertMayActOn(ctx, { pageKey: USER_TABLE_PAGE, member: membership });
  const newRole = body.role !== undefined && body.role !== membership.role ? body.role : undefined;
  if (newRole !== undefined) {
    await assertMayGiveRole(ctx, { pageKey: USER_TABLE_PAGE, role: newRole, joins: false });
    if (userId === ctx.user.id) throw illegal('userAdmin.selfRole');
  }
  const accountBefore = accountOf(user);
  const accountAfter = accountOf(body);
  const accountChanged = JSON.stringify(accountBefore) !== JSON.stringify(accountAfter);
  if (accountChanged && (await belongsElsewhere(ctx.db, userId, ctx.owner.id))) {
    throw illegal('userAdmin.sharedAccount');
  }
  throwProblems(placementProblems(await ownerChoices(ctx.db, ctx.owner.id), { ...body, role: newRole }));

  const placementAfter = {
    role: newRole ?? membership.role,
    organizationId: body.organization_id,
    departmentId: body.department_id,
  };
  await ctx.db.transaction(async (tx) => {
    if (accountChanged)
      await tx
        .update(users)
        .set({ ...accountAfter, gender: body.gender })
        .where(eq(users.id, userId));
    await tx
      .update(memberships)
      .set(placementAfter)
      .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.userId, userId)));
    await recordChange(tx, ctx, {
      entity: 'users',
      entityId: userId,
      action: 'update',
      before: { ...accountBefore, ...placementOf(membership) },
      after: { ...accountAfter, ...placementOf(placementAfter) },
    });
  });
}

/** A member's status in this owner. Disabling ends their sessions here; nobody disables themself. */
export async function setMemberEnabled(ctx: OwnerCtx, userId: number, enabled: boolean): Promise<void> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'update');
  const { membership } = await findMember(ctx, userId);
  if (!enabled && userId === ctx.user.id) throw illegal('userAdmin.selfDisable');
  await assertMayActOn(ctx, { pageKey: USER_TABLE_PAGE, member: membership });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ enabled })
      .where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.userId, userId)));
    if (!enabled) await endSessionsInOwner(tx, userId, ctx.owner.id);
    await recordChange(tx, ctx, {
      entity: 'users',
      entityId: userId,
      action: 'update',
      before: { enabled: membership.enabled },
      after: { enabled },
    });
  });
}

/**
 * Sets a member's password. A shared account's password is the platform's business (configuration
 * owner); one's own is changed with the old password on the profile instead.
 */
export async function resetMemberPassword(ctx: OwnerCtx, userId: number, body: ResetPasswordBody): Promise<void> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'update');
  const { user, membership } = await findMember(ctx, userId);
  if (userId === ctx.user.id) throw illegal('userAdmin.selfPassword');
  if (await belongsElsewhere(ctx.db, userId, ctx.owner.id)) throw illegal('userAdmin.sharedPassword');
  await assertMayActOn(ctx, { pageKey: USER_TABLE_PAGE, member: membership });
  await setPasswordOf(ctx, user, body.password);
}

/** Takes the member out of this owner; the account and its other memberships stay. */
export async function removeMember(ctx: OwnerCtx, userId: number): Promise<void> {
  await requirePermission(ctx, USER_TABLE_PAGE, 'delete');
  const { user, membership } = await findMember(ctx, userId);
  if (userId === ctx.user.id) throw illegal('userAdmin.selfRemove');
  await assertMayActOn(ctx, { pageKey: USER_TABLE_PAGE, member: membership });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(memberships).where(and(eq(memberships.ownerId, ctx.owner.id), eq(memberships.userId, userId)));
    await endSessionsInOwner(tx, userId, ctx.owner.id);
    await recordChange(tx, ctx, {
      entity: 'users',
      entityId: userId,
      action: 'delete',
      before: { username: user.username, name: user.name, ...placementOf(membership), enabled: membership.enabled },
    });
  });
}
