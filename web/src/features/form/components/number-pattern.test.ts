import { isNumberPattern } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { NUMBER_PRESETS, presetOf, previewNumber } from './number-pattern';

describe('number patterns', () => {
  const now = new Date(2026, 2, 5);
  it('previews each coding level', () => {
    expect(previewNumber('{type}-{seq:4}', 'JY', now)).toBe('JY-0001');
    expect(previewNumber('{project}-{type}-{seq:4}', 'JY', now)).toBe('PRJ-JY-0001');
    expect(previewNumber('{project}-{type}-{yyyy}-{seq:4}', 'JY', now)).toBe('PRJ-JY-2026-0001');
    expect(previewNumber('R/{yy}{mm}.{seq:3}', 'JY', now)).toBe('R/2603.001');
  });
  it('names the preset of a pattern, and every preset is a valid pattern', () => {
    expect(presetOf('{project}-{type}-{seq:4}')).toBe('level2');
    expect(presetOf('X-{seq:5}')).toBe('custom');
    for (const preset of NUMBER_PRESETS) expect(isNumberPattern(preset.pattern)).toBe(true);
  });
});
