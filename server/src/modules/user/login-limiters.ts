import { setTimeout as delay } from 'node:timers/promises';
import { FailureLimiter } from '../../platform/rate-limit.js';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords from one address on one account before that pair is refused. */
const PAIR_LIMIT = 5;
/** Wrong passwords on one account, from anywhere, from which its attempts are held. */
const ACCOUNT_SLOW_FROM = 10;
/** Wrong passwords from one address, on any account, from which its attempts are held... */
const ADDRESS_SLOW_FROM = 20;
/** ...and from which they are refused, so a flood does not cost an argon2 verification per guess. */
const ADDRESS_LIMIT = 100;
/** How long a held attempt waits before its password is checked. */
export const HOLD_MS = 5000;

export interface LimiterClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Limits password guessing at login and change-password without letting anyone lock the real owner
 * out. Wrong passwords are counted over 15 minutes three ways:
 * - per account and address: at 5 that pair is refused, its password not even checked, until the
 *   oldest failure leaves the window. The guesser at that address is stopped; nobody else is.
 * - per account, from anywhere: from 10 on, every attempt on the account is held 5 s before its
 *   password is checked. Never refused: the owner with the right password gets in, 5 s later, while a
 *   guesser spread over many addresses gets one answer per 5 s per connection and 5 per address.
 * - per address, on any account: from 20 on, its attempts are held the same way, so colleagues behind
 *   one proxy still get in; only at 100 is the address refused.
 * An attempt is counted as a failure when it starts and forgiven when its password proves right, so
 * guesses sent in parallel cannot all pass a count that only finished attempts would raise. Keys are
 * the lower-cased account name whether or not such an account exists: no answer tells which do.
 * In memory, per node, like FailureLimiter.
 */
export class LoginLimiters {
  private readonly pairs: FailureLimiter;
  private readonly accounts: FailureLimiter;
  private readonly addresses: FailureLimiter;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(clock: Partial<LimiterClock> = {}) {
    const now = clock.now ?? Date.now;
    this.pairs = new FailureLimiter(PAIR_LIMIT, WINDOW_MS, now);
    this.accounts = new FailureLimiter(ACCOUNT_SLOW_FROM, WINDOW_MS, now);
    this.addresses = new FailureLimiter(ADDRESS_LIMIT, WINDOW_MS, now);
    this.sleep = clock.sleep ?? ((ms) => delay(ms));
  }

  /**
   * Starts an attempt to give `account`'s password from `address`. Answers the milliseconds to wait
   * when it is refused (and counts nothing); otherwise counts it as a failure, holds it as long as
   * the counts say, and answers 0.
   */
  async admit(account: string, address: string): Promise<number> {
    const pair = pairKey(account, address);
    const wait = Math.max(this.pairs.retryAfter(pair), this.addresses.retryAfter(address));
    if (wait > 0) return wait;
    const held =
      this.accounts.count(account) >= ACCOUNT_SLOW_FROM || this.addresses.count(address) >= ADDRESS_SLOW_FROM;
    this.pairs.fail(pair);
    this.accounts.fail(account);
    this.addresses.fail(address);
    if (held) await this.sleep(HOLD_MS);
    return 0;
  }

  /** The attempt gave the right password: it was no failure, and this pair starts afresh. */
  passed(account: string, address: string): void {
    this.pairs.reset(pairKey(account, address));
    this.accounts.forgive(account);
    this.addresses.forgive(address);
  }
}

// A newline cannot occur in an address, so no account name can make two pairs collide.
const pairKey = (account: string, address: string) => `${address}\n${account}`;

export const createLoginLimiters = (clock?: Partial<LimiterClock>) => new LoginLimiters(clock);
