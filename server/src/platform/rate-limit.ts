/**
 * Counts failures per key in a sliding window and blocks a key that reaches the limit until its
 * oldest failure leaves the window. In memory: one node counts its own attempts, which still caps a
 * guesser at the limit times the number of nodes.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return (recent[recent.length - this.limit] ?? 0) + this.windowMs - this.now();
  }

  /** Failures of the key inside the window; never more than the limit, as older ones are not kept. */
  count(key: string): number {
    return this.recent(key).length;
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    // Only the newest `limit` failures decide retryAfter: a key under a flood keeps a short list.
    if (recent.length > this.limit) recent.shift();
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune();
  }

  /** Takes back the newest failure: an attempt counted as it started turned out to be no failure. */
  forgive(key: string): void {
    const recent = this.recent(key);
    recent.pop();
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      const recent = this.recent(key);
      if (recent.length === 0) this.failures.delete(key);
      else this.failures.set(key, recent);
    }
  }
}
