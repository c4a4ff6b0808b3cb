import type { ActionType, PageKey } from '@app/contract';
import { eq } from 'drizzle-orm';
import { type OwnerRow, owners } from '../core/owner.table.js';
import { noPermission, notFound } from './app-error.js';
import { requirePermission } from './permission.js';
import type { OwnerCtx } from './session.js';

/** The configuration owner's own work (platform users, owners, the dictionary): code 3 anywhere else. */
export function requireConfigOwner(ctx: OwnerCtx): void {
  if (!ctx.owner.isConfig) throw noPermission();
}

/** A page of the configuration layout: the caller must be working in the configuration owner and hold the action. */
export async function requireConfigPermission(ctx: OwnerCtx, pageKey: PageKey, action: ActionType): Promise<void> {
  requireConfigOwner(ctx);
  await requirePermission(ctx, pageKey, action);
}

/** The two pages behind a call that may act on another owner: the owner's own page and the configuration one. */
export interface ScopePages {
  own: PageKey;
  config: PageKey;
}

/**
 * Resolves `?owner=<key>`, the configuration owner acting on another owner's data. Absent, the call
 * acts on the current owner under `pages.own`; present, only a member working in the configuration
 * owner may use it, under `pages.config` (anyone else gets code 3, whether the key exists or not).
 * The permission is checked before the key is looked up, so nobody can probe which owners exist.
 * `action` null is for pickers, which every member of the owner may read.
 */
export async function scopeOwner(
  ctx: OwnerCtx,
  ownerKey: string | undefined,
  pages: ScopePages,
  action: ActionType | null,
): Promise<OwnerRow> {
  if (ownerKey === undefined) {
    if (action) await requirePermission(ctx, pages.own, action);
    return ctx.owner;
  }
  requireConfigOwner(ctx);
  if (action) await requirePermission(ctx, pages.config, action);
  const [target] = await ctx.db.select().from(owners).where(eq(owners.key, ownerKey)).limit(1);
  if (!target) throw notFound();
  return target;
}
