import type { ActionType, PageKey } from '@app/contract';
import { requireConfigPermission } from '../../platform/access.js';
import type { OwnerCtx } from '../../platform/session.js';

export const LIBRARY_PAGE: PageKey = 'config-library';

/** The dictionary is the platform's: only the configuration owner edits it, with the page's action. */
export async function requireLibrary(ctx: OwnerCtx, action: ActionType): Promise<void> {
  await requireConfigPermission(ctx, LIBRARY_PAGE, action);
}
