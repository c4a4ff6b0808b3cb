import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { withDeclaredSize } from './xlsx-bomb.test-support.js';
import { LimitExceeded, UNZIP_LIMITS, unpackEntry, zipDirectory } from './zip-limits.js';

const MB = 1024 * 1024;
const zip = (parts: Record<string, Uint8Array>) => Buffer.from(zipSync(parts, { level: 9 }));
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof LimitExceeded ? error.limit : `not a refusal: ${String(error)}`;
  }
  return 'accepted';
};

describe('zipDirectory', () => {
  it('lists the entries of an ordinary zip with their declared sizes', () => {
    const entries = zipDirectory(zip({ 'a.xml': strToU8('<a/>'.repeat(100)), 'b/c.txt': strToU8('c') }));
    expect(entries.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'a.xml', size: 400 },
      { name: 'b/c.txt', size: 1 },
    ]);
  });

  it('refuses too many entries before reading any of them', () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`p${i}.xml`, strToU8('x')]));
    expect(refusal(() => zipDirectory(zip(many)))).toBe('maxEntries');
    expect(refusal(() => zipDirectory(zip(many), { ...UNZIP_LIMITS, maxEntries: 501 }))).toBe('accepted');
  });

  it('refuses an entry or a total that declares too many bytes, and a bomb-like ratio', () => {
    const zeros = (megabytes: number) => new Uint8Array(megabytes * MB);
    expect(refusal(() => zipDirectory(zip({ big: zeros(33) })))).toBe('maxEntryBytes');
    const twoParts = zip({ a: zeros(2), b: zeros(2) });
    expect(refusal(() => zipDirectory(twoParts, { ...UNZIP_LIMITS, maxTotalBytes: 3 * MB, maxRatio: 2000 }))).toBe(
      'maxTotalBytes',
    );
    // Two megabytes of zeros pack to about two kilobytes: a thousand to one.
    expect(refusal(() => zipDirectory(zip({ zeros: zeros(2) })))).toBe('maxRatio');
    // A small part may compress as well as it likes.
    expect(refusal(() => zipDirectory(zip({ zeros: new Uint8Array(512 * 1024) })))).toBe('accepted');
  });

  it('refuses a zip whose declared sizes are too large even when its bytes are not', () => {
    const honest = zip({ 'sheet.xml': strToU8('<row/>'.repeat(10)) });
    expect(refusal(() => zipDirectory(withDeclaredSize(honest, 'sheet.xml', 0xffffffff)))).toBe('maxEntryBytes');
  });

  it('refuses a repeated entry name: the part checked could differ from the part read', () => {
    const one = zip({ 'x.xml': strToU8('<a/>') });
    const twice = zip({ 'x.xml': strToU8('<a/>'), 'y.xml': strToU8('<b/>') });
    const renamed = Buffer.from(twice.toString('latin1').replaceAll('y.xml', 'x.xml'), 'latin1');
    expect(refusal(() => zipDirectory(one))).toBe('accepted');
    expect(refusal(() => zipDirectory(renamed))).toBe('structure');
  });

  it('throws a plain error for bytes that are not a zip', () => {
    expect(refusal(() => zipDirectory(Buffer.from('not a zip at all, just some text')))).toMatch(/^not a refusal/);
  });
});

describe('unpackEntry', () => {
  it('answers the bytes of deflated and stored entries', async () => {
    const text = '<row/>'.repeat(1000);
    const file = Buffer.from(zipSync({ packed: [strToU8(text), { level: 9 }], stored: [strToU8(text), { level: 0 }] }));
    for (const entry of zipDirectory(file)) expect((await unpackEntry(file, entry)).toString()).toBe(text);
  });

  it('stops inflating as soon as a part produces more than it declared', async () => {
    // Sixteen megabytes that claim to be one kilobyte: within every declared limit, caught by the bytes.
    const liar = withDeclaredSize(zip({ 'sheet.xml': new Uint8Array(16 * MB) }), 'sheet.xml', 1024);
    const [entry] = zipDirectory(liar);
    if (!entry) throw new Error('the zip lost its entry');
    const before = process.memoryUsage().arrayBuffers;
    await expect(unpackEntry(liar, entry)).rejects.toMatchObject({ limit: 'structure' });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(4 * MB);
  });
});
