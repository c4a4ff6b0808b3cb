import type { ActionType } from '@app/contract';
import { noPermission } from '../../platform/app-error.js';
import type { OwnerCtx } from '../../platform/session.js';
import { requirePermission } from '../permission/permission.service.js';

export const LIBRARY_PAGE = 'config-library';

/** The dictionary is the platform's: only the configuration owner edits it, with the page's action. */
export async function requireLibrary(ctx: OwnerCtx, action: ActionType): Promise<void> {
  if (!ctx.owner.isConfig) throw noPermission();
  await requirePermission(ctx, LIBRARY_PAGE, action);
}
