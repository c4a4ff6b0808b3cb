import { describe, expect, it } from 'vitest';
import { BUILT_PAGES, isBuiltPage } from './built-pages.js';
import { ROUTES } from './routes.js';

describe('the built pages', () => {
  it('lists each page of the route table once, in table order', () => {
    expect(new Set(BUILT_PAGES).size).toBe(BUILT_PAGES.length);
    const order = ROUTES.map((route) => route.name);
    const positions = BUILT_PAGES.map((key) => order.indexOf(key));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('tells built pages from routes still without a screen and from unknown keys', () => {
    expect(isBuiltPage('user-table')).toBe(true);
    expect(isBuiltPage('orders')).toBe(false);
    expect(isBuiltPage('no-such-page')).toBe(false);
  });
});
