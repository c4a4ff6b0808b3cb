import { describe, expect, it } from 'vitest';
import { chinaDay, chinaMinute } from './china-time.js';

describe('days and times in China', () => {
  it('are the calendar day and minute of Asia/Shanghai (UTC+8), whatever the instant', () => {
    expect(chinaDay(new Date('2026-11-27T15:59:59.999Z'))).toBe('2026-11-27');
    expect(chinaDay(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
    expect(chinaDay(new Date('2024-02-28T16:30:00Z'))).toBe('2024-02-29');
    expect(chinaDay(new Date('1999-12-31T16:00:00Z'))).toBe('2000-01-01');
    expect(chinaMinute(new Date('2026-11-27T16:05:30Z'))).toBe('2026-11-28 00:05');
    expect(chinaMinute(new Date('2026-11-28T05:09:00Z'))).toBe('2026-11-28 13:09');
    expect(chinaMinute(new Date('2026-01-01T15:59:00Z'))).toBe('2026-01-01 23:59');
  });

  it('reads today by default', () => {
    const before = chinaDay(new Date());
    expect([before, chinaDay(new Date())]).toContain(chinaDay());
  });
});
