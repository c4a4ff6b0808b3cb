/**
 * The sessions read lately, by session hash, so that a burst of calls (a page asks for the session, its
 * menu, its permissions and its list at once) reads the session, its user, owner and role once instead
 * of once per call. An entry lives SESSION_CACHE_MS at most and is dropped at once when something may
 * have changed it:
 * - the functions of session.ts that end or move sessions forget the sessions they touch;
 * - every state-changing request forgets every session when it answers (session.ts), since a role, a
 *   membership, an owner or an account may change through any of them, in any module, now or later;
 *   the request's own writes are committed by then, so the next call reads them.
 * Another server on the same PostgreSQL learns of a change only when its entry expires: within
 * SESSION_CACHE_MS, the delay that multi-node deployments accept.
 */
export const SESSION_CACHE_MS = 5_000;
/** Beyond this many sessions the expired entries are swept; a cache is never worth unbounded memory. */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  /** The read in flight or done: calls that arrive together share one read. */
  loaded: Promise<T | null>;
  at: number;
  userId: number | undefined;
  /** Values derived from the session (the memberships try-session lists), dropped with it. */
  memo: Map<string, Promise<unknown>>;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly userOf: (value: T) => number) {}

  /** The cached read of `hash` while fresh, else `read()`, kept for the next calls unless it found none. */
  get(hash: string, read: () => Promise<T | null>): { loaded: Promise<T | null>; memo: Map<string, Promise<unknown>> } {
    const now = Date.now();
    const hit = this.entries.get(hash);
    if (hit && now - hit.at < SESSION_CACHE_MS) return hit;
    if (this.entries.size >= MAX_ENTRIES) this.sweep(now);
    const entry: Entry<T> = { loaded: read(), at: now, userId: undefined, memo: new Map() };
    this.entries.set(hash, entry);
    entry.loaded.then(
      (value) => {
        if (value === null) this.drop(hash, entry);
        else entry.userId = this.userOf(value);
      },
      () => this.drop(hash, entry),
    );
    return entry;
  }

  forget(hash: string): void {
    this.entries.delete(hash);
  }

  /** Every session of the user, including reads still in flight (whose user is not known yet). */
  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) {
      if (entry.userId === userId || entry.userId === undefined) this.entries.delete(hash);
    }
  }

  forgetAll(): void {
    this.entries.clear();
  }

  /** Only the entry that was stored: a newer read of the same hash stays. */
  private drop(hash: string, entry: Entry<T>) {
    if (this.entries.get(hash) === entry) this.entries.delete(hash);
  }

  private sweep(now: number) {
    for (const [hash, entry] of this.entries) if (now - entry.at >= SESSION_CACHE_MS) this.entries.delete(hash);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
