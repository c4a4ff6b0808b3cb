import { Code } from '@app/contract';
import { AppError, fieldError } from './app-error.js';
import type { MessageKey } from './messages.js';

/** A concurrent insert reached the unique index first (PostgreSQL 23505), possibly wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * PostgreSQL's class 22, data exception: a value it cannot read as its column's type or hold in it
 * (22P02 invalid text, 22003 numeric out of range, 22008 datetime out of range, 22021 U+0000 in
 * text, 22P05 untranslatable character in jsonb). The contract refuses such input first; this is
 * how the error handler still recognises one that got through.
 */
export function dataExceptionCode(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
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

/** A row other rows still refer to (PostgreSQL 23503, foreign key violation), possibly wrapped by the driver. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * A delete refused because other records refer to the row reads as an illegal operation with `key`
 * (code 7) instead of a server error; the referring tables need not be known to the caller. Use as
 * `.catch(...)`.
 */
export const referencedAs =
  (key: MessageKey) =>
  (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw new AppError(Code.IllegalOperation, key);
    throw error;
  };
