import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './rate-limit.js';

function limiterWithClock(limit = 3, windowMs = 60_000) {
  const clock = { now: 1_000_000 };
  return { clock, limiter: new FailureLimiter(limit, windowMs, () => clock.now) };
}

describe('FailureLimiter', () => {
  it('lets a key try until it reaches the limit, then blocks it for the rest of the window', () => {
    const { clock, limiter } = limiterWithClock(3, 60_000);
    limiter.fail('a');
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(0);
    clock.now += 10_000;
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(50_000);
    clock.now += 20_000;
    expect(limiter.retryAfter('a')).toBe(30_000);
  });

  it('counts each key on its own', () => {
    const { limiter } = limiterWithClock(2);
    limiter.fail('a');
    limiter.fail('a');
    limiter.fail('b');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    expect(limiter.retryAfter('b')).toBe(0);
    expect(limiter.retryAfter('c')).toBe(0);
  });

  it('frees a key once its oldest failures leave the window', () => {
    const { clock, limiter } = limiterWithClock(2, 60_000);
    limiter.fail('a');
    clock.now += 30_000;
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(30_000);
    clock.now += 30_000;
    expect(limiter.retryAfter('a')).toBe(0);
    // Only the second failure is still inside the window: one more blocks again.
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(30_000);
  });

  it('forgets a key on reset', () => {
    const { limiter } = limiterWithClock(2);
    limiter.fail('a');
    limiter.fail('a');
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('keeps no more than the limit of failures per key, and still frees it on time', () => {
    const { clock, limiter } = limiterWithClock(3, 60_000);
    for (let i = 0; i < 1000; i++) {
      limiter.fail('a');
      clock.now += 10;
    }
    expect(limiter.count('a')).toBe(3);
    // The newest three failures, 20 to 0 ms before the last one, decide when the key is free.
    expect(limiter.retryAfter('a')).toBe(60_000 - 30);
  });

  it('takes back the newest failure on forgive', () => {
    const { limiter } = limiterWithClock(2);
    limiter.fail('a');
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.forgive('a');
    expect(limiter.count('a')).toBe(1);
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.forgive('a');
    limiter.forgive('a');
    expect(limiter.count('a')).toBe(0);
  });
});
