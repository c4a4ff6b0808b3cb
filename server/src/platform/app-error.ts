import { Code, type FieldErrors } from '@app/contract';
import type { MessageKey } from './messages.js';

/**
 * An expected failure that the client is told about in the envelope. Services throw these; the error
 * handler turns them into `{code, msg, errdata?, errcode?}` on HTTP 200.
 */
export class AppError extends Error {
  constructor(
    readonly envelopeCode: Code,
    readonly messageKey: MessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      /** Field name to message keys. */
      fields?: Record<string, MessageKey[]>;
      errcode?: number;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notLoggedIn = () => new AppError(Code.NotLoggedIn, 'session.required');
export const noOwner = () => new AppError(Code.NoOwner, 'owner.required');
export const noPermission = () => new AppError(Code.NoPermission, 'permission.denied');
/** A row that does not exist, or belongs to another owner: the caller cannot tell the two apart. */
export const notFound = () => new AppError(Code.NotFound, 'notFound');

/** The row a lookup found, or code 4 when it found none. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}
export const fieldError = (field: string, key: MessageKey) =>
  new AppError(Code.FieldErrors, key, { fields: { [field]: [key] } });

export type { FieldErrors };
