import { type ActionType, Code } from '@app/contract';
import { AppError, noPermission } from '../../platform/app-error.js';
import type { Ctx, OwnerCtx } from '../../platform/session.js';
import { findOwnerByKey } from '../owner/owner.service.js';
import type { OwnerRow } from '../owner/owner.table.js';
import { requirePermission } from '../permission/permission.service.js';

/** The page of an owner's own organisations, and the configuration layout's page for any owner's. */
export const CONTROL_PAGE = 'control-organization';
export const CONFIG_PAGE = 'config-organization';

/** Whose organisations a call works on, and the context its audit rows are written with. */
export interface OrgScope {
  db: Ctx['db'];
  owner: OwnerRow;
  /** The caller with the target owner as the audit row's owner, so that owner's log shows the change. */
  audit: Ctx;
  userId: number;
}

export const notFound = () => new AppError(Code.NotFound, 'notFound');

/**
 * Resolves `?owner=<key>`: absent, the call acts on the current owner under `control-organization`;
 * present, only a member working in the configuration owner may use it, under `config-organization`.
 * The permission is checked before the key is looked up, so nobody can probe which owners exist.
 * `action` null is for pickers, which every member of the owner may read.
 */
export async function organizationScope(
  ctx: OwnerCtx,
  ownerKey: string | undefined,
  action: ActionType | null,
): Promise<OrgScope> {
  const scope = (owner: OwnerRow): OrgScope => ({
    db: ctx.db,
    owner,
    audit: { ...ctx, owner },
    userId: ctx.user.id,
  });
  if (ownerKey === undefined) {
    if (action) await requirePermission(ctx, CONTROL_PAGE, action);
    return scope(ctx.owner);
  }
  if (!ctx.owner.isConfig) throw noPermission();
  if (action) await requirePermission(ctx, CONFIG_PAGE, action);
  const target = await findOwnerByKey(ctx.db, ownerKey);
  if (!target) throw notFound();
  return scope(target);
}
