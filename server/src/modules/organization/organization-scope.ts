import type { ActionType } from '@app/contract';
import type { OwnerRow } from '../../core/owner.table.js';
import { type ScopePages, scopeOwner } from '../../platform/access.js';
import type { Ctx, OwnerCtx } from '../../platform/session.js';

/** The page of an owner's own organisations, and the configuration layout's page for any owner's. */
const PAGES: ScopePages = { own: 'control-organization', config: 'config-organization' };

/** Whose organisations a call works on, and the context its audit rows are written with. */
export interface OrgScope {
  db: Ctx['db'];
  owner: OwnerRow;
  /** The caller with the target owner as the audit row's owner, so that owner's log shows the change. */
  audit: Ctx;
  userId: number;
}

/** Resolves `?owner=<key>` (see scopeOwner) under `control-organization` or `config-organization`. */
export async function organizationScope(
  ctx: OwnerCtx,
  ownerKey: string | undefined,
  action: ActionType | null,
): Promise<OrgScope> {
  const owner = await scopeOwner(ctx, ownerKey, PAGES, action);
  return { db: ctx.db, owner, audit: { ...ctx, owner }, userId: ctx.user.id };
}
