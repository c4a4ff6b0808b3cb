import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url.js';

describe('imageUrl', () => {
  it('accepts empty, https addresses and paths on this server', () => {
    for (const ok of ['', 'https://cdn.example.cn/a.png', '/static/logo.svg', '/api/files/download/a?name=b.png']) {
      expect(imageUrl.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('refuses addresses that leave this server or https: //host, /\\host, http, javascript:, data:', () => {
    const bad = [
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '\\\\evil.example/a.png',
      'http://x.example/a.png',
      'https:///evil.example',
      'https:/\\evil.example',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '/',
      'static/logo.svg',
      '/a/../b.png',
    ];
    for (const value of bad) {
      const result = imageUrl.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toBe('validation.imageUrl');
    }
  });
});
