import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { fieldError } from '../../platform/app-error.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane (also the library's defaults). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that an unknown account costs the same time as a known
 * one with a wrong password; the answer never tells which accounts exist.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** Digits, punctuation, symbols and spaces at either end of a text. */
const PADDING = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;
const unpadded = (text: string) => text.toLowerCase().replace(PADDING, '');

/**
 * The account name with digits, punctuation or symbols added at either end ("zhangwei2024",
 * "Zhangwei123", "2024zhangwei", "zhang.wei@1"): the first guesses of anyone who knows the name.
 * Separators inside the name may be left out too: "zhangwei2024" counts for the account "zhang.wei".
 */
function isPaddedUsername(password: string, username: string): boolean {
  const name = unpadded(username);
  const core = unpadded(password);
  return name !== '' && (core === name || core === name.replace(/[._-]/g, ''));
}

type PasswordProblem =
  | 'validation.passwordCommon'
  | 'validation.passwordIsUsername'
  | 'validation.passwordIsPaddedUsername';

/** The policy's complaint about a password beyond the contract's length checks, or null when acceptable. */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'validation.passwordCommon';
  if (password.toLowerCase() === username.toLowerCase()) return 'validation.passwordIsUsername';
  if (isPaddedUsername(password, username)) return 'validation.passwordIsPaddedUsername';
  return null;
}

/** Throws the policy's complaint as a field error on `field`. */
export function assertAcceptablePassword(password: string, username: string, field = 'newPassword') {
  const problem = passwordProblem(password, username);
  if (problem) throw fieldError(field, problem);
}
