import { type BuiltinRole, Code, NEW_MEMBER_ROLE, type PageKey } from '@app/contract';
import { AppError } from '../../platform/app-error.js';
import { hasPermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { illegal } from './account-rules.js';

/**
 * Who may give which role, and who may act on whom, in one owner. The user table (create, update,
 * import) and the assign page ask the same two questions here, each with its own page's assign right.
 */

const BUILTIN_RANKS: Record<BuiltinRole, number> = { admin: 3, wtf: 2, manager: 2, staff: 1 };
/**
 * A role an administrator created has no place in the built-in order, and its grants may be anything
 * short of the admin role itself: it ranks with the middle roles, above staff and below admin, so
 * only an administrator acts on it without the assign right.
 */
const CUSTOM_RANK = 2;

export const rankOf = (role: string): number =>
  Object.hasOwn(BUILTIN_RANKS, role) ? BUILTIN_RANKS[role as BuiltinRole] : CUSTOM_RANK;

const mayAssign = (ctx: OwnerCtx, pageKey: PageKey) => hasPermission(ctx, pageKey, 'assign');

/**
 * Why the caller may not give `role` to a member, or undefined when they may. Choosing a role is the
 * assign right of `pageKey`; the one exception is a member who `joins` with NEW_MEMBER_ROLE, the role
 * given when nobody chooses. Nobody gives a role that outranks their own, so only an administrator
 * makes administrators. Import collects the refusals per row; the other callers throw them.
 */
export async function roleGrantRefusal(
  ctx: OwnerCtx,
  input: { pageKey: PageKey; role: string; joins: boolean },
): Promise<AppError | undefined> {
  const chosen = !(input.joins && input.role === NEW_MEMBER_ROLE);
  if (chosen && !(await mayAssign(ctx, input.pageKey)))
    return new AppError(Code.NoPermission, 'userAdmin.roleNeedsAssign');
  if (rankOf(input.role) > rankOf(ctx.role)) return illegal('userAdmin.roleAboveOwn');
  return undefined;
}

export async function assertMayGiveRole(
  ctx: OwnerCtx,
  input: { pageKey: PageKey; role: string; joins: boolean },
): Promise<void> {
  const refusal = await roleGrantRefusal(ctx, input);
  if (refusal) throw refusal;
}

/**
 * Whether the caller may change, disable, reset, remove or re-assign an existing member. A member
 * whose role outranks or equals the caller's is reached only with the assign right of `pageKey` (the
 * right that could give them that role anyway), and an administrator only by another administrator:
 * otherwise the update right alone would reset an administrator's password and sign in as them.
 * The caller's own row is left to the self rules of each action.
 */
export async function assertMayActOn(
  ctx: OwnerCtx,
  input: { pageKey: PageKey; member: { userId: number; role: string } },
): Promise<void> {
  const { member } = input;
  if (member.userId === ctx.user.id) return;
  if (member.role === 'admin' && ctx.role !== 'admin') throw illegal('userAdmin.adminOnlyByAdmin');
  if (rankOf(member.role) >= rankOf(ctx.role) && !(await mayAssign(ctx, input.pageKey))) {
    throw illegal('userAdmin.rankNeedsAssign');
  }
}
