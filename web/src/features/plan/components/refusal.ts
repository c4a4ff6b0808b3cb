import { ApiError } from '../../../lib/http';

/** The first message of a refused write: a field's, or the envelope's. */
export const refusal = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.extra.errdata ?? {})[0]?.[0] ?? error.msg) : String(error);
