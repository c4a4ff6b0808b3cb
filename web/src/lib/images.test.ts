import { describe, expect, it } from 'vitest';
import { avatarSrc } from './images';

describe('avatarSrc (SPEC §7 image paths)', () => {
  it('uses absolute and provider addresses as they are', () => {
    expect(avatarSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(avatarSrc('//cdn.example/a.png')).toBe('//cdn.example/a.png');
  });

  it('serves relative paths through the API and leaves empty ones to the default picture', () => {
    expect(avatarSrc('files/avatar.png')).toBe('/api/files/avatar.png');
    expect(avatarSrc('/static/logo.svg')).toBe('/static/logo.svg');
    expect(avatarSrc('')).toBeUndefined();
    expect(avatarSrc(null)).toBeUndefined();
  });
});
