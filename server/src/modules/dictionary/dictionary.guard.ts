import type { ActionType } from '@app/contract';
import { fieldError, noPermission } from '../../platform/app-error.js';
import type { MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { requirePermission } from '../permission/permission.service.js';

export const LIBRARY_PAGE = 'config-library';

/** The dictionary is the platform's: only the configuration owner edits it, with the page's action. */
export async function requireLibrary(ctx: OwnerCtx, action: ActionType): Promise<void> {
  if (!ctx.owner.isConfig) throw noPermission();
  await requirePermission(ctx, LIBRARY_PAGE, action);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Services check uniqueness before writing; a concurrent writer can still reach the unique index
 * first, and that reads as the same field error instead of a server error.
 */
export const uniqueAs =
  (field: string, key: MessageKey) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw fieldError(field, key);
    throw error;
  };
