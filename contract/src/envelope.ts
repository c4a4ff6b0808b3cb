/** Envelope codes of SPEC §8; every application answer carries one of these on HTTP 200. */
export const Code = {
  NotLoggedIn: -1,
  Warning: 0,
  Success: 1,
  FieldErrors: 2,
  NoPermission: 3,
  NotFound: 4,
  NoOwner: 5,
  Error: 6,
  IllegalOperation: 7,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** Field name to its messages, as sent in `errdata` with code 2. */
export type FieldErrors = Record<string, string[]>;

export interface Envelope<T = unknown> {
  code: Code;
  msg: string;
  data: T;
  errdata?: FieldErrors;
  errcode?: number;
}
