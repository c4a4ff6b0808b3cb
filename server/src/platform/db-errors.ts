import { fieldError } from './app-error.js';
import type { MessageKey } from './messages.js';

/** A concurrent insert reached the unique index first (PostgreSQL 23505), possibly wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Services check uniqueness before writing; a concurrent writer can still reach the unique index
 * first, and that reads as the same field error instead of a server error. Use as `.catch(...)`.
 */
export const uniqueAs =
  (field: string, key: MessageKey) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw fieldError(field, key);
    throw error;
  };
